import { describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../test-support/client.js';

/** A small seeded PRNG (mulberry32), so a failing run can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function transactionsWith(t: TestSandbox, query: string): Promise<{ id: string; status: string; failureReason?: string }[]> {
  const out: { id: string; status: string; failureReason?: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await t.call('GET', `/transactions?limit=100&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    out.push(...(page.body.data as typeof out));
    cursor = page.body.nextCursor as string | undefined;
  } while (cursor);
  return out;
}

describe('money never goes missing', () => {
  it('keeps every balance plus in-flight amount equal to what was funded, across thousands of random operations, some sent at once', { timeout: 120_000 }, async () => {
    const seed = 20251013;
    const random = rng(seed);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    const t = await testSandbox();
    t.sandbox.setScenarios({ quoteExpiresInSeconds: 3600 });
    const world = t.sandbox.directory();
    const acme = world.customers.find((c) => c.id === t.world.acme.id)!;
    const sources = [t.world.aliceUsd, acme.internalAccounts[0]!, t.world.platformUsd];
    const destinations = [...world.customers.flatMap((c) => c.externalAccounts.map((a) => a.id)), t.world.aliceWallet.id, t.world.elodieWallet.id];
    const pendingQuotes: string[] = [];
    const realtimeQuotes = new Map<string, number>();
    let operations = 0;
    // Every operation: the running balances and what each transaction holds; every hundredth, and at the end, the whole journal too.
    const check = (what: string) => {
      const problems = t.sandbox.audit({ journal: operations % 100 < 5 || what === 'final settlement' });
      if (problems.length) throw new Error(`after op ${operations} (${what}, seed ${seed}): ${problems.join('; ')}`);
    };

    const operation = async (): Promise<string> => {
      const roll = random();
      if (roll < 0.3) {
        const realtime = random() < 0.2;
        const answer = await t.call('POST', '/quotes', {
          body: {
            source: realtime ? { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: t.world.alice.id } : { sourceType: 'ACCOUNT', accountId: pick(sources).id },
            destination: { destinationType: 'ACCOUNT', accountId: pick(destinations) },
            lockedCurrencySide: random() < 0.5 ? 'SENDING' : 'RECEIVING',
            lockedCurrencyAmount: 100 + Math.floor(random() * 200_000),
            immediatelyExecute: !realtime && random() < 0.1,
          },
          ...(random() < 0.2 ? { headers: { 'Idempotency-Key': `k${Math.floor(random() * 20)}` } } : {}),
        });
        if (answer.status === 201 && answer.body.status === 'PENDING') {
          if (realtime) realtimeQuotes.set(answer.body.id, answer.body.totalSendingAmount);
          else pendingQuotes.push(answer.body.id);
        }
        return 'quote';
      }
      if (roll < 0.55 && pendingQuotes.length) {
        // Several executes of the same quote at once: only one may debit.
        const id = pick(pendingQuotes);
        const answers = await Promise.all([t.call('POST', `/quotes/${id}/execute`), t.call('POST', `/quotes/${id}/execute`), t.call('POST', `/quotes/${id}/execute`)]);
        expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
        return 'execute x3';
      }
      if (roll < 0.62 && realtimeQuotes.size) {
        const [id, amount] = pick([...realtimeQuotes]);
        await Promise.all([t.call('POST', '/sandbox/send', { body: { quoteId: id, currencyCode: 'USD', currencyAmount: amount } }), t.call('POST', '/sandbox/send', { body: { quoteId: id, currencyCode: 'USD', currencyAmount: amount } })]);
        return 'realtime payment x2';
      }
      if (roll < 0.7) {
        t.sandbox.setScenarios({ payoutFailure: random() < 0.3, bankReturn: random() < 0.3 });
        return 'scenario';
      }
      if (roll < 0.78) {
        const completed = (await t.call('GET', '/transactions?type=OUTGOING&status=COMPLETED&limit=50')).body.data as { id: string }[];
        if (completed.length) {
          const id = pick(completed).id;
          await Promise.all([t.call('POST', `/sandbox/transactions/${id}/bank-return`), t.call('POST', `/sandbox/transactions/${id}/bank-return`)]);
        }
        return 'bank return x2';
      }
      if (roll < 0.84) {
        const pending = [...((await t.call('GET', '/transactions?type=OUTGOING&status=PENDING&limit=50')).body.data as { id: string }[]), ...((await t.call('GET', '/transactions?type=OUTGOING&status=PROCESSING&limit=50')).body.data as { id: string }[])];
        if (pending.length) {
          const id = pick(pending).id;
          await Promise.all([t.call('POST', `/transactions/${id}/cancel`), t.call('POST', `/transactions/${id}/cancel`)]);
        }
        return 'cancel x2';
      }
      if (roll < 0.9) {
        t.sandbox.fund(pick(sources).id, 1 + Math.floor(random() * 500_000));
        return 'fund';
      }
      t.sandbox.advanceClock(Math.floor(random() * 90_000));
      return 'clock';
    };

    while (operations < 2000) {
      // One time in four, a batch of different operations is sent at once.
      const batch = random() < 0.25 ? 2 + Math.floor(random() * 3) : 1;
      const done = await Promise.all(Array.from({ length: batch }, operation));
      operations += batch;
      check(done.join(', '));
    }
    t.sandbox.advanceClock(3_600_000);
    check('final settlement');
    expect(await transactionsWith(t, 'type=OUTGOING&status=PENDING')).toEqual([]);
    expect(await transactionsWith(t, 'type=OUTGOING&status=PROCESSING')).toEqual([]);
    expect((await transactionsWith(t, 'status=COMPLETED')).length).toBeGreaterThan(50);
    expect((await transactionsWith(t, 'type=OUTGOING&status=FAILED')).filter((x) => x.failureReason === 'PAYOUT_RETURNED').length).toBeGreaterThan(0);
  });
});
