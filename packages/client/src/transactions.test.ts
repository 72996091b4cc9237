import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, testWorld, type TestWorld } from '../test/world.js';
import { RequestAbortedError, ServiceError } from './errors.js';
import type { Transaction } from './types.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

/** Alice pays her own bank account from her wallet over RTP, executed: the transaction is under way. */
async function alicePaysHerBank() {
  const client = t.clientFor(t.world.alice.id);
  await signIn(client, t.world.alice.email);
  const quote = await client.quotes.createQuote({
    source: { sourceType: 'ACCOUNT', accountId: t.world.alice.wallet },
    destination: { destinationType: 'ACCOUNT', accountId: t.world.alice.bankUsd, paymentRail: 'RTP' },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 5_000,
  });
  const executed = await client.quotes.executeQuote(quote);
  return { client, transactionId: executed.transactionId };
}

describe('watchTransaction', () => {
  it('follows a payout past COMPLETED and sees the bank return turn it FAILED', async () => {
    t.sandbox.setScenarios({ bankReturn: true });
    const { client, transactionId } = await alicePaysHerBank();
    const seen: Transaction[] = [];
    for await (const transaction of client.transactions.watchTransaction(transactionId)) {
      seen.push(transaction);
      if (transaction.status === 'FAILED') break;
    }
    const statuses = seen.map((transaction) => transaction.status);
    expect(statuses.slice(-2)).toEqual(['COMPLETED', 'FAILED']);
    expect(seen.at(-1)).toMatchObject({ failureReason: 'PAYOUT_RETURNED' });
  });

  it('sees a bank return reported after it had already shown COMPLETED', async () => {
    const { client, transactionId } = await alicePaysHerBank();
    const statuses: string[] = [];
    for await (const transaction of client.transactions.watchTransaction(transactionId)) {
      statuses.push(transaction.status);
      if (transaction.status === 'COMPLETED') expect((await t.platform('POST', `/sandbox/transactions/${transactionId}/bank-return`)).status).toBe(200);
      if (transaction.status === 'FAILED') break;
    }
    expect(statuses.slice(-2)).toEqual(['COMPLETED', 'FAILED']);
  });

  it('ends by itself once the transaction has stayed terminal for followTerminalMs', async () => {
    const { client, transactionId } = await alicePaysHerBank();
    const statuses: string[] = [];
    for await (const transaction of client.transactions.watchTransaction(transactionId, { followTerminalMs: 60_000 })) statuses.push(transaction.status);
    expect(statuses.at(-1)).toBe('COMPLETED');
    expect(new Set(statuses).size).toBe(statuses.length); // each status once: unchanged polls yield nothing
  });

  it('stops polling when its signal aborts', async () => {
    const { client, transactionId } = await alicePaysHerBank();
    const controller = new AbortController();
    const yielded: string[] = [];
    for await (const transaction of client.transactions.watchTransaction(transactionId, { signal: controller.signal })) {
      yielded.push(transaction.status);
      controller.abort();
    }
    const polls = t.seen.filter((request) => request.path === `/transactions/${transactionId}`);
    expect([yielded.length, polls.length]).toEqual([1, 1]);
  });

  it('stops when aborted during its wait between polls', async () => {
    const controller = new AbortController();
    const { transactionId } = await alicePaysHerBank();
    const client = t.clientFor(t.world.alice.id, {
      sleep: async (_ms, signal) => {
        controller.abort();
        if (signal?.aborted) throw new RequestAbortedError();
      },
    });
    const yielded: string[] = [];
    for await (const transaction of client.transactions.watchTransaction(transactionId, { signal: controller.signal })) yielded.push(transaction.status);
    expect(yielded).toHaveLength(1);
  });
});

describe('listTransactions', () => {
  it('iterates over every page by following the cursors', async () => {
    const mine = [100, 200, 300, 400, 500].map((amount) => t.sandbox.fund(t.world.alice.usd, amount));
    expect(mine).toHaveLength(5);
    const client = t.clientFor(t.world.alice.id);
    const listed: Transaction[] = [];
    for await (const transaction of client.transactions.listTransactions({ customerId: t.world.alice.id, limit: 2 })) listed.push(transaction);
    expect(listed.map((transaction) => transaction.id).sort()).toEqual(mine.map((transaction) => transaction.id).sort());
    expect(t.seen.filter((request) => request.path === '/transactions')).toHaveLength(3);
  });

  it('stops early without fetching pages nobody asked for', async () => {
    for (const amount of [100, 200, 300, 400, 500]) t.sandbox.fund(t.world.alice.usd, amount);
    const client = t.clientFor(t.world.alice.id);
    for await (const transaction of client.transactions.listTransactions({ customerId: t.world.alice.id, limit: 2 })) {
      expect(transaction.customerId).toBe(t.world.alice.id);
      break;
    }
    expect(t.seen.filter((request) => request.path === '/transactions')).toHaveLength(1);
  });
});

describe('rate limiting (429)', () => {
  it('waits out Retry-After, then gets its answer', async () => {
    t.sandbox.fund(t.world.alice.usd, 100);
    t.sandbox.setScenarios({ rateLimitSeconds: 3 });
    const waits: number[] = [];
    const client = t.clientFor(t.world.alice.id, {
      sleep: async (ms) => {
        waits.push(ms);
        t.sandbox.setScenarios({ rateLimitSeconds: null }); // the service's window passes while the client waits
      },
    });
    const listed: Transaction[] = [];
    for await (const transaction of client.transactions.listTransactions({ customerId: t.world.alice.id })) listed.push(transaction);
    expect(listed).toHaveLength(1);
    expect(waits).toEqual([3_000]);
    expect(t.seen.filter((request) => request.path === '/transactions')).toHaveLength(2);
  });

  it('throws a typed 429 carrying Retry-After when the wait would be longer than allowed', async () => {
    t.sandbox.setScenarios({ rateLimitSeconds: 120 });
    const client = t.clientFor(t.world.alice.id, { rateLimit: { maxWaitMs: 10_000 } });
    const error = await client.transactions.listTransactions({ customerId: t.world.alice.id }).next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 120_000 });
    expect(t.seen).toHaveLength(1);
  });

  it('never retries any other 4xx', async () => {
    const client = t.clientFor(t.world.alice.id);
    const error = await client.transactions.getTransaction('Transaction:00000000-0000-4000-8000-000000000000').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBeGreaterThanOrEqual(400);
    expect(t.seen).toHaveLength(1);
  });
});
