import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { inOrder, type WebhookEvent } from '../../test-support/webhooks.js';
import { base58Encode } from './base58.js';
import { clabeProblem, ibanProblem, pixKeyProblem, routingNumberProblem, taxIdProblem, walletAddressProblem } from './identifiers.js';
import { evmAddressOf, personalMessageHash } from './signatures.js';

let t: TestSandbox;
const events: WebhookEvent[] = [];

beforeEach(async () => {
  events.length = 0;
  t = await testSandbox({ webhooks: { fetch: async (r) => (events.push(JSON.parse(await r.text()) as (typeof events)[number]), new Response(null, { status: 200 })) } });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
});

const eurAccount = (iban: string, customerId = t.world.alice.id) => ({ customerId, currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban, beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Hanna Berg', countryOfResidence: 'DE' } } });

/** A Solana wallet the test holds the key of. */
function solanaWallet() {
  const secret = ed25519.utils.randomSecretKey();
  const address = base58Encode(ed25519.getPublicKey(secret));
  return { address, sign: (message: string) => base58Encode(ed25519.sign(new TextEncoder().encode(message), secret)) };
}

/** An Ethereum wallet the test holds the key of, signing as personal_sign does (EIP-191). */
function ethereumWallet() {
  const secret = secp256k1.utils.randomSecretKey();
  const address = evmAddressOf(secp256k1.getPublicKey(secret, false));
  const sign = (message: string) => {
    const recovered = secp256k1.sign(personalMessageHash(message), secret, { prehash: false, format: 'recovered' });
    return `0x${bytesToHex(recovered.subarray(1))}${(27 + recovered[0]!).toString(16)}`;
  };
  return { address, sign };
}

const addWallet = (accountType: string, address: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/customers/external-accounts', { body: { customerId: t.world.elodie.id, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType, address }, ...extra } });

describe('identifier check digits', () => {
  it('accepts real identifiers and names what is wrong with altered ones', () => {
    expect(ibanProblem('DE89370400440532013000')).toBeUndefined();
    expect(ibanProblem('DE89370400440532013001')).toMatch(/mod 97/);
    expect(ibanProblem('DE8937040044053201300')).toMatch(/expected 22 characters/);
    expect(routingNumberProblem('021000021')).toBeUndefined();
    expect(routingNumberProblem('021000022')).toMatch(/check digit/);
    expect(clabeProblem('032180000118359719')).toBeUndefined();
    expect(clabeProblem('032180000118359718')).toMatch(/control digit/);
    expect(taxIdProblem('12345678909')).toBeUndefined();
    expect(taxIdProblem('11111111111')).toMatch(/CPF/);
    expect(taxIdProblem('11222333000181')).toBeUndefined();
    expect(pixKeyProblem('+5511912345678', 'PHONE')).toBeUndefined();
    expect(pixKeyProblem('912345678', 'PHONE')).toMatch(/\+55/);
    expect(pixKeyProblem('123e4567-e89b-42d3-a456-426614174000', 'RANDOM')).toBeUndefined();
    expect(walletAddressProblem('ETHEREUM_WALLET', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeUndefined();
    expect(walletAddressProblem('ETHEREUM_WALLET', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatch(/EIP-55/);
    expect(walletAddressProblem('SOLANA_WALLET', 'not-base58-0OIl')).toMatch(/base58/);
  });
});

describe('external accounts', () => {
  it('adds, gets and deletes a customer payee; the platform path does not see it', async () => {
    const added = await t.call('POST', '/customers/external-accounts', { body: eurAccount('DE89370400440532013000') });
    expect(added).toMatchObject({ status: 201, body: { status: 'ACTIVE', customerId: t.world.alice.id, accountInfo: { paymentRails: ['SEPA_INSTANT', 'SEPA'] } } });
    expect((await t.call('GET', `/customers/external-accounts/${added.body.id}`)).body.id).toBe(added.body.id);
    expect((await t.call('GET', `/platform/external-accounts/${added.body.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/platform/external-accounts/${added.body.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/customers/external-accounts/${added.body.id}`)).status).toBe(204);
    expect((await t.call('GET', `/customers/external-accounts/${added.body.id}`)).status).toBe(404);
  });

  it('keeps the platform\'s own accounts apart, without a customer', async () => {
    const added = await t.call('POST', '/platform/external-accounts', { body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '000123456789', routingNumber: '021000021', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Platform Treasury LLC' } } } });
    expect(added.status).toBe(201);
    expect(added.body.customerId).toBeUndefined();
    const listed = await t.call('GET', '/platform/external-accounts');
    expect(listed.body.data.map((a: { id: string }) => a.id)).toEqual([added.body.id]);
    expect((await t.call('GET', `/customers/external-accounts/${added.body.id}`)).status).toBe(404);
  });

  it('refuses identifiers whose check digits fail with INVALID_BANK_ACCOUNT, and schema problems with INVALID_INPUT', async () => {
    const badIban = await t.call('POST', '/customers/external-accounts', { body: eurAccount('DE89370400440532013001') });
    expect(badIban).toMatchObject({ status: 400, body: { code: 'INVALID_BANK_ACCOUNT', details: { errors: [{ field: 'accountInfo.iban' }] } } });
    const badPix = await t.call('POST', '/customers/external-accounts', {
      body: { customerId: t.world.alice.id, currency: 'BRL', accountInfo: { accountType: 'BRL_ACCOUNT', pixKey: '11111111111', pixKeyType: 'CPF', taxId: '12345678900', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ana Souza' } } },
    });
    expect(badPix.body.details.errors.map((e: { field: string }) => e.field).sort()).toEqual(['accountInfo.pixKey', 'accountInfo.taxId']);
    const noRouting = await t.call('POST', '/customers/external-accounts', { body: { customerId: t.world.alice.id, currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '1' } } });
    expect(noRouting).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
  });

  it('answers 409 to a second copy of an account the customer already has (seeded ones included), not to another customer\'s copy', async () => {
    expect((await t.call('POST', '/customers/external-accounts', { body: eurAccount('FR7630006000011234567890189') })).body.code).toBe('CONFLICT');
    const first = await t.call('POST', '/customers/external-accounts', { body: eurAccount('DE89370400440532013000', t.world.elodie.id) });
    expect(first.status).toBe(201);
    expect((await t.call('POST', '/customers/external-accounts', { body: eurAccount('DE89370400440532013000', t.world.elodie.id) })).status).toBe(409);
  });
});

describe('wallet ownership under the EU Travel Rule', () => {
  it('needs ownershipType for a self-custody wallet of an EU customer, and a beneficiary for a THIRD_PARTY one', async () => {
    const { address } = solanaWallet();
    const body = { customerId: t.world.elodie.id, currency: 'USDC', accountInfo: { accountType: 'SOLANA_WALLET', address } };
    expect((await t.call('POST', '/customers/external-accounts', { body })).body.details.errors[0].field).toBe('ownershipType');
    expect((await t.call('POST', '/customers/external-accounts', { body: { ...body, ownershipType: 'THIRD_PARTY' } })).body.details.errors[0].field).toBe('accountInfo.beneficiary');
    expect((await t.call('POST', '/customers/external-accounts', { body: { ...body, customerId: t.world.alice.id } })).body.status).toBe('ACTIVE');
  });

  it('verifies a Solana wallet by its Ed25519 signature over the exact message', async () => {
    const wallet = solanaWallet();
    const added = await addWallet('SOLANA_WALLET', wallet.address);
    expect(added.body.status).toBe('PENDING_OWNERSHIP_VERIFICATION');
    const challenge = await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'WALLET_SIGNATURE' } });
    expect(challenge).toMatchObject({ status: 201, body: { method: 'WALLET_SIGNATURE', messageToSign: expect.stringContaining(wallet.address) } });
    const verified = await t.call('POST', `/customers/external-accounts/${added.body.id}/verify`, { body: { signature: wallet.sign(challenge.body.messageToSign) } });
    expect(verified).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    expect((await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'WALLET_SIGNATURE' } })).status).toBe(409);
    await t.sandbox.flushWebhooks();
    expect(events.filter((e) => e.type === 'EXTERNAL_ACCOUNT.STATUS_UPDATED').map((e) => e.data.status)).toEqual(['ACTIVE']);
  });

  it('moves an EVM wallet to UNVERIFIED on a signature by another key, and back to pending with a new challenge', async () => {
    const wallet = ethereumWallet();
    const stranger = ethereumWallet();
    const added = await addWallet('ETHEREUM_WALLET', wallet.address);
    const first = await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'WALLET_SIGNATURE' } });
    const wrong = await t.call('POST', `/customers/external-accounts/${added.body.id}/verify`, { body: { signature: stranger.sign(first.body.messageToSign) } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
    expect((await t.call('GET', `/customers/external-accounts/${added.body.id}`)).body.status).toBe('UNVERIFIED');
    expect((await t.call('POST', `/customers/external-accounts/${added.body.id}/verify`, { body: { signature: wallet.sign(first.body.messageToSign) } })).status).toBe(409);
    const second = await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'WALLET_SIGNATURE' } });
    expect((await t.call('GET', `/customers/external-accounts/${added.body.id}`)).body.status).toBe('PENDING_OWNERSHIP_VERIFICATION');
    const right = await t.call('POST', `/customers/external-accounts/${added.body.id}/verify`, { body: { signature: wallet.sign(second.body.messageToSign) } });
    expect(right.body.status).toBe('ACTIVE');
    await t.sandbox.flushWebhooks();
    expect(inOrder(events.filter((e) => e.type === 'EXTERNAL_ACCOUNT.STATUS_UPDATED')).map((e) => e.data.status)).toEqual(['UNVERIFIED', 'PENDING_OWNERSHIP_VERIFICATION', 'ACTIVE']);
  });

  it('uses a challenge once: of eight copies of the right signature sent at once, one verifies', async () => {
    const wallet = solanaWallet();
    const added = await addWallet('SOLANA_WALLET', wallet.address);
    const challenge = await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'WALLET_SIGNATURE' } });
    const signature = wallet.sign(challenge.body.messageToSign);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('POST', `/customers/external-accounts/${added.body.id}/verify`, { body: { signature } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('passes a LIVENESS check on the sandbox clock, unless a newer challenge replaced it', async () => {
    const added = await addWallet('SPARK_WALLET', 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu');
    expect((await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'WALLET_SIGNATURE' } })).body.details.errors[0].field).toBe('method');
    const liveness = await t.call('POST', `/customers/external-accounts/${added.body.id}/challenge`, { body: { method: 'LIVENESS' } });
    expect(liveness.body).toMatchObject({ method: 'LIVENESS', verificationLink: expect.stringMatching(/^https:\/\//) });
    t.sandbox.advanceClock(10_000);
    expect((await t.call('GET', `/customers/external-accounts/${added.body.id}`)).body.status).toBe('ACTIVE');
  });

  it('lets less than 1,000 EUR go to an unverified wallet, and refuses more with EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED', async () => {
    const added = await addWallet('SOLANA_WALLET', solanaWallet().address);
    const quote = (amount: number) => t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id }, destination: { destinationType: 'ACCOUNT', accountId: added.body.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount } });
    expect((await quote(50_000)).status).toBe(201);
    expect(await quote(150_000)).toMatchObject({ status: 400, body: { code: 'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED' } });
  });
});

