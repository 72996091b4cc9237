import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely

let t: TestSandbox;
let card: string;
let received: { type: string; data: Row }[];

beforeEach(async () => {
  const inbox: typeof received = [];
  received = inbox;
  t = await testSandbox({ webhooks: { fetch: async (request) => (inbox.push(JSON.parse(await request.text()) as (typeof received)[number]), new Response(null, { status: 200 })) } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
  card = t.sandbox.directory().customers.find((c) => c.id === t.world.alice.id)!.cards[0]!.id;
});

const merchant = (descriptor = 'BLUE BOTTLE COFFEE SF') => ({ descriptor, mcc: '5814', country: 'US' });

/** The card transaction a simulator answer names, found as the document says: by listing the transactions. */
async function rowOf(answer: { status: number; body: Row }): Promise<Row> {
  expect(answer.status).toBe(202);
  const list = await t.call('GET', `/transactions?type=CARD&limit=100`);
  return (list.body.data as Row[]).find((row) => row.issuerTransactionToken === answer.body.issuerTransactionToken)!;
}

const simulate = (name: string, body: Record<string, unknown>, cardId = card) => t.call('POST', `/sandbox/cards/${cardId}/simulate/${name}`, { body });
const authorize = async (amount: number, descriptor?: string, name = 'authorization', cardId = card) => rowOf(await simulate(name, { amount, currency: { code: 'USD' }, merchant: merchant(descriptor) }, cardId));
const get = async (id: string): Promise<Row> => (await t.call('GET', `/transactions/${id}`)).body;
const balance = () => balanceOf(t, t.world.aliceUsd.id);

describe('a purchase', () => {
  it('holds the authorized amount on the account decisioning chose, dated createdAt = authorizedAt', async () => {
    const before = await balance();
    const row = await authorize(5000);
    expect(row).toMatchObject({ type: 'CARD', cardId: card, status: 'AUTHORIZED', direction: 'DEBIT', accountId: t.world.aliceUsd.id, customerId: t.world.alice.id, platformCustomerId: 'user-us-alice', description: 'BLUE BOTTLE COFFEE SF', authorizedAmount: { amount: 5000, currency: { code: 'USD' } }, pullSummary: { count: 1, totalAmount: 5000, pendingCount: 0 } });
    expect(row.createdAt).toBe(row.authorizedAt);
    expect(row.settledAmount).toBeUndefined();
    expect(await balance()).toBe(before - 5000);
    expect(await get(row.id)).toEqual(row);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('rolls its clearings into settledAmount, PARTIALLY_SETTLED until the authorized amount is reached', async () => {
    const before = await balance();
    const row = await authorize(5000);
    await simulate('clearing', { cardTransactionId: row.id, amount: 2000 });
    expect(await get(row.id)).toMatchObject({ status: 'PARTIALLY_SETTLED', settledAmount: { amount: 2000 }, settlementSummary: { count: 1, totalAmount: 2000 } });
    await simulate('clearing', { cardTransactionId: row.id, amount: 3000 });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 5000 }, settlementSummary: { count: 2, totalAmount: 5000 } });
    expect(await balance()).toBe(before - 5000);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a partial clearing then an expiry (clearing of 0) gives the rest of the hold back', async () => {
    const before = await balance();
    const row = await authorize(5000);
    await simulate('clearing', { cardTransactionId: row.id, amount: 3000 });
    expect(await balance()).toBe(before - 5000);
    await simulate('clearing', { cardTransactionId: row.id, amount: 0 });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 3000 } });
    expect(await balance()).toBe(before - 3000);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a clearing above the authorization pulls the difference after the fact (a tip)', async () => {
    const before = await balance();
    const row = await authorize(1000);
    await simulate('clearing', { cardTransactionId: row.id, amount: 1500 });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 1500 }, pullSummary: { count: 2, totalAmount: 1500 } });
    expect(await balance()).toBe(before - 1500);
  });

  it('a post-hoc pull the account cannot cover is an EXCEPTION', async () => {
    const row = await authorize(1000);
    const rest = await balance();
    await simulate('clearing', { cardTransactionId: row.id, amount: 1000 + rest + 1 });
    expect(await get(row.id)).toMatchObject({ status: 'EXCEPTION', settledAmount: { amount: 1000 + rest + 1 }, pullSummary: { count: 2, totalAmount: 1000 } });
    expect(await balance()).toBe(rest);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('an authorization advice re-sizes the hold up and down', async () => {
    const before = await balance();
    const row = await authorize(2000);
    await simulate('authorization_advice', { cardTransactionId: row.id, amount: 3500 });
    expect(await get(row.id)).toMatchObject({ status: 'AUTHORIZED', authorizedAmount: { amount: 3500 } });
    expect(await balance()).toBe(before - 3500);
    await simulate('authorization_advice', { cardTransactionId: row.id, amount: 500 });
    expect(await balance()).toBe(before - 500);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('clearings apply to open authorizations of this card only', async () => {
    const row = await authorize(1000);
    await simulate('clearing', { cardTransactionId: row.id, amount: 1000 });
    const again = await simulate('clearing', { cardTransactionId: row.id, amount: 1 });
    expect(again.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'cardTransactionId' }] } });
    const elodieCard = t.sandbox.directory().customers.find((c) => c.id === t.world.elodie.id)!.cards[0]!.id;
    expect((await simulate('clearing', { cardTransactionId: row.id, amount: 1 }, elodieCard)).status).toBe(404);
    expect((await simulate('clearing', { cardTransactionId: 'CardTransaction:00000000-0000-4000-8000-000000000000', amount: 1 })).status).toBe(404);
  });

  it('closing the card reconciles its open authorizations: the hold returns', async () => {
    const before = await balance();
    const row = await authorize(2500);
    await t.call('PATCH', `/cards/${card}`, { body: { state: 'CLOSED' } });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED' });
    expect(await balance()).toBe(before);
  });

  it('keeps the account chosen at authorization when the funding sources change later', async () => {
    await t.call('PATCH', `/cards/${card}`, { body: { fundingSources: [t.world.aliceWallet.id, t.world.aliceUsd.id] } });
    const wallet = await balanceOf(t, t.world.aliceWallet.id);
    const row = await authorize(wallet + 1);
    expect(row.accountId).toBe(t.world.aliceUsd.id);
    const small = await authorize(100);
    expect(small.accountId).toBe(t.world.aliceWallet.id);
    await t.call('PATCH', `/cards/${card}`, { body: { fundingSources: [t.world.aliceWallet.id] } });
    await simulate('clearing', { cardTransactionId: row.id, amount: wallet + 1 });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED', accountId: t.world.aliceUsd.id });
    expect(await balanceOf(t, t.world.aliceWallet.id)).toBe(wallet - 100);
  });
});

