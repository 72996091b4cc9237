/**
 * @wallet-kit/react/agents: `<AgentActions>`, what the user's agents asked to do that waits for
 * their approval, approved or rejected by them. Its messages load with it, in every language the widgets ship.
 *
 * @packageDocumentation
 */
export { AgentActions, useAgentActions, type AgentActionsProps } from './AgentActions.js';
export { agentsApi, createAgentActions, type AgentActionsController, type AgentActionsNotice, type AgentActionsOptions, type AgentActionsState, type AgentActionsStep, type AgentsApi } from './actions-store.js';
export { agentsArea } from './area.js';
export type { AgentMessageId, AgentMessages } from './messages/en.js';
