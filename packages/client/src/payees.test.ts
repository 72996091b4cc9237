import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

const iban = { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jonas Weber', countryOfResidence: 'DE' } } as const;

describe('payees', () => {
  it('adds, reads, lists and removes the user\'s own payee through the backend', async () => {
    const client = t.clientFor(t.world.alice.id);
    const payee = await client.payees.addPayee({ customerId: t.world.alice.id, currency: 'EUR', accountInfo: iban });
    expect(payee).toMatchObject({ customerId: t.world.alice.id, status: 'ACTIVE' });
    expect((await client.payees.getPayee(payee.id)).id).toBe(payee.id);
    expect((await client.payees.listPayees({ customerId: t.world.alice.id })).map((p) => p.id)).toContain(payee.id);
    await client.payees.removePayee(payee.id);
    // Gone from the user's payees, it is no longer theirs to ask about: the backend refuses it.
    expect(await errorCode(client.payees.getPayee(payee.id), ServiceError)).toBe('RESOURCE_NOT_OWNED');
  });

  it('gets the service\'s own refusal for identifiers whose check digits fail, naming the field', async () => {
    const client = t.clientFor(t.world.alice.id);
    const refused = (await client.payees.addPayee({ customerId: t.world.alice.id, currency: 'EUR', accountInfo: { ...iban, iban: 'DE89370400440532013001' } }).catch((error: unknown) => error)) as ServiceError;
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_BANK_ACCOUNT' });
    expect(refused.details?.errors).toEqual([expect.objectContaining({ field: 'accountInfo.iban' })]);
  });

  it('trusts and untrusts a payee with SCA codes, asking again after a wrong one', async () => {
    const client = t.clientFor(t.world.elodie.id);
    const codes = ['111111', '123456'];
    const steps: number[] = [];
    const trusted = await client.payees.trustPayee(t.world.elodie.bankEur, (challenge, step) => {
      expect(challenge.factor).toBe('SMS_OTP');
      steps.push(step.attempt);
      return { code: codes.shift()! };
    });
    expect(trusted).toEqual({ trusted: true });
    expect(steps).toEqual([1, 2]);
    expect(await client.payees.untrustPayee(t.world.elodie.bankEur, () => ({ code: '123456' }))).toEqual({ trusted: false });
    expect(await errorCode(client.payees.trustPayee(t.world.elodie.bankEur, () => null), ClientError)).toBe('SCA_ABANDONED');
  });

  it('never reaches another user\'s payee', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.payees.getPayee(t.world.elodie.bankEur), ServiceError)).toBe('RESOURCE_NOT_OWNED');
    expect(await errorCode(client.payees.trustPayee(t.world.elodie.bankEur, () => ({ code: '123456' })), ServiceError)).toBe('RESOURCE_NOT_OWNED');
    expect(await errorCode(client.payees.addPayee({ customerId: t.world.elodie.id, currency: 'EUR', accountInfo: iban }), ServiceError)).toBe('RESOURCE_NOT_OWNED');
  });

  it('checks its arguments before anything is sent', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.payees.startOwnershipVerification(t.world.alice.bankUsd, 'SELFIE' as 'LIVENESS'), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.payees.verifyOwnership(t.world.alice.bankUsd, ''), ClientError)).toBe('INVALID_ARGUMENT');
    expect(t.seen).toEqual([]);
  });
});

