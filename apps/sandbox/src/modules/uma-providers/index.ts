import type { Area } from '../../platform/area.js';
import { umaProviderRoutes } from './routes.js';

/** The uma-providers area as the sandbox serves it (`areas.ts`). */
export const umaProvidersArea: Area = {
  name: 'uma-providers',
  routes: () => umaProviderRoutes(),
};
