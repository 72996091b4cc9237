export { agentRoutes } from './routes.js';
export { agentExecute, agentTransferIn, checkAllowed, decideHeldTransactions, type TransferAction } from './actions.js';
export { agentForToken, agentActions, agentActionsTable, agentTokensTable, agents, agentsTable, deviceCodesTable, mustAgent, type AgentActionRecord, type AgentRecord } from './repo.js';
export { agentActionView, agentView } from './views.js';
