import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { checkConfigRules, updateConfig } from './update.js';
import { platformConfigView } from './views.js';

/** Platform configuration (reference OpenAPI: Platform Configuration): every field of PlatformConfigUpdateRequest is kept. */
export function configRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/config', (c) => c.json(platformConfigView(k)));

  app.patch('/config', async (c) => {
    const body = checkBody('patch', '/config', await readJson(c)) as Record<string, unknown>;
    checkConfigRules(body);
    updateConfig(k, body);
    return c.json(platformConfigView(k));
  });

  return app;
}