describe('a merchant return', () => {
  it('is its own dated CREDIT row linked to the purchase, never rolled into its settledAmount', async () => {
    const before = await balance();
    const purchase = await authorize(5000);
    await simulate('clearing', { cardTransactionId: purchase.id, amount: 5000 });
    t.sandbox.advanceClock(60_000);
    const refund = await rowOf(await simulate('return', { cardTransactionId: purchase.id, amount: 2000 }));
    expect(refund).toMatchObject({ direction: 'CREDIT', status: 'SETTLED', originalTransactionId: purchase.id, settledAmount: { amount: 2000 }, accountId: purchase.accountId, cardId: card });
    expect(refund.id).not.toBe(purchase.id);
    expect(Date.parse(refund.createdAt) - Date.parse(purchase.createdAt)).toBe(60_000);
    expect(await get(purchase.id)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 5000 }, refundedAmount: { amount: 2000 }, refundSummary: { count: 1, totalAmount: 2000 } });
    expect(await balance()).toBe(before - 3000);
    await simulate('return', { cardTransactionId: purchase.id, amount: 3000 });
    expect(await get(purchase.id)).toMatchObject({ status: 'REFUNDED', settledAmount: { amount: 5000 }, refundedAmount: { amount: 5000 } });
    expect(await balance()).toBe(before);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('cannot return more than what settled and has not come back', async () => {
    const purchase = await authorize(5000);
    expect((await simulate('return', { cardTransactionId: purchase.id, amount: 1 })).body.details.errors[0].field).toBe('cardTransactionId');
    await simulate('clearing', { cardTransactionId: purchase.id, amount: 4000 });
    expect((await simulate('return', { cardTransactionId: purchase.id, amount: 4001 })).body.details.errors[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('at most 4000') });
  });

  it('a return reversal takes the newest return back as a DEBIT row, and the purchase is SETTLED again', async () => {
    const before = await balance();
    const purchase = await authorize(5000);
    await simulate('clearing', { cardTransactionId: purchase.id, amount: 5000 });
    await simulate('return', { cardTransactionId: purchase.id, amount: 5000 });
    const reversal = await rowOf(await simulate('return_reversal', { cardTransactionId: purchase.id }));
    expect(reversal).toMatchObject({ direction: 'DEBIT', status: 'SETTLED', originalTransactionId: purchase.id, settledAmount: { amount: 5000 } });
    expect(await get(purchase.id)).toMatchObject({ status: 'SETTLED', refundedAmount: { amount: 0 } });
    expect(await balance()).toBe(before - 5000);
    expect((await simulate('return_reversal', { cardTransactionId: purchase.id })).body.details.errors[0].field).toBe('cardTransactionId');
    expect(t.sandbox.audit()).toEqual([]);
  });
});

