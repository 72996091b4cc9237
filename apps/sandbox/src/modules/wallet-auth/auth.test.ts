import { beforeEach, describe, expect, it } from 'vitest';
import { decryptSessionSigningKey, encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { hpkeSealForTest } from '../../test-support/hpke.js';
import { bytesToBase64url } from '@wallet-kit/key-store/encoding';
import { expectSessionKey, signInWithOtp, signed, testIssuer, testSandbox, type TestSandbox } from '../../test-support/client.js';
import { oidcNonce } from './oauth.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

const emailCredential = () => t.world.credential(t.world.aliceWallet.id, 'EMAIL_OTP');

async function firstLeg(credentialId = emailCredential().id) {
  const key = await t.keys.createSigningKey();
  const challenge = await t.call('POST', `/auth/credentials/${credentialId}/challenge`);
  const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: t.sandbox.enclaveKeys.otpBundle });
  const body = { type: 'EMAIL_OTP', encryptedOtpBundle };
  const first = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body });
  return { key, body, first, credentialId };
}

describe('e-mail and SMS OTP sign-in', () => {
  it('issues an enclave-signed target bundle that the kit verifies against GET /sandbox/enclave-keys', async () => {
    const keys = await t.call('GET', '/sandbox/enclave-keys', { auth: false });
    expect(keys.body.otpBundle).toBe(t.sandbox.enclaveKeys.otpBundle);
    const challenge = await t.call('POST', `/auth/credentials/${emailCredential().id}/challenge`);
    expect(challenge.status).toBe(200);
    const bundle = JSON.parse(challenge.body.otpEncryptionTargetBundle);
    expect(bundle).toMatchObject({ version: 'v1.0.0', enclaveQuorumPublic: keys.body.otpBundle });
    expect(JSON.parse(Buffer.from(bundle.data, 'hex').toString()).targetPublic).toMatch(/^04[0-9a-f]{128}$/);
  });

  it('signs in in two legs: 202 with a verification token, then the stamped retry gives a 15-minute session', async () => {
    const { session, key } = await signInWithOtp(t, emailCredential().id);
    expect(session).toMatchObject({ accountId: t.world.aliceWallet.id, type: 'EMAIL_OTP', nickname: 'alice@example.com' });
    expect(session.encryptedSessionSigningKey).toBeUndefined();
    expect(Date.parse(session.expiresAt) - t.clock.now()).toBe(15 * 60_000);
    await expectSessionKey(t, session.id, key);
  });

  it('signs in with SMS OTP the same way', async () => {
    const { session } = await signInWithOtp(t, t.world.credential(t.world.aliceWallet.id, 'SMS_OTP').id);
    expect(session).toMatchObject({ type: 'SMS_OTP', nickname: '+14155550123' });
  });

  it('binds the verification token to the sealed key: the 202 payload is a JWT naming it', async () => {
    const { first, key } = await firstLeg();
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ type: 'EMAIL_OTP', requestId: expect.stringMatching(/^Request:/) });
    const claims = JSON.parse(Buffer.from(first.body.payloadToSign.split('.')[1], 'base64url').toString());
    expect(claims.public_key).toBe(key.publicKey.compressed);
  });

  it('answers 401 UNAUTHORIZED to a wrong code and to the wrong-OTP scenario', async () => {
    await expect(signInWithOtp(t, emailCredential().id, { code: '123123' })).rejects.toThrow(/verify: 401 .*UNAUTHORIZED/);
    t.sandbox.setScenarios({ wrongOtp: true });
    await expect(signInWithOtp(t, emailCredential().id)).rejects.toThrow(/verify: 401/);
    await expect(signInWithOtp(t, emailCredential().id)).resolves.toBeDefined();
  });

  it('rejects an uncompressed public_key inside the bundle with "Invalid wallet request." even with the right code', async () => {
    const key = await t.keys.createSigningKey();
    const challenge = await t.call('POST', `/auth/credentials/${emailCredential().id}/challenge`);
    const targetPublic = JSON.parse(Buffer.from(JSON.parse(challenge.body.otpEncryptionTargetBundle).data, 'hex').toString()).targetPublic;
    const encryptedOtpBundle = await hpkeSealForTest(JSON.stringify({ otp_code: '000000', public_key: key.publicKey.uncompressed }), targetPublic);
    const answer = await t.call('POST', `/auth/credentials/${emailCredential().id}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'INVALID_INPUT', reason: 'Invalid wallet request.' });
  });

  it('answers 401 when no challenge is pending, and a code expires with its challenge', async () => {
    const { body } = await firstLeg();
    const again = await t.call('POST', `/auth/credentials/${emailCredential().id}/verify`, { body });
    expect(again.status).toBe(401);
    const key = await t.keys.createSigningKey();
    const challenge = await t.call('POST', `/auth/credentials/${emailCredential().id}/challenge`);
    const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle: challenge.body.otpEncryptionTargetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner: t.sandbox.enclaveKeys.otpBundle });
    t.sandbox.advanceClock(11 * 60_000);
    expect((await t.call('POST', `/auth/credentials/${emailCredential().id}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle } })).status).toBe(401);
  });
});

