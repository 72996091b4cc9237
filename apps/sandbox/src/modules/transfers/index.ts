import type { Area } from '../../platform/area.js';
import { transferRoutes } from './routes.js';

export { checkTransferIn, startPull, transferIn, transferOut, type TransferRequest, type TransferScope } from './transfers.js';

/** The transfers area as the sandbox serves it (`areas.ts`). */
export const transfersArea: Area = {
  name: 'transfers',
  routes: (k, { idempotency }) => transferRoutes(k, idempotency),
};
