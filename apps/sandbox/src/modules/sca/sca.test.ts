import { beforeEach, describe, expect, it } from 'vitest';
import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { balanceOf, testSandbox, type TestSandbox } from '../../test-support/client.js';
import { createAuthenticator } from '../../test-support/webauthn.js';
import { base32Decode, base32Encode, hotp, totp } from './totp.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

const euQuote = async (overrides: Record<string, unknown> = {}) =>
  (
    await t.call('POST', '/quotes', {
      body: {
        source: { sourceType: 'ACCOUNT', accountId: t.world.elodieEur.id },
        destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.elodie.id, 'EUR').id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 5_000,
        ...overrides,
      },
    })
  ).body;

describe('SCA on execute for customers in an SCA region', () => {
  it('answers PENDING_AUTHORIZATION with an SMS challenge, 409 on execute again, and releases on 123456', async () => {
    const quote = await euQuote();
    const before = (await balanceOf(t, t.world.elodieEur.id));
    const executed = await t.call('POST', `/quotes/${quote.id}/execute`);
    expect(executed.body).toMatchObject({ status: 'PENDING_AUTHORIZATION', scaChallenge: { factor: 'SMS_OTP', availableFactors: ['SMS_OTP'], id: expect.stringMatching(/^ScaChallenge:/) } });
    expect(executed.body.scaChallenge.purpose).toBeUndefined();
    expect((await balanceOf(t, t.world.elodieEur.id))).toBe(before);
    expect((await t.call('POST', `/quotes/${quote.id}/execute`)).status).toBe(409);
    const authorized = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } });
    expect(authorized.body.status).toBe('PROCESSING');
    expect(authorized.body.scaChallenge).toBeUndefined();
    expect((await balanceOf(t, t.world.elodieEur.id))).toBe(before - quote.totalSendingAmount);
  });

  it('needs two authorizations in a row for a cross-currency send, each with a new challenge id', async () => {
    const quote = await euQuote({ destination: { destinationType: 'ACCOUNT', accountId: t.world.external(t.world.elodie.id, 'USD').id } });
    const first = (await t.call('POST', `/quotes/${quote.id}/execute`)).body.scaChallenge;
    expect(first.purpose).toBe('CURRENCY_CONVERSION');
    const second = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } });
    expect(second.body.status).toBe('PENDING_AUTHORIZATION');
    expect(second.body.scaChallenge.id).not.toBe(first.id);
    expect(second.body.scaChallenge.purpose).toBe('PAYOUT');
    const done = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } });
    expect(done.body.status).toBe('PROCESSING');
  });

  it('runs as many rounds as the two-round scenario says, even same-currency', async () => {
    t.sandbox.setScenarios({ scaRounds: 2 });
    const quote = await euQuote();
    await t.call('POST', `/quotes/${quote.id}/execute`);
    expect((await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } })).body.status).toBe('PENDING_AUTHORIZATION');
    expect((await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } })).body.status).toBe('PROCESSING');
  });

  it('counts wrong codes: 400, then 429 with Retry-After, then 423 ACCOUNT_LOCKED', async () => {
    const quote = await euQuote();
    await t.call('POST', `/quotes/${quote.id}/execute`);
    const wrong = () => t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '000000' } });
    for (let i = 0; i < 3; i += 1) expect((await wrong()).status).toBe(400);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    t.sandbox.advanceClock(30_000);
    expect((await wrong()).status).toBe(400);
    t.sandbox.advanceClock(30_000);
    expect((await wrong()).status).toBe(400);
    const locked = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } });
    expect(locked).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED', details: { failedAttempts: 5, suspended: false } } });
    // OpenAPI Error423: `lockedUntil` says when the customer may retry.
    expect(Date.parse(locked.body.details.lockedUntil)).toBe(t.sandbox.now() + 15 * 60_000);
  });

  it('says a suspended login is suspended, with no time to wait for (423, details.suspended)', async () => {
    const record = () => t.call('POST', `/sca/record-event?customerId=${t.world.elodie.id}`, { body: { eventType: 'FAILED_LOGIN_ATTEMPT' } });
    for (let i = 0; i < 5; i += 1) await record();
    // Each lock waited out, the next failure escalates it: 15 min, 30, 1 h, 24 h, then suspension.
    for (const minutes of [15, 30, 60, 24 * 60]) {
      t.sandbox.advanceClock(minutes * 60_000);
      await record();
    }
    const quote = await euQuote();
    await t.call('POST', `/quotes/${quote.id}/execute`);
    const locked = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } });
    expect(locked).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED', details: { suspended: true, lockedUntil: null } } });
  });

  it('asks for the factor the execute names, and refuses TOTP, which cannot approve one payment', async () => {
    const quote = await euQuote();
    const totp = await t.call('POST', `/quotes/${quote.id}/execute`, { body: { scaFactor: 'TOTP' } });
    expect(totp).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', details: { errors: [{ field: 'scaFactor' }] } } });
    const sms = await t.call('POST', `/quotes/${quote.id}/execute`, { body: { scaFactor: 'SMS_OTP' } });
    expect(sms.body).toMatchObject({ status: 'PENDING_AUTHORIZATION', scaChallenge: { factor: 'SMS_OTP' } });
  });

  it('labels the text-message factor with the phone number, all but its last two digits hidden', async () => {
    const { factors } = (await t.call('GET', `/sca/factors?customerId=${t.world.elodie.id}`)).body;
    const sms = factors.find((factor: { factor: string }) => factor.factor === 'SMS_OTP');
    expect(sms.name).toMatch(/^••• ••• ••\d\d$/);
    expect(sms.name.replace(/\D/g, '')).toHaveLength(2);
  });

  it('answers 409 outside SCA regions and when nothing is pending', async () => {
    const us = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 } })).body;
    expect((await t.call('POST', `/quotes/${us.id}/authorize`, { body: { code: '123456' } })).status).toBe(409);
    const eu = await euQuote();
    expect((await t.call('POST', `/quotes/${eu.id}/authorize`, { body: { code: '123456' } })).status).toBe(409);
    expect((await t.call('POST', `/sca/factors?customerId=${t.world.alice.id}`, { body: { type: 'TOTP' } })).status).toBe(409);
    expect((await t.call('POST', `/customers/${t.world.alice.id}/verify-email`)).status).toBe(409);
    // Élodie's e-mail is verified already: the document answers 409 for that too (a new EU customer's answers 204).
    expect((await t.call('POST', `/customers/${t.world.elodie.id}/verify-email`)).status).toBe(409);
  });

  it('re-sends an SMS code at most every 30 seconds, and refuses after the challenge expires', async () => {
    t.sandbox.setScenarios({ quoteExpiresInSeconds: 900 });
    const quote = await euQuote();
    await t.call('POST', `/quotes/${quote.id}/execute`);
    expect((await t.call('POST', `/quotes/${quote.id}/authorize/resend`)).status).toBe(429);
    t.sandbox.advanceClock(30_000);
    expect((await t.call('POST', `/quotes/${quote.id}/authorize/resend`)).status).toBe(204);
    t.sandbox.advanceClock(5 * 60_000);
    expect((await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { code: '123456' } })).status).toBe(400);
  });

  it('challenges a realtime-funding quote at creation (202) and withholds its instructions until authorized', async () => {
    const created = await t.call('POST', '/quotes', {
      body: { source: { sourceType: 'REALTIME_FUNDING', currency: 'EUR', customerId: t.world.elodie.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.elodieWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 2_000 },
    });
    expect(created.status).toBe(202);
    expect(created.body.status).toBe('PENDING_AUTHORIZATION');
    expect(created.body.paymentInstructions).toBeUndefined();
    const authorized = await t.call('POST', `/quotes/${created.body.id}/authorize`, { body: { code: '123456' } });
    expect(authorized.body.status).toBe('PENDING');
    expect(authorized.body.paymentInstructions[0].accountOrWalletInfo.accountType).toBe('EUR_ACCOUNT');
  });
});