describe('the signed retry answers the exact 401 codes', () => {
  it('WALLET_SIGNATURE_MISSING when Request-Id comes without a signature', async () => {
    const { first, body, credentialId } = await firstLeg();
    const answer = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers: { 'Request-Id': first.body.requestId } });
    expect(answer).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_MISSING' } });
  });

  it('REQUEST_ID_MISSING when the signature comes without Request-Id', async () => {
    const { first, body, key, credentialId } = await firstLeg();
    const answer = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers: { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, key) } });
    expect(answer).toMatchObject({ status: 401, body: { code: 'REQUEST_ID_MISSING' } });
  });

  it('WALLET_SIGNATURE_MALFORMED for a header that is not a stamp', async () => {
    const { first, body, credentialId } = await firstLeg();
    for (const header of ['not base64url!', bytesToBase64url(new TextEncoder().encode('{"publicKey":"02","scheme":"X"}'))]) {
      const answer = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers: { 'Service-Wallet-Signature': header, 'Request-Id': first.body.requestId } });
      expect(answer).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_MALFORMED' } });
    }
  });

  it('WALLET_SIGNATURE_INVALID for a stamp by another key or over another payload', async () => {
    const { first, body, credentialId } = await firstLeg();
    const other = await t.keys.createSigningKey();
    const byOther = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers: { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, other), 'Request-Id': first.body.requestId } });
    expect(byOther).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_INVALID' } });
  });

  it('WALLET_SIGNATURE_BODY_MISMATCH when the retry body differs from the first call', async () => {
    const { first, key, credentialId } = await firstLeg();
    const answer = await t.call('POST', `/auth/credentials/${credentialId}/verify`, {
      body: { type: 'EMAIL_OTP', encryptedOtpBundle: '{"encappedPublic":"04","ciphertext":"00"}' },
      headers: { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, key), 'Request-Id': first.body.requestId },
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_BODY_MISMATCH' } });
  });

  it('accepts a requestId once, and not after it expires', async () => {
    const { first, body, key, credentialId } = await firstLeg();
    const headers = { 'Service-Wallet-Signature': await stampPayload(first.body.payloadToSign, key), 'Request-Id': first.body.requestId };
    expect((await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers })).status).toBe(200);
    expect(await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers })).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const late = await firstLeg();
    t.sandbox.advanceClock(5 * 60_000 + 1);
    const answer = await t.call('POST', `/auth/credentials/${credentialId}/verify`, {
      body: late.body,
      headers: { 'Service-Wallet-Signature': await stampPayload(late.first.body.payloadToSign, late.key), 'Request-Id': late.first.body.requestId },
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('takes sandbox-valid-signature unless strictSignatures is on', async () => {
    const { first, body, credentialId } = await firstLeg();
    const loose = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body, headers: { 'Service-Wallet-Signature': 'sandbox-valid-signature', 'Request-Id': first.body.requestId } });
    expect(loose.status).toBe(200);
    t = await testSandbox({ strictSignatures: true });
    const strict = await firstLeg();
    const refused = await t.call('POST', `/auth/credentials/${strict.credentialId}/verify`, { body: strict.body, headers: { 'Service-Wallet-Signature': 'sandbox-valid-signature', 'Request-Id': strict.first.body.requestId } });
    expect(refused).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_MALFORMED' } });
  });
});

