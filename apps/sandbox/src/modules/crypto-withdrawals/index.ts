import type { Area } from '../../platform/area.js';
import { cryptoWithdrawalRoutes } from './routes.js';

/** The crypto-withdrawals area as the sandbox serves it (`areas.ts`). */
export const cryptoWithdrawalsArea: Area = {
  name: 'crypto-withdrawals',
  routes: (k) => cryptoWithdrawalRoutes(k),
};
