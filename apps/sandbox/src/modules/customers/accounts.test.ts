import { beforeEach, describe, expect, it } from 'vitest';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { decryptWalletExport } from '@wallet-kit/otp-encrypt';
import { signInWithOtp, signed, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

describe('embedded wallet accounts', () => {
  it('exports a real BIP-39 mnemonic sealed to the client key and signed by the export signer', async () => {
    const wallet = t.world.aliceWallet;
    const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
    const decryptionKey = await t.keys.createDecryptionKey();
    const { challenge, result } = await signed(t, 'POST', `/internal-accounts/${wallet.id}/export`, { clientPublicKey: decryptionKey.publicKey.uncompressed }, key);
    expect(JSON.parse(challenge.body.payloadToSign).parameters.targetPublicKey).toBe(decryptionKey.publicKey.uncompressed);
    expect(result.status).toBe(200);
    const mnemonic = await decryptWalletExport(result.body.encryptedWalletCredentials, decryptionKey, { expectedSigner: t.sandbox.enclaveKeys.walletExport });
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
    expect(mnemonic.split(' ')).toHaveLength(12);
  });

  it('updates privateEnabled only with a signature', async () => {
    const wallet = t.world.aliceWallet;
    const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
    const { challenge, result } = await signed(t, 'PATCH', `/internal-accounts/${wallet.id}`, { privateEnabled: true }, key);
    expect(challenge.status).toBe(202);
    expect(result.body).toMatchObject({ id: wallet.id, privateEnabled: true, balance: { currency: { code: 'USD' } } });
  });

  it('changes a tied e-mail only with a signature, and the credential follows', async () => {
    const wallet = t.world.aliceWallet;
    const credential = t.world.credential(wallet.id, 'EMAIL_OTP');
    const { key } = await signInWithOtp(t, credential.id);
    const { challenge, result } = await signed(t, 'PATCH', `/customers/${t.world.alice.id}`, { customerType: 'INDIVIDUAL', email: 'alice@new.example' }, key);
    expect(challenge.status).toBe(202);
    expect(result.body.email).toBe('alice@new.example');
    const listed = await t.call('GET', `/auth/credentials?accountId=${wallet.id}`);
    expect(listed.body.data.find((c: { id: string }) => c.id === credential.id).nickname).toBe('alice@new.example');
    expect((await t.call('PATCH', `/customers/${t.world.acme.id}`, { body: { customerType: 'BUSINESS', email: 'ap@acme.example' } })).status).toBe(200);
  });

  it('lists accounts and exchange rates with the fee fields', async () => {
    const accounts = await t.call('GET', `/customers/internal-accounts?customerId=${t.world.alice.id}`);
    expect(accounts.body.data.map((a: { type: string }) => a.type).sort()).toEqual(['EMBEDDED_WALLET', 'INTERNAL_FIAT']);
    const rates = await t.call('GET', '/exchange-rates?sourceCurrency=USD');
    expect(rates.body.data.map((r: { destinationCurrency: { code: string } }) => r.destinationCurrency.code)).toEqual(['EUR', 'GBP', 'MXN', 'BRL', 'INR', 'NGN', 'PHP', 'USDC', 'BTC']);
    expect((await t.call('GET', '/exchange-rates?sourceCurrency=XXX')).status).toBe(400);
    const external = await t.call('GET', `/customers/external-accounts?customerId=${t.world.alice.id}`);
    expect(external.body.data.map((a: { accountInfo: { accountType: string } }) => a.accountInfo.accountType)).toEqual(['USD_ACCOUNT', 'EUR_ACCOUNT', 'MXN_ACCOUNT', 'BRL_ACCOUNT', 'SOLANA_WALLET']);
  });
});

describe('new customers', () => {
  it('get a fiat account and an embedded wallet in their region currency, opened by the service', async () => {
    const created = await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', platformCustomerId: 'user-eu-new', region: 'EU', email: 'new@example.eu', fullName: 'Nova Neu' } });
    expect(created.status).toBe(201);
    const accounts = await t.call('GET', `/customers/internal-accounts?customerId=${created.body.id}`);
    expect(accounts.body.data.map((a: { type: string; balance: { currency: { code: string } } }) => `${a.type} ${a.balance.currency.code}`).sort()).toEqual(['EMBEDDED_WALLET EUR', 'INTERNAL_FIAT EUR']);
    const wallet = accounts.body.data.find((a: { type: string }) => a.type === 'EMBEDDED_WALLET');
    const credential = await t.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId: wallet.id } });
    expect(credential).toMatchObject({ status: 201, body: { nickname: 'new@example.eu' } });
  });

  it('can be given bank accounts to pay, and a quote to one goes through', async () => {
    const owner = t.world.alice.id;
    const added = await t.call('POST', '/customers/external-accounts', {
      body: { customerId: owner, currency: 'MXN', accountInfo: { accountType: 'MXN_ACCOUNT', clabeNumber: '002010077777777771', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'María López' } } },
    });
    expect(added).toMatchObject({ status: 201, body: { customerId: owner, currency: 'MXN', accountInfo: { accountType: 'MXN_ACCOUNT', paymentRails: ['SPEI'] } } });
    const quote = await t.call('POST', '/quotes', {
      body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: added.body.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 5_000 },
    });
    expect(quote.status).toBe(201);
    expect((await t.call('POST', '/customers/external-accounts', { body: { customerId: 'Customer:00000000-0000-4000-8000-000000000000', currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT' } } })).status).toBe(400);
  });
});
