import type { Area } from '../../platform/area.js';
import { agentRoutes } from './routes.js';
import { agentsTable, agentActionsTable, deviceCodesTable, agentTokensTable } from './repo.js';
import { decideHeldTransactions } from './actions.js';

export { agentExecute, agentTransferIn, checkAllowed, type TransferAction } from './actions.js';
export { agentForToken, agentActions, agentActionsTable, agentTokensTable, agents, agentsTable, deviceCodesTable, mustAgent, type AgentActionRecord, type AgentRecord } from './repo.js';
export { agentActionView, agentView } from './views.js';

/** The agents area as the sandbox serves it (`areas.ts`). */
export const agentsArea: Area = {
  name: 'agents',
  routes: (k) => agentRoutes(k),
  tables: [agentsTable, agentActionsTable, deviceCodesTable, agentTokensTable],
  hooks: (k) => decideHeldTransactions(k),
};
