import type { Area } from '../../platform/area.js';
import { discoveryRoutes } from './routes.js';

/** The discoveries area as the sandbox serves it (`areas.ts`). */
export const discoveriesArea: Area = {
  name: 'discoveries',
  routes: () => discoveryRoutes(),
};
