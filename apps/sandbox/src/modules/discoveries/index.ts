export { discoveryRoutes } from './routes.js';
