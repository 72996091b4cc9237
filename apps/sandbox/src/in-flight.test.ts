import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from './test-support/client.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let t: TestSandbox;
let events: { id: string; type: string; data: Row }[];
let card: string;

beforeEach(async () => {
  const inbox: typeof events = [];
  events = inbox;
  t = await testSandbox({ webhooks: { fetch: async (request) => (inbox.push(JSON.parse(await request.text()) as (typeof events)[number]), new Response(null, { status: 200 })) } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
  card = t.sandbox.directory().customers.find((c) => c.id === t.world.alice.id)!.cards[0]!.id;
});

const usd = { code: 'USD' };
const simulate = (name: string, body: Record<string, unknown>) => t.call('POST', `/sandbox/cards/${card}/simulate/${name}`, { body });
/** The list a platform reads its stuck money from: the transactions in one status. */
const listed = async (query: string): Promise<Row[]> => (await t.call('GET', `/transactions?${query}&limit=100`)).body.data as Row[];
const get = async (id: string): Promise<Row> => (await t.call('GET', `/transactions/${id}`)).body;
const inFlight = async () => ((await t.call('GET', '/sandbox/ledger')).body.currencies as Record<string, { inflight: number }>).USD?.inflight ?? 0;
/**
 * The events about one record, each once, as a platform reads them: delivery is at least once, and a delivery still
 * in flight when a test moves the clock a day on outlives its 60 s lease and is sent again (same event id).
 */
const typesOf = async (id: string) => {
  await t.sandbox.flushWebhooks();
  const about = events.filter((e) => e.data.id === id);
  return about.filter((e, index) => about.findIndex((first) => first.id === e.id) === index).map((e) => e.type);
};

async function authorize(amount: number, descriptor: string): Promise<Row> {
  const answer = await simulate('authorization', { amount, currency: usd, merchant: { descriptor, mcc: '5812', country: 'US' } });
  return (await listed('type=CARD')).find((row) => row.issuerTransactionToken === answer.body.issuerTransactionToken)!;
}

describe('money in flight sits behind a listed, documented non-terminal status, resolved on the sandbox clock', () => {
  it('a card pull whose confirmation failed (1,200.00 held): EXCEPTION, listed, until the retried pull confirms it; then it clears as usual', async () => {
    const row = await authorize(120_000, 'ISSUER FAILS 006');
    expect((await listed('type=CARD&status=EXCEPTION')).map((r) => r.id)).toContain(row.id);
    expect(await inFlight()).toBe(120_000);
    t.sandbox.advanceClock(DAY);
    expect(await get(row.id)).toMatchObject({ status: 'AUTHORIZED', authorizedAmount: { amount: 120_000 } });
    expect((await listed('type=CARD&status=EXCEPTION')).map((r) => r.id)).not.toContain(row.id);
    expect(await typesOf(row.id)).toEqual(['CARD_TRANSACTION.EXCEPTION', 'CARD_TRANSACTION.AUTHORIZED']);
    await simulate('clearing', { cardTransactionId: row.id, amount: 120_000 });
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED' });
    expect(await inFlight()).toBe(0);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a post-hoc pull the account cannot cover stays EXCEPTION, retried every hour, and settles once the account is funded', async () => {
    const row = await authorize(1_000, 'DINER TIPS');
    const spend = (await balanceOf(t, t.world.aliceUsd.id)) - 100;
    await authorize(spend, 'ELECTRONICS');
    await simulate('clearing', { cardTransactionId: row.id, amount: 1_500 });
    expect(await get(row.id)).toMatchObject({ status: 'EXCEPTION', pullSummary: { totalAmount: 1_000 } });
    t.sandbox.advanceClock(DAY);
    expect((await listed('type=CARD&status=EXCEPTION')).map((r) => r.id)).toContain(row.id);
    await t.call('POST', `/sandbox/internal-accounts/${t.world.aliceUsd.id}/fund`, { body: { amount: 10_000 } });
    const before = await balanceOf(t, t.world.aliceUsd.id);
    t.sandbox.advanceClock(HOUR);
    expect(await get(row.id)).toMatchObject({ status: 'SETTLED', pullSummary: { totalAmount: 1_500 } });
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before - 500);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a bank return to a frozen account (2,222.00): the refund fails, waits PENDING behind the FAILED payout (listed), and lands within the hour the account is active again', async () => {
    const source = t.world.aliceUsd.id;
    const start = await balanceOf(t, source);
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: source }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 222_200, immediatelyExecute: true } })).body;
    t.sandbox.advanceClock(10 * 60_000);
    const sent = await get(quote.transactionId);
    expect(sent.status).toBe('COMPLETED');
    await t.call('POST', `/sandbox/internal-accounts/${source}/status`, { body: { status: 'FROZEN' } });
    await t.call('POST', `/sandbox/transactions/${quote.transactionId}/bank-return`);
    t.sandbox.advanceClock(DAY);
    const waiting = (await listed('status=FAILED')).find((row) => row.id === quote.transactionId)!;
    expect(waiting).toMatchObject({ failureReason: 'PAYOUT_RETURNED', refund: { status: 'PENDING' } });
    expect(await inFlight()).toBe(sent.sentAmount.amount);
    expect(await typesOf(quote.transactionId)).toEqual(expect.arrayContaining(['OUTGOING_PAYMENT.REFUND_FAILED']));
    await t.call('POST', `/sandbox/internal-accounts/${source}/status`, { body: { status: 'ACTIVE' } });
    t.sandbox.advanceClock(HOUR);
    expect((await get(quote.transactionId)).refund).toMatchObject({ status: 'COMPLETED', settledAt: expect.any(String) });
    expect(await balanceOf(t, source)).toBe(start);
    expect(await inFlight()).toBe(0);
    expect((await typesOf(quote.transactionId)).slice(-1)).toEqual(['OUTGOING_PAYMENT.REFUND_COMPLETED']);
    expect(t.sandbox.audit()).toEqual([]);
  });
});
