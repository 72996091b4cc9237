import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
let answerWith: number;
const events: { type: string; data: { id: string; status: string } }[] = [];

beforeEach(async () => {
  events.length = 0;
  answerWith = 200;
  t = await testSandbox({ webhooks: { fetch: async (r) => (events.push(JSON.parse(await r.text()) as (typeof events)[number]), new Response(null, { status: answerWith })) } });
});

const endpoint = () => t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
const receive = (senderUmaAddress: string, amount = 5_000) => t.call('POST', '/sandbox/uma/receive', { body: { senderUmaAddress, customerId: t.world.alice.id, receivingCurrencyCode: 'USD', receivingCurrencyAmount: amount } });
const statusOf = async (id: string) => (await t.call('GET', `/transactions/${id}`)).body;
const typesFor = (id: string) => events.filter((e) => e.data.id === id).map((e) => e.type);

describe('incoming UMA payments (POST /sandbox/uma/receive)', () => {
  it('is credited when the platform answers INCOMING_PAYMENT.PENDING with 200', async () => {
    await endpoint();
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const answer = await receive('$success.eur@sandbox.uma.example');
    expect(answer.body).toMatchObject({ type: 'INCOMING', status: 'PENDING', source: { sourceType: 'UMA_ADDRESS' }, sentAmount: { currency: { code: 'EUR' } } });
    await t.sandbox.flushWebhooks();
    expect((await statusOf(answer.body.id)).status).toBe('COMPLETED');
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before + 5_000);
    expect(typesFor(answer.body.id)).toEqual(['INCOMING_PAYMENT.PENDING', 'INCOMING_PAYMENT.COMPLETED']);
  });

  it('fails, crediting nothing, when the platform answers 403', async () => {
    await endpoint();
    answerWith = 403;
    const answer = await receive('$bob@uma.example.com');
    await t.sandbox.flushWebhooks();
    expect(await statusOf(answer.body.id)).toMatchObject({ status: 'FAILED', failureReason: 'COMPLIANCE_REJECTED' });
  });

  it('waits for /approve after a 202, and times out without it', async () => {
    await endpoint();
    answerWith = 202;
    const approved = await receive('$success.usd@sandbox.uma.example');
    const forgotten = await receive('$success.usd@sandbox.uma.example');
    await t.sandbox.flushWebhooks();
    expect((await t.call('POST', `/transactions/${approved.body.id}/approve`)).body.status).toBe('COMPLETED');
    expect((await t.call('POST', `/transactions/${approved.body.id}/approve`)).status).toBe(409);
    t.sandbox.advanceClock(5_000);
    expect(await statusOf(forgotten.body.id)).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_APPROVAL_TIMED_OUT' });
  });

  it('is rejected by POST /transactions/{id}/reject before anyone approves it; with no endpoint it is credited when the window closes', async () => {
    const rejected = await receive('$success.usd@sandbox.uma.example');
    expect((await t.call('POST', `/transactions/${rejected.body.id}/reject`, { body: { reason: 'not expected' } })).body.status).toBe('FAILED');
    const credited = await receive('$success.usd@sandbox.uma.example');
    t.sandbox.advanceClock(5_000);
    expect((await statusOf(credited.body.id)).status).toBe('COMPLETED');
  });

  it('goes back to a `return` sender (REFUND_PENDING, REFUND_COMPLETED, REFUNDED) and stays when the return fails', async () => {
    await endpoint();
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const returned = await receive('$return.usd@sandbox.uma.example');
    const kept = await receive('$returnfail.usd@sandbox.uma.example', 1_000);
    await t.sandbox.flushWebhooks();
    t.sandbox.advanceClock(30_000);
    expect((await statusOf(returned.body.id)).refund.status).toBe('PENDING');
    // Delivered before the return completes: deliveries in flight together arrive in no promised order (CI once saw
    // REFUND_COMPLETED land before REFUND_PENDING), and the order of the return's steps is what this checks.
    await t.sandbox.flushWebhooks();
    t.sandbox.advanceClock(2_000);
    await t.sandbox.flushWebhooks();
    expect(await statusOf(returned.body.id)).toMatchObject({ status: 'REFUNDED', refund: { status: 'COMPLETED' } });
    expect(await statusOf(kept.body.id)).toMatchObject({ status: 'COMPLETED', refund: { status: 'FAILED' } });
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before + 1_000);
    expect(typesFor(returned.body.id)).toEqual(['INCOMING_PAYMENT.PENDING', 'INCOMING_PAYMENT.COMPLETED', 'INCOMING_PAYMENT.REFUND_PENDING', 'INCOMING_PAYMENT.REFUND_COMPLETED']);
    expect(typesFor(kept.body.id)).toContain('INCOMING_PAYMENT.REFUND_FAILED');
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('fails for a `fail` sender, and answers 404 for senders and receivers nobody knows', async () => {
    const failed = await receive('$fail.usd@sandbox.uma.example');
    t.sandbox.advanceClock(5_000);
    expect((await statusOf(failed.body.id)).status).toBe('FAILED');
    expect((await receive('$nobody@nowhere.example')).status).toBe(404);
    expect((await t.call('POST', '/sandbox/uma/receive', { body: { senderUmaAddress: '$bob@uma.example.com', receiverUmaAddress: '$ghost@sandbox.wallet-kit.dev', receivingCurrencyCode: 'USD', receivingCurrencyAmount: 1 } })).status).toBe(404);
  });
});

describe('POST /transactions/{id}/confirm', () => {
  it('records when the receipt was delivered, now or at the time given, and updates it when called again', async () => {
    const tx = t.sandbox.fund(t.world.aliceUsd.id, 100);
    const now = await t.call('POST', `/transactions/${tx.id}/confirm`);
    expect(now.body.receiptDeliveryConfirmedAt).toBe(new Date(t.clock.now()).toISOString());
    const given = await t.call('POST', `/transactions/${tx.id}/confirm`, { body: { receiptDeliveryConfirmedAt: '2026-01-02T03:04:05.000Z' } });
    expect(given.body.receiptDeliveryConfirmedAt).toBe('2026-01-02T03:04:05.000Z');
    expect((await t.call('POST', `/transactions/${tx.id}/confirm`, { body: { receiptDeliveryConfirmedAt: 'yesterday' } })).status).toBe(400);
    expect((await t.call('POST', '/transactions/Transaction:00000000-0000-4000-8000-000000000000/confirm')).body.code).toBe('TRANSACTION_NOT_FOUND');
  });
});

describe('internal account status (sandbox control)', () => {
  it('freezes an account: STATUS_UPDATED and FUNDING_INSTRUCTIONS_UPDATED, no funding coordinates, a refund to it fails and waits PENDING', async () => {
    await endpoint();
    t.sandbox.setScenarios({ payoutFailure: true });
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'EUR').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 2_000 } })).body;
    await t.call('POST', `/quotes/${quote.id}/execute`);
    const frozen = await t.call('POST', `/sandbox/internal-accounts/${t.world.aliceUsd.id}/status`, { body: { status: 'FROZEN' } });
    expect(frozen.body).toMatchObject({ status: 'FROZEN', fundingPaymentInstructions: [] });
    t.sandbox.advanceClock(10_000);
    t.sandbox.advanceClock(5_000);
    expect((await statusOf(quote.transactionId)).refund.status).toBe('PENDING');
    await t.sandbox.flushWebhooks();
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['INTERNAL_ACCOUNT.STATUS_UPDATED', 'INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED', 'OUTGOING_PAYMENT.REFUND_FAILED']));
    expect(t.sandbox.audit()).toEqual([]);
  });
});
