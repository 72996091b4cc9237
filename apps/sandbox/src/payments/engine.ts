import { ServiceError, conflict } from '../errors.js';
import { platformCustomerIdOf } from '../http.js';
import { accountBook, feesBook, fxBook, inflightBook, worldBook } from '../model/ledger.js';
import type { InternalAccountRecord, QuoteRecord, TransactionRecord } from '../model/types.js';
import { transactionView } from '../model/views.js';
import type { Runtime } from '../runtime.js';
import { emit, retryDue } from '../webhooks/deliver.js';
import { INSTANT_RAILS } from './currencies.js';

/** Seconds from execution to settlement by rail: instant rails and book transfers in seconds, ACH and SEPA in a minute, wires in two. */
export function settlementSeconds(rail: string | null, destinationKind: QuoteRecord['destinationKind']): number {
  if (destinationKind === 'INTERNAL' || rail === null || INSTANT_RAILS.includes(rail)) return 5;
  if (rail === 'WIRE' || rail === 'SWIFT') return 120;
  return 60;
}

/** Quote lifetime by rail (spec: Limits): instant rails 2 minutes, book transfers 5, batch rails 10, wires 15. */
export function quoteLifetimeMs(rail: string | null, destinationKind: QuoteRecord['destinationKind'], realtime: boolean): number {
  if (realtime) return 5 * 60_000;
  if (destinationKind === 'INTERNAL') return 5 * 60_000;
  if (rail === null || INSTANT_RAILS.includes(rail)) return 2 * 60_000;
  if (rail === 'WIRE' || rail === 'SWIFT') return 15 * 60_000;
  return 10 * 60_000;
}

const OUTGOING = 'OUTGOING_PAYMENT';

function touch(rt: Runtime, tx: TransactionRecord): void {
  tx.updatedAt = rt.now();
}

function outgoingEvent(rt: Runtime, tx: TransactionRecord, suffix: string): void {
  emit(rt, `${OUTGOING}.${suffix}`, transactionView(tx));
}

/** Marks a quote expired once its window has passed and nothing was executed (spec: Quote, expiresAt). */
export function refreshQuote(rt: Runtime, quote: QuoteRecord): QuoteRecord {
  if ((quote.status === 'PENDING' || quote.status === 'PENDING_AUTHORIZATION') && quote.executedAt === undefined && rt.now() >= quote.expiresAt) {
    quote.status = 'EXPIRED';
  }
  return quote;
}

/** The outgoing transaction a quote becomes, before any money moves. */
export function newOutgoing(rt: Runtime, quote: QuoteRecord): TransactionRecord {
  const now = rt.now();
  const seconds = settlementSeconds(quote.paymentRail, quote.destinationKind);
  const customerId = quote.customerId;
  const tx: TransactionRecord = {
    id: quote.transactionId,
    type: 'OUTGOING',
    status: 'PENDING',
    direction: 'DEBIT',
    customerId: customerId ?? rt.state.platform.id,
    platformCustomerId: platformCustomerIdOf(rt, customerId),
    quoteId: quote.id,
    source: quote.sourceAccountId ? { sourceType: 'ACCOUNT', accountId: quote.sourceAccountId } : { ...quote.source },
    destination: quote.destinationAccountId ? { destinationType: 'ACCOUNT', accountId: quote.destinationAccountId } : { ...quote.destination },
    sentAmount: { amount: quote.totalSendingAmount, currency: quote.sendingCurrency },
    receivedAmount: { amount: quote.totalReceivingAmount, currency: quote.receivingCurrency },
    fees: quote.feesIncluded,
    platformFees: quote.platformFeesIncluded,
    exchangeRate: quote.exchangeRate,
    rateDetails: quote.rateDetails,
    createdAt: now,
    updatedAt: now,
    paymentRail: quote.paymentRail,
    railSelectionMode: quote.railSelectionMode,
    expectedSettlementAt: seconds > 5 ? now + seconds * 1000 : null,
    settlementTimelineSeconds: seconds,
    reference: rt.code(12),
    destinationKind: quote.destinationKind,
    ...(quote.sourceAccountId ? { sourceAccountId: quote.sourceAccountId } : {}),
    ...(quote.destinationAccountId ? { destinationAccountId: quote.destinationAccountId } : {}),
    ...(quote.agentId ? { agentId: quote.agentId } : {}),
  };
  return tx;
}

/**
 * Releases a quote: debits the source at once (spec: core rule 2) and starts settlement on the
 * sandbox clock. For realtime funding the payer's money arrives from outside instead.
 * `immediate` settles within this call (spec: immediatelyExecute).
 */
