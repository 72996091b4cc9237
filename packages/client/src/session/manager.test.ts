import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCode } from '../../../../test/support/assertions.js';
import { ClientError } from '../errors.js';
import type { CrossTab } from './cross-tab.js';
import { createSessionManager, type SessionManagerOptions } from './manager.js';
import type { AuthSessionLike, SessionEvent, SessionStorageLike } from './types.js';

const MINUTE = 60_000;
let clock = 0;
const now = () => clock;

beforeEach(() => {
  vi.useFakeTimers();
  clock = Date.parse('2026-11-22T12:00:00Z');
  vi.setSystemTime(clock);
});
afterEach(() => vi.useRealTimers());

function sharedStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** Two "tabs" in one process: a lock that serializes, and a channel that delivers to the other side. */
function linkedTabs(): [CrossTab, CrossTab] {
  let queue = Promise.resolve();
  const sides: Array<Set<(message: unknown) => void>> = [new Set(), new Set()];
  const make = (self: number): CrossTab => ({
    withLock: <T>(_name: string, run: () => Promise<T>) => {
      const result = queue.then(run);
      queue = result.then(() => undefined, () => undefined);
      return result;
    },
    post: (message) => sides[1 - self]!.forEach((listener) => listener(structuredClone(message))),
    onMessage: (listener) => {
      sides[self]!.add(listener);
      return () => sides[self]!.delete(listener);
    },
    close: () => undefined,
  });
  return [make(0), make(1)];
}

function session(id: string, lifetimeMs = 15 * MINUTE): AuthSessionLike {
  return { id, expiresAt: new Date(clock + lifetimeMs).toISOString() };
}

function setup(overrides: Partial<SessionManagerOptions<AuthSessionLike>> = {}) {
  const keyStore = createKeyStore();
  const refreshes: Array<{ from: string; nextKey: StoredKey }> = [];
  const events: SessionEvent[] = [];
  const manager = createSessionManager({
    keyStore,
    now,
    storage: sharedStorage(),
    crossTab: linkedTabs()[0],
    refresh: async (record, nextKey) => {
      refreshes.push({ from: record.session.id, nextKey });
      return session(`session-${refreshes.length + 1}`);
    },
    ...overrides,
  });
  manager.on((event) => events.push(event));
  return { manager, keyStore, refreshes, events };
}

describe('the session manager', () => {
  it('refreshes ahead of expiry when the clock jumps past the deadline (a laptop waking up), once', async () => {
    const { manager, keyStore, refreshes, events } = setup();
    const key = await keyStore.createSigningKey();
    await manager.start(session('session-1'), key);
    clock += 14 * MINUTE; // no timer ran: the tab was asleep
    manager.check();
    manager.check();
    await vi.waitFor(() => expect(events.map((event) => event.type)).toContain('session-refreshed'));
    expect(refreshes.map((refresh) => refresh.from)).toEqual(['session-1']);
    expect(manager.getState()).toMatchObject({ status: 'active', record: { session: { id: 'session-2' }, keyId: refreshes[0]!.nextKey.id } });
    expect(await keyStore.getKey(key.id)).toBeUndefined();
  });

  it('shares one refresh between concurrent callers', async () => {
    const { manager, keyStore, refreshes } = setup();
    await manager.start(session('session-1'), await keyStore.createSigningKey());
    const results = await Promise.all([manager.refresh(), manager.refresh(), manager.refresh()]);
    expect(new Set(results.map((result) => result.id))).toEqual(new Set(['session-2']));
    expect(refreshes).toHaveLength(1);
  });

  it('refreshes once across two tabs: the second waits for the lock and adopts the new session', async () => {
    const storage = sharedStorage();
    const [tabA, tabB] = linkedTabs();
    const keyStore = createKeyStore();
    let calls = 0;
    const refresh = async () => {
      calls++;
      return session('session-2');
    };
    const a = createSessionManager({ keyStore, now, storage, crossTab: tabA, refresh });
    const b = createSessionManager({ keyStore, now, storage, crossTab: tabB, refresh });
    await a.start(session('session-1'), await keyStore.createSigningKey());
    expect(b.getState().record?.session.id).toBe('session-1');
    clock += 14 * MINUTE;
    const [fromA, fromB] = await Promise.all([a.refresh(), b.refresh()]);
    expect([fromA.id, fromB.id]).toEqual(['session-2', 'session-2']);
    expect(calls).toBe(1);
    expect(b.getState()).toMatchObject({ status: 'active', record: { session: { id: 'session-2' } } });
  });

  it('warns with the error when a refresh fails, keeps the session, and deletes the unused key', async () => {
    const failure = new ClientError('NETWORK_ERROR', 'offline');
    const { manager, keyStore, events } = setup({ refresh: async () => Promise.reject(failure) });
    const key = await keyStore.createSigningKey();
    await manager.start(session('session-1'), key);
    clock += 14 * MINUTE;
    manager.check();
    await vi.waitFor(() => expect(events.map((event) => event.type)).toContain('session-expiring'));
    expect(events.find((event) => event.type === 'session-expiring')).toMatchObject({ expiresInMs: MINUTE, error: failure });
    expect(manager.getState().status).toBe('active');
    expect((await keyStore.listKeys()).map((stored) => stored.id)).toEqual([key.id]);
  });

  it('only warns, without refreshing, when autoRefresh is off', async () => {
    const { manager, keyStore, refreshes, events } = setup({ autoRefresh: false });
    await manager.start(session('session-1'), await keyStore.createSigningKey());
    clock += 14.5 * MINUTE;
    manager.check();
    expect(events.map((event) => event.type)).toEqual(['session-started', 'session-expiring']);
    expect(refreshes).toHaveLength(0);
  });

  it('expires at expiresAt: says so, deletes the key, and refuses to hand out the session', async () => {
    const { manager, keyStore, events } = setup({ autoRefresh: false });
    const key = await keyStore.createSigningKey();
    await manager.start(session('session-1'), key);
    clock += 15 * MINUTE;
    manager.check();
    await vi.waitFor(() => expect(events.map((event) => event.type)).toContain('session-expired'));
    expect(manager.getState().status).toBe('expired');
    expect(await keyStore.getKey(key.id)).toBeUndefined();
    expect(await errorCode(manager.current(), ClientError)).toBe('SESSION_EXPIRED');
  });

  it('signs out every tab', async () => {
    const storage = sharedStorage();
    const [tabA, tabB] = linkedTabs();
    const keyStore = createKeyStore();
    const refresh = async () => session('never');
    const a = createSessionManager({ keyStore, now, storage, crossTab: tabA, refresh });
    const b = createSessionManager({ keyStore, now, storage, crossTab: tabB, refresh });
    await a.start(session('session-1'), await keyStore.createSigningKey());
    await a.clear('signed-out');
    expect(b.getState().status).toBe('signed-out');
    expect(await errorCode(b.current(), ClientError)).toBe('NOT_SIGNED_IN');
  });

  it('picks up a session left by an earlier page load', async () => {
    const storage = sharedStorage();
    const keyStore = createKeyStore();
    const key = await keyStore.createSigningKey();
    const first = createSessionManager({ keyStore, now, storage, crossTab: linkedTabs()[0], refresh: async () => session('x') });
    await first.start(session('session-1'), key);
    first.dispose();
    const reloaded = createSessionManager({ keyStore, now, storage, crossTab: linkedTabs()[0], refresh: async () => session('x') });
    expect((await reloaded.current()).key.id).toBe(key.id);
  });
});
