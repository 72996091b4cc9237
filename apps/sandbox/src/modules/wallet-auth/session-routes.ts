import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { ID_PATTERN, readJson, type SandboxEnv } from '../../platform/http.js';
import { readRefreshKey } from './credential-requests.js';
import { liveSessions } from './repo.js';
import { mustSession, refreshSession, signOut } from './session-service.js';
import { sessionView } from './views.js';

/** Embedded wallet sessions: list, sign out, refresh (reference: Sessions and export). */
export function sessionRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/auth/sessions', (c) => {
    const accountId = c.req.query('accountId');
    if (accountId === undefined || !ID_PATTERN('InternalAccount').test(accountId)) throw invalidInput([{ field: 'accountId', message: 'expected an InternalAccount:<uuid> id' }]);
    const live = liveSessions(k, accountId).sort((a, b) => a.createdAt - b.createdAt);
    return c.json({ data: live.map((s) => sessionView(s)) });
  });

  app.delete('/auth/sessions/:id', async (c) => {
    const signedOut = await signOut(k, c.req.param('id'), c.req.raw.headers);
    return signedOut.leg === 'challenge' ? signedOut.response : c.body(null, 204);
  });

  app.post('/auth/sessions/:id/refresh', async (c) => {
    const session = mustSession(k, c.req.param('id'));
    const body = await readJson(c);
    const refreshed = await refreshSession(k, session, readRefreshKey(body), body, c.req.raw.headers);
    if (refreshed.leg === 'challenge') return refreshed.response;
    return c.json(sessionView(refreshed.value.session, refreshed.value.encryptedSessionSigningKey), 201);
  });

  return app;
}