export function release(rt: Runtime, quote: QuoteRecord, options: { immediate?: boolean; existing?: TransactionRecord } = {}): TransactionRecord {
  const tx = options.existing ?? newOutgoing(rt, quote);
  const amount = quote.totalSendingAmount;
  if (quote.sourceAccountId) {
    const account = rt.state.internalAccounts[quote.sourceAccountId]!;
    if (account.balance < amount) {
      throw new ServiceError(400, 'INSUFFICIENT_FUNDS', `The source account holds ${account.balance} and the quote needs ${amount}.`, {
        details: { available: account.balance, required: amount },
      });
    }
    rt.ledger.post(quote.sendingCurrency, accountBook(quote.sourceAccountId), inflightBook(tx.id), amount, 'debit at execution', tx.id);
  } else {
    rt.ledger.post(quote.sendingCurrency, worldBook(quote.sendingCurrency), inflightBook(tx.id), amount, 'realtime funding received', tx.id);
  }
  const now = rt.now();
  tx.awaitingApproval = undefined;
  tx.status = 'PENDING';
  tx.createdAt = options.existing ? tx.createdAt : now;
  touch(rt, tx);
  const scenarios = rt.state.scenarios;
  if (tx.destinationKind !== 'INTERNAL') {
    if (scenarios.payoutFailure) tx.plannedOutcome = 'FAIL';
    else if (scenarios.bankReturn) tx.plannedOutcome = 'RETURN';
  }
  rt.state.transactions[tx.id] = tx;
  quote.executedAt = now;
  quote.status = 'PROCESSING';
  outgoingEvent(rt, tx, 'PENDING');
  if (options.immediate) {
    advanceTransaction(rt, tx, 'PROCESSING');
    settle(rt, tx);
  } else {
    rt.schedule('TX_PROCESSING', tx.id, now + 1000);
    rt.schedule('TX_SETTLE', tx.id, now + (tx.settlementTimelineSeconds ?? 5) * 1000);
  }
  return tx;
}

function advanceTransaction(rt: Runtime, tx: TransactionRecord, status: 'PROCESSING'): void {
  if (tx.status !== 'PENDING') return;
  tx.status = status;
  touch(rt, tx);
  outgoingEvent(rt, tx, status);
}

function destinationBook(tx: TransactionRecord): string {
  return tx.destinationAccountId ? accountBook(tx.destinationAccountId) : worldBook(tx.receivedAmount.currency);
}

/** Completes a transaction: fees to the fee book, the rest converted and paid to the destination; incoming credit only now (spec: core rule 3). */
function settle(rt: Runtime, tx: TransactionRecord): void {
  if (tx.status !== 'PENDING' && tx.status !== 'PROCESSING') return;
  if (tx.plannedOutcome === 'FAIL') {
    fail(rt, tx, 'QUOTE_EXECUTION_FAILED');
    return;
  }
  const sent = tx.sentAmount;
  const received = tx.receivedAmount;
  const book = inflightBook(tx.id);
  rt.ledger.post(sent.currency, book, feesBook(sent.currency), tx.fees, 'fees', tx.id);
  if (sent.currency === received.currency) {
    rt.ledger.post(sent.currency, book, destinationBook(tx), sent.amount - tx.fees, 'payout', tx.id);
  } else {
    rt.ledger.post(sent.currency, book, fxBook(sent.currency), sent.amount - tx.fees, 'conversion out', tx.id);
    rt.ledger.post(received.currency, fxBook(received.currency), destinationBook(tx), received.amount, 'conversion in', tx.id);
  }
  const now = rt.now();
  tx.status = 'COMPLETED';
  tx.settledAt = now;
  touch(rt, tx);
  if (tx.destination.destinationType === 'ACCOUNT' && tx.destinationKind === 'EXTERNAL' && (received.currency === 'USDC' || received.currency === 'BTC')) {
    tx.onChainTransaction = { transactionHash: rt.code(16).toLowerCase(), network: received.currency === 'USDC' ? 'SOLANA' : 'SPARK' };
  }
  const quote = tx.quoteId ? rt.state.quotes[tx.quoteId] : undefined;
  if (quote) quote.status = 'COMPLETED';
  outgoingEvent(rt, tx, 'COMPLETED');
  if (tx.destinationAccountId) creditIncoming(rt, tx);
  if (tx.plannedOutcome === 'RETURN') rt.schedule('TX_RETURN', tx.id, now + 30_000);
}

/** The fields that differ between completed incoming credits; the rest is the same for all of them. */
type IncomingFields = Pick<TransactionRecord, 'source' | 'sentAmount' | 'receivedAmount' | 'fees' | 'exchangeRate' | 'reference'> &
  Partial<Pick<TransactionRecord, 'relatedTransactionId' | 'quoteId' | 'description'>>;

/** Records a COMPLETED INCOMING credit to `account` (the ledger entry is the caller's) and emits its webhook. */
export function recordIncoming(rt: Runtime, account: InternalAccountRecord, fields: IncomingFields): TransactionRecord {
  const now = rt.now();
  const incoming: TransactionRecord = {
    id: rt.id('Transaction'),
    type: 'INCOMING',
    status: 'COMPLETED',
    direction: 'CREDIT',
    customerId: account.customerId ?? rt.state.platform.id,
    platformCustomerId: platformCustomerIdOf(rt, account.customerId),
    destination: { destinationType: 'ACCOUNT', accountId: account.id },
    platformFees: 0,
    createdAt: now,
    updatedAt: now,
    settledAt: now,
    paymentRail: null,
    expectedSettlementAt: null,
    settlementTimelineSeconds: null,
    ...fields,
  };
  rt.state.transactions[incoming.id] = incoming;
  emit(rt, 'INCOMING_PAYMENT.COMPLETED', transactionView(incoming));
  return incoming;
}

