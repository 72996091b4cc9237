import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
const events: { type: string; data: { type?: string; transferDetails?: unknown } }[] = [];

async function agentWith(policy: Record<string, unknown>) {
  const created = await t.call('POST', '/agents', { body: { name: 'Helper', customerId: t.world.alice.id, policy: { defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 50_000 }, approvalThresholds: { currency: 'USD', amount: 10_000 }, ...policy } } });
  const redeemed = await t.call('POST', `/agents/device-codes/${created.body.deviceCode.code}/redeem`, { auth: false });
  return { id: created.body.agent.id as string, token: redeemed.body.accessToken as string };
}

beforeEach(async () => {
  events.length = 0;
  t = await testSandbox({ webhooks: { fetch: async (r) => (events.push(JSON.parse(await r.text()) as (typeof events)[number]), new Response(null, { status: 200 })) } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
});

const usdBank = () => t.world.external(t.world.alice.id, 'USD').id;

describe('agent transfers under the policy', () => {
  it('transfers out at once below the approval threshold, showing transferDetails instead of a quote', async () => {
    const agent = await agentWith({ permissions: ['CREATE_TRANSFERS'] });
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const answer = await t.call('POST', '/agents/me/transfer-out', { auth: agent.token, body: { source: { accountId: t.world.aliceUsd.id }, destination: { accountId: usdBank() }, amount: 5_000 } });
    expect(answer).toMatchObject({ status: 201, body: { type: 'TRANSFER_OUT', status: 'APPROVED', transferDetails: { amount: 5_000, currency: 'USD', sourceAccountId: t.world.aliceUsd.id, destinationAccountId: usdBank() }, transaction: { type: 'OUTGOING' } } });
    expect(answer.body.quote).toBeUndefined();
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before - 5_000);
  });

  it('holds a large transfer-in for approval (AGENT_ACTION.PENDING_APPROVAL, nothing pulled), then pulls once approved', async () => {
    const agent = await agentWith({ permissions: ['CREATE_TRANSFERS'] });
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const held = await t.call('POST', '/agents/me/transfer-in', { auth: agent.token, body: { source: { accountId: usdBank() }, destination: { accountId: t.world.aliceUsd.id }, amount: 20_000 } });
    expect(held.body).toMatchObject({ type: 'TRANSFER_IN', status: 'PENDING_APPROVAL' });
    expect(held.body.transaction).toBeUndefined();
    await t.sandbox.flushWebhooks();
    expect(events.find((e) => e.type === 'AGENT_ACTION.PENDING_APPROVAL')?.data).toMatchObject({ type: 'TRANSFER_IN', transferDetails: { amount: 20_000 } });
    const approved = await t.call('POST', `/agents/${agent.id}/actions/${held.body.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'APPROVED', transaction: { type: 'INCOMING', status: 'PENDING' } });
    expect((await t.call('POST', `/agents/${agent.id}/actions/${held.body.id}/approve`)).status).toBe(409);
    t.sandbox.advanceClock(60_000);
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before + 20_000);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('rejects a held transfer-in, and refuses transfers without CREATE_TRANSFERS, over the limit or outside the allowed accounts', async () => {
    const agent = await agentWith({ permissions: ['CREATE_TRANSFERS'], accountRestrictions: { allowedAccountIds: [t.world.aliceUsd.id] } });
    const held = await t.call('POST', '/agents/me/transfer-in', { auth: agent.token, body: { source: { accountId: usdBank() }, destination: { accountId: t.world.aliceUsd.id }, amount: 20_000 } });
    expect((await t.call('POST', `/agents/${agent.id}/actions/${held.body.id}/reject`, { body: { reason: 'no' } })).body).toMatchObject({ status: 'REJECTED', rejectionReason: 'no' });
    expect((await t.call('POST', '/agents/me/transfer-out', { auth: agent.token, body: { source: { accountId: t.world.aliceUsd.id }, destination: { accountId: usdBank() }, amount: 60_000 } })).body.code).toBe('VELOCITY_LIMIT_EXCEEDED');
    expect((await t.call('POST', '/agents/me/transfer-out', { auth: agent.token, body: { source: { accountId: t.world.aliceWallet.id }, destination: { accountId: usdBank() }, amount: 100 } })).status).toBe(403);
    expect((await t.call('POST', '/agents/me/transfer-out', { auth: agent.token, body: { source: { accountId: t.world.elodieEur.id }, destination: { accountId: usdBank() }, amount: 100 } })).status).toBe(404);
    const viewer = await agentWith({ permissions: ['VIEW_TRANSACTIONS'] });
    expect((await t.call('POST', '/agents/me/transfer-in', { auth: viewer.token, body: { source: { accountId: usdBank() }, destination: { accountId: t.world.aliceUsd.id }, amount: 100 } })).body.code).toBe('FORBIDDEN');
  });
});

describe('agent accounts', () => {
  it('lists the customer\'s internal accounts, only the allowed ones when the policy names some', async () => {
    const open = await agentWith({ permissions: [] });
    expect((await t.call('GET', '/agents/me/internal-accounts', { auth: open.token })).body.data).toHaveLength(2);
    const restricted = await agentWith({ permissions: [], accountRestrictions: { allowedAccountIds: [t.world.aliceUsd.id] } });
    expect((await t.call('GET', '/agents/me/internal-accounts?type=INTERNAL_FIAT', { auth: restricted.token })).body.data.map((a: { id: string }) => a.id)).toEqual([t.world.aliceUsd.id]);
    expect((await t.call('GET', '/agents/me/internal-accounts?type=CARD', { auth: restricted.token })).status).toBe(400);
  });

  it('manages the customer\'s payees with MANAGE_EXTERNAL_ACCOUNTS, never another customer\'s', async () => {
    const agent = await agentWith({ permissions: ['MANAGE_EXTERNAL_ACCOUNTS'] });
    const added = await t.call('POST', '/agents/me/external-accounts', { auth: agent.token, body: { currency: 'MXN', accountInfo: { accountType: 'MXN_ACCOUNT', clabeNumber: '014027000005555558', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Luis Pérez' } } } });
    expect(added).toMatchObject({ status: 201, body: { customerId: t.world.alice.id } });
    expect((await t.call('GET', '/agents/me/external-accounts', { auth: agent.token })).body.data.map((a: { id: string }) => a.id)).toContain(added.body.id);
    const elodies = t.world.external(t.world.elodie.id, 'EUR').id;
    expect((await t.call('GET', `/agents/me/external-accounts/${elodies}`, { auth: agent.token })).status).toBe(404);
    expect((await t.call('DELETE', `/agents/me/external-accounts/${elodies}`, { auth: agent.token })).status).toBe(404);
    expect((await t.call('POST', '/agents/me/external-accounts', { auth: agent.token, body: { customerId: t.world.elodie.id, currency: 'MXN', accountInfo: { accountType: 'MXN_ACCOUNT', clabeNumber: '072180006532154321', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'X Y' } } } })).status).toBe(400);
    expect((await t.call('DELETE', `/agents/me/external-accounts/${added.body.id}`, { auth: agent.token })).status).toBe(204);
    const viewer = await agentWith({ permissions: ['VIEW_TRANSACTIONS'] });
    expect((await t.call('GET', '/agents/me/external-accounts', { auth: viewer.token })).status).toBe(403);
  });
});
