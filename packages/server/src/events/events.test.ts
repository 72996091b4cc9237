import { seededPeople } from '@wallet-kit/sandbox';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readStream } from '../../test/event-stream.js';
import { envelope, platformKeys } from '../../test/platform-webhooks.js';
import { sandboxBackend, type Handler } from '../../test/sandbox-backend.js';
import { createEvents, createWebhookHandler, memoryStore, type EventsOptions, type StateStore, type WalletEvents } from '../index.js';

let world: Awaited<ReturnType<typeof sandboxBackend>>;
const platform = platformKeys();
beforeAll(async () => {
  world = await sandboxBackend();
});

const opened: WalletEvents[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((events) => events.close()));
});

/** The backend's three parts sharing one store and one events hub, as an integrator wires them. */
function backend(extra: Partial<EventsOptions> = {}, store: StateStore = memoryStore()) {
  const events = createEvents({
    serviceUrl: `http://sandbox.test${world.sandbox.basePath}`,
    clientId: world.sandbox.credentials.clientId,
    clientSecret: world.sandbox.credentials.clientSecret,
    fetch: (input, init) => world.sandbox.fetch(new Request(input, init)),
    store,
    log: () => undefined,
    ...extra,
  });
  opened.push(events);
  const handler = world.handler({ store, events });
  const webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined, log: () => undefined });
  const deliver = async (event: ReturnType<typeof envelope>) => (await webhooks(platform.deliver(event))).json();
  const listen = async (as: string, headers: Record<string, string> = {}) => readStream(await world.call(handler, 'GET', '/events', { as, headers }));
  return { events, handler, deliver, listen, store };
}

const payment = (customerId: string, status = 'COMPLETED', extra: Record<string, unknown> = {}) =>
  envelope({ type: `OUTGOING_PAYMENT.${status}`, data: { id: 'Transaction:5a5a5a5a-0000-4000-8000-000000000005', status, customerId, platformCustomerId: 'user-us-alice', counterpartyInformation: { fullName: 'Lucas Rivera' }, sentAmount: { amount: 100, currency: { code: 'USD' } }, ...extra } });

