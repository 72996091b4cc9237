import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { signInWithOtp, testSandbox, type TestSandbox } from '../../test-support/client.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});
afterEach(() => t.sandbox.close());

const patch = (body: unknown) => t.call('PATCH', '/config', { body });
const USD_ONLY = [{ currencyCode: 'USD', minAmount: 100, maxAmount: 1_000_000, requiredCounterpartyFields: [{ name: 'FULL_NAME', mandatory: true }], enabledTransactionTypes: ['OUTGOING'] }];
const FEE = { feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 30, fixedFee: { amount: 25, currency: 'USD' } };

describe('platform configuration', () => {
  it('keeps supportedCurrencies as sent, and customers can then hold only those', async () => {
    expect((await patch({ supportedCurrencies: USD_ONLY })).body.supportedCurrencies).toEqual(USD_ONLY);
    expect((await t.call('GET', '/config')).body.supportedCurrencies).toEqual(USD_ONLY);
    const eur = await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', currencies: ['EUR'] } });
    expect(eur.body).toMatchObject({ code: 'INVALID_CURRENCY', details: { errors: [{ field: 'currencies[0]', message: expect.stringContaining('does not support EUR') }] } });
    expect((await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', currencies: ['USD'] } })).status).toBe(201);
  });

  it('merges embeddedWalletConfig field by field, and sign-in codes follow its otpLength', async () => {
    const first = await patch({ embeddedWalletConfig: { appName: 'Acme Wallet', otpLength: 8 } });
    expect(first.body.embeddedWalletConfig).toEqual({ appName: 'Acme Wallet', otpLength: 8, alphanumeric: false, expirationSeconds: 600 });
    const second = await patch({ embeddedWalletConfig: { expirationSeconds: 120, logoUrl: 'https://acme.example/logo.png' } });
    expect(second.body.embeddedWalletConfig).toMatchObject({ appName: 'Acme Wallet', otpLength: 8, expirationSeconds: 120, logoUrl: 'https://acme.example/logo.png' });
    const credential = t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id;
    await expect(signInWithOtp(t, credential)).rejects.toThrow(/verify: 401/);
    await expect(signInWithOtp(t, credential, { code: '00000000' })).resolves.toMatchObject({ session: { type: 'EMAIL_OTP' } });
  });

  it('expires sign-in codes after embeddedWalletConfig.expirationSeconds', async () => {
    await patch({ embeddedWalletConfig: { expirationSeconds: 60 } });
    const credential = t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id;
    const challenge = await t.call('POST', `/auth/credentials/${credential}/challenge`, { body: {} });
    expect(challenge.status).toBe(200);
    t.sandbox.advanceClock(61_000);
    const key = await t.keys.createSigningKey();
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: t.sandbox.enclaveKeys.otpBundle });
    expect((await t.call('POST', `/auth/credentials/${credential}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle } })).status).toBe(401);
  });

  it('merges cardTokenization2faConfig, nested objects included', async () => {
    await patch({ cardTokenization2faConfig: { displayName: 'Acme', email: { fromName: 'Acme Cards', subject: 'Your code' } } });
    const second = await patch({ cardTokenization2faConfig: { email: { subject: 'Your Acme code' }, sms: { bodyText: 'Code: {code}' } } });
    expect(second.body.cardTokenization2faConfig).toEqual({ displayName: 'Acme', email: { fromName: 'Acme Cards', subject: 'Your Acme code' }, sms: { bodyText: 'Code: {code}' } });
  });

  it('upserts feeConfigs by fee type and source currency, removes one set to zero, and refuses a source other than USD with 501', async () => {
    expect((await patch({ feeConfigs: [FEE] })).body.feeConfigs).toEqual([FEE]);
    expect((await patch({ feeConfigs: [{ ...FEE, variableFeeBps: 50 }] })).body.feeConfigs).toEqual([{ ...FEE, variableFeeBps: 50 }]);
    expect((await patch({ feeConfigs: [{ ...FEE, variableFeeBps: 0, fixedFee: { amount: 0, currency: 'USD' } }] })).body.feeConfigs).toEqual([]);
    expect(await patch({ feeConfigs: [{ ...FEE, sourceCurrency: 'EUR' }] })).toMatchObject({ status: 501, body: { code: 'NOT_IMPLEMENTED' } });
  });

  it('adds an active fee config to cross-currency quotes from USD, and nothing to same-currency ones', async () => {
    const quote = async (destination: string) =>
      (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: destination }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100_000 } })).body;
    const eur = t.world.external(t.world.alice.id, 'EUR').id;
    const before = await quote(eur);
    expect(before.platformFeesIncluded).toBe(0);
    await patch({ feeConfigs: [FEE] });
    const after = await quote(eur);
    // 30 bps of 1,000.00 USD and a fixed 0.25 USD.
    expect(after.platformFeesIncluded).toBe(300 + 25);
    expect(after.feesIncluded).toBe(before.feesIncluded + 325);
    expect(after.totalReceivingAmount).toBeLessThan(before.totalReceivingAmount);
    expect((await quote(t.world.external(t.world.alice.id, 'USD').id)).platformFeesIncluded).toBe(0);
  });

  it('refuses what the document refuses, and unknown currencies with INVALID_CURRENCY', async () => {
    expect((await patch({ embeddedWalletConfig: { otpLength: 3 } })).body.details.errors[0].field).toBe('embeddedWalletConfig.otpLength');
    expect((await patch({ supportedCurrencies: [{ ...USD_ONLY[0], currencyCode: 'XYZ' }] })).body.code).toBe('INVALID_CURRENCY');
    expect((await patch({ supportedCurrencies: [{ ...USD_ONLY[0], minAmount: 5, maxAmount: 1 }] })).body.details.errors[0].field).toBe('supportedCurrencies[0].minAmount');
    expect((await patch({ webhookEndpoint: 'ftp://x' })).body.details.errors[0].field).toBe('webhookEndpoint');
  });
});
