import type { Kernel } from '../../kernel/kernel.js';
import { accountBook } from '../../ledger/ledger.js';
import { ServiceError, conflict } from '../../platform/errors.js';
import { current, executeQuote, mustQuote, quotes, release, setQuoteStatus, type QuoteRecord } from '../quotes/index.js';
import { insufficientFunds, newOutgoing, registerApprover, saveTransaction, transactions, type TransactionRecord } from '../transactions/index.js';
import { externalAccounts } from '../external-accounts/index.js';
import { internalAccounts } from '../internal-accounts/index.js';
import { checkTransferIn, startPull, type TransferRequest } from '../transfers/index.js';
import { convertUnits } from './policy.js';
import { agentActions, agents, type AgentActionRecord, type AgentRecord } from './repo.js';
import { agentActionView } from './views.js';

/** The quote's sending amount in the policy's currency, smallest unit. */
function inPolicyCurrency(quote: QuoteRecord, policyCurrency: string): number {
  return convertUnits(quote.totalSendingAmount, quote.sendingCurrency, policyCurrency);
}

function rolledUsage(k: Kernel, agent: AgentRecord): AgentRecord['usage'] {
  const day = new Date(k.now()).toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  let usage = agent.usage;
  if (usage.day !== day) usage = { ...usage, day, dailyTransactionCount: 0, dailySpend: 0 };
  if (usage.month !== month) usage = { ...usage, month, monthlySpend: 0 };
  return usage;
}

function checkLimits(agent: AgentRecord, usage: AgentRecord['usage'], amount: number): void {
  const limits = agent.policy.spendingLimits;
  const velocity = (reason: string) => new ServiceError(403, 'VELOCITY_LIMIT_EXCEEDED', reason);
  if (amount > limits.perTransactionLimit) throw velocity(`The amount exceeds the agent's per-transaction limit of ${limits.perTransactionLimit} ${limits.currency}.`);
  if (limits.dailyLimit != null && usage.dailySpend + amount > limits.dailyLimit) throw velocity("The amount would exceed the agent's daily limit.");
  if (limits.monthlyLimit != null && usage.monthlySpend + amount > limits.monthlyLimit) throw velocity("The amount would exceed the agent's monthly limit.");
  if (limits.dailyTransactionLimit !== undefined && usage.dailyTransactionCount + 1 > limits.dailyTransactionLimit) throw velocity("The agent's daily transaction count is used up.");
}

/**
 * An agent executes a quote (reference OpenAPI: agentExecuteQuote), in one transaction: the
 * policy's limits are checked and counted; an action that needs approval waits as PENDING_APPROVAL
 * with nothing debited until the platform approves it (spec: core rule 4, Agent action states).
 */
/** What a transfer action carries besides its quote (reference OpenAPI: AgentAction.transferDetails). */
export interface TransferAction {
  type: 'TRANSFER_OUT';
  transferDetails: NonNullable<AgentActionRecord['transferDetails']>;
}

/** Whether the policy holds this amount for the platform's approval, after checking and rolling its limits. */
function policyGate(k: Kernel, agent: AgentRecord, amount: number): { needsApproval: boolean; usage: AgentRecord['usage'] } {
  const usage = rolledUsage(k, agent);
  checkLimits(agent, usage, amount);
  const threshold = agent.policy.approvalThresholds?.amount;
  return { needsApproval: agent.policy.defaultExecutionMode === 'APPROVAL_REQUIRED' || (threshold != null && amount >= threshold), usage };
}

const counted = (usage: AgentRecord['usage'], amount: number): AgentRecord['usage'] => ({ ...usage, dailyTransactionCount: usage.dailyTransactionCount + 1, dailySpend: usage.dailySpend + amount, monthlySpend: usage.monthlySpend + amount });

