import type { Area } from '../../platform/area.js';
import { configRoutes } from './routes.js';

export { feeConfigs, platformFeesFor, supportedCurrencyCodes, walletConfig } from './settings.js';

/** The config area as the sandbox serves it (`areas.ts`). */
export const configArea: Area = {
  name: 'config',
  routes: (k) => configRoutes(k),
};
