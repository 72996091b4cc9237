import type { Area } from '../../platform/area.js';
import { exchangeRateRoutes } from './routes.js';

/** The exchange-rates area as the sandbox serves it (`areas.ts`). */
export const exchangeRatesArea: Area = {
  name: 'exchange-rates',
  routes: (k) => exchangeRateRoutes(k),
};