describe('GET /api/service/events', () => {
  it('refuses anyone signed out with 401, and answers a signed-in user with an event stream', async () => {
    const { handler } = backend();
    expect((await world.call(handler, 'GET', '/events', { headers: { 'X-Test-Customer': '' } })).status).toBe(401);
    const answer = await world.call(handler, 'GET', '/events');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(answer.headers.get('Cache-Control')).toContain('no-cache');
    await answer.body!.cancel();
  });

  it('is not served by a handler without events: 403 ROUTE_NOT_ALLOWED, nothing upstream', async () => {
    world.forget();
    const answer = await world.call(world.handler(), 'GET', '/events');
    expect(answer.status).toBe(403);
    expect(world.upstream).toEqual([]);
  });

  it('pushes a webhook to the customer it concerns and nobody else, with only the allowlisted data', async () => {
    const { deliver, listen } = backend();
    const alice = await listen(world.alice.id);
    const elodie = await listen(world.elodie.id);
    expect(await deliver(payment(world.alice.id))).toEqual({ received: true });
    const [event] = await alice.waitFor(1);
    expect(event).toMatchObject({ id: '1', type: 'OUTGOING_PAYMENT.COMPLETED', customerId: world.alice.id, data: { status: 'COMPLETED', sentAmount: { amount: 100 } } });
    expect(Object.keys(event!.data)).not.toContain('counterpartyInformation');
    expect(JSON.stringify(event)).not.toContain('user-us-alice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(elodie.events).toEqual([]);
    await Promise.all([alice.cancel(), elodie.cancel()]);
  });

  it('keeps a card\'s issuerTransactionToken on the server, and drops a type it does not know', async () => {
    const { deliver, listen } = backend();
    const alice = await listen(world.alice.id);
    await deliver(envelope({ type: 'BULK_UPLOAD.COMPLETED', data: { id: 'BulkUpload:1', customerId: world.alice.id } }));
    await deliver(envelope({ type: 'SOMETHING.NEW', data: { id: 'x', customerId: world.alice.id } }));
    await deliver(envelope({ type: 'CARD_TRANSACTION.AUTHORIZED', data: { id: 'CardTransaction:6b6b6b6b-0000-4000-8000-000000000006', customerId: world.alice.id, status: 'AUTHORIZED', issuerTransactionToken: 'tok_secret', merchant: { name: 'Café' } } }));
    const [event] = await alice.waitFor(1);
    expect(event).toMatchObject({ type: 'CARD_TRANSACTION.AUTHORIZED', data: { merchant: { name: 'Café' } } });
    expect(JSON.stringify(event)).not.toContain('tok_secret');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.events).toHaveLength(1);
    await alice.cancel();
  });

  it('pushes a claimed invitation to both parties, found by their UMA addresses', async () => {
    const { deliver, listen } = backend();
    const people = seededPeople(world.sandbox);
    const uma = async (id: string) => ((await (await world.call(world.handler(), 'GET', `/customers/${id}`, { as: id })).json()) as { umaAddress: string }).umaAddress;
    const [aliceUma, elodieUma] = [await uma(people.alice.id), await uma(people.elodie.id)];
    const alice = await listen(world.alice.id);
    const elodie = await listen(world.elodie.id);
    await deliver(envelope({ type: 'INVITATION.CLAIMED', data: { code: 'ABC123', status: 'CLAIMED', inviterUma: elodieUma, inviteeUma: aliceUma, firstName: 'Élodie' } }));
    const [[forAlice], [forElodie]] = await Promise.all([alice.waitFor(1), elodie.waitFor(1)]);
    expect(forAlice).toMatchObject({ type: 'INVITATION.CLAIMED', customerId: world.alice.id, data: { code: 'ABC123', status: 'CLAIMED' } });
    expect(forElodie).toMatchObject({ customerId: world.elodie.id });
    await Promise.all([alice.cancel(), elodie.cancel()]);
  });

  it('sends a retried delivery once, and never a late one that would move a status back', async () => {
    const { deliver, listen, events } = backend();
    const alice = await listen(world.alice.id);
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const completed = { ...payment(world.alice.id, 'COMPLETED'), timestamp: at(30_000) };
    await deliver(completed);
    await deliver(completed);
    // Handled once by the webhook endpoint, and once only by the hub even when told again.
    expect(await events.fromWebhook(completed)).toBe(0);
    // PROCESSING happened before COMPLETED, and arrives after it.
    await deliver({ ...payment(world.alice.id, 'PROCESSING'), timestamp: at(60_000) });
    // A bank return turns it FAILED later: a move between terminal statuses, in time order.
    await deliver({ ...payment(world.alice.id, 'FAILED'), timestamp: at(0) });
    await alice.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.events.map((event) => event.data.status)).toEqual(['COMPLETED', 'FAILED']);
    await alice.cancel();
  });

  it('replays what a browser missed from its Last-Event-ID, and tells one too far behind to reload', async () => {
    const { deliver, listen } = backend({ maxReplay: 3 });
    for (let i = 0; i < 5; i++) await deliver(payment(world.alice.id, 'PENDING', { id: `Transaction:${crypto.randomUUID()}` }));
    const back = await listen(world.alice.id, { 'Last-Event-ID': '3' });
    expect((await back.waitFor(2)).map((event) => event.id)).toEqual(['4', '5']);
    const far = await listen(world.alice.id, { 'Last-Event-ID': '1' });
    expect((await far.waitFor(1))[0]).toMatchObject({ type: 'resync', id: '5' });
    await deliver(payment(world.alice.id, 'PENDING', { id: `Transaction:${crypto.randomUUID()}` }));
    expect((await far.waitFor(2))[1]).toMatchObject({ id: '6' });
    await Promise.all([back.cancel(), far.cancel()]);
  });

  it('never changes the answer to the service: a store that fails while pushing still answers 200', async () => {
    const store = memoryStore();
    const failing: StateStore = { ...store, hit: () => Promise.reject(new Error('down')) };
    const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store: failing, log: () => undefined });
    opened.push(events);
    const webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined });
    const answer = await webhooks(platform.deliver(payment(world.alice.id)));
    expect([answer.status, await answer.json()]).toEqual([200, { received: true }]);
  });

  it('sends heartbeats, and ends the stream when the app signs the user out', async () => {
    let signedIn = true;
    const store = memoryStore();
    const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store, heartbeatMs: 20 });
    opened.push(events);
    const handler: Handler = world.handler({ store, events, resolveEndUser: () => (signedIn ? { customerId: world.alice.id } : null) });
    const stream = readStream(await world.call(handler, 'GET', '/events'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(stream.heartbeats).toBeGreaterThan(0);
    expect(stream.ended).toBe(false);
    signedIn = false;
    await stream.waitForEnd();
  });

  it('ends every stream of a user the app signs out through signOut, and no other', async () => {
    const { events, listen } = backend();
    const [alice, elodie] = [await listen(world.alice.id), await listen(world.elodie.id)];
    await events.signOut(world.alice.id);
    await alice.waitForEnd();
    expect(elodie.ended).toBe(false);
    await elodie.cancel();
  });

  it('ends only the stream of the login signed out: the same customer\'s other device keeps its stream and its events', async () => {
    const { events, store } = backend();
    const handler = world.handler({ store, events, resolveEndUser: (request) => ({ customerId: world.alice.id, loginId: request.headers.get('X-Test-Login')! }) });
    const on = async (login: string) => readStream(await world.call(handler, 'GET', '/events', { headers: { 'X-Test-Login': login } }));
    const [laptop, phone] = [await on('laptop'), await on('phone')];

    await events.signOut(world.alice.id, 'laptop');

    await laptop.waitForEnd();
    expect(phone.ended).toBe(false);
    await events.emit(world.alice.id, 'session.revoked', { sessionId: 'Session:elsewhere' });
    expect((await phone.waitFor(1)).map((event) => event.type)).toEqual(['session.revoked']);
    await phone.cancel();
  });

  it('pushes session.revoked to the user when the handler forwards a wallet session\'s revocation, and nothing for the 202 that asks for its signature', async () => {
    const store = memoryStore();
    const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store });
    opened.push(events);
    const session = `Session:${crypto.randomUUID()}`;
    let signed = false;
    const handler = world.handler({
      store,
      events,
      // The service, reduced to the session's owner and its revocation: 202 until the signed retry, then 204.
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        if (request.method === 'GET' && path.endsWith('/auth/sessions')) return Response.json({ data: [{ id: session }], hasMore: false });
        if (request.method === 'DELETE') return signed ? new Response(null, { status: 204 }) : Response.json({ payloadToSign: 'x', requestId: 'Request:1' }, { status: 202 });
        return world.sandbox.fetch(request);
      },
    });
    const alice = readStream(await world.call(handler, 'GET', '/events'));
    expect((await world.call(handler, 'DELETE', `/auth/sessions/${session}`)).status).toBe(202);
    signed = true;
    expect((await world.call(handler, 'DELETE', `/auth/sessions/${session}`, { headers: { 'Service-Wallet-Signature': 'stamp' } })).status).toBe(204);
    const [event] = await alice.waitFor(1);
    expect(event).toMatchObject({ id: '1', type: 'session.revoked', customerId: world.alice.id, data: { sessionId: session } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.events).toHaveLength(1);
    await alice.cancel();
  });
});
