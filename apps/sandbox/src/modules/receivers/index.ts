export { receiverRoutes } from './routes.js';
export { UMA_VASPS, umaParts, type UmaVasp } from './directory.js';
export { checkLookup } from './lookups.js';
export { receivingCurrencyOf, resolveUma, type UmaReceiver } from './resolve.js';