describe('trusted beneficiaries (SCA)', () => {
  const payee = () => t.world.external(t.world.elodie.id, 'EUR').id;
  const trust = (action: string, body?: unknown) => t.call('POST', `/customers/external-accounts/${payee()}/${action}`, body === undefined ? {} : { body });

  it('answers 409 outside SCA regions', async () => {
    expect((await t.call('POST', `/customers/external-accounts/${t.world.external(t.world.alice.id, 'EUR').id}/trust`)).status).toBe(409);
  });

  it('trusts with a code, after which a send to it needs no SCA; untrusts the same way; deleting a trusted one is refused', async () => {
    const started = await trust('trust');
    expect(started.body.scaChallenge).toMatchObject({ factor: 'SMS_OTP', availableFactors: ['SMS_OTP'] });
    expect((await trust('trust/confirm', { code: '000000', challengeId: started.body.scaChallenge.id })).status).toBe(400);
    expect((await trust('trust/confirm', { code: '123456', challengeId: started.body.scaChallenge.id })).body).toEqual({ trusted: true });
    expect((await t.call('DELETE', `/customers/external-accounts/${payee()}`)).body.code).toBe('BENEFICIARY_TRUSTED');

    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id }, destination: { destinationType: 'ACCOUNT', accountId: payee() }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body;
    expect((await t.call('POST', `/quotes/${quote.id}/execute`)).body.status).toBe('PROCESSING');

    const untrust = await trust('untrust');
    expect((await trust('untrust/confirm', { code: '123456' })).body).toEqual({ trusted: false });
    expect(untrust.body.scaChallenge.id).not.toBe(started.body.scaChallenge.id);
    expect((await t.call('DELETE', `/customers/external-accounts/${payee()}`)).status).toBe(204);
  });

  it('spends a challenge after three wrong codes, and applies a right one once however many copies arrive', async () => {
    await trust('trust');
    for (let i = 0; i < 3; i += 1) expect((await trust('trust/confirm', { code: '999999' })).status).toBe(400);
    expect((await trust('trust/confirm', { code: '123456' })).body.details.errors[0].field).toBe('challengeId');
    await trust('trust');
    const answers = await Promise.all(Array.from({ length: 8 }, () => trust('trust/confirm', { code: '123456' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
  });
});
