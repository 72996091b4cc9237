export { vaspRoutes } from './routes.js';
