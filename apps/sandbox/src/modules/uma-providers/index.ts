export { umaProviderRoutes } from './routes.js';