export function agentExecute(k: Kernel, agentId: string, quoteId: string, transfer?: TransferAction): AgentActionRecord {
  return k.store.transaction(() => {
    const agent = agents(k).get(agentId)!;
    const quote = current(k, mustQuote(k, quoteId));
    if (quote.status === 'EXPIRED') throw conflict('The quote expired before it was executed; nothing was exchanged. Create a new quote.', 'QUOTE_EXPIRED');
    if (quote.status !== 'PENDING' || quote.executedAt !== undefined) throw conflict(`This quote was already executed (status ${quote.status}).`);
    const amount = inPolicyCurrency(quote, agent.policy.spendingLimits.currency);
    const { needsApproval, usage } = policyGate(k, agent, amount);
    const now = k.now();
    const action: AgentActionRecord = { id: k.id('AgentAction'), agentId: agent.id, customerId: agent.customerId, status: needsApproval ? 'PENDING_APPROVAL' : 'APPROVED', type: 'EXECUTE_QUOTE', quoteId: quote.id, transactionId: quote.transactionId, createdAt: now, updatedAt: now, ...transfer };
    if (needsApproval) {
      const available = quote.sourceAccountId ? k.ledger.balance(accountBook(quote.sourceAccountId), quote.sendingCurrency) : Number.POSITIVE_INFINITY;
      if (available < quote.totalSendingAmount) throw insufficientFunds(available, quote.totalSendingAmount);
      saveTransaction(k, { ...newOutgoing(k, quote), awaitingApproval: true }, { isNew: true });
      quotes(k).update({ ...quote, executedAt: now });
      agentActions(k).insert(action);
      k.emit('AGENT_ACTION.PENDING_APPROVAL', agentActionView(k, action));
    } else {
      executeQuote(k, quote.id);
      agentActions(k).insert(action);
    }
    agents(k).update({ ...agent, usage: counted(usage, amount) });
    return action;
  });
}

/** An amount, as the policy counts it: in the policy's currency, smallest unit. */
/**
 * An agent's transfer-in (reference OpenAPI: agentCreateTransferIn), in one transaction: the policy's
 * limits are checked and counted; the ACH pull starts at once, or waits as PENDING_APPROVAL (nothing
 * pulled) until the platform approves the action.
 */
export function agentTransferIn(k: Kernel, agentId: string, request: TransferRequest): AgentActionRecord {
  return k.store.transaction(() => {
    const agent = agents(k).get(agentId)!;
    const { source, destination, amount } = checkTransferIn(k, request, { customerId: agent.customerId });
    checkAllowed(agent, destination.id);
    const details = { amount, currency: destination.currency, sourceAccountId: source.id, destinationAccountId: destination.id };
    const { needsApproval, usage } = policyGate(k, agent, convertUnits(amount, destination.currency, agent.policy.spendingLimits.currency));
    const now = k.now();
    const transactionId = k.id('Transaction');
    const action = agentActions(k).insert({ id: k.id('AgentAction'), agentId, customerId: agent.customerId, status: needsApproval ? 'PENDING_APPROVAL' : 'APPROVED', type: 'TRANSFER_IN', quoteId: transactionId, transactionId, transferDetails: details, createdAt: now, updatedAt: now });
    if (needsApproval) k.emit('AGENT_ACTION.PENDING_APPROVAL', agentActionView(k, action));
    else startPull(k, source, destination, amount, transactionId);
    agents(k).update({ ...agent, usage: counted(usage, convertUnits(amount, destination.currency, agent.policy.spendingLimits.currency)) });
    return action;
  });
}

/** An agent whose policy lists allowed accounts may only move money from or to those (403 otherwise). */
export function checkAllowed(agent: AgentRecord, accountId: string): void {
  const allowed = agent.policy.accountRestrictions?.allowedAccountIds;
  if (allowed && !allowed.includes(accountId)) throw new ServiceError(403, 'FORBIDDEN', "The agent's policy does not allow this account.");
}

/** An approved TRANSFER_IN starts its pull, unless its accounts are gone: then the action FAILED. */
function approveTransferIn(k: Kernel, action: AgentActionRecord): AgentActionRecord {
  const details = action.transferDetails!;
  const source = externalAccounts(k).get(details.sourceAccountId);
  const destination = internalAccounts(k).get(details.destinationAccountId);
  if (!source || !destination || destination.status !== 'ACTIVE') return agentActions(k).update({ ...action, status: 'FAILED', updatedAt: k.now() });
  startPull(k, source, destination, details.amount, action.transactionId);
  return agentActions(k).update({ ...action, status: 'APPROVED', updatedAt: k.now() });
}

