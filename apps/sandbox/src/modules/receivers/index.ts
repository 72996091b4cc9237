import type { Area } from '../../platform/area.js';
import { receiverRoutes } from './routes.js';

export { UMA_VASPS, umaParts, type UmaVasp } from './directory.js';
export { checkLookup } from './lookups.js';
export { receivingCurrencyOf, resolveUma, resolveUmaPayee, type UmaReceiver } from './resolve.js';

/** The receivers area as the sandbox serves it (`areas.ts`). */
export const receiversArea: Area = {
  name: 'receivers',
  routes: (k) => receiverRoutes(k),
};
