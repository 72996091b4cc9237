export { apiTokenRoutes } from './routes.js';
export { checkPermission } from './permissions.js';
export { apiTokensTable, tokenFor, type ApiTokenRecord, type Permission } from './repo.js';
