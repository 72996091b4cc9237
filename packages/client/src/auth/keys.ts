import type { StoredKey } from '@wallet-kit/key-store';
import { decryptSessionSigningKey } from '@wallet-kit/otp-encrypt';
import { ClientError } from '../errors.js';
import type { ClientContext } from '../context.js';
import type { AuthSession } from '../types.js';

/** Which key flow to use (spec: Signed account actions 2-4): client-held by default, legacy when asked. */
export type KeyFlow = 'client-held' | 'legacy';

export interface FlowKey {
  key: StoredKey;
  /** What to send as `clientPublicKey`: compressed for client-held, uncompressed for legacy. */
  clientPublicKey: string;
}

export async function keyForFlow(ctx: ClientContext, flow: KeyFlow = 'client-held'): Promise<FlowKey> {
  if (flow === 'legacy') {
    const key = await ctx.keyStore.createDecryptionKey({ label: 'legacy session key recipient' });
    return { key, clientPublicKey: key.publicKey.uncompressed };
  }
  const key = await ctx.keyStore.createSigningKey({ label: 'session' });
  return { key, clientPublicKey: key.publicKey.compressed };
}

/**
 * Turns a fresh session into the key that signs for it: the client-held key itself, or (legacy)
 * the session key the service sealed to our decryption key, which is then deleted.
 */
export async function sessionKey(ctx: ClientContext, session: AuthSession, flowKey: FlowKey): Promise<StoredKey> {
  if (flowKey.key.purpose === 'signing') return flowKey.key;
  if (!session.encryptedSessionSigningKey) {
    throw new ClientError('INVALID_RESPONSE', 'the legacy flow was asked for, but the session carries no encryptedSessionSigningKey');
  }
  try {
    return await decryptSessionSigningKey(session.encryptedSessionSigningKey, flowKey.key, { keyStore: ctx.keyStore, label: 'session' });
  } finally {
    await ctx.keyStore.deleteKey(flowKey.key.id);
  }
}

/** Starts the session in the manager, dropping the legacy field that has served its purpose. */
export async function startSession(ctx: ClientContext, session: AuthSession, flowKey: FlowKey): Promise<AuthSession> {
  const key = await sessionKey(ctx, session, flowKey);
  const kept = { ...session };
  delete kept.encryptedSessionSigningKey;
  await ctx.sessions.start(kept, key);
  return kept;
}
