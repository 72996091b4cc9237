import type { ClientContext } from '../context.js';
import { loadPasskey } from '../passkey-ceremonies.js';
import type { Schema } from '@wallet-kit/contract';
import type { AuthSession } from '../types.js';

// The wire shape; @wallet-kit/passkey exports the type its ceremony reads, so this one stays inside.
type PasskeyAuthChallenge = Schema<'PasskeyAuthChallenge'>;
import { keyForFlow, startSession, type KeyFlow } from './keys.js';

/** A passkey sign-in with everything fetched: call `run()` from the click handler (gesture-safe). */
export interface PreparedPasskeySignIn {
  /** Shows the passkey prompt, then verifies and starts the session. First thing in the click handler. */
  run(): Promise<AuthSession>;
  /** When the challenge stops being accepted (milliseconds since the epoch), if the service said. */
  expiresAt: number | undefined;
  /** Whether the challenge has expired: prepare a new sign-in rather than prompt for nothing. */
  isExpired(now?: number): boolean;
  /** Forgets the key made for this attempt, when the user walks away without signing in. */
  cancel(): Promise<void>;
}

/**
 * Fetches a passkey challenge bound to a fresh client key, and prepares the ceremony
 * (DESIGN: Passkey sign-in). Prepare when the sign-in screen shows; `run()` on the click.
 *
 * @example
 * const signIn = await client.auth.preparePasskeySignIn({ credentialId });
 * button.onclick = () => signIn.run().then(onSignedIn, showError);
 */
export async function preparePasskeySignIn(ctx: ClientContext, input: { credentialId: string; flow?: KeyFlow; rpId?: string }): Promise<PreparedPasskeySignIn> {
  // Loaded first: if the ceremonies cannot load, no key is left behind.
  const { prepareWalletPasskeyAssertion } = await loadPasskey();
  const flowKey = await keyForFlow(ctx, input.flow);
  const path = `/auth/credentials/${encodeURIComponent(input.credentialId)}`;
  let challenge: PasskeyAuthChallenge;
  try {
    ({ body: challenge } = await ctx.send<PasskeyAuthChallenge>({ method: 'POST', path: `${path}/challenge`, bodyText: JSON.stringify({ clientPublicKey: flowKey.clientPublicKey }) }));
  } catch (error) {
    await ctx.keyStore.deleteKey(flowKey.key.id);
    throw error;
  }
  const ceremony = prepareWalletPasskeyAssertion(challenge, { now: ctx.now, ...(input.rpId ? { rpId: input.rpId } : {}) });
  return {
    expiresAt: ceremony.expiresAt,
    isExpired: (now = ctx.now()) => ceremony.isExpired(now),
    cancel: () => ctx.keyStore.deleteKey(flowKey.key.id),
    async run() {
      // The ceremony starts synchronously inside run(): nothing is awaited before navigator.credentials.
      const assertion = await ceremony.run();
      const { body: session } = await ctx.send<AuthSession>({
        method: 'POST',
        path: `${path}/verify`,
        bodyText: JSON.stringify({ type: 'PASSKEY', assertion }),
        headers: { 'Request-Id': challenge.requestId },
      });
      return startSession(ctx, session, flowKey);
    },
  };
}
