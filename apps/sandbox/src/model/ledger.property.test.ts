import { describe, expect, it } from 'vitest';
import { testSandbox } from '../test-support/client.js';

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

describe('money never goes missing', () => {
  it('keeps every balance plus in-flight amount equal to what was funded, across thousands of random operations', async () => {
    const seed = 20251013;
    const random = rng(seed);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    const t = await testSandbox();
    t.sandbox.setScenarios({ quoteExpiresInSeconds: 3600 });
    const s = t.sandbox.state;
    const sources = [t.world.aliceUsd, Object.values(s.internalAccounts).find((a) => a.customerId === t.world.acme.id)!, t.world.platformUsd];
    const destinations = [...Object.values(s.externalAccounts).map((a) => a.id), t.world.aliceWallet.id, t.world.elodieWallet.id];
    const pendingQuotes: string[] = [];
    const realtimeQuotes: string[] = [];
    let operations = 0;
    const check = (what: string) => {
      const problems = t.sandbox.audit();
      if (problems.length) throw new Error(`after op ${operations} (${what}, seed ${seed}): ${problems.join('; ')}`);
    };

    for (operations = 0; operations < 2000; operations += 1) {
      const roll = random();
      let what = '';
      if (roll < 0.3) {
        what = 'quote';
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
        if (answer.status === 201 && answer.body.status === 'PENDING') (realtime ? realtimeQuotes : pendingQuotes).push(answer.body.id);
      } else if (roll < 0.55 && pendingQuotes.length) {
        what = 'execute';
        // Several executes of the same quote "at once": only one may debit.
        const id = pick(pendingQuotes);
        const answers = await Promise.all([t.call('POST', `/quotes/${id}/execute`), t.call('POST', `/quotes/${id}/execute`)]);
        expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      } else if (roll < 0.62 && realtimeQuotes.length) {
        what = 'realtime payment';
        const id = pick(realtimeQuotes);
        const quote = s.quotes[id]!;
        await t.call('POST', '/sandbox/send', { body: { quoteId: id, currencyCode: 'USD', currencyAmount: quote.totalSendingAmount } });
      } else if (roll < 0.7) {
        what = 'scenario';
        t.sandbox.setScenarios({ payoutFailure: random() < 0.3, bankReturn: random() < 0.3 });
      } else if (roll < 0.78) {
        what = 'bank return';
        const completed = Object.values(s.transactions).filter((x) => x.type === 'OUTGOING' && x.status === 'COMPLETED' && x.destinationKind !== 'INTERNAL');
        if (completed.length) await t.call('POST', `/sandbox/transactions/${pick(completed).id}/bank-return`);
      } else if (roll < 0.84) {
        what = 'cancel';
        const pending = Object.values(s.transactions).filter((x) => x.type === 'OUTGOING' && (x.status === 'PENDING' || x.status === 'PROCESSING'));
        if (pending.length) await t.call('POST', `/transactions/${pick(pending).id}/cancel`);
      } else if (roll < 0.9) {
        what = 'fund';
        t.sandbox.fund(pick(sources).id, 1 + Math.floor(random() * 500_000));
      } else {
        what = 'clock';
        t.sandbox.advanceClock(Math.floor(random() * 90_000));
      }
      check(what);
    }
    t.sandbox.advanceClock(3_600_000);
    check('final settlement');
    const inflight = Object.values(t.sandbox.state.transactions).filter((x) => x.type === 'OUTGOING' && ['PENDING', 'PROCESSING'].includes(x.status));
    expect(inflight).toEqual([]);
    expect(Object.values(s.transactions).filter((x) => x.status === 'COMPLETED').length).toBeGreaterThan(50);
    expect(Object.values(s.transactions).filter((x) => x.failureReason === 'PAYOUT_RETURNED').length).toBeGreaterThan(0);
  });
});
