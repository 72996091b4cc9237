import { Hono } from 'hono';
import type { Kernel } from './kernel/kernel.js';
import { LedgerError } from './ledger/ledger.js';
import { AREAS } from './areas.js';
import { authenticate } from './platform/auth.js';
import { invalidInput, ServiceError } from './platform/errors.js';
import type { SandboxEnv } from './platform/http.js';
import { Idempotency } from './platform/idempotency.js';
import { mountRoutes } from './platform/route-order.js';

/** The API version is the first path segment (spec: Versioning). */
export const BASE_PATH = '/2025-10-13';

/** The Hono app: one error envelope, authentication on every route, then every area's routes (`areas.ts`). */
export function createApp(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>().basePath(BASE_PATH);

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      const headers = error.status === 401 ? { ...error.headers, 'WWW-Authenticate': 'Basic realm="sandbox"' } : error.headers;
      return c.json(error.toBody(), error.status as 400, headers);
    }
    // Amounts are capped one by one; a balance can still grow past what a JavaScript number holds exactly.
    if (error instanceof LedgerError && error.code === 'LEDGER_BALANCE_TOO_LARGE') {
      return c.json(invalidInput([{ field: 'amount', message: `expected an amount that keeps the account's balance at or under ${Number.MAX_SAFE_INTEGER} in the smallest unit` }], 'This would take a balance past the largest amount the sandbox holds.').toBody(), 400);
    }
    k.log(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return c.json({ code: 'INTERNAL_ERROR', reason: 'The sandbox failed to handle this request.' }, 500);
  });
  app.notFound((c) => c.json({ code: 'NOT_FOUND', reason: `No endpoint ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));
  app.use('*', authenticate(k, BASE_PATH));

  // Every area's routes, fixed paths before parameters by rule (platform/route-order.ts): /customers/internal-accounts
  // answers before /customers/:customerId whatever order the areas come in.
  const shared = { idempotency: new Idempotency(k) };
  mountRoutes(app, AREAS.flatMap((area) => (area.routes ? [area.routes(k, shared)] : [])));
  return app;
}
