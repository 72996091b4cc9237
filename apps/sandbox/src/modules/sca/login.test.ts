import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../../test-support/client.js';
import { createAuthenticator } from '../../test-support/webauthn.js';
import { totp } from './totp.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox({ strictSignatures: true });
});

const elodie = () => t.world.elodie.id;
const sca = (path: string, body?: unknown, customerId = elodie()) => t.call('POST', `/sca/${path}?customerId=${customerId}`, body === undefined ? {} : { body });
const ip = '203.0.113.42';

async function enrollTotp(): Promise<Uint8Array> {
  const start = await sca('factors', { type: 'TOTP' });
  const secret = hexToBytes(start.body.secret);
  await sca('factors/confirm', { type: 'TOTP', secret: start.body.secret, code: totp(secret, t.clock.now()) });
  return secret;
}

async function enrollPasskey() {
  const start = await sca('factors', { type: 'PASSKEY' });
  const authenticator = await createAuthenticator();
  const registration = authenticator.register(start.body.options.challenge);
  const credential = { id: registration.credentialId, rawId: registration.credentialId, type: 'public-key', response: { clientDataJSON: registration.clientDataJson, attestationObject: registration.attestationObject } };
  expect((await sca('factors/confirm', { type: 'PASSKEY', origin: authenticator.origin, credential })).status).toBe(200);
  return authenticator;
}

async function euQuoteAwaitingSca() {
  const quote = (
    await t.call('POST', '/quotes', {
      body: { source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.elodie.id, 'EUR').id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 },
    })
  ).body;
  await t.call('POST', `/quotes/${quote.id}/execute`);
  return quote;
}

describe('SCA login', () => {
  it('answers 409 outside SCA regions and 404 for an unknown customer', async () => {
    expect((await sca('login/start', { factor: 'SMS_OTP' }, t.world.alice.id)).status).toBe(409);
    expect((await sca('login/start', { factor: 'SMS_OTP' }, 'Customer:00000000-0000-4000-8000-000000000000')).body.code).toBe('USER_NOT_FOUND');
  });

  it('logs in with an SMS code, echoing the challengeId, and opens a session', async () => {
    const started = await sca('login/start', { factor: 'SMS_OTP' });
    expect(started.body).toMatchObject({ factor: 'SMS_OTP', challengeId: expect.stringMatching(/^ScaChallenge:/), expiresAt: expect.any(String) });
    expect((await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, code: '123456' })).body.details.errors[0].field).toBe('challengeId');
    expect((await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, challengeId: started.body.challengeId, code: '654321' })).status).toBe(400);
    const done = await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, challengeId: started.body.challengeId, code: '123456' });
    expect(done.body).toEqual({ status: 'SUCCESS', sessionExpiresAt: new Date(t.clock.now() + 12 * 3600_000).toISOString() });
    expect((await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, challengeId: started.body.challengeId, code: '123456' })).status).toBe(400);
  });

  it('opens the session a card reveal needs (issue 15), which a password reset closes again', async () => {
    const card = (await t.call('GET', `/cards?cardholderId=${elodie()}`)).body.data[0] as { id: string };
    expect((await t.call('POST', `/cards/${card.id}/reveal`)).body.code).toBe('SCA_SESSION_REQUIRED');
    const started = await sca('login/start', { factor: 'SMS_OTP' });
    await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, challengeId: started.body.challengeId, code: '123456' });
    expect((await t.call('POST', `/cards/${card.id}/reveal`)).status).toBe(200);
    await sca('record-event', { eventType: 'RESET_PASSWORD_COMPLETED' });
    expect((await t.call('POST', `/cards/${card.id}/reveal`)).body.code).toBe('SCA_SESSION_REQUIRED');
  });

  it('logs in with a real TOTP code only once TOTP is enrolled (the fixed code is refused in strict mode)', async () => {
    expect((await sca('login/start', { factor: 'TOTP' })).status).toBe(400);
    const secret = await enrollTotp();
    expect((await sca('login/start', { factor: 'TOTP' })).body).toEqual({ factor: 'TOTP' });
    expect((await sca('login/complete', { factor: 'TOTP', endUserIpAddress: ip, code: '123456' })).status).toBe(400);
    expect((await sca('login/complete', { factor: 'TOTP', endUserIpAddress: ip, code: totp(secret, t.clock.now()) })).body.status).toBe('SUCCESS');
  });

  it('logs in with the enrolled passkey; eight copies of one assertion open one session', async () => {
    const authenticator = await enrollPasskey();
    const started = await sca('login/start', { factor: 'PASSKEY' });
    expect(started.body).toMatchObject({ factor: 'PASSKEY', relyingPartyId: 'localhost', passkeyOptions: { allowCredentials: [{ id: authenticator.credentialId }] } });
    const a = await authenticator.assert(started.body.passkeyOptions.challenge);
    const passkeyAssertion = { id: a.credentialId, rawId: a.credentialId, type: 'public-key', response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => sca('login/complete', { factor: 'PASSKEY', endUserIpAddress: ip, passkeyAssertion, origin: authenticator.origin })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
  });
});

