export { transferRoutes } from './routes.js';
export { checkTransferIn, startPull, transferIn, transferOut, type TransferRequest, type TransferScope } from './transfers.js';