function creditIncoming(rt: Runtime, outgoing: TransactionRecord): void {
  recordIncoming(rt, rt.state.internalAccounts[outgoing.destinationAccountId!]!, {
    source: outgoing.source,
    sentAmount: outgoing.sentAmount,
    receivedAmount: outgoing.receivedAmount,
    fees: outgoing.fees,
    exchangeRate: outgoing.exchangeRate,
    reference: outgoing.reference,
    relatedTransactionId: outgoing.id,
    ...(outgoing.quoteId ? { quoteId: outgoing.quoteId } : {}),
  });
}

/** Fails a debited transaction; the refund is posted back to the originating account when it settles (spec: core rule 2). */
export function fail(rt: Runtime, tx: TransactionRecord, reason: string, refundReason = 'TRANSACTION_FAILED'): void {
  const now = rt.now();
  tx.status = 'FAILED';
  tx.failureReason = reason;
  tx.refund = { reference: rt.code(12), initiatedAt: now, status: 'PENDING', reason: refundReason };
  touch(rt, tx);
  const quote = tx.quoteId ? rt.state.quotes[tx.quoteId] : undefined;
  if (quote) quote.status = 'FAILED';
  outgoingEvent(rt, tx, 'FAILED');
  outgoingEvent(rt, tx, 'REFUND_PENDING');
  rt.schedule('REFUND_SETTLE', tx.id, now + 2000);
}

/**
 * A bank return (spec: Transaction, COMPLETED -> FAILED): the payout comes back, the conversion is
 * undone at the locked amounts, and the refund to the originating account follows.
 */
export function bankReturn(rt: Runtime, tx: TransactionRecord): void {
  if (tx.type !== 'OUTGOING' || tx.status !== 'COMPLETED') throw conflict(`Transaction ${tx.id} is ${tx.status}; only a COMPLETED payout can come back.`, 'INVALID_STATE_TRANSITION');
  if (tx.destinationKind === 'INTERNAL') throw conflict('A transfer between internal accounts cannot be returned by a bank.', 'INVALID_STATE_TRANSITION');
  const sent = tx.sentAmount;
  const received = tx.receivedAmount;
  const book = inflightBook(tx.id);
  if (sent.currency === received.currency) {
    rt.ledger.post(sent.currency, worldBook(sent.currency), book, sent.amount - tx.fees, 'bank return', tx.id);
  } else {
    rt.ledger.post(received.currency, worldBook(received.currency), fxBook(received.currency), received.amount, 'bank return', tx.id);
    rt.ledger.post(sent.currency, fxBook(sent.currency), book, sent.amount - tx.fees, 'conversion reversed', tx.id);
  }
  rt.ledger.post(sent.currency, feesBook(sent.currency), book, tx.fees, 'fees refunded', tx.id);
  tx.plannedOutcome = undefined;
  fail(rt, tx, 'PAYOUT_RETURNED');
}

function settleRefund(rt: Runtime, tx: TransactionRecord): void {
  if (tx.refund?.status !== 'PENDING') return;
  const target = tx.sourceAccountId ? accountBook(tx.sourceAccountId) : worldBook(tx.sentAmount.currency);
  rt.ledger.post(tx.sentAmount.currency, inflightBook(tx.id), target, tx.sentAmount.amount, 'refund', tx.id);
  tx.refund.status = 'COMPLETED';
  tx.refund.settledAt = rt.now();
  touch(rt, tx);
  outgoingEvent(rt, tx, 'REFUND_COMPLETED');
}

/** Runs everything that fell due on the sandbox clock, oldest first; called before every request and after the clock moves. */
export function runDueJobs(rt: Runtime): number {
  let ran = 0;
  for (;;) {
    const now = rt.clock.now();
    const due = rt.state.jobs.filter((job) => job.at <= now).sort((a, b) => a.at - b.at || a.seq - b.seq);
    if (due.length === 0) break;
    const job = due[0]!;
    rt.state.jobs.splice(rt.state.jobs.indexOf(job), 1);
    const tx = rt.state.transactions[job.id];
    if (!tx) continue;
    rt.jobTime = job.at;
    ran += 1;
    try {
      if (job.kind === 'TX_PROCESSING') advanceTransaction(rt, tx, 'PROCESSING');
      else if (job.kind === 'TX_SETTLE') settle(rt, tx);
      else if (job.kind === 'TX_RETURN') {
        if (tx.status === 'COMPLETED') bankReturn(rt, tx);
      } else settleRefund(rt, tx);
    } finally {
      rt.jobTime = undefined;
    }
  }
  return ran + retryDue(rt);
}
