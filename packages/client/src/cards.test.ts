import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';
import type { CardTransaction } from './types.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld({ sandboxControls: true });
});
afterEach(() => t.dispose());

async function rows(items: AsyncIterable<CardTransaction>): Promise<CardTransaction[]> {
  const out: CardTransaction[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('cards', () => {
  it('lists my cards, and freezes and unfreezes one', async () => {
    const client = t.clientFor(t.world.alice.id);
    const cards = await client.cards.listMyCards({ customerId: t.world.alice.id });
    expect(cards.map((card) => card.id)).toEqual([t.world.alice.card]);
    expect(cards[0]).toMatchObject({ state: 'ACTIVE', last4: expect.stringMatching(/^\d{4}$/) });
    expect((await client.cards.freezeCard(t.world.alice.card)).state).toBe('FROZEN');
    expect((await client.cards.getCard(t.world.alice.card)).state).toBe('FROZEN');
    expect((await client.cards.unfreezeCard(t.world.alice.card)).state).toBe('ACTIVE');
    expect(t.seen.map((request) => `${request.method} ${request.path} ${request.body}`)).toEqual([
      `GET /cards `,
      `PATCH /cards/${t.world.alice.card} {"state":"FROZEN"}`,
      `GET /cards/${t.world.alice.card} `,
      `PATCH /cards/${t.world.alice.card} {"state":"ACTIVE"}`,
    ]);
  });

  it('closes a card for good', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await client.cards.closeCard(t.world.alice.card)).toMatchObject({ state: 'CLOSED', fundingSources: [] });
    const again = await client.cards.unfreezeCard(t.world.alice.card).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ServiceError);
    expect((again as ServiceError).code).toBe('CARD_NOT_MUTABLE');
  });

  it("refuses another user's card", async () => {
    const client = t.clientFor(t.world.alice.id);
    // One at a time: a call started before the previous one is awaited would reject unobserved.
    for (const attempt of [() => client.cards.getCard(t.world.elodie.card), () => client.cards.freezeCard(t.world.elodie.card), () => client.cards.revealCard(t.world.elodie.card), () => client.cards.listMyCards({ customerId: t.world.elodie.id })]) {
      expect(await errorCode(attempt(), ServiceError)).toBe('RESOURCE_NOT_OWNED');
    }
  });

  it('mints a reveal whose page shows the number once', async () => {
    const client = t.clientFor(t.world.alice.id);
    const reveal = await client.cards.revealCard(t.world.alice.card);
    expect(Date.parse(reveal.expiresAt)).toBe(t.sandbox.now() + 5 * 60_000);
    const page = await t.sandbox.fetch(new Request(reveal.panEmbedUrl));
    expect(await page.text()).toMatch(/id="pan"[^>]*>4\d{3}( \d{4}){3}</);
  });

  it('steps up when the service asks for an SCA login session, then reveals', async () => {
    const client = t.clientFor(t.world.elodie.id);
    expect(await errorCode(client.cards.revealCard(t.world.elodie.card), ServiceError)).toBe('SCA_SESSION_REQUIRED');
    const asked: string[] = [];
    const reveal = await client.cards.revealCard(t.world.elodie.card, {
      stepUp: async (cause) => {
        asked.push(cause.code);
        // Stands in for the SCA login the app runs (POST /sca/login/start and /complete).
        t.sandbox.fixtures.scaLoginSession(t.world.elodie.id, t.sandbox.now() + 10 * 60_000);
      },
    });
    expect(asked).toEqual(['SCA_SESSION_REQUIRED']);
    expect(reveal.panEmbedUrl).toContain('/sandbox/cards/embed/');
  });

  it('does not ask for a step-up twice: a second refusal is thrown', async () => {
    const client = t.clientFor(t.world.elodie.id);
    let steps = 0;
    const refused = client.cards.revealCard(t.world.elodie.card, { stepUp: async () => void (steps += 1) });
    expect(await errorCode(refused, ServiceError)).toBe('SCA_SESSION_REQUIRED');
    expect(steps).toBe(1);
  });

  it('lists my card transactions: a purchase with what cleared, its refund as its own row, a decline with its reason', async () => {
    const client = t.clientFor(t.world.alice.id);
    const card = t.world.alice.card;
    await client.sandbox.simulateCardAuthorization(card, { amount: 5000, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE SF' } });
    const [purchase] = await rows(client.cards.listCardTransactions({ customerId: t.world.alice.id, cardId: card }));
    await client.sandbox.simulateCardClearing(card, purchase!.id, 3000);
    await client.sandbox.simulateCardClearing(card, purchase!.id, 0);
    await client.sandbox.simulateCardReturn(card, purchase!.id, 1000);
    await client.cards.freezeCard(card);
    await client.sandbox.simulateCardAuthorization(card, { amount: 200, currency: { code: 'USD' }, merchant: { descriptor: 'CORNER SHOP' } });
    const listed = await rows(client.cards.listCardTransactions({ customerId: t.world.alice.id, cardId: card, limit: 1 }));
    expect(listed.map((row) => [row.direction, row.status, row.settledAmount?.amount, row.refundedAmount?.amount, row.cardDeclinedReason, row.originalTransactionId])).toEqual([
      ['DEBIT', 'DECLINED', undefined, undefined, 'CARD_PAUSED', undefined],
      ['CREDIT', 'SETTLED', 1000, undefined, undefined, purchase!.id],
      ['DEBIT', 'SETTLED', 3000, 1000, undefined, undefined],
    ]);
    expect(await rows(client.cards.listCardTransactions({ customerId: t.world.alice.id, cardId: t.world.elodie.card }))).toEqual([]);
  });

  it('checks arguments before anything is sent', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.cards.getCard(''), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.cards.listMyCards({ customerId: t.world.alice.id, limit: 101 }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(rows(client.cards.listCardTransactions({ customerId: '' })), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.sandbox.simulateCardClearing(t.world.alice.card, 'CardTransaction:x', -1), ClientError)).toBe('INVALID_ARGUMENT');
    expect(t.seen).toEqual([]);
  });
});
