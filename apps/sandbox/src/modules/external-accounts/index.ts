export { externalAccountRoutes } from './routes.js';
export { externalAccountView } from './views.js';
export { externalAccounts, externalAccountsTable, type ExternalAccountRecord } from './repo.js';
