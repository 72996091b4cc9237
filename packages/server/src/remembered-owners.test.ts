import { seededPeople } from '@wallet-kit/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeBackends } from '../test/backends.js';
import { sandboxBackend, type Handler } from '../test/sandbox-backend.js';
import { memoryStore, type StateStore } from './index.js';

// What the handler remembers of who owns what (issue 23): never a way for another user through.
let world: Awaited<ReturnType<typeof sandboxBackend>>;
beforeAll(async () => {
  world = await sandboxBackend();
});
beforeEach(() => world.forget());

const quoteOf = (accountId: string, amount = 100) =>
  JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$bob@uma.example.com', currency: 'USD' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount });
const json = async (answer: Response) => (await answer.json()) as { id: string; transactionId: string };
const list = (path: string, customerId: string) => `${path}?customerId=${encodeURIComponent(customerId)}`;

for (const backend of storeBackends()) {
  describe.skipIf(backend.skipped !== undefined)(`two instances sharing the ${backend.name} store${backend.skipped ? ` (skipped: ${backend.skipped})` : ''}`, () => {
    let one: Handler;
    let two: Handler;
    beforeAll(async () => {
      await backend.start();
      one = world.handler({ store: backend.open() });
      two = world.handler({ store: backend.open() });
    }, 90_000);
    afterAll(() => backend.stop(), 30_000);

    it('do not ask again who owns the quote alice created on one of them, and refuse it to elodie without asking', async () => {
      const { id } = await json(await world.call(one, 'POST', '/quotes', { body: quoteOf(world.alice.usd) }));
      world.forget();
      expect((await world.call(two, 'GET', `/quotes/${id}`)).status).toBe(200);
      expect(world.upstream).toEqual([`GET /quotes/${id}`]);
      world.forget();
      const refused = await world.call(two, 'GET', `/quotes/${id}`, { as: world.elodie.id });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
      expect(world.upstream).toEqual([]);
    });

    it('keep the transaction of alice\'s executed quote as hers: read at once by her, refused to elodie', async () => {
      const { transactionId } = await json(await world.call(one, 'POST', '/quotes', { body: JSON.stringify({ ...JSON.parse(quoteOf(world.alice.usd)), immediatelyExecute: true }) }));
      expect(transactionId).toMatch(/^Transaction:/);
      world.forget();
      expect((await world.call(two, 'GET', `/transactions/${transactionId}`)).status).toBe(200);
      expect((await world.call(one, 'GET', `/transactions/${transactionId}`, { as: world.elodie.id })).status).toBe(403);
      expect(world.upstream).toEqual([`GET /transactions/${transactionId}`]);
    });

    it('keep the items of alice\'s account list as hers, and refuse elodie a quote from one of them', async () => {
      expect((await world.call(one, 'GET', list('/customers/internal-accounts', world.alice.id))).status).toBe(200);
      world.forget();
      const refused = await world.call(two, 'POST', '/quotes', { body: quoteOf(world.alice.usd), as: world.elodie.id });
      expect(refused.status).toBe(403);
      expect(world.upstream).toEqual([]);
    });
  });
}

describe('what the handler never remembers', () => {
  let store: StateStore;
  let handler: Handler;
  beforeEach(() => {
    store = memoryStore();
    handler = world.handler({ store });
  });

  it('a refusal: alice refused elodie\'s quote leaves nothing behind, and elodie still reads it', async () => {
    const { id } = await json(await world.call(world.handler(), 'POST', '/quotes', { body: quoteOf(world.elodie.eur), as: world.elodie.id }));
    expect((await world.call(handler, 'GET', `/quotes/${id}`)).status).toBe(403);
    expect(await store.get(`owner:${id}`)).toBeUndefined();
    expect((await world.call(handler, 'GET', `/quotes/${id}`, { as: world.elodie.id })).status).toBe(200);
    expect(await store.get(`owner:${id}`)).toBe(world.elodie.id);
  });

  it('a failed lookup: the next call asks the service again', async () => {
    const { id } = await json(await world.call(world.handler(), 'POST', '/quotes', { body: quoteOf(world.alice.usd) }));
    const failing = world.handler({ store, fetch: async () => Response.json({ code: 'INTERNAL' }, { status: 500 }) });
    expect((await world.call(failing, 'GET', `/quotes/${id}`)).status).toBe(502);
    expect(await store.get(`owner:${id}`)).toBeUndefined();
    world.forget();
    expect((await world.call(handler, 'GET', `/quotes/${id}`)).status).toBe(200);
    expect(world.upstream).toContain(`GET /quotes/${encodeURIComponent(id)}`);
  });

  it('what can change: a credential is looked up on every call', async () => {
    const credential = seededPeople(world.sandbox).alice.email!;
    const lookups: number[] = [];
    for (let i = 0; i < 2; i++) {
      world.forget();
      await world.call(handler, 'POST', `/auth/credentials/${credential}/challenge`, { body: '{}' });
      lookups.push(world.upstream.filter((call) => call.startsWith('GET /auth/credentials')).length);
    }
    // One list of credentials per wallet, on the second call as on the first.
    expect(lookups[0]).toBeGreaterThan(0);
    expect(lookups[1]).toBe(lookups[0]);
    expect(await store.get(`owner:${String(credential)}`)).toBeUndefined();
  });

  it('a deleted payee: forgotten when its deletion is forwarded', async () => {
    const payee = { currency: 'EUR', customerId: world.alice.id, accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jonas Weber', countryOfResidence: 'DE' } } };
    const created = await world.call(handler, 'POST', '/customers/external-accounts', { body: JSON.stringify(payee) });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect(await store.get(`owner:${id}`)).toBe(world.alice.id);
    expect((await world.call(handler, 'DELETE', `/customers/external-accounts/${id}`)).status).toBeLessThan(300);
    expect(await store.get(`owner:${id}`)).toBeUndefined();
  });
});
