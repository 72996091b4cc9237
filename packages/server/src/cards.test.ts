import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxBackend } from '../test/sandbox-backend.js';
import { END_USER_ROUTES, SANDBOX_CONTROL_ROUTES } from './index.js';

// The card routes an end user may call, each scoped to the signed-in cardholder.
let world: Awaited<ReturnType<typeof sandboxBackend>>;
let aliceCard: string;
let elodieCard: string;

beforeAll(async () => {
  world = await sandboxBackend();
  const directory = world.sandbox.directory();
  aliceCard = directory.customers.find((c) => c.id === world.alice.id)!.cards[0]!.id;
  elodieCard = directory.customers.find((c) => c.id === world.elodie.id)!.cards[0]!.id;
});
beforeEach(() => world.forget());

const json = async (response: Response) => (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely

describe('card routes for an end user', () => {
  it('lists my cards, scoped to me as the cardholder', async () => {
    const mine = await world.call(world.handler(), 'GET', `/cards?cardholderId=${world.alice.id}`);
    expect(mine.status).toBe(200);
    expect((await json(mine)).data.map((card: { id: string }) => card.id)).toEqual([aliceCard]);
    const unscoped = await world.call(world.handler(), 'GET', '/cards');
    expect(await json(unscoped)).toMatchObject({ code: 'SCOPE_REQUIRED', details: { missing: ['cardholderId'] } });
  });

  it.each([
    ['another cardholder’s list', 'GET', () => `/cards?cardholderId=${world.elodie.id}`, undefined],
    ['another user’s card', 'GET', () => `/cards/${elodieCard}`, undefined],
    ['a freeze of another user’s card', 'PATCH', () => `/cards/${elodieCard}`, () => JSON.stringify({ state: 'FROZEN' })],
    ['a reveal of another user’s card', 'POST', () => `/cards/${elodieCard}/reveal`, () => '{}'],
    ['my cards listed by another user’s account', 'GET', () => `/cards?cardholderId=${world.alice.id}&accountId=${world.elodie.eur}`, undefined],
  ])('refuses %s, before the service is asked to do anything', async (_what, method, path, body) => {
    const answer = await world.call(world.handler(), method, path(), body ? { body: body() } : {});
    expect(answer.status).toBe(403);
    expect(await json(answer)).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    // Only the ownership lookup reached the service: no change, no reveal, no list.
    expect(world.upstream.every((call) => call.startsWith('GET /cards/') || call.startsWith('GET /customers/internal-accounts'))).toBe(true);
    expect(world.upstream).not.toContain(`PATCH /cards/${elodieCard}`);
    expect(world.upstream).not.toContain(`POST /cards/${elodieCard}/reveal`);
  });

  it('reads, freezes and unfreezes my own card, and mints my reveal', async () => {
    const handler = world.handler();
    expect((await json(await world.call(handler, 'GET', `/cards/${aliceCard}`))).id).toBe(aliceCard);
    expect((await json(await world.call(handler, 'PATCH', `/cards/${aliceCard}`, { body: JSON.stringify({ state: 'FROZEN' }) }))).state).toBe('FROZEN');
    expect((await json(await world.call(handler, 'PATCH', `/cards/${aliceCard}`, { body: JSON.stringify({ state: 'ACTIVE' }) }))).state).toBe('ACTIVE');
    const reveal = await world.call(handler, 'POST', `/cards/${aliceCard}/reveal`);
    expect(reveal.status).toBe(200);
    expect(await json(reveal)).toMatchObject({ panEmbedUrl: expect.stringContaining('/sandbox/cards/embed/') });
  });

  it('lets an end user change only the state: a limit or funding sources are the platform’s', async () => {
    for (const body of [{ maxSpendPerTransaction: 1_000_000 }, { state: 'ACTIVE', fundingSources: [world.alice.usd] }]) {
      const answer = await world.call(world.handler(), 'PATCH', `/cards/${aliceCard}`, { body: JSON.stringify(body) });
      expect(answer.status).toBe(403);
      expect(await json(answer)).toMatchObject({ code: 'ROUTE_NOT_ALLOWED', details: { allowed: ['state'] } });
    }
    expect(world.upstream).toEqual([]);
  });

  it("refuses another user's card transaction, found by asking the service whose it is", async () => {
    const simulate = await world.sandbox.fetch(
      new Request(`http://sandbox.test${world.sandbox.basePath}/sandbox/cards/${elodieCard}/simulate/authorization`, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa(`${world.sandbox.credentials.clientId}:${world.sandbox.credentials.clientSecret}`)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 100, currency: { code: 'EUR' }, merchant: { descriptor: 'CAFE DE FLORE' } }),
      }),
    );
    expect(simulate.status).toBe(202);
    const listed = await json(await world.call(world.handler(), 'GET', `/transactions?customerId=${world.elodie.id}&type=CARD`, { as: world.elodie.id }));
    const id = listed.data[0].id as string;
    expect(id).toMatch(/^CardTransaction:/);
    const refused = await world.call(world.handler(), 'GET', `/transactions/${id}`);
    expect(refused.status).toBe(403);
    expect((await world.call(world.handler(), 'GET', `/transactions/${id}`, { as: world.elodie.id })).status).toBe(200);
    const control = await world.call(world.handler({ routes: [...END_USER_ROUTES, ...SANDBOX_CONTROL_ROUTES] }), 'POST', `/sandbox/cards/${aliceCard}/simulate/clearing`, { body: JSON.stringify({ cardTransactionId: id, amount: 100 }) });
    expect(control.status).toBe(403);
    expect(await json(control)).toMatchObject({ code: 'RESOURCE_NOT_OWNED', details: { where: 'body.cardTransactionId' } });
  });
});
