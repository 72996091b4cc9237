export { transferRoutes } from './routes.js';
export { transferIn, transferOut, type TransferRequest, type TransferScope } from './transfers.js';
