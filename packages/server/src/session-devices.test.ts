import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresUnavailable, redisUnavailable, skipWithout, startPostgres, startRedis, type RunningServer } from '../../../test/support/servers.js';
import { createServiceHandler, memoryStore, type EndUser, type SessionsRevoked, type StateStore } from './index.js';
import { deviceOf } from './pipeline/sessions.js';
import { postgresStore } from './postgres.js';
import { redisStore } from './redis.js';

// Finding 9 of issue 20: the sessions list showed identical rows ("E-mail code to alice@…"), and
// "Sign out everywhere else" left the other device's app login (and so its balances) in place.
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let sandbox: Sandbox;
let alice: { id: string; wallet: string; credential: string };

/** A sandbox of its own per suite: each signs alice in several times, within the service's limit on codes. */
async function freshSandbox(): Promise<void> {
  sandbox = await createSandbox({ strictSignatures: true });
  const people = seededPeople(sandbox);
  alice = { id: people.alice.id, wallet: people.alice.wallet, credential: people.alice.email! };
}

type Handler = (request: Request) => Promise<Response>;

function handlerWith(store: StateStore, onSessionsRevoked?: (event: SessionsRevoked) => void) {
  return createServiceHandler({
    serviceUrl: `http://sandbox.test${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    resolveEndUser: (request): EndUser | null => (request.headers.get('X-Test-Customer') ? { customerId: request.headers.get('X-Test-Customer')! } : null),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    now: () => sandbox.now(),
    store,
    ...(onSessionsRevoked ? { onSessionsRevoked } : {}),
  });
}

function call(handler: Handler, method: string, path: string, options: { body?: string; headers?: Record<string, string>; userAgent?: string } = {}) {
  return handler(
    new Request(`http://app.test/api/service${path}`, {
      method,
      headers: { 'X-Test-Customer': alice.id, 'User-Agent': options.userAgent ?? MAC_CHROME, ...(options.body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      ...(options.body ? { body: options.body } : {}),
    }),
  );
}

/** Signs alice in by e-mail code through the handler, from a browser that says `userAgent`. */
async function signIn(handler: Handler, userAgent: string): Promise<{ id: string; key: StoredKey }> {
  const keys = createKeyStore({ databaseName: `devices-${Math.random()}` });
  keys.on('storage-degraded', () => undefined);
  const key = await keys.createSigningKey();
  const challenge = (await (await call(handler, 'POST', `/auth/credentials/${alice.credential}/challenge`, { body: '{}', userAgent })).json()) as { otpEncryptionTargetBundle: string };
  const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: sandbox.enclaveKeys.otpBundle });
  const body = JSON.stringify({ type: 'EMAIL_OTP', encryptedOtpBundle });
  const path = `/auth/credentials/${alice.credential}/verify`;
  const first = (await (await call(handler, 'POST', path, { body, userAgent })).json()) as { payloadToSign: string; requestId: string };
  const second = await call(handler, 'POST', path, { body, userAgent, headers: { 'Service-Wallet-Signature': await stampPayload(first.payloadToSign, key), 'Request-Id': first.requestId } });
  expect(second.status).toBe(200);
  return { id: ((await second.json()) as { id: string }).id, key };
}

