import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { oidcToken, signIn, testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

const token = (t: TestWorld, sub: string) => oidcToken(t.sandbox, { aud: 'wallet-kit-tests', sub, iat: Math.floor(t.sandbox.now() / 1000) });

describe('credentials', () => {
  it('adds a credential with a signed call from the current session, lists it, and revokes it', async () => {
    const client = t.clientFor(t.world.alice.id);
    await signIn(client, t.world.alice.email);
    const added = await client.credentials.addOAuthCredential({ accountId: t.world.alice.wallet, oidcToken: await token(t, 'alice-oauth') });
    expect(added).toMatchObject({ type: 'OAUTH', accountId: t.world.alice.wallet });
    const adds = t.seen.filter((request) => request.method === 'POST' && request.path === '/auth/credentials');
    expect(adds.map((request) => Object.keys(request.headers).sort())).toEqual([[], ['request-id', 'service-wallet-signature']]);
    expect((await client.credentials.listCredentials(t.world.alice.wallet)).map((credential) => credential.id)).toContain(added.id);

    await client.credentials.revokeCredential(added.id);
    expect(t.sandbox.inspect.credentialExists(added.id)).toBe(false);
    expect((await client.credentials.listCredentials(t.world.alice.wallet)).map((credential) => credential.id)).not.toContain(added.id);
  });

  it('adds an SMS credential whose first code then signs in', async () => {
    const client = t.clientFor(t.world.elodie.id);
    await signIn(client, t.world.elodie.email);
    const sms = await client.credentials.addOtpCredential({ accountId: t.world.elodie.wallet, type: 'SMS_OTP' });
    expect(sms).toMatchObject({ type: 'SMS_OTP', otpEncryptionTargetBundle: expect.any(String) });
    const other = t.clientFor(t.world.elodie.id);
    const flow = await other.auth.startOtpSignIn({ credentialId: sms.id, credential: sms });
    expect(t.seen.filter((request) => request.path === `/auth/credentials/${sms.id}/challenge`)).toEqual([]); // the bundle in hand was used
    expect(await flow.submitCode('000000')).toMatchObject({ type: 'SMS_OTP' });
  });

  it('cannot revoke the credential that signed the session in (the service wants another one)', async () => {
    const client = t.clientFor(t.world.elodie.id);
    await signIn(client, t.world.elodie.email);
    const error = await client.credentials.revokeCredential(t.world.elodie.email).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(400); // the last credential of the wallet
    expect(t.sandbox.inspect.credentialExists(t.world.elodie.email)).toBe(true);
  });

  it('needs a session to revoke anything', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.credentials.revokeCredential(t.world.alice.sms), ClientError)).toBe('NOT_SIGNED_IN');
    expect(t.seen).toEqual([]);
  });
});

describe('sessions of the wallet', () => {
  it('lists the live sessions and ends another one with a signed call', async () => {
    const laptop = t.clientFor(t.world.alice.id);
    const phone = t.clientFor(t.world.alice.id);
    const laptopSession = await signIn(laptop, t.world.alice.email);
    const phoneSession = await signIn(phone, t.world.alice.sms);
    const listed = await laptop.sessions.listSessions(t.world.alice.wallet);
    expect(listed.map((session) => session.id).sort()).toEqual([laptopSession.id, phoneSession.id].sort());

    await laptop.sessions.endSession(phoneSession.id);
    expect(t.sandbox.inspect.session(phoneSession.id)?.revoked).toBe(true);
    expect((await laptop.sessions.listSessions(t.world.alice.wallet)).map((session) => session.id)).toEqual([laptopSession.id]);
    expect(laptop.session.getState().status).toBe('active');
  });

  it('ending its own session is signing out', async () => {
    const client = t.clientFor(t.world.alice.id);
    const session = await signIn(client, t.world.alice.email);
    await client.sessions.endSession(session.id);
    expect(client.session.getState().status).toBe('signed-out');
    expect(t.sandbox.inspect.session(session.id)?.revoked).toBe(true);
  });
});
