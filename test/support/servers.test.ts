import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgresUnavailable, redisUnavailable, skipWithout, startPostgres, startRedis, storeServersRequired } from './servers.js';

const REQUIRED = { WALLET_KIT_STORE_SERVERS: 'required' };

describe('whether a suite that needs a store server is skipped', () => {
  it('is skipped with the reason the server cannot start, when nothing demands the servers', () => {
    expect(skipWithout('redis-server is not installed', {})).toBe('redis-server is not installed');
    expect(skipWithout('redis-server is not installed', { WALLET_KIT_STORE_SERVERS: 'optional' })).toBe('redis-server is not installed');
  });

  it('is never skipped under WALLET_KIT_STORE_SERVERS=required, so the missing server fails it', () => {
    expect(skipWithout('redis-server is not installed', REQUIRED)).toBeUndefined();
  });

  it('runs wherever its server can start', () => {
    expect(skipWithout(undefined, {})).toBeUndefined();
    expect(skipWithout(undefined, REQUIRED)).toBeUndefined();
  });

  it('refuses a misspelt value rather than skipping quietly', () => {
    expect(() => storeServersRequired({ WALLET_KIT_STORE_SERVERS: 'requried' })).toThrow(/expected 'required' or 'optional', got "requried"/);
  });
});

describe('a machine without the servers (PATH holds neither redis-server nor pg_config)', () => {
  const saved = { path: process.env.PATH, required: process.env.WALLET_KIT_STORE_SERVERS };
  let emptyDirectory: string;
  beforeEach(() => {
    emptyDirectory = mkdtempSync(join(tmpdir(), 'wk-no-servers-'));
    process.env.PATH = emptyDirectory;
  });
  afterEach(() => {
    process.env.PATH = saved.path;
    if (saved.required === undefined) delete process.env.WALLET_KIT_STORE_SERVERS;
    else process.env.WALLET_KIT_STORE_SERVERS = saved.required;
    rmSync(emptyDirectory, { recursive: true, force: true });
  });

  it('says why each server cannot start', () => {
    expect(redisUnavailable()).toMatch(/redis-server is not installed/);
    expect(postgresUnavailable()).toMatch(/pg_config is not on PATH/);
  });

  it('fails a start under WALLET_KIT_STORE_SERVERS=required with the reason and the variable that demanded it', async () => {
    process.env.WALLET_KIT_STORE_SERVERS = 'required';
    await expect(startRedis()).rejects.toThrow(/redis-server is not installed .*WALLET_KIT_STORE_SERVERS=required, so this fails instead of skipping/);
    await expect(startPostgres()).rejects.toThrow(/pg_config is not on PATH .*WALLET_KIT_STORE_SERVERS=required/);
  });
});
