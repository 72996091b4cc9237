import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readStream } from '../test/event-stream.js';
import { sandboxBackend } from '../test/sandbox-backend.js';
import { createEvents, memoryStore, type EndUser, type SessionsRevoked, type WalletEvents } from './index.js';

// Issue 23, item 6: a revocation forwarded by the handler is one path. The integrator hears of it
// (and ends its logins on the other devices), the user's browsers get `session.revoked`, and the
// stream of each device no longer signed in ends then, not at the next heartbeat (an hour here).
let world: Awaited<ReturnType<typeof sandboxBackend>>;
beforeAll(async () => {
  world = await sandboxBackend();
});
const opened: WalletEvents[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((events) => events.close()));
});

/** The app's logins, as the demo keeps them: each device has one, and `onSessionsRevoked` ends the others. */
function backendWithLogins(service: { status: number }) {
  const store = memoryStore();
  const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store, heartbeatMs: 3_600_000, log: () => undefined });
  opened.push(events);
  const ended = new Set<string>();
  const told: SessionsRevoked[] = [];
  const session = `Session:${crypto.randomUUID()}`;
  const handler = world.handler({
    store,
    events,
    resolveEndUser: (request): EndUser | null => {
      const login = request.headers.get('X-Test-Login') ?? '';
      return ended.has(login) ? null : { customerId: world.alice.id, loginId: login };
    },
    onSessionsRevoked: (event) => {
      told.push(event);
      for (const login of ['phone', 'laptop']) if (login !== event.request.headers.get('X-Test-Login')) ended.add(login);
    },
    // The service, reduced to the session's owner and its revocation.
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/auth/sessions')) return Response.json({ data: [{ id: session }], hasMore: false });
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/refresh')) return Response.json({ id: session, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      if (request.method === 'DELETE') return new Response(service.status === 204 ? null : '{}', { status: service.status });
      return world.sandbox.fetch(request);
    },
  });
  const on = (login: string) => ({ headers: { 'X-Test-Login': login } });
  return { handler, session, told, on, ended };
}

describe('a wallet session revoked through the handler', () => {
  it('tells the integrator once, pushes session.revoked, and ends the stream of the device signed out while the acting device keeps its own', async () => {
    const { handler, session, told, on } = backendWithLogins({ status: 204 });
    const laptop = readStream(await world.call(handler, 'GET', '/events', on('laptop')));
    const phone = readStream(await world.call(handler, 'GET', '/events', on('phone')));
    expect((await world.call(handler, 'DELETE', `/auth/sessions/${session}`, on('laptop'))).status).toBe(204);

    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ user: { customerId: world.alice.id }, sessionId: session });
    // The phone hears why before its stream ends.
    await phone.waitForEnd();
    expect(phone.events.map((event) => [event.type, event.data])).toEqual([['session.revoked', { sessionId: session }]]);
    const [event] = await laptop.waitFor(1);
    expect(event).toMatchObject({ type: 'session.revoked', data: { sessionId: session } });
    expect(laptop.ended).toBe(false);
    await laptop.cancel();
  });

  it('takes a 200 as done too, and a refused revocation as nothing: no callback, no push, every stream open', async () => {
    const done = backendWithLogins({ status: 200 });
    expect((await world.call(done.handler, 'DELETE', `/auth/sessions/${done.session}`, done.on('laptop'))).status).toBe(200);
    expect(done.told).toHaveLength(1);

    const refused = backendWithLogins({ status: 403 });
    const phone = readStream(await world.call(refused.handler, 'GET', '/events', refused.on('phone')));
    expect((await world.call(refused.handler, 'DELETE', `/auth/sessions/${refused.session}`, refused.on('laptop'))).status).toBe(403);
    expect(refused.told).toEqual([]);
    expect(phone.ended).toBe(false);
    expect(phone.events).toEqual([]);
    await phone.cancel();
  });

  it('keeps the other devices signed in when a device ends its own session (signing out): the integrator is not told, their streams stay open', async () => {
    const { handler, session, told, on, ended } = backendWithLogins({ status: 204 });
    // The laptop's wallet session was opened (here refreshed) through the handler on the laptop's login.
    const body = JSON.stringify({ clientPublicKey: `02${'ab'.repeat(32)}` });
    expect((await world.call(handler, 'POST', `/auth/sessions/${session}/refresh`, { body, ...on('laptop') })).status).toBe(200);
    const phone = readStream(await world.call(handler, 'GET', '/events', on('phone')));

    expect((await world.call(handler, 'DELETE', `/auth/sessions/${session}`, on('laptop'))).status).toBe(204);

    expect(told).toEqual([]);
    expect([...ended]).toEqual([]);
    const [event] = await phone.waitFor(1);
    expect(event).toMatchObject({ type: 'session.revoked', data: { sessionId: session } });
    expect(phone.ended).toBe(false);
    await phone.cancel();
  });
});
