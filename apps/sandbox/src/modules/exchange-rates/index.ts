export { exchangeRateRoutes } from './routes.js';
