import { ServiceError, conflict } from '../errors.js';
import type { AgentActionRecord, AgentRecord, QuoteRecord } from '../model/types.js';
import { agentActionView } from '../model/views.js';
import { platformCustomerIdOf } from '../http.js';
import type { Runtime } from '../runtime.js';
import { emit } from '../webhooks/deliver.js';
import { currencyEntry, midRate } from './currencies.js';
import { newOutgoing, refreshQuote, release } from './engine.js';
import { executeQuote } from './quotes.js';

export const renderAction = (rt: Runtime, action: AgentActionRecord): Record<string, unknown> =>
  agentActionView(rt.state, action, platformCustomerIdOf(rt, action.customerId));

/** The quote's sending amount in the policy's currency, smallest unit. */
function inPolicyCurrency(quote: QuoteRecord, policyCurrency: string): number {
  if (policyCurrency === quote.sendingCurrency) return quote.totalSendingAmount;
  const major = quote.totalSendingAmount / 10 ** currencyEntry(quote.sendingCurrency).decimals / midRate(quote.sendingCurrency, policyCurrency);
  return Math.round(major * 10 ** currencyEntry(policyCurrency).decimals);
}

function rollUsage(rt: Runtime, agent: AgentRecord): void {
  const day = new Date(rt.now()).toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  if (agent.usage.day !== day) agent.usage = { ...agent.usage, day, dailyTransactionCount: 0, dailySpend: 0 };
  if (agent.usage.month !== month) agent.usage = { ...agent.usage, month, monthlySpend: 0 };
}

/**
 * An agent executes a quote (reference OpenAPI: agentExecuteQuote): the policy's limits are
 * checked; an action that needs approval waits as PENDING_APPROVAL with nothing debited until the
 * platform approves it (spec: core rule 4, Agent action states).
 */
export function agentExecute(rt: Runtime, agent: AgentRecord, quote: QuoteRecord): AgentActionRecord {
  refreshQuote(rt, quote);
  if (quote.status === 'EXPIRED') throw conflict('The quote expired before it was executed; nothing was exchanged. Create a new quote.', 'QUOTE_EXPIRED');
  if (quote.status !== 'PENDING' || quote.executedAt !== undefined) throw conflict(`This quote was already executed (status ${quote.status}).`);
  const limits = agent.policy.spendingLimits;
  const amount = inPolicyCurrency(quote, limits.currency);
  rollUsage(rt, agent);
  const velocity = (reason: string) => new ServiceError(403, 'VELOCITY_LIMIT_EXCEEDED', reason);
  if (amount > limits.perTransactionLimit) throw velocity(`The amount exceeds the agent's per-transaction limit of ${limits.perTransactionLimit} ${limits.currency}.`);
  if (limits.dailyLimit != null && agent.usage.dailySpend + amount > limits.dailyLimit) throw velocity("The amount would exceed the agent's daily limit.");
  if (limits.monthlyLimit != null && agent.usage.monthlySpend + amount > limits.monthlyLimit) throw velocity("The amount would exceed the agent's monthly limit.");
  if (limits.dailyTransactionLimit !== undefined && agent.usage.dailyTransactionCount + 1 > limits.dailyTransactionLimit) throw velocity("The agent's daily transaction count is used up.");
  const threshold = agent.policy.approvalThresholds?.amount;
  const needsApproval = agent.policy.defaultExecutionMode === 'APPROVAL_REQUIRED' || (threshold != null && amount >= threshold);
  const now = rt.now();
  const action: AgentActionRecord = {
    id: rt.id('AgentAction'),
    agentId: agent.id,
    customerId: agent.customerId,
    status: needsApproval ? 'PENDING_APPROVAL' : 'APPROVED',
    type: 'EXECUTE_QUOTE',
    quoteId: quote.id,
    transactionId: quote.transactionId,
    createdAt: now,
    updatedAt: now,
  };
  if (needsApproval) {
    const account = quote.sourceAccountId ? rt.state.internalAccounts[quote.sourceAccountId] : undefined;
    if (account && account.balance < quote.totalSendingAmount) {
      throw new ServiceError(400, 'INSUFFICIENT_FUNDS', `The source account holds ${account.balance} and the quote needs ${quote.totalSendingAmount}.`);
    }
    const tx = newOutgoing(rt, quote);
    tx.awaitingApproval = true;
    rt.state.transactions[tx.id] = tx;
    quote.executedAt = now;
    rt.state.agentActions[action.id] = action;
    emit(rt, 'AGENT_ACTION.PENDING_APPROVAL', renderAction(rt, action));
  } else {
    executeQuote(rt, quote);
    rt.state.agentActions[action.id] = action;
  }
  agent.usage.dailyTransactionCount += 1;
  agent.usage.dailySpend += amount;
  agent.usage.monthlySpend += amount;
  return action;
}

export function actionForTransaction(rt: Runtime, transactionId: string): AgentActionRecord | undefined {
  return Object.values(rt.state.agentActions).find((a) => a.transactionId === transactionId);
}

/** The platform approves: execution begins, or the action fails if the quote has expired or the money is gone. */
export function approveAction(rt: Runtime, action: AgentActionRecord): AgentActionRecord {
  const tx = rt.state.transactions[action.transactionId];
  const quote = rt.state.quotes[action.quoteId];
  if (action.status !== 'PENDING_APPROVAL' || !tx?.awaitingApproval || !quote) {
    throw conflict('This transaction is not pending platform approval.', 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  }
  action.updatedAt = rt.now();
  const account = quote.sourceAccountId ? rt.state.internalAccounts[quote.sourceAccountId] : undefined;
  const failure = rt.now() >= quote.expiresAt ? 'QUOTE_EXPIRED' : account && account.balance < quote.totalSendingAmount ? 'QUOTE_EXECUTION_FAILED' : undefined;
  if (failure) {
    tx.awaitingApproval = undefined;
    tx.status = 'FAILED';
    tx.failureReason = failure;
    tx.updatedAt = rt.now();
    quote.status = 'FAILED';
    action.status = 'FAILED';
    return action;
  }
  release(rt, quote, { existing: tx });
  action.status = 'APPROVED';
  return action;
}

export function rejectAction(rt: Runtime, action: AgentActionRecord, reason: string | undefined): AgentActionRecord {
  const tx = rt.state.transactions[action.transactionId];
  const quote = rt.state.quotes[action.quoteId];
  if (action.status !== 'PENDING_APPROVAL' || !tx?.awaitingApproval) {
    throw conflict('This transaction is not pending platform approval.', 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  }
  const now = rt.now();
  tx.awaitingApproval = undefined;
  // Transactions have no REJECTED status in the contract: the action says REJECTED (with its
  // reason); the transaction that never executed is FAILED.
  tx.status = 'FAILED';
  tx.failureReason = 'QUOTE_EXECUTION_FAILED';
  tx.updatedAt = now;
  if (quote) quote.status = 'FAILED';
  action.status = 'REJECTED';
  action.rejectionReason = reason ?? 'Rejected by the platform.';
  action.updatedAt = now;
  return action;
}