describe('sessions', () => {
  it('lists active sessions and drops them after 15 minutes of sandbox clock', async () => {
    const { session } = await signInWithOtp(t, emailCredential().id);
    const list = await t.call('GET', `/auth/sessions?accountId=${t.world.aliceWallet.id}`);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([session.id]);
    t.sandbox.advanceClock(15 * 60_000);
    expect((await t.call('GET', `/auth/sessions?accountId=${t.world.aliceWallet.id}`)).body.data).toEqual([]);
    expect((await t.call('GET', '/auth/sessions')).status).toBe(400);
  });

  it('refreshes with a compressed key (client-held) and with an uncompressed key (legacy, sealed session key)', async () => {
    const { session, key } = await signInWithOtp(t, emailCredential().id);
    const next = await t.keys.createSigningKey();
    const { challenge, result } = await signed(t, 'POST', `/auth/sessions/${session.id}/refresh`, { clientPublicKey: next.publicKey.compressed }, key);
    expect(challenge.status).toBe(202);
    expect(JSON.parse(challenge.body.payloadToSign).parameters.targetPublicKey).toBe(next.publicKey.compressed);
    expect(result.status).toBe(201);
    expect(result.body.encryptedSessionSigningKey).toBeUndefined();

    const decryptionKey = await t.keys.createDecryptionKey();
    const legacy = await signed(t, 'POST', `/auth/sessions/${result.body.id}/refresh`, { clientPublicKey: decryptionKey.publicKey.uncompressed }, next);
    expect(legacy.result.status).toBe(201);
    const sessionKey = await decryptSessionSigningKey(legacy.result.body.encryptedSessionSigningKey, decryptionKey, { keyStore: t.keys });
    // The decrypted key signs for the new session.
    const out = await signed(t, 'DELETE', `/auth/sessions/${legacy.result.body.id}`, undefined, sessionKey);
    expect(out.result.status).toBe(204);
  });

  it('signs out with a 202 then 204, after which the session is 404', async () => {
    const { session, key } = await signInWithOtp(t, emailCredential().id);
    const { challenge, result } = await signed(t, 'DELETE', `/auth/sessions/${session.id}`, undefined, key);
    expect([challenge.status, result.status]).toEqual([202, 204]);
    expect((await t.call('DELETE', `/auth/sessions/${session.id}`)).status).toBe(404);
    expect((await signed(t, 'POST', `/auth/sessions/${session.id}/refresh`, { clientPublicKey: key.publicKey.compressed }, key)).result.status).toBe(401);
  });
});

