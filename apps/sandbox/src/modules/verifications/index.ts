import { Hono } from 'hono';
import type { Area } from '../../platform/area.js';
import type { SandboxEnv } from '../../platform/http.js';
import { verificationRoutes, verificationSandboxRoutes } from './routes.js';
import { verificationsTable } from './repo.js';
import { registerReviewJob } from './review.js';

export { verificationView } from './views.js';
export { verifications, verificationsTable, type VerificationRecord } from './repo.js';

/** The verifications area as the sandbox serves it (`areas.ts`). */
export const verificationsArea: Area = {
  name: 'verifications',
  routes: (k, { idempotency }) => new Hono<SandboxEnv>().route('/', verificationSandboxRoutes(k)).route('/', verificationRoutes(k, idempotency)),
  tables: [verificationsTable],
  jobs: (k) => registerReviewJob(k),
};
