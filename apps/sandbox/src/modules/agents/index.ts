export { agentRoutes } from './routes.js';
export { agentExecute, agentTransferIn, approveAgentTransaction, checkAllowed, rejectAgentTransaction, type TransferAction } from './actions.js';
export { agentForToken, agentActions, agentActionsTable, agentTokensTable, agents, agentsTable, deviceCodesTable, mustAgent, type AgentActionRecord, type AgentRecord } from './repo.js';
export { agentActionView, agentView } from './views.js';