describe('lookups, receipts and invitations', () => {
  it('looks an UMA address up before quoting, and says UMA_NOT_FOUND for a made-up one', async () => {
    const client = t.clientFor(t.world.alice.id);
    const found = await client.lookups.lookupUma('$bob@uma.example.com', { customerId: t.world.alice.id });
    expect(found).toMatchObject({ receiverUmaAddress: '$bob@uma.example.com', lookupId: expect.any(String) });
    expect(await errorCode(client.lookups.lookupUma('$nobody@nowhere.example', { customerId: t.world.alice.id }), ServiceError)).toBe('UMA_NOT_FOUND');
    expect((await client.lookups.lookupPayee(t.world.alice.bankUsd, { customerId: t.world.alice.id })).accountId).toBe(t.world.alice.bankUsd);
    expect(await errorCode(client.lookups.lookupUma('bob', { customerId: t.world.alice.id }), ClientError)).toBe('INVALID_ARGUMENT');
  });

  it('confirms a receipt was delivered, at the time given', async () => {
    const client = t.clientFor(t.world.alice.id);
    const tx = t.sandbox.fund(t.world.alice.usd, 100);
    const confirmed = await client.transactions.confirmReceipt(tx.id, { deliveredAt: new Date('2026-03-01T10:00:00Z') });
    expect((confirmed as { receiptDeliveryConfirmedAt?: string }).receiptDeliveryConfirmedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads an invitation and claims it for the user\'s own UMA address only', async () => {
    const code = (await t.platform('POST', '/invitations', { inviterUma: '$alice@sandbox.wallet-kit.dev' })).body.code as string;
    const client = t.clientFor(t.world.elodie.id);
    expect((await client.invitations.getInvitation(code)).status).toBe('PENDING');
    expect(await errorCode(client.invitations.claimInvitation(code, '$alice@sandbox.wallet-kit.dev'), ServiceError)).toBe('RESOURCE_NOT_OWNED');
    expect((await client.invitations.claimInvitation(code, '$elodie@sandbox.wallet-kit.dev')).status).toBe('CLAIMED');
    expect(await errorCode(client.invitations.claimInvitation(code, '$elodie@sandbox.wallet-kit.dev'), ServiceError)).toBe('INVITATION_ALREADY_CLAIMED');
  });
});

describe('agents\' actions awaiting approval', () => {
  it('lists the user\'s agents\' pending actions with their quote, and approves or rejects them', async () => {
    const agent = await t.platform('POST', '/agents', { name: 'Bill payer', customerId: t.world.alice.id, policy: { permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES'], defaultExecutionMode: 'APPROVAL_REQUIRED', spendingLimits: { currency: 'USD', perTransactionLimit: 1_000_000 } } });
    const code = (agent.body.deviceCode as { code: string }).code;
    const redeemed = await t.sandbox.fetch(new Request(`http://sandbox.test${t.sandbox.basePath}/agents/device-codes/${code}/redeem`, { method: 'POST' }));
    const token = ((await redeemed.json()) as { accessToken: string }).accessToken;
    const asAgent = async (path: string, body?: unknown) =>
      (await (await t.sandbox.fetch(new Request(`http://sandbox.test${t.sandbox.basePath}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }))).json()) as { id: string };
    for (const amount of [1_000, 2_000]) {
      const quote = await asAgent('/agents/me/quotes', { source: { sourceType: 'ACCOUNT', accountId: t.world.alice.usd }, destination: { destinationType: 'ACCOUNT', accountId: t.world.alice.bankUsd }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount });
      await asAgent(`/agents/me/quotes/${quote.id}/execute`);
    }
    const client = t.clientFor(t.world.alice.id);
    const pending = await client.agents.listPendingActions({ customerId: t.world.alice.id });
    expect(pending.map((action) => [action.status, action.quote?.totalSendingAmount])).toEqual([['PENDING_APPROVAL', 1_000], ['PENDING_APPROVAL', 2_000]]);
    expect(await client.agents.getAgent(pending[0]!.agentId)).toMatchObject({ name: 'Bill payer', isPaused: false });
    expect((await client.agents.approveAction(pending[0]!)).status).toBe('APPROVED');
    expect(await client.agents.rejectAction(pending[1]!, 'Not this one')).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not this one' });
    expect(await client.agents.listPendingActions({ customerId: t.world.alice.id })).toEqual([]);
    const other = t.clientFor(t.world.elodie.id);
    expect(await errorCode(other.agents.listPendingActions({ customerId: t.world.alice.id }), ServiceError)).toBe('RESOURCE_NOT_OWNED');
    expect(await errorCode(other.agents.getAgent(pending[0]!.agentId), ServiceError)).toBe('RESOURCE_NOT_OWNED');
  });
});