async function listed(handler: Handler): Promise<Array<{ id: string; device?: unknown }>> {
  const answer = await call(handler, 'GET', `/auth/sessions?accountId=${encodeURIComponent(alice.wallet)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Array<{ id: string; device?: unknown }> }).data;
}

async function endSession(handler: Handler, sessionId: string, signer: StoredKey): Promise<Response> {
  const path = `/auth/sessions/${encodeURIComponent(sessionId)}`;
  const first = (await (await call(handler, 'DELETE', path)).json()) as { payloadToSign: string; requestId: string };
  return call(handler, 'DELETE', path, { headers: { 'Service-Wallet-Signature': await stampPayload(first.payloadToSign, signer), 'Request-Id': first.requestId } });
}

interface Backend {
  name: string;
  skipped: string | undefined;
  start(): Promise<StateStore>;
  stop(): Promise<void>;
}

function backends(): Backend[] {
  let redis: RunningServer | undefined;
  let redisClient: Redis | undefined;
  let postgres: RunningServer | undefined;
  let pool: pg.Pool | undefined;
  return [
    { name: 'memory', skipped: undefined, start: async () => memoryStore(), stop: async () => undefined },
    {
      name: 'Redis',
      skipped: skipWithout(redisUnavailable()),
      async start() {
        redis = await startRedis();
        redisClient = new Redis(redis.url, { maxRetriesPerRequest: 0 });
        return redisStore({ client: redisClient });
      },
      async stop() {
        redisClient?.disconnect();
        await redis?.stop();
      },
    },
    {
      name: 'PostgreSQL',
      skipped: skipWithout(postgresUnavailable()),
      async start() {
        postgres = await startPostgres();
        pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
        return postgresStore({ client: pool });
      },
      async stop() {
        await pool?.end();
        await postgres?.stop();
      },
    },
  ];
}

for (const backend of backends()) {
  describe.skipIf(backend.skipped !== undefined)(`wallet sessions through the handler, on the ${backend.name} store${backend.skipped ? ` (skipped: ${backend.skipped})` : ''}`, () => {
    let store: StateStore;
    beforeAll(async () => {
      await freshSandbox();
      store = await backend.start();
    }, 90_000);
    afterAll(() => backend.stop(), 30_000);

    it('names each session by the browser and system that opened it, for that session’s life', async () => {
      const handler = handlerWith(store);
      const laptop = await signIn(handler, MAC_CHROME);
      const phone = await signIn(handler, IPHONE_SAFARI);
      // Another instance of the backend on the same store knows them too.
      const sessions = await listed(handlerWith(store));
      expect(sessions.find((session) => session.id === laptop.id)?.device).toEqual({ browser: 'Chrome', os: 'macOS' });
      expect(sessions.find((session) => session.id === phone.id)?.device).toEqual({ browser: 'Safari', os: 'iOS' });
    });

    it('tells the app once a user ended a session through it, so it can end its own login on that device', async () => {
      const revoked = vi.fn<(event: SessionsRevoked) => void>();
      const handler = handlerWith(store, revoked);
      const laptop = await signIn(handler, MAC_CHROME);
      const phone = await signIn(handler, IPHONE_SAFARI);
      const answer = await endSession(handler, phone.id, laptop.key);
      expect(answer.status).toBe(204);
      expect(revoked).toHaveBeenCalledTimes(1);
      expect(revoked.mock.calls[0]![0]).toMatchObject({ user: { customerId: alice.id }, sessionId: phone.id, request: expect.any(Request) });
      expect((await listed(handler)).map((session) => session.id)).not.toContain(phone.id);
      expect(await store.get(`session-device:${phone.id}`)).toBeUndefined();
    });
  });
}

describe('the device of a session', () => {
  beforeAll(freshSandbox);
  it('reads browser and system only, never a version or model, and nothing from an empty User-Agent', () => {
    expect(deviceOf(MAC_CHROME)).toEqual({ browser: 'Chrome', os: 'macOS' });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(deviceOf(null)).toEqual({});
  });

  it('logs a failing onSessionsRevoked and still answers the person', async () => {
    const log = vi.fn();
    const handler = createServiceHandler({
      serviceUrl: `http://sandbox.test${sandbox.basePath}`,
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      resolveEndUser: () => ({ customerId: alice.id }),
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
      now: () => sandbox.now(),
      log,
      onSessionsRevoked: () => {
        throw new Error('the app’s session table is down');
      },
    });
    const laptop = await signIn(handler, MAC_CHROME);
    const phone = await signIn(handler, IPHONE_SAFARI);
    expect((await endSession(handler, phone.id, laptop.key)).status).toBe(204);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', code: 'ON_SESSIONS_REVOKED_FAILED' }));
  });
});
