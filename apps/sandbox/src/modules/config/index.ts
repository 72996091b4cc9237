export { configRoutes } from './routes.js';
export { feeConfigs, supportedCurrencyCodes, walletConfig } from './settings.js';
