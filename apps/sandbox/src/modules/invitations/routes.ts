import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { cancelInvitation, claimInvitation, createInvitation, invitationView } from './invitations.js';
import { mustInvitation } from './repo.js';

/** UMA invitations: created, looked up, claimed, cancelled (reference OpenAPI: Invitations). */
export function invitationRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/invitations', async (c) => c.json(invitationView(k, createInvitation(k, checkBody('post', '/invitations', await readJson(c)))), 201));
  app.get('/invitations/:invitationCode', (c) => c.json(invitationView(k, mustInvitation(k, c.req.param('invitationCode')))));
  app.post('/invitations/:invitationCode/claim', async (c) => {
    const { inviteeUma } = checkBody('post', '/invitations/{invitationCode}/claim', await readJson(c));
    return c.json(invitationView(k, claimInvitation(k, c.req.param('invitationCode'), inviteeUma)));
  });
  app.post('/invitations/:invitationCode/cancel', (c) => c.json(invitationView(k, cancelInvitation(k, c.req.param('invitationCode')))));
  return app;
}
