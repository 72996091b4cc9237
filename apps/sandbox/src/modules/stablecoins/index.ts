import type { Area } from '../../platform/area.js';
import { stablecoinRoutes } from './routes.js';
import { providerAccountsTable, stablecoinsTable, operationsTable } from './repo.js';
import { registerStablecoinJobs } from './jobs.js';

export { fundOperation } from './operations.js';
export { operationView } from './views.js';
export { operationsTable, providerAccountsTable, stablecoinsTable } from './repo.js';

/** The stablecoins area as the sandbox serves it (`areas.ts`). */
export const stablecoinsArea: Area = {
  name: 'stablecoins',
  routes: (k, { idempotency }) => stablecoinRoutes(k, idempotency),
  tables: [providerAccountsTable, stablecoinsTable, operationsTable],
  jobs: (k) => registerStablecoinJobs(k),
};
