import { createKeyStore } from '@wallet-kit/key-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrossTab } from '../session/cross-tab.js';
import { createSessionManager } from '../session/manager.js';
import type { AuthSessionLike, SessionStorageLike } from '../session/types.js';
import { createEventHub, type LiveEvent } from './hub.js';

const ALICE = 'Customer:019542f5-b3e7-1d02-0000-00000000000a';
const BOB = 'Customer:019542f5-b3e7-1d02-0000-00000000000b';

/** Tabs of one browser in one process: one storage, a Web Lock held while its callback runs, a channel to the others. */
function browser() {
  const items = new Map<string, string>();
  const storage: SessionStorageLike = { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
  const channels = new Set<Set<(message: unknown) => void>>();
  let lock = Promise.resolve();
  const crossTab = (): CrossTab => {
    const own = new Set<(message: unknown) => void>();
    channels.add(own);
    return {
      withLock<T>(_name: string, run: () => Promise<T>) {
        const result = lock.then(run);
        lock = result.then(() => undefined, () => undefined);
        return result;
      },
      post: (message) => channels.forEach((other) => other !== own && other.forEach((listener) => listener(structuredClone(message)))),
      onMessage(listener) {
        own.add(listener);
        return () => own.delete(listener);
      },
      close: () => void channels.delete(own),
    };
  };
  return { storage, crossTab };
}

/** The backend's /events: each connection a stream the test writes to; what each was asked with. */
function backend() {
  const connections: Array<{ lastEventId: string | null; signal: AbortSignal; send(id: number, event: Omit<LiveEvent, 'id'>): void; end(): void }> = [];
  const answers: Array<number> = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const status = answers.shift() ?? 200;
    if (status !== 200) return new Response('{}', { status });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init!.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    const encoder = new TextEncoder();
    controller.enqueue(encoder.encode('retry: 1000\n: connected\n\n'));
    connections.push({
      lastEventId: new Headers(init!.headers).get('Last-Event-ID'),
      signal,
      send: (id, event) => controller.enqueue(encoder.encode(`id: ${id}\ndata: ${JSON.stringify({ id: String(id), ...event })}\n\n`)),
      end: () => controller.close(),
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, connections, answers, calls: fetch.mock.calls };
}

type Browser = ReturnType<typeof browser>;
const hubs: Array<{ dispose(): void }> = [];
afterEach(() => {
  hubs.splice(0).forEach((hub) => hub.dispose());
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const session = (id: string, lifetimeMs = 15 * 60_000): AuthSessionLike => ({ id, expiresAt: new Date(Date.now() + lifetimeMs).toISOString() });

function tab(world: Browser, server: ReturnType<typeof backend>, sleeps: number[] = []) {
  const keyStore = createKeyStore();
  const crossTab = world.crossTab();
  const sessions = createSessionManager({ keyStore, storage: world.storage, crossTab, refresh: async () => session('refreshed'), autoRefresh: false });
  const hub = createEventHub({
    url: '/api/service/events',
    fetch: server.fetch,
    crossTab,
    lockName: 'stream',
    sessions,
    sleep: async (ms) => void sleeps.push(ms),
  });
  hubs.push(hub, sessions);
  const heard: LiveEvent[] = [];
  return { sessions, hub, heard, keyStore, listen: (customerId?: string) => hub.subscribe((event) => heard.push(event), customerId ? { customerId } : {}) };
}

async function signIn(t: ReturnType<typeof tab>, id = 'session-1', lifetimeMs?: number) {
  await t.sessions.start(session(id, lifetimeMs), await t.keyStore.createSigningKey({ label: 'session' }));
}

const payment = (customerId: string, status = 'COMPLETED'): Omit<LiveEvent, 'id'> => ({ customerId, type: `OUTGOING_PAYMENT.${status}`, timestamp: new Date().toISOString(), data: { id: 'Transaction:1', status } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one event stream per browser', () => {
  it('two tabs of one user share one connection, and each hears every event', async () => {
    const world = browser();
    const server = backend();
    const [a, b] = [tab(world, server), tab(world, server)];
    await signIn(a);
    a.listen(ALICE);
    b.listen(ALICE);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    await vi.waitFor(() => expect([a.hub.status(), b.hub.status()]).toEqual(['up', 'up']));
    server.connections[0]!.send(1, payment(ALICE));
    await vi.waitFor(() => expect([a.heard.length, b.heard.length]).toEqual([1, 1]));
    expect(b.heard[0]).toMatchObject({ id: '1', customerId: ALICE, type: 'OUTGOING_PAYMENT.COMPLETED', data: { status: 'COMPLETED' } });
    expect(server.connections).toHaveLength(1);
  });

  it('connects only while a widget listens and someone is signed in', async () => {
    const world = browser();
    const server = backend();
    const a = tab(world, server);
    const stop = a.listen(ALICE);
    await settle();
    expect(server.calls).toHaveLength(0);
    await signIn(a);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    stop();
    await vi.waitFor(() => expect(server.connections[0]!.signal.aborted).toBe(true));
  });

  it('reconnects with Last-Event-ID after the stream ends, backing off while it cannot connect', async () => {
    const world = browser();
    const server = backend();
    const sleeps: number[] = [];
    const a = tab(world, server, sleeps);
    await signIn(a);
    a.listen(ALICE);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    expect(server.connections[0]!.lastEventId).toBeNull();
    server.connections[0]!.send(4, payment(ALICE, 'PENDING'));
    await vi.waitFor(() => expect(a.heard).toHaveLength(1));
    server.answers.push(503, 503);
    server.connections[0]!.end();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.lastEventId).toBe('4');
    // Three waits (after the end, then after each 503), each longer than the one before, jittered within [wait/2, wait].
    expect(sleeps).toHaveLength(3);
    expect(sleeps[0]).toBeGreaterThanOrEqual(500);
    expect(sleeps[0]).toBeLessThanOrEqual(1000);
    expect(sleeps[2]).toBeGreaterThanOrEqual(2000);
    server.connections[1]!.send(5, payment(ALICE));
    await vi.waitFor(() => expect(a.heard.map((event) => event.id)).toEqual(['4', '5']));
  });

  it('hands the connection over when the tab that holds it stops, from the last id any tab heard', async () => {
    const world = browser();
    const server = backend();
    const [a, b] = [tab(world, server), tab(world, server)];
    await signIn(a);
    const stopA = a.listen(ALICE);
    b.listen(ALICE);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.send(9, payment(ALICE));
    await vi.waitFor(() => expect(b.heard).toHaveLength(1));
    stopA();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.lastEventId).toBe('9');
  });

  it("drops another customer's event, in the tab that holds the connection and in the others", async () => {
    const world = browser();
    const server = backend();
    const [a, b] = [tab(world, server), tab(world, server)];
    await signIn(a);
    a.listen(ALICE);
    b.listen(ALICE);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.send(1, payment(BOB));
    server.connections[0]!.send(2, payment(ALICE));
    await vi.waitFor(() => expect([a.heard.length, b.heard.length]).toEqual([1, 1]));
    expect([...a.heard, ...b.heard].map((event) => event.customerId)).toEqual([ALICE, ALICE]);
  });

  it('stops asking a backend that says the user is signed out (401) until the next sign-in', async () => {
    const world = browser();
    const server = backend();
    const a = tab(world, server);
    server.answers.push(401);
    await signIn(a);
    a.listen(ALICE);
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(a.hub.status()).toBe('down');
    await a.sessions.clear('signed-out');
    await signIn(a, 'session-2');
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
  });

  it.each([403, 404])('takes a backend without events (%i) for no live updates: asks once, in no other tab and at no later sign-in, and only hints in development', async (refusal) => {
    vi.stubEnv('NODE_ENV', 'development');
    const said = (['warn', 'info', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
    const world = browser();
    const server = backend();
    const sleeps: number[] = [];
    const [a, b] = [tab(world, server, sleeps), tab(world, server, sleeps)];
    server.answers.push(refusal);
    await signIn(a);
    a.listen(ALICE);
    b.listen(ALICE);
    await settle();
    await a.sessions.clear('signed-out');
    await signIn(a, 'session-2');
    const c = tab(world, server);
    c.listen(ALICE);
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect([a.hub.status(), b.hub.status(), c.hub.status()]).toEqual(['down', 'down', 'down']);
    const [warn, info, error] = said;
    expect(warn!.mock.calls).toEqual([[expect.stringMatching(new RegExp(`^\\[wallet-kit\\] /api/service/events answered ${refusal}: this backend serves no live events, so the widgets poll`))]]);
    expect([info!.mock.calls, error!.mock.calls]).toEqual([[], []]);
  });
});

describe('the session ends on this device at once', () => {
  it('session.revoked naming this session signs every tab out and closes the stream; another session revoked changes nothing', async () => {
    const world = browser();
    const server = backend();
    const [a, b] = [tab(world, server), tab(world, server)];
    await signIn(a, 'session-b');
    a.listen(ALICE);
    b.listen(ALICE);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.send(1, { customerId: ALICE, type: 'session.revoked', timestamp: new Date().toISOString(), data: { sessionId: 'session-other' } });
    await settle();
    expect(b.sessions.getState().status).toBe('active');
    server.connections[0]!.send(2, { customerId: ALICE, type: 'session.revoked', timestamp: new Date().toISOString(), data: { sessionId: 'session-b' } });
    await vi.waitFor(() => expect([a.sessions.getState().ended, b.sessions.getState().ended]).toEqual(['revoked', 'revoked']));
    expect(server.connections[0]!.signal.aborted).toBe(true);
    expect([a.hub.status(), b.hub.status()]).toEqual(['down', 'down']);
    // The revocation is the session's business, not a widget's.
    expect(a.heard).toHaveLength(0);
  });

  it('tells no widget the stream went down when the device is signed out, so a signed-out device reads nothing again', async () => {
    const world = browser();
    const server = backend();
    const [a, b] = [tab(world, server), tab(world, server)];
    await signIn(a, 'session-b');
    a.listen(ALICE);
    b.listen(ALICE);
    await vi.waitFor(() => expect([a.hub.status(), b.hub.status()]).toEqual(['up', 'up']));
    const told: string[] = [];
    for (const t of [a, b]) t.hub.onStatus((status) => told.push(status));

    server.connections[0]!.send(1, { customerId: ALICE, type: 'session.revoked', timestamp: new Date().toISOString(), data: { sessionId: 'session-b' } });
    await vi.waitFor(() => expect([a.sessions.getState().ended, b.sessions.getState().ended]).toEqual(['revoked', 'revoked']));
    await settle();

    expect([a.hub.status(), b.hub.status()]).toEqual(['down', 'down']);
    // 'down' makes every listener read once at once (keepFresh, watchTransaction): nothing is the signed-out device's to read.
    expect(told).toEqual([]);
  });

  it('still tells the widgets when the stream drops while the user stays signed in', async () => {
    const world = browser();
    const server = backend();
    const a = tab(world, server);
    await signIn(a);
    a.listen(ALICE);
    await vi.waitFor(() => expect(a.hub.status()).toBe('up'));
    const told: string[] = [];
    a.hub.onStatus((status) => told.push(status));
    server.connections[0]!.end();
    await vi.waitFor(() => expect(told[0]).toBe('down'));
  });

  it("at the session's expiresAt the device drops to signed-out and the stream closes", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const world = browser();
    const server = backend();
    const a = tab(world, server);
    await signIn(a, 'session-1', 60_000);
    a.listen(ALICE);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(60_010);
    expect(a.sessions.getState()).toMatchObject({ status: 'expired', ended: 'expired' });
    expect(server.connections[0]!.signal.aborted).toBe(true);
  });
});
