import type { Area } from '../../platform/area.js';
import { apiTokenRoutes } from './routes.js';
import { apiTokensTable } from './repo.js';

export { checkPermission } from './permissions.js';
export { apiTokensTable, tokenFor, type ApiTokenRecord, type Permission } from './repo.js';

/** The api-tokens area as the sandbox serves it (`areas.ts`). */
export const apiTokensArea: Area = {
  name: 'api-tokens',
  routes: (k) => apiTokenRoutes(k),
  tables: [apiTokensTable],
};
