import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { checkBody } from '../../platform/schema.js';
import { transactionView } from '../transactions/index.js';
import { transferIn, transferOut, type TransferRequest } from './transfers.js';

/** The deprecated same-currency transfers, still live (reference OpenAPI: Same-Currency Transfers). */
export function transferRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/transfer-out', async (c) => {
    const body = checkBody('post', '/transfer-out', await readJson(c)) as TransferRequest;
    return idempotency.run(c.req.header('Idempotency-Key'), 'POST /transfer-out', body, () => Promise.resolve({ status: 201, body: transactionView(transferOut(k, body).transaction) }));
  });

  app.post('/transfer-in', async (c) => {
    const body = checkBody('post', '/transfer-in', await readJson(c)) as TransferRequest;
    return idempotency.run(c.req.header('Idempotency-Key'), 'POST /transfer-in', body, () => Promise.resolve({ status: 201, body: transactionView(transferIn(k, body)) }));
  });

  return app;
}