describe('declines', () => {
  it('a frozen card declines with CARD_PAUSED, holds nothing and sends no event', async () => {
    const before = await balance();
    await t.call('PATCH', `/cards/${card}`, { body: { state: 'FROZEN' } });
    const row = await authorize(1000);
    expect(row).toMatchObject({ status: 'DECLINED', cardDeclinedReason: 'CARD_PAUSED', accountId: t.world.aliceUsd.id });
    expect(row.createdAt).toBe(row.authorizedAt);
    expect(await balance()).toBe(before);
    await t.sandbox.flushWebhooks();
    expect(received.filter((e) => e.type.startsWith('CARD_TRANSACTION.'))).toEqual([]);
  });

  it('an underfunded card declines with INSUFFICIENT_FUNDS', async () => {
    expect(await authorize((await balance()) + 1)).toMatchObject({ status: 'DECLINED', cardDeclinedReason: 'INSUFFICIENT_FUNDS' });
  });

  it.each([
    ['AMAZON RETAIL US-002', 'INSUFFICIENT_FUNDS'],
    ['PAUSE TEST 003', 'CARD_PAUSED'],
  ])('the descriptor %s declines with %s', async (descriptor, reason) => {
    expect(await authorize(100, descriptor)).toMatchObject({ status: 'DECLINED', cardDeclinedReason: reason });
  });

  it('an amount over maxSpendPerTransaction declines; exactly the limit is allowed', async () => {
    await t.call('PATCH', `/cards/${card}`, { body: { maxSpendPerTransaction: 5000 } });
    expect(await authorize(5001)).toMatchObject({ status: 'DECLINED', cardDeclinedReason: 'SPEND_LIMIT_EXCEEDED' });
    expect((await authorize(5000)).status).toBe('AUTHORIZED');
  });

  it('a closed card, and one the issuer has not activated yet, decline', async () => {
    const fresh = (await t.call('POST', '/cards', { body: { cardholderId: t.world.alice.id, form: 'VIRTUAL', fundingSources: [t.world.aliceUsd.id] } })).body.id;
    expect(await authorize(100, undefined, 'authorization', fresh)).toMatchObject({ status: 'DECLINED', cardDeclinedReason: 'CARD_NOT_ACTIVE' });
    await t.call('PATCH', `/cards/${card}`, { body: { state: 'CLOSED' } });
    expect(await authorize(100)).toMatchObject({ status: 'DECLINED', cardDeclinedReason: 'CARD_CLOSED', accountId: t.world.aliceUsd.id });
  });

  it('refuses an authorization in another currency than the card’s', async () => {
    const answer = await simulate('authorization', { amount: 100, currency: { code: 'EUR' }, merchant: merchant() });
    expect(answer.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'currency.code' }] } });
  });
});

