export { agentOperationRoutes } from './routes.js';
