import type { Area } from '../../platform/area.js';
import { agentOperationRoutes } from './routes.js';

/** The agent-operations area as the sandbox serves it (`areas.ts`). */
export const agentOperationsArea: Area = {
  name: 'agent-operations',
  routes: (k, { idempotency }) => agentOperationRoutes(k, idempotency),
};