describe('the other network messages', () => {
  it('a delayed pull (suffix 005) is pending until confirmed on the sandbox clock', async () => {
    const before = await balance();
    const row = await authorize(700, 'SLOW PULL 005');
    expect(row).toMatchObject({ status: 'AUTHORIZED', pullSummary: { count: 1, totalAmount: 700, pendingCount: 1 } });
    expect(await balance()).toBe(before);
    t.sandbox.advanceClock(30_000);
    expect(await get(row.id)).toMatchObject({ status: 'AUTHORIZED', pullSummary: { count: 1, totalAmount: 700, pendingCount: 0 } });
    expect(await balance()).toBe(before - 700);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a delayed pull the account can no longer cover ends in EXCEPTION', async () => {
    const row = await authorize(700, 'SLOW PULL 005');
    await authorize((await balance()) - 100);
    t.sandbox.advanceClock(30_000);
    expect(await get(row.id)).toMatchObject({ status: 'EXCEPTION', pullSummary: { count: 1, totalAmount: 0, pendingCount: 0 } });
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a pull whose confirmation fails (suffix 006) is an EXCEPTION with its hold kept', async () => {
    const before = await balance();
    expect(await authorize(800, 'CONFIRM FAILS 006')).toMatchObject({ status: 'EXCEPTION', pullSummary: { count: 1, totalAmount: 800 } });
    expect(await balance()).toBe(before - 800);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a balance inquiry is a zero-amount authorization, closed at once', async () => {
    const row = await rowOf(await simulate('balance_inquiry', { merchant: merchant('SHELL OIL 12345678') }));
    expect(row).toMatchObject({ status: 'SETTLED', authorizedAmount: { amount: 0 }, direction: 'DEBIT' });
  });

  it('a credit authorization credits the account when it clears', async () => {
    const before = await balance();
    const row = await authorize(2500, 'ACME MARKETPLACE', 'credit_authorization');
    expect(row).toMatchObject({ status: 'AUTHORIZED', direction: 'CREDIT' });
    expect(row.originalTransactionId).toBeUndefined();
    expect(await balance()).toBe(before);
    await simulate('clearing', { cardTransactionId: row.id, amount: 2500 });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 2500 } });
    expect(await balance()).toBe(before + 2500);
  });

  it('single-message debits and credits settle at once', async () => {
    const before = await balance();
    expect(await authorize(8000, 'ATM WITHDRAWAL 24TH ST', 'financial_authorization')).toMatchObject({ status: 'SETTLED', direction: 'DEBIT', settledAmount: { amount: 8000 } });
    expect(await authorize(4000, 'ACME PAYOUTS', 'financial_credit_authorization')).toMatchObject({ status: 'SETTLED', direction: 'CREDIT', settledAmount: { amount: 4000 } });
    expect(await authorize(2500, 'ACME MARKETPLACE', 'credit_authorization_advice')).toMatchObject({ status: 'AUTHORIZED', direction: 'CREDIT' });
    expect(await balance()).toBe(before - 4000);
    expect(t.sandbox.audit()).toEqual([]);
  });
});

describe('GET /transactions with card transactions', () => {
  it('merges them with payments newest first, every row once across pages, and filters by type, status and reference', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push((await authorize(100 + i)).id);
      ids.push(t.sandbox.fund(t.world.aliceUsd.id, 100 + i).id);
      if (i % 2) t.sandbox.advanceClock(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.call('GET', `/transactions?customerId=${t.world.alice.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(page.body.data as Row[]).map((row) => row.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    const dates = (await t.call('GET', `/transactions?customerId=${t.world.alice.id}&limit=100`)).body.data.map((row: Row) => Date.parse(row.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await t.call('GET', '/transactions?type=CARD&limit=100')).body.data.every((row: Row) => row.type === 'CARD')).toBe(true);
    expect((await t.call('GET', '/transactions?type=INCOMING&limit=100')).body.data.some((row: Row) => row.type === 'CARD')).toBe(false);
    expect((await t.call('GET', '/transactions?status=AUTHORIZED&limit=100')).body.data.map((row: Row) => row.id).sort()).toEqual(ids.filter((id) => id.startsWith('CardTransaction:')).sort());
    expect((await t.call('GET', '/transactions?reference=NOPE')).body.data).toEqual([]);
    const asc = (await t.call('GET', `/transactions?customerId=${t.world.alice.id}&sortOrder=asc&limit=100`)).body.data.map((row: Row) => row.id);
    expect(asc).toEqual([...seen].reverse());
  });
});

describe('card events', () => {
  it('sends every CARD_TRANSACTION.* transition with the whole card transaction', async () => {
    const purchase = await authorize(5000);
    await simulate('clearing', { cardTransactionId: purchase.id, amount: 2000 });
    await simulate('clearing', { cardTransactionId: purchase.id, amount: 3000 });
    await simulate('return', { cardTransactionId: purchase.id, amount: 5000 });
    await authorize(10, 'FAILS 006');
    await t.sandbox.flushWebhooks();
    const cardEvents = received.filter((e) => e.type.startsWith('CARD_TRANSACTION.'));
    // Deliveries run concurrently and the service promises no order: compare what arrived.
    expect(cardEvents.filter((e) => e.data.id === purchase.id).map((e) => `${e.type} ${String(e.data.status)}`).sort()).toEqual([
      'CARD_TRANSACTION.AUTHORIZED AUTHORIZED',
      'CARD_TRANSACTION.PARTIALLY_SETTLED PARTIALLY_SETTLED',
      'CARD_TRANSACTION.REFUNDED REFUNDED',
      'CARD_TRANSACTION.SETTLED SETTLED',
    ]);
    expect(cardEvents.map((e) => e.type)).toContain('CARD_TRANSACTION.EXCEPTION');
    expect(cardEvents.find((e) => e.type === 'CARD_TRANSACTION.REFUNDED')?.data).toEqual(await get(purchase.id));
    expect(cardEvents.find((e) => e.data.originalTransactionId === purchase.id)).toMatchObject({ type: 'CARD_TRANSACTION.SETTLED', data: { direction: 'CREDIT' } });
  });
});
