import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { SandboxEnv } from '../../platform/http.js';
import { lookupExternalAccount, lookupUma } from './lookups.js';

/** Receiver lookups before a quote (reference OpenAPI: Cross-Currency Transfers, lookupUma and lookupExternalAccount). */
export function receiverRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/receiver/uma/:receiverUmaAddress', (c) => c.json(lookupUma(k, c.req.param('receiverUmaAddress'), c.req.query())));
  app.get('/receiver/external-account/:accountId', (c) => c.json(lookupExternalAccount(k, c.req.param('accountId'), c.req.query())));
  return app;
}
