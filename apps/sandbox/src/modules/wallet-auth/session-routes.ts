import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, notFound, unauthorized } from '../../platform/errors.js';
import { ID_PATTERN, readJson, type SandboxEnv } from '../../platform/http.js';
import { activityPayload, signedAction } from '../../platform/signed.js';
import { Fields, PUBLIC_KEY_PATTERN } from '../../platform/validate.js';
import { isPublicKey } from './keys.js';
import { activeSessionKeys, credentials, liveSessions, sessions, type SessionRecord } from './repo.js';
import { openSession, prepareSessionKey } from './sessions.js';
import { sessionView } from './views.js';

/** Embedded wallet sessions: list, sign out, refresh (reference: Sessions and export). */
export function sessionRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const isLive = (s: SessionRecord | undefined): s is SessionRecord => s !== undefined && s.revokedAt === undefined && s.expiresAt > k.now();

  app.get('/auth/sessions', (c) => {
    const accountId = c.req.query('accountId');
    if (accountId === undefined || !ID_PATTERN('InternalAccount').test(accountId)) throw invalidInput([{ field: 'accountId', message: 'expected an InternalAccount:<uuid> id' }]);
    const live = liveSessions(k, accountId).sort((a, b) => a.createdAt - b.createdAt);
    return c.json({ data: live.map((s) => sessionView(s)) });
  });

  app.delete('/auth/sessions/:id', async (c) => {
    const id = c.req.param('id');
    // Unknown, revoked and expired sessions are all "not found" (reference: Sessions and export).
    const live = () => {
      const session = sessions(k).get(id);
      if (!isLive(session)) throw notFound('Session', id);
      return session;
    };
    const session = live();
    const result = await signedAction(k, {
      scope: `DELETE /auth/sessions/${id}`,
      body: undefined,
      headers: c.req.raw.headers,
      challengeExtra: { type: session.type },
      keys: () => activeSessionKeys(k, session.accountId),
      payload: () => activityPayload(k, 'ACTIVITY_TYPE_DELETE_API_KEYS', { userId: session.accountId, sessionIds: [id] }),
    });
    if (result.leg === 'challenge') return result.response;
    k.store.transaction(() => sessions(k).update({ ...live(), revokedAt: k.now() }));
    return c.body(null, 204);
  });

  app.post('/auth/sessions/:id/refresh', async (c) => {
    const id = c.req.param('id');
    const session = sessions(k).get(id);
    if (!session) throw notFound('Session', id);
    const body = await readJson(c);
    const f = Fields.of(body);
    const clientPublicKey = f.string('clientPublicKey', { required: true, pattern: PUBLIC_KEY_PATTERN, patternText: 'a P-256 public key in hex: 66 characters compressed (02/03) or 130 uncompressed (04)' });
    if (clientPublicKey !== undefined && !isPublicKey(clientPublicKey)) f.fail('clientPublicKey', 'expected a point on the P-256 curve');
    f.done();
    if (!isLive(session)) throw unauthorized('The session is no longer active; verify the credential again.');
    const result = await signedAction(k, {
      scope: `POST /auth/sessions/${id}/refresh`,
      body,
      headers: c.req.raw.headers,
      keys: () => (isLive(sessions(k).get(id)) ? [session.publicKey] : []),
      payload: () => activityPayload(k, 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', { targetPublicKey: clientPublicKey!.toLowerCase() }),
    });
    if (result.leg === 'challenge') return result.response;
    const key = await prepareSessionKey(clientPublicKey!.toLowerCase());
    const created = k.store.transaction(() => {
      const credential = credentials(k).get(session.credentialId);
      if (!credential) throw unauthorized('The credential behind this session was revoked.');
      return openSession(k, credential, key);
    });
    return c.json(sessionView(created, key.encryptedSessionSigningKey), 201);
  });

  return app;
}