describe('SCA enrollment', () => {
  it('enrolls TOTP with a real RFC 6238 code and refuses a wrong one', async () => {
    const start = await t.call('POST', `/sca/factors?customerId=${t.world.elodie.id}`, { body: { type: 'TOTP' } });
    expect(start.body.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(base32Decode(start.body.secretBase32Encoded)).toEqual(hexToBytes(start.body.secret));
    const wrong = await t.call('POST', `/sca/factors/confirm?customerId=${t.world.elodie.id}`, { body: { type: 'TOTP', secret: start.body.secret, code: totp(hexToBytes(start.body.secret), t.clock.now() - 120_000) } });
    expect(wrong.status).toBe(400);
    const code = totp(hexToBytes(start.body.secret), t.clock.now());
    const confirmed = await t.call('POST', `/sca/factors/confirm?customerId=${t.world.elodie.id}`, { body: { type: 'TOTP', secret: start.body.secret, code } });
    expect(confirmed.body).toMatchObject({ type: 'TOTP', recoveryCodes: expect.arrayContaining([expect.any(String)]) });
    expect((await t.call('GET', `/sca/factors?customerId=${t.world.elodie.id}`)).body.factors.map((f: { factor: string }) => f.factor)).toEqual(['SMS_OTP', 'TOTP']);
  });

  it('enrolls one passkey, which then authorizes a payment through passkeyAssertionOptions', async () => {
    const customerId = t.world.elodie.id;
    const start = await t.call('POST', `/sca/factors?customerId=${customerId}`, { body: { type: 'PASSKEY' } });
    expect(start.body).toMatchObject({ type: 'PASSKEY', relyingPartyId: 'localhost', allowedOrigins: expect.any(Array) });
    const authenticator = await createAuthenticator();
    const registration = authenticator.register(start.body.options.challenge);
    const credential = { id: registration.credentialId, rawId: registration.credentialId, type: 'public-key', response: { clientDataJSON: registration.clientDataJson, attestationObject: registration.attestationObject } };
    const confirmed = await t.call('POST', `/sca/factors/confirm?customerId=${customerId}`, { body: { type: 'PASSKEY', origin: authenticator.origin, credential } });
    expect(confirmed.body).toMatchObject({ type: 'PASSKEY', factor: { factor: 'PASSKEY', credentialId: authenticator.credentialId } });
    expect((await t.call('POST', `/sca/factors?customerId=${customerId}`, { body: { type: 'PASSKEY' } })).body.code).toBe('PASSKEY_ALREADY_ENROLLED');

    const quote = await euQuote();
    const executed = await t.call('POST', `/quotes/${quote.id}/execute`, { body: { scaFactor: 'PASSKEY' } });
    const challenge = executed.body.scaChallenge;
    expect(challenge).toMatchObject({ factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY'] });
    expect(challenge.passkeyAllowedOrigins).toBeUndefined();
    expect(challenge.passkeyAssertionOptions.allowCredentials[0].id).toBe(authenticator.credentialId);
    expect((await t.call('POST', `/quotes/${quote.id}/authorize/resend`)).status).toBe(409);
    const a = await authenticator.assert(challenge.passkeyAssertionOptions.challenge);
    const passkeyAssertion = { id: a.credentialId, rawId: a.credentialId, type: 'public-key', response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature } };
    const withoutOrigin = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { passkeyAssertion } });
    expect(withoutOrigin).toMatchObject({ status: 400, body: { details: { errors: [{ field: 'origin' }] } } });
    const authorized = await t.call('POST', `/quotes/${quote.id}/authorize`, { body: { passkeyAssertion, origin: authenticator.origin } });
    expect(authorized.body.status).toBe('PROCESSING');

    expect((await t.call('DELETE', `/sca/factors/${authenticator.credentialId}?customerId=${customerId}`)).status).toBe(204);
    expect((await t.call('DELETE', `/sca/factors/${authenticator.credentialId}?customerId=${customerId}`)).status).toBe(404);
  });
});

describe('passkey origins', () => {
  it('lists only exact origins as allowedOrigins, never port patterns a page could not match', async () => {
    const t = await testSandbox({ passkeys: { origins: ['http://localhost:*', 'https://app.example.com'] } });
    const start = await t.call('POST', `/sca/factors?customerId=${t.world.elodie.id}`, { body: { type: 'PASSKEY' } });
    expect(start.body.allowedOrigins).toEqual(['https://app.example.com']);
  });
});

describe('TOTP (RFC 6238 Appendix B, SHA-1 vectors)', () => {
  const secret = new TextEncoder().encode('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totp(secret, seconds * 1000, 30, 8)).toBe(code);
  });
  it('matches RFC 4226 Appendix D HOTP values and round-trips base32', () => {
    expect([0, 1, 2].map((c) => hotp(secret, c))).toEqual(['755224', '287082', '359152']);
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(new TextDecoder().decode(base32Decode('MZXW6YTBOI'))).toBe('foobar');
  });
});