const notPending = () => conflict('This transaction is not pending platform approval.', 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');

/** The platform approves, in one transaction: execution begins, or the action fails if the quote has expired or the money is gone. */
export function approveAction(k: Kernel, actionId: string): AgentActionRecord {
  return k.store.transaction(() => {
    const action = agentActions(k).get(actionId)!;
    if (action.type === 'TRANSFER_IN') {
      if (action.status !== 'PENDING_APPROVAL') throw notPending();
      return approveTransferIn(k, action);
    }
    const tx = transactions(k).get(action.transactionId);
    const quote = quotes(k).get(action.quoteId);
    if (action.status !== 'PENDING_APPROVAL' || !tx?.awaitingApproval || !quote) throw notPending();
    const available = quote.sourceAccountId ? k.ledger.balance(accountBook(quote.sourceAccountId), quote.sendingCurrency) : Number.POSITIVE_INFINITY;
    const failure = k.now() >= quote.expiresAt ? 'QUOTE_EXPIRED' : available < quote.totalSendingAmount ? 'QUOTE_EXECUTION_FAILED' : undefined;
    if (failure) {
      const { awaitingApproval: _was, ...rest } = tx;
      saveTransaction(k, { ...rest, status: 'FAILED', failureReason: failure });
      setQuoteStatus(k, quote.id, 'FAILED');
      return agentActions(k).update({ ...action, status: 'FAILED', updatedAt: k.now() });
    }
    release(k, quote.id, { existing: tx });
    return agentActions(k).update({ ...action, status: 'APPROVED', updatedAt: k.now() });
  });
}

export function rejectAction(k: Kernel, actionId: string, reason: string | undefined): AgentActionRecord {
  return k.store.transaction(() => {
    const action = agentActions(k).get(actionId)!;
    if (action.type === 'TRANSFER_IN') {
      // Nothing was pulled: the action says REJECTED, and no transaction ever existed.
      if (action.status !== 'PENDING_APPROVAL') throw notPending();
      return agentActions(k).update({ ...action, status: 'REJECTED', rejectionReason: reason ?? 'Rejected by the platform.', updatedAt: k.now() });
    }
    const tx = transactions(k).get(action.transactionId);
    if (action.status !== 'PENDING_APPROVAL' || !tx?.awaitingApproval) throw notPending();
    const { awaitingApproval: _was, ...rest } = tx;
    // Transactions have no REJECTED status in the contract: the action says REJECTED (with its
    // reason); the transaction that never executed is FAILED.
    saveTransaction(k, { ...rest, status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' });
    setQuoteStatus(k, action.quoteId, 'FAILED');
    return agentActions(k).update({ ...action, status: 'REJECTED', rejectionReason: reason ?? 'Rejected by the platform.', updatedAt: k.now() });
  });
}

function actionFor(k: Kernel, transactionId: string): AgentActionRecord {
  const action = agentActions(k).first({ transactionId }, { orderBy: 'createdAt' });
  if (!action) throw notPending();
  return action;
}

/** `POST /transactions/{id}/approve`: the agent action behind a transaction, approved. */
export function approveAgentTransaction(k: Kernel, transactionId: string): TransactionRecord {
  approveAction(k, actionFor(k, transactionId).id);
  return transactions(k).get(transactionId)!;
}

/** `POST /transactions/{id}/reject`. */
export function rejectAgentTransaction(k: Kernel, transactionId: string, reason: string | undefined): TransactionRecord {
  rejectAction(k, actionFor(k, transactionId).id, reason);
  return transactions(k).get(transactionId)!;
}

/** The agents area decides the transactions its actions hold for the platform's approval (`POST /transactions/{id}/approve`, `/reject`). */
export function decideHeldTransactions(k: Kernel): void {
  registerApprover(k, { approve: (id) => approveAgentTransaction(k, id), reject: (id, reason) => rejectAgentTransaction(k, id, reason) });
}
