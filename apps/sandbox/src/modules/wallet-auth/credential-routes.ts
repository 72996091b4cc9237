import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { ID_PATTERN, readJson, type SandboxEnv } from '../../platform/http.js';
import { readCredentialRequest, readVerifyRequest } from './credential-requests.js';
import { addCredential, challengeCredential, revokeCredential, verifyCredential } from './credential-service.js';
import { credentialsOf, mustCredential } from './repo.js';
import { authMethodView, sessionView } from './views.js';

/** Embedded wallet credentials: add, list, revoke, challenge, verify (spec: Endpoints named in the authentication flows). */
export function credentialRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/auth/credentials', async (c) => {
    const body = await readJson(c);
    const added = await addCredential(k, readCredentialRequest(body), body, c.req.raw.headers);
    if (added.leg === 'challenge') return added.response;
    return c.json(authMethodView(added.value.credential, added.value.extra), 201);
  });

  app.get('/auth/credentials', (c) => {
    const accountId = c.req.query('accountId');
    if (accountId === undefined || !ID_PATTERN('InternalAccount').test(accountId)) throw invalidInput([{ field: 'accountId', message: 'expected an InternalAccount:<uuid> id' }]);
    return c.json({ data: credentialsOf(k, accountId).map((x) => authMethodView(x)) });
  });

  app.delete('/auth/credentials/:id', async (c) => {
    const revoked = await revokeCredential(k, c.req.param('id'), c.req.raw.headers);
    return revoked.leg === 'challenge' ? revoked.response : c.body(null, 204);
  });

  app.post('/auth/credentials/:id/challenge', async (c) => {
    const credential = mustCredential(k, c.req.param('id'));
    const body = await readJson(c);
    return c.json(authMethodView(credential, await challengeCredential(k, credential, body)));
  });

  app.post('/auth/credentials/:id/verify', async (c) => {
    const credential = mustCredential(k, c.req.param('id'));
    const body = await readJson(c);
    const opened = await verifyCredential(k, credential, readVerifyRequest(body, credential.type), body, c.req.raw.headers);
    if (opened.leg === 'challenge') return opened.response;
    return c.json(sessionView(opened.value.session, opened.value.encryptedSessionSigningKey));
  });

  return app;
}