describe('security events', () => {
  it('escalates the lockout with each failed login (5: 15 min, 6: 30 min, ..., 9: suspended) and a password reset clears it', async () => {
    const record = () => sca('record-event', { eventType: 'FAILED_LOGIN_ATTEMPT' });
    for (let i = 1; i <= 4; i += 1) expect((await record()).body).toEqual({ eventType: 'FAILED_LOGIN_ATTEMPT', suspended: false, failedAttempts: i });
    expect((await record()).body).toMatchObject({ failedAttempts: 5, lockedUntil: new Date(t.clock.now() + 15 * 60_000).toISOString() });
    expect((await record()).status).toBe(423);
    for (const minutes of [15, 30, 60, 24 * 60]) {
      t.sandbox.advanceClock(minutes * 60_000);
      const answer = await record();
      if (minutes === 24 * 60) expect(answer.body).toMatchObject({ suspended: true, failedAttempts: 9 });
    }
    expect((await sca('login/start', { factor: 'SMS_OTP' })).status).toBe(200);
    const started = await sca('login/start', { factor: 'SMS_OTP' });
    expect((await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, challengeId: started.body.challengeId, code: '123456' })).body).toMatchObject({ code: 'ACCOUNT_LOCKED', details: { suspended: true } });
    expect((await sca('record-event', { eventType: 'RESET_PASSWORD_COMPLETED' })).body).toEqual({ eventType: 'RESET_PASSWORD_COMPLETED', suspended: false, failedAttempts: 0 });
  });

  it('revokes the SCA session on a password reset: authorizing then needs a new login (409 SCA_SESSION_REQUIRED)', async () => {
    await sca('record-event', { eventType: 'RESET_PASSWORD_COMPLETED' });
    const quote = await euQuoteAwaitingSca();
    expect((await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } })).body.code).toBe('SCA_SESSION_REQUIRED');
    const started = await sca('login/start', { factor: 'SMS_OTP' });
    await sca('login/complete', { factor: 'SMS_OTP', endUserIpAddress: ip, challengeId: started.body.challengeId, code: '123456' });
    expect((await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } })).body.status).toBe('PROCESSING');
  });
});

describe('2FA reset', () => {
  it('resets a lost TOTP after liveness passes on the clock, and reports re-enrollment', async () => {
    expect((await sca('factors/reset', { factor: 'TOTP' })).status).toBe(400);
    await enrollTotp();
    const started = await sca('factors/reset', { factor: 'TOTP' });
    expect(started).toMatchObject({ status: 201, body: { resetId: expect.any(String), verificationLink: expect.stringMatching(/^https:/) } });
    const status = () => t.call('GET', `/sca/factors/reset/${started.body.resetId}?customerId=${elodie()}`);
    expect((await status()).body).toMatchObject({ status: 'INITIATED', factor: 'TOTP', enrollmentStatus: 'PENDING' });
    expect((await sca(`factors/reset/${started.body.resetId}/complete`)).status).toBe(400);
    t.sandbox.advanceClock(5_000);
    expect((await status()).body.status).toBe('PENDING_REVIEW');
    t.sandbox.advanceClock(5_000);
    expect((await status()).body.status).toBe('LIVENESS_PASSED');
    expect((await sca(`factors/reset/${started.body.resetId}/complete`)).status).toBe(204);
    expect((await t.call('GET', `/sca/factors?customerId=${elodie()}`)).body.factors.map((f: { factor: string }) => f.factor)).toEqual(['SMS_OTP']);
    expect((await status()).body).toMatchObject({ status: 'COMPLETED', enrollmentStatus: 'PENDING', completedAt: expect.any(String) });
    await enrollTotp();
    expect((await status()).body.enrollmentStatus).toBe('COMPLETED');
    expect((await t.call('GET', `/sca/factors/reset/${started.body.resetId}?customerId=${t.world.acme.id}`)).status).toBe(409);
  });

  it('needs the new number to reset SMS_OTP, expires unfinished resets, and allows five a day (then 429 with Retry-After)', async () => {
    const first = await sca('factors/reset', { factor: 'SMS_OTP' });
    t.sandbox.advanceClock(10_000);
    expect((await sca(`factors/reset/${first.body.resetId}/complete`)).body.details.errors[0].field).toBe('mobile');
    expect((await sca(`factors/reset/${first.body.resetId}/complete`, { mobile: { countryCode: '+33', number: '698765432' } })).status).toBe(204);
    const customer = await t.call('GET', `/customers/${elodie()}`);
    expect(customer.body.phoneNumber).toBe('+33698765432');
    const second = await sca('factors/reset', { factor: 'SMS_OTP' });
    t.sandbox.advanceClock(31 * 60_000);
    expect((await t.call('GET', `/sca/factors/reset/${second.body.resetId}?customerId=${elodie()}`)).body.status).toBe('EXPIRED');
    for (let i = 0; i < 3; i += 1) expect((await sca('factors/reset', { factor: 'SMS_OTP' })).status).toBe(201);
    const limited = await sca('factors/reset', { factor: 'SMS_OTP' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
