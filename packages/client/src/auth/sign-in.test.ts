import { createKeyStore } from '@wallet-kit/key-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCode } from '../../../../test/support/assertions.js';
import { oidcToken, signIn, testWorld, type TestWorld } from '../../test/world.js';
import { ClientError, ServiceError } from '../errors.js';
import type { SessionEvent } from '../session/types.js';
import { oauthNonce } from './oauth.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

function keyStore() {
  const store = createKeyStore({ databaseName: `sign-in-test-${Math.random()}` });
  store.on('storage-degraded', () => undefined);
  return store;
}

describe('OTP sign-in', () => {
  it('signs in with an e-mail code on a client-held key that the service binds the session to', async () => {
    const client = t.clientFor(t.world.alice.id);
    const session = await signIn(client, t.world.alice.email);
    const { key } = await client.session.current();
    expect(session).toMatchObject({ accountId: t.world.alice.wallet, type: 'EMAIL_OTP' });
    expect(session.encryptedSessionSigningKey).toBeUndefined();
    expect(t.sandbox.inspect.session(session.id)?.publicKey).toBe(key.publicKey.compressed);
    expect(client.session.getState()).toMatchObject({ status: 'active', record: { session: { id: session.id }, keyId: key.id } });
    // Two legs with the very same body; the second carries the stamp and echoes Request-Id.
    const verify = t.seen.filter((request) => request.path.endsWith('/verify'));
    expect(verify).toHaveLength(2);
    expect(verify[1]!.body).toBe(verify[0]!.body);
    expect(verify[0]!.headers).toEqual({});
    expect(Object.keys(verify[1]!.headers).sort()).toEqual(['request-id', 'service-wallet-signature']);
  });

  it('signs in with an SMS code the same way', async () => {
    const client = t.clientFor(t.world.alice.id);
    const flow = await client.auth.startOtpSignIn({ credentialId: t.world.alice.sms });
    expect(flow).toMatchObject({ type: 'SMS_OTP', sentTo: '+14155550123' });
    expect(await flow.submitCode('000 000')).toMatchObject({ type: 'SMS_OTP', accountId: t.world.alice.wallet });
  });

  it('refuses the legacy key flow for an OTP credential with a typed error, before anything is sent', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.auth.startOtpSignIn({ credentialId: t.world.alice.email, flow: 'legacy' }), ClientError)).toBe('UNSUPPORTED_KEY_FLOW');
    expect(t.seen).toEqual([]);
  });

  it('lets a wrong code be corrected: the wrong one is a 401 ServiceError, the right one then signs in', async () => {
    const keys = keyStore();
    const client = t.clientFor(t.world.alice.id, { keyStore: keys });
    const flow = await client.auth.startOtpSignIn({ credentialId: t.world.alice.email });
    const wrong = await flow.submitCode('111111').catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ServiceError);
    expect(wrong).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await keys.listKeys()).toEqual([]); // the attempt's key did not linger
    const session = await flow.submitCode('000000');
    expect(session.accountId).toBe(t.world.alice.wallet);
    expect((await keys.listKeys()).map((key) => key.id)).toEqual([client.session.getState().record!.keyId]);
  });

  it('resends a code: a new challenge replaces the old one, and the code then signs in', async () => {
    const client = t.clientFor(t.world.alice.id);
    const flow = await client.auth.startOtpSignIn({ credentialId: t.world.alice.email });
    await flow.resend();
    expect(t.seen.filter((request) => request.path.endsWith('/challenge'))).toHaveLength(2);
    expect(await flow.submitCode('000000')).toMatchObject({ accountId: t.world.alice.wallet });
  });

  it('says which argument was wrong for a code that cannot be one', async () => {
    const client = t.clientFor(t.world.alice.id);
    const flow = await client.auth.startOtpSignIn({ credentialId: t.world.alice.email });
    const error = await flow.submitCode('').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^code:/) });
  });
});

