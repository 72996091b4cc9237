import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type Answer, type TestSandbox } from '../../test-support/client.js';

// Every single-use card effect, sent N times at once over real HTTP: exactly one copy may take effect.
const N = 6;

let t: TestSandbox;
let card: string;
let stateChanges: number;

beforeEach(async () => {
  let count = 0;
  stateChanges = 0;
  t = await testSandbox({
    http: true,
    webhooks: {
      fetch: async (request) => {
        if (((await request.json()) as { type: string }).type === 'CARD.STATE_CHANGE') stateChanges = ++count;
        return new Response(null, { status: 200 });
      },
    },
  });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
  card = t.sandbox.directory().customers.find((c) => c.id === t.world.alice.id)!.cards[0]!.id;
});
afterEach(() => t.close());

const times = (make: () => Promise<Answer>) => Promise.all(Array.from({ length: N }, make));
const simulate = (name: string, body: Record<string, unknown>) => t.call('POST', `/sandbox/cards/${card}/simulate/${name}`, { body });
const authorization = (amount: number) => ({ amount, currency: { code: 'USD' }, merchant: { descriptor: 'RACE MERCHANT' } });

async function cardRows(): Promise<Record<string, any>[]> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely
  return (await t.call('GET', '/transactions?type=CARD&limit=100')).body.data;
}

async function settledPurchase(amount: number): Promise<string> {
  await simulate('authorization', authorization(amount));
  const id = (await cardRows())[0]!.id as string;
  await simulate('clearing', { cardTransactionId: id, amount });
  return id;
}

describe(`${N} copies of one card message, at once over HTTP`, () => {
  it('authorizations racing for one balance: only what it covers is approved, the rest declined', async () => {
    const balance = await balanceOf(t, t.world.aliceUsd.id);
    await simulate('authorization', authorization(balance - 1000));
    const answers = await times(() => simulate('authorization', authorization(600)));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    const raced = (await cardRows()).filter((row) => row.authorizedAmount.amount === 600);
    expect(raced.filter((row) => row.status === 'AUTHORIZED')).toHaveLength(1);
    expect(raced.filter((row) => row.status === 'DECLINED' && row.cardDeclinedReason === 'INSUFFICIENT_FUNDS')).toHaveLength(N - 1);
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(400);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a full clearing posts once', async () => {
    const before = await balanceOf(t, t.world.aliceUsd.id);
    await simulate('authorization', authorization(5000));
    const id = (await cardRows())[0]!.id as string;
    const answers = await times(() => simulate('clearing', { cardTransactionId: id, amount: 5000 }));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(N - 1);
    expect((await t.call('GET', `/transactions/${id}`)).body).toMatchObject({ status: 'SETTLED', settlementSummary: { count: 1, totalAmount: 5000 } });
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before - 5000);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a full return credits once, and its reversal takes it back once', async () => {
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const id = await settledPurchase(3000);
    const returns = await times(() => simulate('return', { cardTransactionId: id, amount: 3000 }));
    expect(returns.filter((a) => a.status === 202)).toHaveLength(1);
    expect((await cardRows()).filter((row) => row.originalTransactionId === id)).toHaveLength(1);
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before);
    const reversals = await times(() => simulate('return_reversal', { cardTransactionId: id }));
    expect(reversals.filter((a) => a.status === 202)).toHaveLength(1);
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before - 3000);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a reveal page shows the card to one load only', async () => {
    const reveal = await t.call('POST', `/cards/${card}/reveal`);
    const loads = await Promise.all(Array.from({ length: N }, () => fetch(reveal.body.panEmbedUrl as string)));
    expect(loads.filter((page) => page.status === 200)).toHaveLength(1);
    expect(loads.filter((page) => page.status === 404)).toHaveLength(N - 1);
    await Promise.all(loads.map((page) => page.body?.cancel()));
  });

  it('a freeze changes the state once, with one CARD.STATE_CHANGE', async () => {
    const answers = await times(() => t.call('PATCH', `/cards/${card}`, { body: { state: 'FROZEN' } }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'INVALID_STATE_TRANSITION')).toHaveLength(N - 1);
    await t.sandbox.flushWebhooks();
    expect(stateChanges).toBe(1);
  });
});
