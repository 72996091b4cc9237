export { stablecoinRoutes } from './routes.js';
export { registerStablecoinJobs } from './jobs.js';
export { fundOperation } from './operations.js';
export { operationView } from './views.js';
export { operationsTable, providerAccountsTable, stablecoinsTable } from './repo.js';
