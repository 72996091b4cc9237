import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
let keys = 0;
beforeEach(async () => {
  t = await testSandbox();
});

const post = (path: string, body: unknown, key: string | null = `key-${(keys += 1)}`) => t.call('POST', path, { body, headers: key === null ? {} : { 'Idempotency-Key': key } });
const link = (apiClientId = 'client-1', apiClientSecret = 'secret-123456') => post('/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId, apiClientSecret });
const register = (extra: Record<string, unknown> = {}) => post('/stablecoins', { providerTokenIdentifier: 'ACME', networkTokenIdentifier: 'btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k', network: 'SPARK', ...extra });

async function liveStablecoin() {
  await link();
  const registered = await register();
  t.sandbox.advanceClock(10_000);
  return registered.body.id as string;
}

async function sparkWallet() {
  const added = await t.call('POST', '/platform/external-accounts', { body: { currency: 'USDC', accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu' } } });
  return added.body.id as string;
}

async function usBank() {
  const added = await t.call('POST', '/platform/external-accounts', { body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '000555666777', routingNumber: '021000021', paymentRails: ['ACH', 'WIRE'], beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Acme Treasury' } } } });
  return added.body.id as string;
}

describe('stablecoin provider accounts', () => {
  it('links a provider account once, keeps no secret, refuses credentials the provider cannot verify, and needs an Idempotency-Key', async () => {
    const linked = await link();
    expect(linked).toMatchObject({ status: 201, body: { provider: 'BRALE', status: 'ACTIVE', providerEnvironment: 'SANDBOX' } });
    expect(JSON.stringify(linked.body)).not.toContain('secret-123456');
    expect((await link()).status).toBe(409);
    expect((await link('client-2', 'short')).body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    expect((await post('/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId: 'client-3', apiClientSecret: 'secret-123456' }, null)).body.details.errors[0].field).toBe('Idempotency-Key');
    expect((await t.call('GET', `/stablecoin-provider-accounts/${linked.body.id}`)).body.id).toBe(linked.body.id);
    expect((await t.call('GET', '/stablecoin-provider-accounts/StablecoinProviderAccount:nope')).body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    expect((await t.call('GET', '/stablecoin-provider-accounts?status=ACTIVE')).body.data).toHaveLength(1);
  });

  it('replays a link sent twice with one Idempotency-Key', async () => {
    const body = { provider: 'BRALE', apiClientId: 'client-9', apiClientSecret: 'secret-123456' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/stablecoin-provider-accounts', body, 'same-key')));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });
});

describe('stablecoins', () => {
  it('registers against the only active link, provisions on the clock, and asks which link when there are several', async () => {
    expect((await register()).body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    await link();
    const registered = await register();
    expect(registered.body).toMatchObject({ issuanceStatus: 'PENDING_REVIEW', gridOperationsStatus: 'NOT_ENABLED', symbol: 'ACME', decimals: 6 });
    expect((await register()).status).toBe(409);
    t.sandbox.advanceClock(10_000);
    expect((await t.call('GET', `/stablecoins/${registered.body.id}`)).body).toMatchObject({ issuanceStatus: 'PROVISIONED', gridOperationsStatus: 'ENABLED', currency: 'ACME' });
    expect((await t.call('GET', '/stablecoins?issuanceStatus=PROVISIONED')).body.data).toHaveLength(1);
    await link('client-2');
    expect((await register({ providerTokenIdentifier: 'BETA' })).body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED');
    expect((await t.call('GET', '/stablecoins/Stablecoin:nope')).status).toBe(404);
  });

  it('mints by wire: funding instructions, PENDING_FUNDING until the wire arrives, then PROCESSING and COMPLETED', async () => {
    const id = await liveStablecoin();
    const destination = await sparkWallet();
    const mint = await post(`/stablecoins/${id}/mints`, { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: destination } });
    expect(mint.body).toMatchObject({ operationType: 'MINT', status: 'PENDING_FUNDING', fundingInstructions: { rail: 'WIRE', amount: '100' } });
    expect((await t.call('POST', `/sandbox/stablecoin-operations/${mint.body.id}/fund`)).body.status).toBe('PENDING_PROVIDER');
    expect((await t.call('POST', `/sandbox/stablecoin-operations/${mint.body.id}/fund`)).status).toBe(409);
    t.sandbox.advanceClock(5_000);
    expect((await t.call('GET', `/stablecoin-operations/${mint.body.id}`)).body.status).toBe('PROCESSING');
    t.sandbox.advanceClock(60_000);
    expect((await t.call('GET', `/stablecoin-operations/${mint.body.id}`)).body.status).toBe('COMPLETED');
  });

  it('expires a wire mint never funded, and refuses amounts that are not whole cents and reserved funding', async () => {
    const id = await liveStablecoin();
    const destination = await sparkWallet();
    const mint = await post(`/stablecoins/${id}/mints`, { amount: '20000', fundingSource: { type: 'WIRE' }, destination: { accountId: destination } });
    t.sandbox.advanceClock(7 * 24 * 3600_000);
    expect((await t.call('GET', `/stablecoin-operations/${mint.body.id}`)).body.status).toBe('EXPIRED');
    expect((await post(`/stablecoins/${id}/mints`, { amount: '12345', fundingSource: { type: 'WIRE' }, destination: { accountId: destination } })).body.details.errors[0].field).toBe('amount');
    expect((await post(`/stablecoins/${id}/mints`, { amount: '10000', fundingSource: { type: 'GRID_INTERNAL_ACCOUNT', accountId: t.world.platformUsd.id }, destination: { accountId: destination } })).body.details.errors[0].field).toBe('fundingSource.type');
  });

  it('mints by ACH debit and burns to a bank account from a wallet or the provider\'s balance; lists operations newest first', async () => {
    const id = await liveStablecoin();
    const destination = await sparkWallet();
    const bank = await usBank();
    const ach = await post(`/stablecoins/${id}/mints`, { amount: '5000000', fundingSource: { type: 'ACH_DEBIT', externalAccountId: bank }, destination: { accountId: destination } });
    expect(ach.body).toMatchObject({ status: 'PENDING_PROVIDER', source: { type: 'ACH_DEBIT', externalAccountId: bank } });
    const burn = await post(`/stablecoins/${id}/burns`, { amount: '1000000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank, rail: 'ACH_CREDIT' } });
    expect(burn.body).toMatchObject({ status: 'PENDING_FUNDING', fundingInstructions: { rail: 'SPARK', valueType: 'ACME' }, estimatedDelivery: { amount: '100', currency: 'USD' } });
    const fromBalance = await post(`/stablecoins/${id}/burns`, { amount: '1000000', source: { type: 'PROVIDER_INTERNAL_BALANCE' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank, rail: 'WIRE' } });
    t.sandbox.advanceClock(65_000);
    expect((await t.call('GET', `/stablecoin-operations/${fromBalance.body.id}`)).body.status).toBe('COMPLETED');
    const list = await t.call('GET', `/stablecoins/${id}/operations?operationType=BURN`);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([fromBalance.body.id, burn.body.id]);
    expect((await post(`/stablecoins/${id}/burns`, { amount: '10000', source: { type: 'PROVIDER_INTERNAL_BALANCE' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank, rail: 'RTP_CREDIT' } })).status).toBe(400);
  });

  it('refuses operations before the stablecoin is provisioned', async () => {
    await link();
    const registered = await register();
    const destination = await sparkWallet();
    expect((await post(`/stablecoins/${registered.body.id}/mints`, { amount: '10000', fundingSource: { type: 'WIRE' }, destination: { accountId: destination } })).status).toBe(409);
  });
});
