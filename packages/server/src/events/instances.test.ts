import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBackends } from '../../test/backends.js';
import { readStream } from '../../test/event-stream.js';
import { envelope, platformKeys } from '../../test/platform-webhooks.js';
import { sandboxBackend } from '../../test/sandbox-backend.js';
import { createEvents, createWebhookHandler, toNodeListener, type WalletEvents } from '../index.js';

// Several instances of the integrator's backend (issue 23, item 4): each its own store and bus
// connections, sharing the servers, one of them behind real HTTP.
let world: Awaited<ReturnType<typeof sandboxBackend>>;
const platform = platformKeys();
beforeAll(async () => {
  world = await sandboxBackend();
});

const payment = (customerId: string, status: string) =>
  envelope({ type: `OUTGOING_PAYMENT.${status}`, data: { id: `Transaction:${crypto.randomUUID()}`, status, customerId, counterpartyInformation: { fullName: 'Lucas Rivera' } } });

for (const backend of storeBackends()) {
  describe.skipIf(backend.skipped !== undefined)(`two instances on ${backend.name}${backend.skipped ? ` (skipped: ${backend.skipped})` : ''}`, () => {
    const hubs: WalletEvents[] = [];
    let origin: string;
    let server: Server;
    let webhooksOnTwo: (request: Request) => Promise<Response>;
    let eventsOnTwo: WalletEvents;

    async function instance() {
      const store = backend.open();
      const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store, bus: await backend.bus(), log: () => undefined });
      hubs.push(events);
      // Each device has its login (X-Test-Login), as an app that names it to resolveEndUser.
      const resolveEndUser = (request: Request) => ({ customerId: request.headers.get('X-Test-Customer')!, loginId: request.headers.get('X-Test-Login') ?? 'one' });
      return { store, events, handler: world.handler({ store, events, resolveEndUser }), webhooks: createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined, log: () => undefined }) };
    }

    beforeAll(async () => {
      await backend.start();
      const one = await instance();
      const two = await instance();
      // Each store makes its table (PostgreSQL) before the clock of any test starts.
      await Promise.all([one.store.get('warm'), two.store.get('warm')]);
      webhooksOnTwo = two.webhooks;
      eventsOnTwo = two.events;
      server = createServer(toNodeListener(one.handler));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, 90_000);
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all(hubs.map((events) => events.close()));
      await backend.stop();
    }, 30_000);

    const listen = async (as: string, lastEventId?: string, login?: string) =>
      readStream(await fetch(`${origin}/api/service/events`, { headers: { 'X-Test-Customer': as, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}), ...(login ? { 'X-Test-Login': login } : {}) } }));

    it('bring a webhook verified by one instance to the browser connected to the other, over HTTP, and to nobody else', async () => {
      const [alice, elodie] = [await listen(world.alice.id), await listen(world.elodie.id)];
      expect((await webhooksOnTwo(platform.deliver(payment(world.alice.id, 'COMPLETED')))).status).toBe(200);
      const [event] = await alice.waitFor(1, 15_000);
      expect(event).toMatchObject({ type: 'OUTGOING_PAYMENT.COMPLETED', customerId: world.alice.id, data: { status: 'COMPLETED' } });
      expect(JSON.stringify(event)).not.toContain('Lucas');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(elodie.events).toEqual([]);
      await Promise.all([alice.cancel(), elodie.cancel()]);
    });

    it('replay on one instance, from Last-Event-ID, what the other pushed while the browser was away', async () => {
      const first = await listen(world.elodie.id);
      await webhooksOnTwo(platform.deliver(payment(world.elodie.id, 'PENDING')));
      const [seen] = await first.waitFor(1, 15_000);
      await first.cancel();
      await webhooksOnTwo(platform.deliver(payment(world.elodie.id, 'PROCESSING')));
      await webhooksOnTwo(platform.deliver(payment(world.elodie.id, 'COMPLETED')));
      const back = await listen(world.elodie.id, seen!.id);
      expect((await back.waitFor(2, 15_000)).map((event) => event.data.status)).toEqual(['PROCESSING', 'COMPLETED']);
      await back.cancel();
    });

    it('close a user\'s stream on one instance when the app signs them out through the other', async () => {
      const alice = await listen(world.alice.id);
      await eventsOnTwo.signOut(world.alice.id);
      await alice.waitForEnd(15_000);
    });

    it('close only the stream of the login signed out through the other instance: the same user\'s other device keeps its stream', async () => {
      const laptop = await listen(world.alice.id, undefined, 'laptop');
      const phone = await listen(world.alice.id, undefined, 'phone');
      await eventsOnTwo.signOut(world.alice.id, 'laptop');
      await laptop.waitForEnd(15_000);
      expect(phone.ended).toBe(false);
      await webhooksOnTwo(platform.deliver(payment(world.alice.id, 'COMPLETED')));
      expect((await phone.waitFor(1, 15_000)).map((event) => event.data.status)).toEqual(['COMPLETED']);
      await phone.cancel();
    });
  });
}
