import type { Kernel } from '../../kernel/kernel.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { activityPayload, signedAction, type Signed } from '../../platform/signed.js';
import type { OpenedSession } from './login.js';
import { activeSessionKeys, credentials, sessions, type SessionRecord } from './repo.js';
import { openSession, prepareSessionKey } from './sessions.js';

const isLive = (k: Kernel, s: SessionRecord | undefined): s is SessionRecord => s !== undefined && s.revokedAt === undefined && s.expiresAt > k.now();

/** A session that is neither revoked nor expired; any other is "not found" (reference: Sessions and export). */
function mustLiveSession(k: Kernel, id: string): SessionRecord {
  const session = sessions(k).get(id);
  if (!isLive(k, session)) throw notFound('Session', id);
  return session;
}

/** Any session by id, live or not: a refresh tells an unknown session (404) from an ended one (401). */
export function mustSession(k: Kernel, id: string): SessionRecord {
  const session = sessions(k).get(id);
  if (!session) throw notFound('Session', id);
  return session;
}

/** Signs a session out, signed by a live session of the same wallet. */
export async function signOut(k: Kernel, id: string, headers: Headers): Promise<Signed<void>> {
  const session = mustLiveSession(k, id);
  const result = await signedAction(k, {
    scope: `DELETE /auth/sessions/${id}`,
    body: undefined,
    headers,
    challengeExtra: { type: session.type },
    keys: () => activeSessionKeys(k, session.accountId),
    payload: () => activityPayload(k, 'ACTIVITY_TYPE_DELETE_API_KEYS', { userId: session.accountId, sessionIds: [id] }),
  });
  if (result.leg === 'challenge') return result;
  k.store.transaction(() => sessions(k).update({ ...mustLiveSession(k, id), revokedAt: k.now() }));
  return { leg: 'signed', value: undefined };
}

/**
 * A new session for the same credential and a new client key, signed by the live session it
 * refreshes (reference: Sessions and export). A session that ended, or whose credential was
 * revoked meanwhile, is refused with 401.
 */
export async function refreshSession(k: Kernel, session: SessionRecord, clientPublicKey: string, body: unknown, headers: Headers): Promise<Signed<OpenedSession>> {
  if (!isLive(k, session)) throw unauthorized('The session is no longer active; verify the credential again.');
  const result = await signedAction(k, {
    scope: `POST /auth/sessions/${session.id}/refresh`,
    body,
    headers,
    keys: () => (isLive(k, sessions(k).get(session.id)) ? [session.publicKey] : []),
    payload: () => activityPayload(k, 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', { targetPublicKey: clientPublicKey }),
  });
  if (result.leg === 'challenge') return result;
  const key = await prepareSessionKey(clientPublicKey);
  const created = k.store.transaction(() => {
    const credential = credentials(k).get(session.credentialId);
    if (!credential) throw unauthorized('The credential behind this session was revoked.');
    return openSession(k, credential, key);
  });
  return { leg: 'signed', value: { session: created, ...(key.encryptedSessionSigningKey === undefined ? {} : { encryptedSessionSigningKey: key.encryptedSessionSigningKey }) } };
}
