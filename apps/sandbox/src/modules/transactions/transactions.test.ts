import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

async function payout(externalCurrency = 'EUR', rail?: string) {
  const quote = (
    await t.call('POST', '/quotes', {
      body: {
        source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id },
        destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, externalCurrency).id, ...(rail ? { paymentRail: rail } : {}) },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 2_500,
      },
    })
  ).body;
  await t.call('POST', `/quotes/${quote.id}/execute`);
  return quote;
}

describe('GET /transactions', () => {
  it('pages newest first with limit, cursor, hasMore and nextCursor (no totalCount: counting every match would cost what paging saves)', async () => {
    for (let i = 0; i < 5; i += 1) {
      t.sandbox.fund(t.world.platformUsd.id, 100 + i);
      t.sandbox.advanceClock(1000);
    }
    const first = await t.call('GET', '/transactions?limit=2');
    expect(first.body).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    expect(first.body.data.map((x: { sentAmount: { amount: number } }) => x.sentAmount.amount)).toEqual([104, 103]);
    const second = await t.call('GET', `/transactions?limit=2&cursor=${first.body.nextCursor}`);
    const third = await t.call('GET', `/transactions?limit=2&cursor=${second.body.nextCursor}`);
    expect(third.body).toMatchObject({ hasMore: false });
    expect(third.body.nextCursor).toBeUndefined();
    expect(third.body.data).toHaveLength(1);
  });

  it('filters by an inclusive date window', async () => {
    const start = t.clock.now();
    t.sandbox.fund(t.world.platformUsd.id, 1);
    t.sandbox.advanceClock(60_000);
    t.sandbox.fund(t.world.platformUsd.id, 2);
    const window = await t.call('GET', `/transactions?startDate=${new Date(start).toISOString()}&endDate=${new Date(start + 1000).toISOString()}`);
    expect(window.body.data.map((x: { sentAmount: { amount: number } }) => x.sentAmount.amount)).toEqual([1]);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'startDate=yesterday', 'status=DONE', 'cursor=zzz'])('answers 400 to %s', async (query) => {
    const answer = await t.call('GET', `/transactions?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.details.errors[0].field).toBe(query.split('=')[0]);
  });

  it('answers 404 for an unknown transaction', async () => {
    expect((await t.call('GET', '/transactions/Transaction:00000000-0000-4000-8000-000000000000')).body.code).toBe('TRANSACTION_NOT_FOUND');
  });
});

describe('failures and refunds', () => {
  it('a bank return moves COMPLETED to FAILED and refunds the originating account', async () => {
    const before = (await balanceOf(t, t.world.aliceUsd.id));
    const quote = await payout();
    t.sandbox.advanceClock(10_000);
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body.status).toBe('COMPLETED');
    const returned = await t.call('POST', `/sandbox/transactions/${quote.transactionId}/bank-return`);
    expect(returned.body).toMatchObject({ status: 'FAILED', failureReason: 'PAYOUT_RETURNED', refund: { status: 'PENDING' } });
    t.sandbox.advanceClock(2000);
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body.refund.status).toBe('COMPLETED');
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('the bank-return scenario sends completed payouts back on its own', async () => {
    t.sandbox.setScenarios({ bankReturn: true });
    const before = (await balanceOf(t, t.world.aliceUsd.id));
    const quote = await payout('MXN');
    t.sandbox.advanceClock(10_000);
    t.sandbox.advanceClock(60_000);
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body).toMatchObject({ status: 'FAILED', refund: { status: 'COMPLETED' } });
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before);
  });

  it('a failed payout refunds the debit', async () => {
    t.sandbox.setScenarios({ payoutFailure: true });
    const before = (await balanceOf(t, t.world.aliceUsd.id));
    const quote = await payout();
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before - quote.totalSendingAmount);
    t.sandbox.advanceClock(10_000);
    t.sandbox.advanceClock(5_000);
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body).toMatchObject({ status: 'FAILED', refund: { status: 'COMPLETED', reason: 'TRANSACTION_FAILED' } });
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before);
  });

  it('cancels an ACH transfer before it settles, and nothing else', async () => {
    const ach = await payout('USD', 'ACH');
    const cancelled = await t.call('POST', `/transactions/${ach.transactionId}/cancel`, { body: { reason: 'sent by mistake' } });
    expect(cancelled.body).toMatchObject({ status: 'FAILED', refund: { reason: 'USER_CANCELLATION' } });
    const instant = await payout('EUR');
    expect((await t.call('POST', `/transactions/${instant.transactionId}/cancel`)).body.code).toBe('TRANSACTION_NOT_CANCELLABLE');
    expect((await t.call('POST', `/transactions/${instant.transactionId}/approve`)).body.code).toBe('TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  });
});