describe('credentials', () => {
  it('adds an SMS credential with a signature from an existing session, then verifies it', async () => {
    const wallet = t.world.elodieWallet;
    const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
    const unsigned = await t.call('POST', '/auth/credentials', { body: { type: 'SMS_OTP', accountId: wallet.id } });
    expect(unsigned.status).toBe(202);
    expect(unsigned.body.type).toBe('SMS_OTP');
    const { result } = await signed(t, 'POST', '/auth/credentials', { type: 'SMS_OTP', accountId: wallet.id }, key);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ type: 'SMS_OTP', nickname: '+33612345678', otpEncryptionTargetBundle: expect.any(String) });
    const again = await t.call('POST', '/auth/credentials', { body: { type: 'SMS_OTP', accountId: wallet.id } });
    expect(again.body.code).toBe('SMS_OTP_CREDENTIAL_ALREADY_EXISTS');
    const { session } = await signInWithOtp(t, result.body.id);
    expect(session.type).toBe('SMS_OTP');
    const list = await t.call('GET', `/auth/credentials?accountId=${wallet.id}`);
    expect(list.body.data).toHaveLength(2);
  });

  it('revokes a credential only with another credential\'s session, and never the last one', async () => {
    const wallet = t.world.aliceWallet;
    const email = t.world.credential(wallet.id, 'EMAIL_OTP');
    const sms = t.world.credential(wallet.id, 'SMS_OTP');
    const { key: emailKey } = await signInWithOtp(t, email.id);
    const own = await signed(t, 'DELETE', `/auth/credentials/${email.id}`, undefined, emailKey);
    expect(own.result).toMatchObject({ status: 401, body: { code: 'WALLET_SIGNATURE_INVALID' } });
    const revoked = await signed(t, 'DELETE', `/auth/credentials/${sms.id}`, undefined, emailKey);
    expect(revoked.result.status).toBe(204);
    const last = await t.call('DELETE', `/auth/credentials/${email.id}`);
    expect(last.status).toBe(400);
    expect((await t.call('DELETE', '/auth/credentials/AuthMethod:00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('OAUTH', () => {
  let idp: Awaited<ReturnType<typeof testIssuer>>;
  let token: (claims: Record<string, unknown>) => Promise<string>;
  beforeEach(async () => {
    idp = await testIssuer();
    token = (claims) => idp.sign(claims);
    t = await testSandbox({ oidcIssuers: [idp.issuer] });
  });

  it('registers an OIDC identity and verifies a fresh token whose nonce is the hex SHA-256 of clientPublicKey', async () => {
    const wallet = t.world.aliceWallet;
    const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
    const identity = { iss: 'https://accounts.google.com', aud: 'wallet-kit', sub: '1122334455', email: 'alice@example.com' };
    const iat = Math.floor(t.clock.now() / 1000);
    const { result } = await signed(t, 'POST', '/auth/credentials', { type: 'OAUTH', accountId: wallet.id, oidcToken: await token({ ...identity, iat }) }, key);
    expect(result.status).toBe(201);
    const client = await t.keys.createSigningKey();
    const verify = async (claims: Record<string, unknown>, clientPublicKey = client.publicKey.compressed) =>
      t.call('POST', `/auth/credentials/${result.body.id}/verify`, { body: { type: 'OAUTH', oidcToken: await token(claims), clientPublicKey } });
    const ok = await verify({ ...identity, iat, nonce: oidcNonce(client.publicKey.compressed) });
    expect(ok.status).toBe(200);
    await expectSessionKey(t, ok.body.id, client);
    expect((await verify({ ...identity, iat, nonce: 'ab' })).status).toBe(401);
    expect((await verify({ ...identity, sub: 'someone-else', iat, nonce: oidcNonce(client.publicKey.compressed) })).status).toBe(401);
    t.sandbox.advanceClock(60_000);
    expect((await verify({ ...identity, iat, nonce: oidcNonce(client.publicKey.compressed) })).status).toBe(401);
    const legacyKey = await t.keys.createDecryptionKey();
    const legacy = await verify({ ...identity, iat: Math.floor(t.clock.now() / 1000), nonce: oidcNonce(legacyKey.publicKey.uncompressed) }, legacyKey.publicKey.uncompressed);
    expect(legacy.status).toBe(200);
    const sessionKey = await decryptSessionSigningKey(legacy.body.encryptedSessionSigningKey, legacyKey, { keyStore: t.keys });
    await expectSessionKey(t, legacy.body.id, sessionKey);
  });
});
