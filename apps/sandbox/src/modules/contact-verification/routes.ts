import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { customerView } from '../customers/index.js';
import { confirmContact, sendContactCode } from './service.js';

/** Contact verification: e-mail and phone codes where the provider mandates them (SCA regions), 409 elsewhere. */
export function contactVerificationRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  for (const channel of ['email', 'phone'] as const) {
    app.post(`/customers/:customerId/verify-${channel}`, (c) => {
      sendContactCode(k, c.req.param('customerId'), channel);
      return c.body(null, 204);
    });
    app.post(`/customers/:customerId/verify-${channel}/confirm`, async (c) => {
      const { code } = checkBody('post', `/customers/{customerId}/verify-${channel}/confirm`, await readJson(c));
      return c.json(customerView(confirmContact(k, c.req.param('customerId'), channel, code)));
    });
  }
  return app;
}
