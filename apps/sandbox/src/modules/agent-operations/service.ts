import type { Kernel } from '../../kernel/kernel.js';
import { forbidden, invalidInput, notFound } from '../../platform/errors.js';
import { agentActions, agentExecute, type AgentActionRecord, type AgentRecord } from '../agents/index.js';
import { createExternalAccount, type ExternalAccountRecord, type ExternalAccountRequest } from '../external-accounts/index.js';
import { createQuote, quotes, type ParsedQuoteRequest, type QuoteRecord } from '../quotes/index.js';
import { transactions, type TransactionRecord } from '../transactions/index.js';

type Permission = AgentRecord['policy']['permissions'][number];

/** The agent may act: it is not paused and its policy grants `permission` (403 otherwise). */
export function requirePermission(agent: AgentRecord, permission: Permission): void {
  if (agent.isPaused) throw forbidden('This agent is paused.');
  if (!agent.policy.permissions.includes(permission)) throw forbidden(`The agent's policy lacks the ${permission} permission.`);
}

/** One of the agent's own quotes; any other is not found. */
export function agentQuote(k: Kernel, agentId: string, quoteId: string): QuoteRecord {
  const quote = quotes(k).get(quoteId);
  if (!quote || quote.agentId !== agentId) throw notFound('Quote', quoteId, 'QUOTE_NOT_FOUND');
  return quote;
}

/** A quote for the agent's customer, within the accounts its policy allows; agents execute separately, under their policy. */
export function createAgentQuote(k: Kernel, agent: AgentRecord, request: ParsedQuoteRequest): QuoteRecord {
  requirePermission(agent, 'CREATE_QUOTES');
  if (request.immediatelyExecute) throw invalidInput([{ field: 'immediatelyExecute', message: 'agents create quotes, then execute them under their policy' }]);
  return createQuote(k, request, { agentId: agent.id, customerId: agent.customerId, allowedAccountIds: agent.policy.accountRestrictions?.allowedAccountIds ?? null }).quote;
}

/** Executes one of the agent's quotes under its policy: at once, or held for the platform's approval. */
export function executeAgentQuote(k: Kernel, agent: AgentRecord, quoteId: string): AgentActionRecord {
  const quote = agentQuote(k, agent.id, quoteId);
  requirePermission(agent, 'EXECUTE_QUOTES');
  return agentExecute(k, agent.id, quote.id);
}

/** One of the agent's own actions; any other is not found. */
export function agentAction(k: Kernel, agentId: string, actionId: string): AgentActionRecord {
  const action = agentActions(k).get(actionId);
  if (!action || action.agentId !== agentId) throw notFound('Agent action', actionId);
  return action;
}

/** One of the agent's customer's transactions, with VIEW_TRANSACTIONS; any other is not found. */
export function agentTransaction(k: Kernel, agent: AgentRecord, transactionId: string): TransactionRecord {
  requirePermission(agent, 'VIEW_TRANSACTIONS');
  const tx = transactions(k).get(transactionId);
  if (!tx || tx.customerId !== agent.customerId) throw notFound('Transaction', transactionId, 'TRANSACTION_NOT_FOUND');
  return tx;
}

/** A payee for the agent's customer, inferred when the body names none; another customer's id is a field error. */
export function addAgentExternalAccount(k: Kernel, agent: AgentRecord, request: ExternalAccountRequest): ExternalAccountRecord {
  requirePermission(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
  if (request.customerId !== undefined && request.customerId !== agent.customerId) throw invalidInput([{ field: 'customerId', message: "expected the agent's own customer, or nothing" }]);
  return createExternalAccount(k, { ...request, customerId: agent.customerId });
}
