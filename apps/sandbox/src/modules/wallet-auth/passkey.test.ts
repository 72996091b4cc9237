import { beforeEach, describe, expect, it } from 'vitest';
import { expectSessionKey, signInWithOtp, signed, testSandbox, type TestSandbox } from '../../test-support/client.js';
import { createAuthenticator, hexChallengeToWebauthn, registrationChallenge } from '../../test-support/webauthn.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await testSandbox();
});

async function registerPasskey(authenticator: Awaited<ReturnType<typeof createAuthenticator>>) {
  const wallet = t.world.aliceWallet;
  const { key } = await signInWithOtp(t, t.world.credential(wallet.id, 'EMAIL_OTP').id);
  const challenge = registrationChallenge();
  const body = { type: 'PASSKEY', accountId: wallet.id, nickname: 'Test laptop', challenge, attestation: authenticator.register(challenge) };
  return { ...(await signed(t, 'POST', '/auth/credentials', body, key)), body, key };
}

describe('passkey credentials', () => {
  it('registers a passkey whose attestation @simplewebauthn/server verifies, after a signed 202', async () => {
    const authenticator = await createAuthenticator();
    const { challenge, result } = await registerPasskey(authenticator);
    expect(challenge.status).toBe(202);
    expect(JSON.parse(challenge.body.payloadToSign).type).toBe('ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2');
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ type: 'PASSKEY', nickname: 'Test laptop', credentialId: authenticator.credentialId });
  });

  it('refuses an attestation made for another challenge, origin or relying party', async () => {
    const wallet = t.world.aliceWallet;
    const authenticator = await createAuthenticator();
    const base = { type: 'PASSKEY', accountId: wallet.id, nickname: 'x' };
    const wrongChallenge = await t.call('POST', '/auth/credentials', { body: { ...base, challenge: registrationChallenge(), attestation: authenticator.register(registrationChallenge()) } });
    expect(wrongChallenge.status).toBe(400);
    const c1 = registrationChallenge();
    const evilOrigin = await t.call('POST', '/auth/credentials', { body: { ...base, challenge: c1, attestation: authenticator.register(c1, 'https://evil.example') } });
    expect(evilOrigin.status).toBe(400);
    const otherRp = await createAuthenticator({ rpId: 'evil.example' });
    const c2 = registrationChallenge();
    expect((await t.call('POST', '/auth/credentials', { body: { ...base, challenge: c2, attestation: otherRp.register(c2) } })).status).toBe(400);
  });

  it('signs in with the hex challenge convention: WebAuthn challenge = UTF-8 bytes of the hex SHA-256', async () => {
    const authenticator = await createAuthenticator();
    const { result } = await registerPasskey(authenticator);
    const client = await t.keys.createSigningKey();
    const challenge = await t.call('POST', `/auth/credentials/${result.body.id}/challenge`, { body: { clientPublicKey: client.publicKey.compressed } });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toMatchObject({ credentialId: authenticator.credentialId, challenge: expect.stringMatching(/^[0-9a-f]{64}$/), requestId: expect.any(String) });
    const assertion = await authenticator.assert(hexChallengeToWebauthn(challenge.body.challenge));
    const verify = (requestId?: string) =>
      t.call('POST', `/auth/credentials/${result.body.id}/verify`, { body: { type: 'PASSKEY', assertion }, headers: requestId ? { 'Request-Id': requestId } : {} });
    expect((await verify()).body.code).toBe('REQUEST_ID_MISSING');
    const session = await verify(challenge.body.requestId);
    expect(session.status).toBe(200);
    await expectSessionKey(t, session.body.id, client);
    // The requestId is spent.
    expect((await verify(challenge.body.requestId)).status).toBe(401);
  });

  it('refuses an assertion over the raw hex (not its UTF-8 bytes) or from another authenticator', async () => {
    const authenticator = await createAuthenticator();
    const { result } = await registerPasskey(authenticator);
    const client = await t.keys.createSigningKey();
    const challenge = await t.call('POST', `/auth/credentials/${result.body.id}/challenge`, { body: { clientPublicKey: client.publicKey.compressed } });
    const wrongEncoding = await authenticator.assert(Buffer.from(challenge.body.challenge, 'hex').toString('base64url'));
    const answer = await t.call('POST', `/auth/credentials/${result.body.id}/verify`, { body: { type: 'PASSKEY', assertion: wrongEncoding }, headers: { 'Request-Id': challenge.body.requestId } });
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const stranger = await createAuthenticator();
    const foreign = await stranger.assert(hexChallengeToWebauthn(challenge.body.challenge));
    expect((await t.call('POST', `/auth/credentials/${result.body.id}/verify`, { body: { type: 'PASSKEY', assertion: foreign }, headers: { 'Request-Id': challenge.body.requestId } })).status).toBe(401);
  });

  it('needs a valid clientPublicKey on the passkey challenge', async () => {
    const { result } = await registerPasskey(await createAuthenticator());
    const answer = await t.call('POST', `/auth/credentials/${result.body.id}/challenge`, { body: { clientPublicKey: '02abcd' } });
    expect(answer.status).toBe(400);
    expect(answer.body.details.errors[0].field).toBe('clientPublicKey');
  });
});
