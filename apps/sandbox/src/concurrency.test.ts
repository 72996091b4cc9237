import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { signInWithOtp, signed, testSandbox, type Answer, type TestSandbox } from './test-support/client.js';
import { createAuthenticator, hexChallengeToWebauthn, registrationChallenge } from './test-support/webauthn.js';

// Every single-use thing, sent N times at once over real HTTP: exactly one copy may be accepted.
const N = 6;

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox({ http: true });
});
afterEach(() => t.close());

const accepted = (answers: Answer[], status = 200) => answers.filter((answer) => answer.status === status);
const times = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: N }, make));

describe(`${N} copies of one single-use request, at once over HTTP`, () => {
  it('a signed retry (stamp + Request-Id) opens one session, not several', async () => {
    const credentialId = t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id;
    const key = await t.keys.createSigningKey();
    const challenge = await t.call('POST', `/auth/credentials/${credentialId}/challenge`, { body: {} });
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: t.sandbox.enclaveKeys.otpBundle });
    const body = { type: 'EMAIL_OTP', encryptedOtpBundle };
    const first = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body });
    const headers = { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, key), 'Request-Id': first.body.requestId };
    const answers = await times(() => t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers }));
    expect(accepted(answers)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(N - 1);
    expect(t.sandbox.inspect.sessionsOf(t.world.aliceWallet.id)).toHaveLength(1);
  });

  it('one OTP answer opens one verification, however many copies of the sealed code arrive', async () => {
    const credentialId = t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id;
    const key = await t.keys.createSigningKey();
    const challenge = await t.call('POST', `/auth/credentials/${credentialId}/challenge`, { body: {} });
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: t.sandbox.enclaveKeys.otpBundle });
    const answers = await times(() => t.call('POST', `/auth/credentials/${credentialId}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle } }));
    expect(accepted(answers, 202)).toHaveLength(1);
  });

  it('one passkey login challenge opens one session', async () => {
    const { key } = await signInWithOtp(t, t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id);
    const authenticator = await createAuthenticator();
    const challenge = registrationChallenge();
    const registration = authenticator.register(challenge);
    const attestation = { credentialId: registration.credentialId, clientDataJson: registration.clientDataJson, attestationObject: registration.attestationObject };
    const { result } = await signed(t, 'POST', '/auth/credentials', { type: 'PASSKEY', accountId: t.world.aliceWallet.id, nickname: 'Laptop', challenge, attestation }, key);
    expect(result.status).toBe(201);
    const client = await t.keys.createSigningKey();
    const login = await t.call('POST', `/auth/credentials/${result.body.id}/challenge`, { body: { clientPublicKey: client.publicKey.compressed } });
    const assertion = await authenticator.assert(hexChallengeToWebauthn(login.body.challenge));
    const before = t.sandbox.inspect.sessionsOf(t.world.aliceWallet.id).length;
    const answers = await times(() => t.call('POST', `/auth/credentials/${result.body.id}/verify`, { body: { type: 'PASSKEY', assertion }, headers: { 'Request-Id': login.body.requestId } }));
    expect(accepted(answers)).toHaveLength(1);
    expect(t.sandbox.inspect.sessionsOf(t.world.aliceWallet.id)).toHaveLength(before + 1);
  });

  it('one passkey registration challenge registers one passkey', async () => {
    const { key } = await signInWithOtp(t, t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP').id);
    const challenge = registrationChallenge();
    const registrations = await Promise.all(Array.from({ length: N }, async () => {
      const authenticator = await createAuthenticator();
      const r = authenticator.register(challenge);
      return { credentialId: r.credentialId, clientDataJson: r.clientDataJson, attestationObject: r.attestationObject };
    }));
    const answers = await Promise.all(registrations.map((attestation) => signed(t, 'POST', '/auth/credentials', { type: 'PASSKEY', accountId: t.world.aliceWallet.id, nickname: 'Laptop', challenge, attestation }, key)));
    expect(answers.filter((a) => a.result.status === 201)).toHaveLength(1);
  });

  it('one SMS code authorizes one round: the money is released once and the books balance', async () => {
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.elodie.id, 'EUR').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000 } })).body;
    const before = t.sandbox.inspect.balance(t.world.elodieEur.id);
    await t.call('POST', `/quotes/${quote.id}/execute`);
    const answers = await times(() => t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } }));
    expect(accepted(answers)).toHaveLength(1);
    expect(t.sandbox.inspect.balance(t.world.elodieEur.id)).toBe(before - quote.totalSendingAmount);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('one passkey assertion completes one round of a two-round quote, and releases nothing twice', async () => {
    const customerId = t.world.elodie.id;
    const start = await t.call('POST', `/sca/factors?customerId=${customerId}`, { body: { type: 'PASSKEY' } });
    const authenticator = await createAuthenticator();
    const registration = authenticator.register(start.body.options.challenge);
    const credential = { id: registration.credentialId, rawId: registration.credentialId, type: 'public-key', response: { clientDataJSON: registration.clientDataJson, attestationObject: registration.attestationObject } };
    expect((await t.call('POST', `/sca/factors/confirm?customerId=${customerId}`, { body: { type: 'PASSKEY', origin: authenticator.origin, credential } })).status).toBe(200);
    // EUR to a USD account: two rounds (conversion, then payout).
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(customerId, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000 } })).body;
    const before = t.sandbox.inspect.balance(t.world.elodieEur.id);
    const executed = await t.call('POST', `/quotes/${quote.id}/execute`, { body: { scaFactor: 'PASSKEY' } });
    const a = await authenticator.assert(executed.body.scaChallenge.passkeyAssertionOptions.challenge);
    const passkeyAssertion = { id: a.credentialId, rawId: a.credentialId, type: 'public-key', response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature } };
    const answers = await times(() => t.call('POST', `/quotes/${quote.id}/authorize`, { body: { passkeyAssertion, origin: authenticator.origin } }));
    expect(accepted(answers)).toHaveLength(1);
    const after = await t.call('GET', `/quotes/${quote.id}`);
    expect(after.body.status).toBe('PENDING_AUTHORIZATION');
    expect(after.body.scaChallenge.id).not.toBe(executed.body.scaChallenge.id);
    expect(t.sandbox.inspect.balance(t.world.elodieEur.id)).toBe(before);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('revoking two credentials at once leaves the wallet one, and then an unsigned add is refused', async () => {
    const email = t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP');
    const sms = t.world.credential(t.world.aliceWallet.id, 'SMS_OTP');
    const { key: emailKey } = await signInWithOtp(t, email.id);
    const { key: smsKey } = await signInWithOtp(t, sms.id);
    // Each revocation is signed by the other credential's session, both challenges issued first.
    const first = await t.call('DELETE', `/auth/credentials/${email.id}`);
    const second = await t.call('DELETE', `/auth/credentials/${sms.id}`);
    const [a, b] = await Promise.all([
      t.call('DELETE', `/auth/credentials/${email.id}`, { headers: { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, smsKey), 'Request-Id': first.body.requestId } }),
      t.call('DELETE', `/auth/credentials/${sms.id}`, { headers: { 'Service-Wallet-Signature': await stampPayload(second.body.payloadToSign, emailKey), 'Request-Id': second.body.requestId } }),
    ]);
    expect([a!.status, b!.status].filter((status) => status === 204)).toHaveLength(1);
    expect((await t.call('GET', `/auth/credentials?accountId=${t.world.aliceWallet.id}`)).body.data).toHaveLength(1);
    const unsigned = await t.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId: t.world.aliceWallet.id } });
    expect(unsigned.status).not.toBe(201);
  });

  it('executes sent with one Idempotency-Key all receive the first answer, replayed', async () => {
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body;
    const before = t.sandbox.inspect.balance(t.world.aliceUsd.id);
    const answers = await times(() => t.call('POST', `/quotes/${quote.id}/execute`, { headers: { 'Idempotency-Key': 'once' } }));
    expect(accepted(answers)).toHaveLength(N);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(N - 1);
    expect(t.sandbox.inspect.balance(t.world.aliceUsd.id)).toBe(before - quote.totalSendingAmount);
  });

  it('executes refused under one Idempotency-Key all receive the first refusal, replayed, and so does a later retry', async () => {
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'USD').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 } })).body;
    const before = t.sandbox.inspect.balance(t.world.aliceUsd.id);
    expect((await t.call('PATCH', '/sandbox/scenarios', { body: { rateUnavailable: true } })).status).toBe(200);
    const answers = await times(() => t.call('POST', `/quotes/${quote.id}/execute`, { headers: { 'Idempotency-Key': 'refused-once' } }));
    expect(answers.map((a) => `${a.status} ${a.body.code}`)).toEqual(Array.from({ length: N }, () => '409 QUOTE_RATE_UNAVAILABLE'));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(N - 1);
    // The rate is back, but the key's answer is the one given: the refusal, replayed.
    expect((await t.call('POST', '/sandbox/scenarios/reset')).status).toBe(200);
    const later = await t.call('POST', `/quotes/${quote.id}/execute`, { headers: { 'Idempotency-Key': 'refused-once' } });
    expect(later).toMatchObject({ status: 409, body: { code: 'QUOTE_RATE_UNAVAILABLE' } });
    expect(later.headers.get('Idempotent-Replayed')).toBe('true');
    expect(t.sandbox.inspect.balance(t.world.aliceUsd.id)).toBe(before);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('quote creations refused under one Idempotency-Key all receive the first refusal', async () => {
    const before = t.sandbox.inspect.quoteCount();
    // One USD cent to a MXN bank: nothing is left after the fees.
    const body = { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.alice.id, 'MXN').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1 };
    const answers = await times(() => t.call('POST', '/quotes', { body, headers: { 'Idempotency-Key': 'create-refused' } }));
    expect(answers.map((a) => `${a.status} ${a.body.code}`)).toEqual(Array.from({ length: N }, () => '400 AMOUNT_OUT_OF_RANGE'));
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(N - 1);
    expect(t.sandbox.inspect.quoteCount()).toBe(before);
  });

  it('quote creations sent with one Idempotency-Key make one quote', async () => {
    const before = t.sandbox.inspect.quoteCount();
    const body = { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 500 };
    const answers = await times(() => t.call('POST', '/quotes', { body, headers: { 'Idempotency-Key': 'create-once' } }));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(t.sandbox.inspect.quoteCount()).toBe(before + 1);
  });

  it('one passkey assertion completes one SCA login: one session, the other copies refused', async () => {
    const customerId = t.world.elodie.id;
    const sca = (path: string, body: unknown) => t.call('POST', `/sca/${path}?customerId=${customerId}`, { body });
    const start = await sca('factors', { type: 'PASSKEY' });
    const authenticator = await createAuthenticator();
    const registration = authenticator.register(start.body.options.challenge);
    const credential = { id: registration.credentialId, rawId: registration.credentialId, type: 'public-key', response: { clientDataJSON: registration.clientDataJson, attestationObject: registration.attestationObject } };
    expect((await sca('factors/confirm', { type: 'PASSKEY', origin: authenticator.origin, credential })).status).toBe(200);
    const started = await sca('login/start', { factor: 'PASSKEY' });
    const a = await authenticator.assert(started.body.passkeyOptions.challenge);
    const passkeyAssertion = { id: a.credentialId, rawId: a.credentialId, type: 'public-key', response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature } };
    const answers = await times(() => sca('login/complete', { factor: 'PASSKEY', endUserIpAddress: '203.0.113.42', passkeyAssertion, origin: authenticator.origin }));
    expect(accepted(answers)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(N - 1);
    // The login is spent: the same assertion again opens nothing.
    expect((await sca('login/complete', { factor: 'PASSKEY', endUserIpAddress: '203.0.113.42', passkeyAssertion, origin: authenticator.origin })).status).toBe(400);
  });

  it('one right code trusts a beneficiary once', async () => {
    const payee = t.world.external(t.world.elodie.id, 'EUR').id;
    const started = await t.call('POST', `/customers/external-accounts/${payee}/trust`);
    const answers = await times(() => t.call('POST', `/customers/external-accounts/${payee}/trust/confirm`, { body: { code: '123456', challengeId: started.body.scaChallenge.id } }));
    expect(accepted(answers)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(N - 1);
    expect((await t.call('DELETE', `/customers/external-accounts/${payee}`)).body.code).toBe('BENEFICIARY_TRUSTED');
  });

  it('one right code verifies a customer’s e-mail once', async () => {
    const nina = (await t.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'FR', email: 'nina@example.fr', phoneNumber: '+33612340000' } })).body;
    expect((await t.call('POST', `/customers/${nina.id}/verify-email`)).status).toBe(204);
    const answers = await times(() => t.call('POST', `/customers/${nina.id}/verify-email/confirm`, { body: { code: '123456' } }));
    expect(accepted(answers)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(N - 1);
    expect((await t.call('GET', `/customers/${nina.id}`)).body.contactVerification).toEqual({ email: 'VERIFIED', phone: 'PENDING' });
  });

  it('transfers out sent with one Idempotency-Key debit once and all receive the first answer', async () => {
    const before = t.sandbox.inspect.balance(t.world.aliceUsd.id);
    const body = { source: { accountId: t.world.aliceUsd.id }, destination: { accountId: t.world.external(t.world.alice.id, 'USD').id }, amount: 700 };
    const answers = await times(() => t.call('POST', '/transfer-out', { body, headers: { 'Idempotency-Key': 'transfer-once' } }));
    expect(accepted(answers, 201)).toHaveLength(N);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(N - 1);
    expect(t.sandbox.inspect.balance(t.world.aliceUsd.id)).toBe(before - 700);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('stablecoin links and mints sent with one Idempotency-Key each happen once', async () => {
    const post = (path: string, body: unknown, key: string) => t.call('POST', path, { body, headers: { 'Idempotency-Key': key } });
    const links = await times(() => post('/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId: 'client-1', apiClientSecret: 'secret-123456' }, 'link-once'));
    expect(accepted(links, 201)).toHaveLength(N);
    expect(new Set(links.map((a) => a.body.id)).size).toBe(1);
    const stablecoin = (await post('/stablecoins', { providerTokenIdentifier: 'ACME', networkTokenIdentifier: 'btkn1qw508d6qejxtdg4y5r3zarvary0c5xw7k', network: 'SPARK' }, 'register-once')).body;
    t.sandbox.advanceClock(10_000);
    const wallet = (await t.call('POST', '/platform/external-accounts', { body: { currency: 'USDC', accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu' } } })).body;
    const mints = await times(() => post(`/stablecoins/${stablecoin.id}/mints`, { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet.id } }, 'mint-once'));
    expect(accepted(mints, 201)).toHaveLength(N);
    expect(new Set(mints.map((a) => a.body.id)).size).toBe(1);
    expect((await t.call('GET', `/stablecoins/${stablecoin.id}/operations?limit=100`)).body.data).toHaveLength(1);
    expect(t.sandbox.audit()).toEqual([]);
  });

  it('a device code is redeemed into one agent token', async () => {
    const created = await t.call('POST', '/agents', { body: { name: 'Bot', customerId: t.world.alice.id, policy: { permissions: ['VIEW_TRANSACTIONS'], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 1_000 } } } });
    const answers = await times(() => t.call('POST', `/agents/device-codes/${created.body.deviceCode.code}/redeem`, { auth: false }));
    expect(accepted(answers)).toHaveLength(1);
  });
});
