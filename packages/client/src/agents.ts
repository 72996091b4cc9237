import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import { allPages, pagesOf } from './pages.js';
import type { Agent, AgentAction } from './types.js';
import { requireId, segment } from './validate.js';

/**
 * The actions the customer's agents submitted that wait for approval (`GET /agents/approvals`,
 * scoped to the customer), with their quote's terms, oldest first.
 *
 * @example const pending = await client.agents.listPendingActions({ customerId });
 */
export async function listPendingActions(ctx: ClientContext, query: { customerId: string }, options: { signal?: AbortSignal } = {}): Promise<AgentAction[]> {
  requireId('query.customerId', query?.customerId);
  return allPages(pagesOf<AgentAction>(ctx, '/agents/approvals', { customerId: query.customerId }, options.signal));
}

/** One of the customer's agents: its name, whether it is paused or connected, its policy and usage. @example const agent = await client.agents.getAgent(action.agentId); */
export async function getAgent(ctx: ClientContext, agentId: string, options: { signal?: AbortSignal } = {}): Promise<Agent> {
  const { body } = await ctx.send<Agent>({ method: 'GET', path: `/agents/${segment(requireId('agentId', agentId))}`, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

const actionPath = (action: Pick<AgentAction, 'id' | 'agentId'>) => {
  if (!action || typeof action !== 'object') throw new ClientError('INVALID_ARGUMENT', 'action: expected the AgentAction as listed, with its id and agentId');
  return `/agents/${segment(requireId('action.agentId', action.agentId))}/actions/${segment(requireId('action.id', action.id))}`;
};

/** Approves an agent's action: its execution begins. @example await client.agents.approveAction(action); */
export async function approveAction(ctx: ClientContext, action: Pick<AgentAction, 'id' | 'agentId'>, options: { signal?: AbortSignal } = {}): Promise<AgentAction> {
  const { body } = await ctx.send<AgentAction>({ method: 'POST', path: `${actionPath(action)}/approve`, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/** Rejects an agent's action, with a reason for the record. @example await client.agents.rejectAction(action, 'Not this month'); */
export async function rejectAction(ctx: ClientContext, action: Pick<AgentAction, 'id' | 'agentId'>, reason?: string, options: { signal?: AbortSignal } = {}): Promise<AgentAction> {
  const { body } = await ctx.send<AgentAction>({ method: 'POST', path: `${actionPath(action)}/reject`, bodyText: JSON.stringify(reason === undefined ? {} : { reason }), ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/** What `client.agents` offers: the customer's agents and their actions awaiting approval. */
export const agentCalls = { listPendingActions, getAgent, approveAction, rejectAction };
