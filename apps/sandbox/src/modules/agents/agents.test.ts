import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
let token: string;
let agentId: string;
const received: { type: string; data: { quote?: { transactionId: string } } }[] = [];

beforeEach(async () => {
  received.length = 0;
  t = await testSandbox({ webhooks: { fetch: async (r) => (received.push(JSON.parse(await r.text())), new Response(null, { status: 200 })) } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
  const created = await t.call('POST', '/agents', {
    body: {
      name: 'Bill payer',
      customerId: t.world.alice.id,
      policy: { permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES', 'VIEW_TRANSACTIONS'], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 50_000 }, approvalThresholds: { currency: 'USD', amount: 10_000 } },
    },
  });
  expect(created.status).toBe(201);
  agentId = created.body.agent.id;
  const redeemed = await t.call('POST', `/agents/device-codes/${created.body.deviceCode.code}/redeem`, { auth: false });
  token = redeemed.body.accessToken;
});

const agentQuote = (amount: number) =>
  t.call('POST', '/agents/me/quotes', {
    auth: token,
    body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount },
  });

describe('agents', () => {
  it('redeems a device code once into an AgentAuth token', async () => {
    expect((await t.call('GET', '/agents/me', { auth: token })).body).toMatchObject({ id: agentId, isConnected: true });
    expect((await t.call('GET', '/agents/me', { auth: 'agt_wrong' })).status).toBe(401);
    expect((await t.call('GET', '/agents/me')).status).toBe(401);
  });

  it('executes small amounts at once and holds larger ones PENDING_APPROVAL until POST /transactions/{id}/approve', async () => {
    const small = (await agentQuote(5_000)).body;
    const auto = await t.call('POST', `/agents/me/quotes/${small.id}/execute`, { auth: token });
    expect(auto.body).toMatchObject({ status: 'APPROVED', type: 'EXECUTE_QUOTE', transaction: { id: small.transactionId } });

    const before = (await balanceOf(t, t.world.aliceUsd.id));
    const large = (await agentQuote(20_000)).body;
    const held = await t.call('POST', `/agents/me/quotes/${large.id}/execute`, { auth: token });
    expect(held.body.status).toBe('PENDING_APPROVAL');
    expect(held.body.transaction).toBeUndefined();
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before);
    await t.sandbox.flushWebhooks();
    expect(received.find((e) => e.type === 'AGENT_ACTION.PENDING_APPROVAL')?.data.quote?.transactionId).toBe(large.transactionId);

    const pending = await t.call('GET', '/agents/me/actions?status=PENDING_APPROVAL', { auth: token });
    expect(pending.body).toMatchObject({ hasMore: false });
    expect(pending.body.data).toHaveLength(1);
    const approved = await t.call('POST', `/transactions/${large.transactionId}/approve`);
    expect(approved.body.status).toBe('PENDING');
    expect((await balanceOf(t, t.world.aliceUsd.id))).toBe(before - large.totalSendingAmount);
    const after = await t.call('GET', `/agents/me/actions/${held.body.id}`, { auth: token });
    expect(after.body).toMatchObject({ status: 'APPROVED', transaction: { id: large.transactionId } });
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('rejects, pauses and limits', async () => {
    const large = (await agentQuote(20_000)).body;
    const held = (await t.call('POST', `/agents/me/quotes/${large.id}/execute`, { auth: token })).body;
    await t.call('POST', `/transactions/${large.transactionId}/reject`, { body: { reason: 'not this month' } });
    expect((await t.call('GET', `/agents/me/actions/${held.id}`, { auth: token })).body).toMatchObject({ status: 'REJECTED', rejectionReason: 'not this month' });
    const over = (await agentQuote(60_000)).body;
    expect((await t.call('POST', `/agents/me/quotes/${over.id}/execute`, { auth: token })).body.code).toBe('VELOCITY_LIMIT_EXCEEDED');
    await t.call('PATCH', `/agents/${agentId}`, { body: { isPaused: true } });
    expect((await agentQuote(100)).status).toBe(403);
  });

  it('pages actions with limit 1-100 and a cursor', async () => {
    for (const amount of [100, 200, 300]) {
      const q = (await agentQuote(amount)).body;
      await t.call('POST', `/agents/me/quotes/${q.id}/execute`, { auth: token });
    }
    const first = await t.call('GET', '/agents/me/actions?limit=2', { auth: token });
    expect(first.body).toMatchObject({ hasMore: true });
    const second = await t.call('GET', `/agents/me/actions?limit=2&cursor=${first.body.nextCursor}`, { auth: token });
    expect(second.body.data).toHaveLength(1);
    expect((await t.call('GET', '/agents/me/actions?limit=101', { auth: token })).status).toBe(400);
    expect((await t.call('GET', '/agents/me/actions?status=MAYBE', { auth: token })).status).toBe(400);
  });

  it('removes a daily or monthly limit given as null, and recasts every limit into a new currency', async () => {
    const patch = (spendingLimits: Record<string, unknown>) => t.call('PATCH', `/agents/${agentId}/policy`, { body: { spendingLimits } });
    expect((await patch({ dailyLimit: 100_000, monthlyLimit: 1_000_000 })).body.policy.spendingLimits).toMatchObject({ currency: 'USD', perTransactionLimit: 50_000, dailyLimit: 100_000, monthlyLimit: 1_000_000 });
    const removed = (await patch({ dailyLimit: null })).body.policy.spendingLimits;
    expect(removed.dailyLimit ?? null).toBeNull();
    expect(removed.monthlyLimit).toBe(1_000_000);

    const recast = (await patch({ currency: 'EUR' })).body.policy.spendingLimits;
    expect(recast.currency).toBe('EUR');
    // Each amount moved by the same rate, none left as US cents.
    expect(recast.perTransactionLimit).not.toBe(50_000);
    expect(recast.monthlyLimit / recast.perTransactionLimit).toBeCloseTo(20, 2);
    // A limit given with the new currency is taken as it is.
    expect((await patch({ currency: 'USD', perTransactionLimit: 40_000 })).body.policy.spendingLimits).toMatchObject({ currency: 'USD', perTransactionLimit: 40_000 });
  });
});
