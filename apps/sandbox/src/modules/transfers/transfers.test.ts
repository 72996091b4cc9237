import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

const out = (body: Record<string, unknown>, headers: Record<string, string> = {}) => t.call('POST', '/transfer-out', { body, headers });

describe('POST /transfer-out (deprecated, still live)', () => {
  it('debits at once and settles on the clock like a payout, through a same-currency quote', async () => {
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const answer = await out({ source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.alice.id, 'USD').id, paymentRail: 'ACH' }, amount: 2_500 });
    expect(answer).toMatchObject({ status: 201, body: { type: 'OUTGOING', status: 'PENDING', paymentRail: 'ACH', sentAmount: { amount: 2_500 }, quoteId: expect.stringMatching(/^Quote:/) } });
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before - 2_500);
    t.sandbox.advanceClock(60_000);
    expect((await t.call('GET', `/transactions/${answer.body.id}`)).body.status).toBe('COMPLETED');
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('waits for SCA in an SCA region: PENDING_AUTHORIZATION, authorized through its quote', async () => {
    const answer = await out({ source: { accountId: t.world.elodieEur.id }, destination: { accountId: t.world.external(t.world.elodie.id, 'EUR').id }, amount: 1_000 });
    expect(answer.body.status).toBe('PENDING_AUTHORIZATION');
    const authorized = await t.call('POST', `/quotes/${answer.body.quoteId}/authorize`, { body: { code: '123456' } });
    expect(authorized.body.status).toBe('PROCESSING');
    expect((await t.call('GET', `/transactions/${answer.body.id}`)).body.status).not.toBe('PENDING_AUTHORIZATION');
  });

  it('refuses other currencies, other owners, a missing amount and unknown accounts', async () => {
    const eur = await out({ source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.alice.id, 'EUR').id }, amount: 100 });
    expect(eur.body.details.errors[0].message).toMatch(/same-currency/);
    const theirs = await out({ source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.elodie.id, 'USD').id }, amount: 100 });
    expect(theirs.body.details.errors[0].message).toMatch(/on behalf of its own customer/);
    expect((await out({ source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.alice.id, 'USD').id } })).body.details.errors[0].field).toBe('amount');
    expect((await out({ source: { accountId: 'InternalAccount:00000000-0000-4000-8000-000000000000' }, destination: { accountId: t.world.external(t.world.alice.id, 'USD').id }, amount: 1 })).status).toBe(404);
  });

  it('answers N copies with one Idempotency-Key with one transfer', async () => {
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const body = { source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.alice.id, 'USD').id }, amount: 700 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => out(body, { 'Idempotency-Key': 'transfer-1' })));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before - 700);
  });
});

describe('POST /transfer-in (deprecated, still live)', () => {
  it('pulls from a US bank account over ACH, crediting only when it settles', async () => {
    const before = await balanceOf(t, t.world.aliceUsd.id);
    const answer = await t.call('POST', '/transfer-in', { body: { source: { accountId: t.world.external(t.world.alice.id, 'USD').id }, destination: { accountId: t.world.aliceUsd.id }, amount: 12_550 } });
    expect(answer).toMatchObject({ status: 201, body: { type: 'INCOMING', status: 'PENDING', receivedAmount: { amount: 12_550 } } });
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before);
    t.sandbox.advanceClock(60_000);
    expect((await t.call('GET', `/transactions/${answer.body.id}`)).body.status).toBe('COMPLETED');
    expect(await balanceOf(t, t.world.aliceUsd.id)).toBe(before + 12_550);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('refuses accounts that cannot be pulled from', async () => {
    const answer = await t.call('POST', '/transfer-in', { body: { source: { accountId: t.world.external(t.world.alice.id, 'MXN').id }, destination: { accountId: t.world.aliceUsd.id }, amount: 100 } });
    expect(answer.status).toBe(400);
  });
});

describe('POST /crypto/estimate-withdrawal-fee', () => {
  const treasury = () => t.sandbox.directory().platformAccounts.find((a) => a.currency === 'USDC')!.id;

  it('gives the network fee in its asset and the total in the withdrawal currency', async () => {
    const answer = await t.call('POST', '/crypto/estimate-withdrawal-fee', { body: { internalAccountId: treasury(), currency: 'USDC', cryptoNetwork: 'SOLANA', amount: 1_000_000, destinationAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } });
    expect(answer.body).toEqual({ networkFee: 5_000, networkFeeAsset: 'SOL', applicationFee: 0, totalFee: 750, netAmount: 999_250 });
  });

  it('names every wrong field, and answers 404 for an unknown account', async () => {
    const answer = await t.call('POST', '/crypto/estimate-withdrawal-fee', { body: { internalAccountId: t.world.aliceUsd.id, currency: 'USDC', cryptoNetwork: 'LIGHTNING', amount: 10, destinationAddress: 'x' } });
    expect(answer.body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['cryptoNetwork', 'currency', 'internalAccountId']);
    expect((await t.call('POST', '/crypto/estimate-withdrawal-fee', { body: { internalAccountId: 'InternalAccount:00000000-0000-4000-8000-000000000000', currency: 'USDC', cryptoNetwork: 'SOLANA', amount: 10, destinationAddress: 'x' } })).status).toBe(404);
  });
});
