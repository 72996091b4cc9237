import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { estimateWithdrawalFee } from './estimate.js';

/** POST /crypto/estimate-withdrawal-fee (reference OpenAPI: Cross-Currency Transfers). */
export function cryptoWithdrawalRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/crypto/estimate-withdrawal-fee', async (c) => c.json(estimateWithdrawalFee(k, checkBody('post', '/crypto/estimate-withdrawal-fee', await readJson(c)))));
  return app;
}
