import type { WalletPasskeyRegistration } from '@wallet-kit/passkey';
import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import { signedAction } from './signed.js';
import { preparePasskeySignIn } from './auth/passkey.js';
import type { AuthMethod, AuthSession, Page } from './types.js';
import { loadPasskey } from './passkey-ceremonies.js';

export async function listCredentials(ctx: ClientContext, accountId: string): Promise<AuthMethod[]> {
  const { body } = await ctx.send<Page<AuthMethod>>({ method: 'GET', path: '/auth/credentials', query: { accountId } });
  return body.data;
}

/**
 * `POST /auth/credentials`: unsigned for a wallet's first credential, signed with the session key
 * when one is active (the service answers 202 with a payload to stamp).
 */
async function createCredential(ctx: ClientContext, body: Record<string, unknown>): Promise<AuthMethod> {
  const active = ctx.sessions.getState().status === 'active';
  if (!active) return (await ctx.send<AuthMethod>({ method: 'POST', path: '/auth/credentials', bodyText: JSON.stringify(body) })).body;
  const { key } = await ctx.sessions.current();
  return (await signedAction<AuthMethod>(ctx.send, { method: 'POST', path: '/auth/credentials', body, key, now: ctx.now })).body;
}

/** Adds an EMAIL_OTP or SMS_OTP credential; the service sends its first code (the answer carries the bundle). */
export function addOtpCredential(ctx: ClientContext, input: { accountId: string; type: 'EMAIL_OTP' | 'SMS_OTP' }): Promise<AuthMethod> {
  return createCredential(ctx, { type: input.type, accountId: input.accountId });
}

/** Adds an OAUTH credential from a provider's ID token. */
export function addOAuthCredential(ctx: ClientContext, input: { accountId: string; oidcToken: string }): Promise<AuthMethod> {
  return createCredential(ctx, { type: 'OAUTH', accountId: input.accountId, oidcToken: input.oidcToken });
}

/** A passkey registration ready to run, from `client.credentials.preparePasskeyCredential`. */
export interface PreparedPasskeyCredential {
  /** Call from the click handler: the ceremony, then the (signed) registration at the service. */
  run(): Promise<AuthMethod>;
}

/**
 * Gets a registration challenge from the integrator backend, then prepares the ceremony; `run()`
 * registers the passkey and adds it to the wallet. Existing passkeys are excluded, so the same
 * authenticator is not registered twice (`PASSKEY_ALREADY_REGISTERED`).
 */
export async function preparePasskeyCredential(
  ctx: ClientContext,
  input: { accountId: string; nickname: string; rp: WalletPasskeyRegistration['rp']; user: WalletPasskeyRegistration['user'] },
): Promise<PreparedPasskeyCredential> {
  const [{ body: issued }, existing, { prepareWalletPasskeyRegistration }] = await Promise.all([
    ctx.send<{ challenge?: string }>({ method: 'POST', path: '/passkey-registration-challenge', bodyText: '{}' }),
    listCredentials(ctx, input.accountId).catch(() => [] as AuthMethod[]),
    loadPasskey(),
  ]);
  if (typeof issued?.challenge !== 'string') throw new ClientError('INVALID_RESPONSE', 'the backend issued no passkey registration challenge');
  const challenge = issued.challenge;
  const ceremony = prepareWalletPasskeyRegistration({
    challenge,
    rp: input.rp,
    user: input.user,
    nickname: input.nickname,
    excludeCredentialIds: existing.flatMap((credential) => (credential.credentialId ? [credential.credentialId] : [])),
  });
  return {
    async run() {
      const attestation = await ceremony.run();
      return createCredential(ctx, { type: 'PASSKEY', accountId: input.accountId, nickname: input.nickname.trim(), challenge, attestation });
    },
  };
}

/** A passkey sign-up prepared before the click, by `client.credentials.preparePasskeySignUp`. */
export interface PreparedPasskeySignUp {
  /**
   * Call from the click handler: the passkey is created, added to the wallet, and used at once to
   * open a session, with no second click. (The service authenticates a new passkey only through its
   * challenge, so the browser asks twice: once to create the passkey, once to use it.)
   */
  run(): Promise<{
    /** The passkey, now the wallet's credential. */
    credential: AuthMethod;
    /** The session it opened. */
    session: AuthSession;
  }>;
}

/**
 * Sign-up with a passkey as one step for the person: prepares the registration (challenge fetched
 * before the click), then `run()` registers the passkey as the wallet's credential and signs in with
 * it, returning both. Where a browser refuses the second prompt without a fresh click, `run()` rejects
 * with the passkey error after the credential was added: sign in with it from a button then.
 *
 * @example
 * const signUp = await client.credentials.preparePasskeySignUp({ accountId, nickname: 'This phone', rp: { name: 'Acme' }, user });
 * button.onclick = async () => { const { session } = await signUp.run(); };
 */
export async function preparePasskeySignUp(
  ctx: ClientContext,
  input: { accountId: string; nickname: string; rp: WalletPasskeyRegistration['rp']; user: WalletPasskeyRegistration['user'] },
): Promise<PreparedPasskeySignUp> {
  const registration = await preparePasskeyCredential(ctx, input);
  return {
    async run() {
      const credential = await registration.run();
      const signIn = await preparePasskeySignIn(ctx, { credentialId: credential.id, ...(input.rp.id ? { rpId: input.rp.id } : {}) });
      return { credential, session: await signIn.run() };
    },
  };
}

/** Revokes a credential (signed). The service refuses to revoke the last one. */
export async function revokeCredential(ctx: ClientContext, credentialId: string): Promise<void> {
  const { key } = await ctx.sessions.current();
  await signedAction(ctx.send, { method: 'DELETE', path: `/auth/credentials/${encodeURIComponent(credentialId)}`, key, now: ctx.now });
}

/** What `client.credentials` offers. */
export const credentialCalls = { listCredentials, addOtpCredential, addOAuthCredential, preparePasskeyCredential, preparePasskeySignUp, revokeCredential };
