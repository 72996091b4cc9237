export { configRoutes } from './routes.js';
