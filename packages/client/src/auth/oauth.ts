import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { ClientContext } from '../context.js';
import { ClientError } from '../errors.js';
import type { AuthSession } from '../types.js';
import { keyForFlow, startSession, type FlowKey, type KeyFlow } from './keys.js';

/** The OIDC `nonce` that binds an identity token to a client key: lowercase hex SHA-256 of the key's hex string. */
export async function oauthNonce(clientPublicKey: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(clientPublicKey))));
}

/** An OAuth sign-in under way, from `beginOAuthSignIn` or, after the redirect, `resumeOAuthSignIn`. */
export interface OAuthSignIn {
  /** Put this in the identity provider's authorization request. */
  nonce: string;
  /** The key the session will be bound to; `nonce` is its SHA-256, so the ID token is bound to it too. */
  clientPublicKey: string;
  /** Sends the provider's ID token (issued less than 60 s ago) and starts the session. */
  complete(credentialId: string, oidcToken: string): Promise<AuthSession>;
  /** Forgets the key made for this attempt, when the user walks away without signing in. */
  cancel(): Promise<void>;
}

const PENDING_KEY = 'wallet-kit:oauth-key';

/**
 * The OAuth hand-off: a key is made first, its nonce goes to the identity provider, and the token
 * that comes back is verified with that key. The key id survives the redirect in sessionStorage
 * (the key itself stays non-extractable in IndexedDB).
 *
 * @example
 * const oauth = await client.auth.beginOAuthSignIn();
 * location.assign(`${provider}?nonce=${oauth.nonce}&...`);
 * // back from the provider:
 * const session = await (await client.auth.resumeOAuthSignIn()).complete(credentialId, idToken);
 */
export async function beginOAuthSignIn(ctx: ClientContext, input: { flow?: KeyFlow } = {}): Promise<OAuthSignIn> {
  const flowKey = await keyForFlow(ctx, input.flow);
  globalThis.sessionStorage?.setItem(PENDING_KEY, flowKey.key.id);
  return oauthSignIn(ctx, flowKey);
}

/** Picks up the sign-in begun before the redirect to the identity provider. */
export async function resumeOAuthSignIn(ctx: ClientContext): Promise<OAuthSignIn> {
  const id = globalThis.sessionStorage?.getItem(PENDING_KEY);
  const key = id ? await ctx.keyStore.getKey(id) : undefined;
  if (!key) throw new ClientError('NOT_SIGNED_IN', 'no OAuth sign-in was begun in this tab; begin again');
  return oauthSignIn(ctx, { key, clientPublicKey: key.purpose === 'signing' ? key.publicKey.compressed : key.publicKey.uncompressed });
}

async function oauthSignIn(ctx: ClientContext, flowKey: FlowKey): Promise<OAuthSignIn> {
  const forget = async () => {
    globalThis.sessionStorage?.removeItem(PENDING_KEY);
    await ctx.keyStore.deleteKey(flowKey.key.id);
  };
  return {
    nonce: await oauthNonce(flowKey.clientPublicKey),
    clientPublicKey: flowKey.clientPublicKey,
    cancel: forget,
    async complete(credentialId, oidcToken) {
      const { body: session } = await ctx.send<AuthSession>({
        method: 'POST',
        path: `/auth/credentials/${encodeURIComponent(credentialId)}/verify`,
        bodyText: JSON.stringify({ type: 'OAUTH', oidcToken, clientPublicKey: flowKey.clientPublicKey }),
      });
      globalThis.sessionStorage?.removeItem(PENDING_KEY);
      return startSession(ctx, session, flowKey);
    },
  };
}
