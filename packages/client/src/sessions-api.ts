import type { StoredKey } from '@wallet-kit/key-store';
import type { ClientContext } from './context.js';
import { ServiceError } from './errors.js';
import type { SessionRecord } from './session/types.js';
import { signedAction } from './signed.js';
import type { AuthSession, Page } from './types.js';

/** `POST /auth/sessions/{id}/refresh`, stamped with the current key; the new session is bound to `nextKey`. */
export async function refreshSession(ctx: ClientContext, record: SessionRecord<AuthSession>, nextKey: StoredKey): Promise<AuthSession> {
  const currentKey = await ctx.keyStore.requireKey(record.keyId, 'signing');
  const { body } = await signedAction<AuthSession>(ctx.send, {
    method: 'POST',
    path: `/auth/sessions/${encodeURIComponent(record.session.id)}/refresh`,
    body: { clientPublicKey: nextKey.publicKey.compressed },
    key: currentKey,
    now: ctx.now,
  });
  return body;
}

/**
 * Forgets the session here and in every tab, deletes its key, then ends it at the service (a signed
 * DELETE, signed with the key still in hand). A session the service no longer knows (expired: 404) is
 * forgotten all the same.
 */
export async function signOut(ctx: ClientContext): Promise<void> {
  const { record } = ctx.sessions.getState();
  if (!record) return;
  const key = await ctx.keyStore.getKey(record.keyId);
  // Forgotten first: the service's push of this revocation, or a check of the session, arriving before
  // the DELETE's answer then finds nothing to end, rather than reporting a sign-out from another device.
  await ctx.sessions.clear('signed-out');
  try {
    if (key) await signedAction(ctx.send, { method: 'DELETE', path: `/auth/sessions/${encodeURIComponent(record.session.id)}`, key, now: ctx.now });
  } catch (error) {
    if (!(error instanceof ServiceError && (error.status === 404 || error.status === 401))) throw error;
  }
}

/** The wallet's sessions (`GET /auth/sessions?accountId=`). */
export async function listSessions(ctx: ClientContext, accountId: string): Promise<AuthSession[]> {
  const { body } = await ctx.send<Page<AuthSession>>({ method: 'GET', path: '/auth/sessions', query: { accountId } });
  return body.data;
}

/**
 * Whether the service still lists `session` among its wallet's live sessions: false once it was
 * revoked (from another device) or expired there, or when the app's backend has nobody signed in; undefined
 * when there is no telling (no answer, another refusal).
 */
export async function isSessionLive(ctx: ClientContext, session: Pick<AuthSession, 'id' | 'accountId'>): Promise<boolean | undefined> {
  try {
    return session.accountId ? (await listSessions(ctx, session.accountId)).some((listed) => listed.id === session.id) : undefined;
  } catch (error) {
    // The backend has nobody signed in (the app's own login ended, as it should after "sign out
    // everywhere else"): every wallet call goes through it, so this device's session is of no use.
    return error instanceof ServiceError && error.code === 'UNAUTHENTICATED' ? false : undefined;
  }
}

/** Ends another session of the wallet (a signed DELETE with the current session's key). */
export async function endSession(ctx: ClientContext, sessionId: string): Promise<void> {
  const { session, key } = await ctx.sessions.current();
  if (session.id === sessionId) return signOut(ctx);
  await signedAction(ctx.send, { method: 'DELETE', path: `/auth/sessions/${encodeURIComponent(sessionId)}`, key, now: ctx.now });
}

/** What `client.sessions` offers (the signed-in session itself is `client.session`). */
export const sessionCalls = { listSessions, endSession };
