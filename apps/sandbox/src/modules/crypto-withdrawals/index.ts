export { cryptoWithdrawalRoutes } from './routes.js';
