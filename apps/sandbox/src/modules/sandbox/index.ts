import type { Area } from '../../platform/area.js';
import { sandboxRoutes } from './routes.js';

export { SCENARIO_KEYS, advanceClock, audit, fundAccount } from './controls.js';

/** The sandbox area as the sandbox serves it (`areas.ts`). */
export const sandboxArea: Area = {
  name: 'sandbox',
  routes: (k) => sandboxRoutes(k),
};
