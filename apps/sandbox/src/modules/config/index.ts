export { configRoutes } from './routes.js';
export { feeConfigs, platformFeesFor, supportedCurrencyCodes, walletConfig } from './settings.js';