describe('OAuth sign-in', () => {
  const identity = { aud: 'wallet-kit-tests', sub: 'alice-1234', email: 'alice@example.com' };

  /** Alice adds an OAuth credential from a signed-in session (a signed POST /auth/credentials), then signs out. */
  async function aliceWithOAuth(): Promise<string> {
    const setup = t.clientFor(t.world.alice.id);
    await signIn(setup, t.world.alice.email);
    const credential = await setup.credentials.addOAuthCredential({
      accountId: t.world.alice.wallet,
      oidcToken: await oidcToken(t.sandbox, { ...identity, iat: Math.floor(t.sandbox.now() / 1000) }),
    });
    await setup.session.signOut();
    return credential.id;
  }

  it('binds the identity token to a client-held key through the nonce', async () => {
    const credentialId = await aliceWithOAuth();
    const client = t.clientFor(t.world.alice.id);
    const oauth = await client.auth.beginOAuthSignIn();
    expect(oauth.clientPublicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(oauth.nonce).toBe(await oauthNonce(oauth.clientPublicKey));
    const session = await oauth.complete(credentialId, await oidcToken(t.sandbox, { ...identity, nonce: oauth.nonce, iat: Math.floor(t.sandbox.now() / 1000) }));
    expect(session).toMatchObject({ type: 'OAUTH', accountId: t.world.alice.wallet });
    expect(t.sandbox.inspect.session(session.id)?.publicKey).toBe(oauth.clientPublicKey);
    expect((await client.session.current()).key.publicKey.compressed).toBe(oauth.clientPublicKey);
  });

  it('opens the sealed session key in the legacy flow and signs with it', async () => {
    const credentialId = await aliceWithOAuth();
    const keys = keyStore();
    const client = t.clientFor(t.world.alice.id, { keyStore: keys });
    const oauth = await client.auth.beginOAuthSignIn({ flow: 'legacy' });
    expect(oauth.clientPublicKey).toMatch(/^04[0-9a-f]{128}$/);
    const session = await oauth.complete(credentialId, await oidcToken(t.sandbox, { ...identity, nonce: oauth.nonce, iat: Math.floor(t.sandbox.now() / 1000) }));
    expect(session.encryptedSessionSigningKey).toBeUndefined(); // served its purpose, not kept
    const { key } = await client.session.current();
    expect(t.sandbox.inspect.session(session.id)?.publicKey).toBe(key.publicKey.compressed);
    // The decryption key is gone; only the session key remains, and the service accepts its stamps.
    expect((await keys.listKeys()).map((stored) => stored.purpose)).toEqual(['signing']);
    await client.session.signOut();
    expect(t.sandbox.inspect.session(session.id)?.revoked).toBe(true);
  });

  it('is refused by the service when the token carries another nonce', async () => {
    const credentialId = await aliceWithOAuth();
    const client = t.clientFor(t.world.alice.id);
    const oauth = await client.auth.beginOAuthSignIn();
    const error = await oauth.complete(credentialId, await oidcToken(t.sandbox, { ...identity, nonce: 'ab'.repeat(32), iat: Math.floor(t.sandbox.now() / 1000) })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(client.session.getState().status).toBe('signed-out');
  });
});

describe('the session', () => {
  it('refreshes at the service with a signed call, binding the new session to a new key and deleting the old one', async () => {
    const keys = keyStore();
    const client = t.clientFor(t.world.alice.id, { keyStore: keys });
    const events: SessionEvent[] = [];
    client.session.on((event) => events.push(event));
    const first = await signIn(client, t.world.alice.email);
    const { key: firstKey } = await client.session.current();
    const next = await client.session.refresh();
    const { key: nextKey } = await client.session.current();
    expect(next.id).not.toBe(first.id);
    expect(t.sandbox.inspect.session(next.id)?.publicKey).toBe(nextKey.publicKey.compressed);
    expect(await keys.getKey(firstKey.id)).toBeUndefined();
    expect(events.map((event) => event.type)).toEqual(['session-started', 'session-refreshed']);
    const refresh = t.seen.filter((request) => request.path.endsWith('/refresh'));
    expect(refresh.map((request) => Object.keys(request.headers).sort())).toEqual([[], ['request-id', 'service-wallet-signature']]);
  });

  it('refreshes by itself when the clock jumps into the refresh window (a laptop waking up)', async () => {
    const client = t.clientFor(t.world.alice.id);
    const first = await signIn(client, t.world.alice.email);
    t.sandbox.advanceClock(14 * 60_000);
    client.session.check();
    await vi.waitFor(() => expect(client.session.getState()).toMatchObject({ status: 'active', record: { session: { id: expect.not.stringMatching(first.id) } } }));
    expect(Date.parse(client.session.getState().record!.session.expiresAt)).toBe(t.sandbox.now() + 15 * 60_000);
  });

  it('expires by its absolute deadline when the tab slept through it', async () => {
    const client = t.clientFor(t.world.alice.id);
    const events: string[] = [];
    client.session.on((event) => events.push(event.type));
    await signIn(client, t.world.alice.email);
    t.sandbox.advanceClock(15 * 60_000);
    expect(await errorCode(client.session.current(), ClientError)).toBe('SESSION_EXPIRED');
    await vi.waitFor(() => expect(events).toContain('session-expired'));
  });

  it('signs out at the service, forgets the session and deletes its key', async () => {
    const keys = keyStore();
    const client = t.clientFor(t.world.alice.id, { keyStore: keys });
    const session = await signIn(client, t.world.alice.email);
    await client.session.signOut();
    expect(t.sandbox.inspect.session(session.id)?.revoked).toBe(true);
    expect(client.session.getState()).toEqual({ status: 'signed-out', record: undefined, ended: 'signed-out' });
    expect(await keys.listKeys()).toEqual([]);
    expect(await errorCode(client.session.current(), ClientError)).toBe('NOT_SIGNED_IN');
  });

  it('reports its own sign-out as one, even when a check of the session runs before the DELETE is answered', async () => {
    const plain = t.browserFetch(t.world.alice.id);
    // The service has ended the session, and the device asks about it (a push, a tab waking), before the answer arrives.
    const fetch: typeof plain = async (input, init) => {
      const answer = await plain(input, init);
      if (init?.method === 'DELETE' && new Headers(init.headers).has('Service-Wallet-Signature')) await client.session.verify();
      return answer;
    };
    const client = t.clientFor(t.world.alice.id, { fetch });
    const events: SessionEvent['type'][] = [];
    client.session.on((event) => events.push(event.type));
    await signIn(client, t.world.alice.email);
    await client.session.signOut();
    expect(events).toEqual(['session-started', 'signed-out']);
    expect(client.session.getState().ended).toBe('signed-out');
  });
});
