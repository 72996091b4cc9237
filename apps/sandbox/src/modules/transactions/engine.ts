import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { accountBook, feesBook, fxBook, inflightBook, worldBook } from '../../ledger/ledger.js';
import { INSTANT_RAILS } from '../../platform/currencies.js';
import { ServiceError, conflict } from '../../platform/errors.js';
import { platformCustomerIdOf } from '../customers/index.js';
import { internalAccounts, type InternalAccountRecord } from '../internal-accounts/index.js';
import { quotes, setQuoteStatus, type QuoteRecord } from '../quotes/index.js';
import { saveTransaction, transactions, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

/** Seconds from execution to settlement by rail: instant rails and book transfers in seconds, ACH and SEPA in a minute, wires in two. */
export function settlementSeconds(rail: string | null, destinationKind: QuoteRecord['destinationKind']): number {
  if (destinationKind === 'INTERNAL' || rail === null || INSTANT_RAILS.includes(rail)) return 5;
  if (rail === 'WIRE' || rail === 'SWIFT') return 120;
  return 60;
}

const outgoingEvent = (k: Kernel, tx: TransactionRecord, suffix: string) => k.emit(`OUTGOING_PAYMENT.${suffix}`, transactionView(tx));

/** The outgoing transaction a quote becomes, before any money moves. */
export function newOutgoing(k: Kernel, quote: QuoteRecord): TransactionRecord {
  const now = k.now();
  const seconds = settlementSeconds(quote.paymentRail, quote.destinationKind);
  return {
    id: quote.transactionId,
    type: 'OUTGOING',
    status: 'PENDING',
    direction: 'DEBIT',
    customerId: quote.customerId ?? k.platform.id,
    platformCustomerId: platformCustomerIdOf(k, quote.customerId),
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
    reference: k.code(12),
    destinationKind: quote.destinationKind,
    ...(quote.sourceAccountId ? { sourceAccountId: quote.sourceAccountId } : {}),
    ...(quote.destinationAccountId ? { destinationAccountId: quote.destinationAccountId } : {}),
    ...(quote.agentId ? { agentId: quote.agentId } : {}),
  };
}

/** The document's answer for a balance too small for the quote: its 400 INVALID_AMOUNT ("Amount is invalid"), with what was there and what was needed. */
export const insufficientFunds = (available: number, required: number): ServiceError =>
  new ServiceError(400, 'INVALID_AMOUNT', `The source account holds ${available} and the quote needs ${required}.`, { details: { available, required } });

/**
 * Releases a quote, in one transaction: debits the source at once (spec: core rule 2) and starts
 * settlement on the sandbox clock; for realtime funding the payer's money arrives from outside
 * instead. The quote's status is read again here, so a quote is released once however many
 * requests race for it. `immediate` settles within this call (spec: immediatelyExecute).
 */
export function release(k: Kernel, quoteId: string, options: { immediate?: boolean; existing?: TransactionRecord } = {}): TransactionRecord {
  return k.store.transaction(() => {
    const quote = quoteOf(k, quoteId);
    if (quote.executedAt !== undefined && !options.existing) throw conflict(`This quote was already executed (status ${quote.status}).`);
    // A payment that waited for SCA authorization already exists; it goes on from there.
    const waiting = transactions(k).get(quote.transactionId);
    const existing = options.existing ?? (waiting?.status === 'PENDING_AUTHORIZATION' ? waiting : undefined);
    const tx: TransactionRecord = { ...(existing ?? newOutgoing(k, quote)) };
    const amount = quote.totalSendingAmount;
    if (quote.sourceAccountId) {
      const available = k.ledger.balance(accountBook(quote.sourceAccountId), quote.sendingCurrency);
      if (available < amount) throw insufficientFunds(available, amount);
      k.ledger.post(quote.sendingCurrency, accountBook(quote.sourceAccountId), inflightBook(tx.id), amount, 'debit at execution', tx.id);
    } else {
      k.ledger.post(quote.sendingCurrency, worldBook(quote.sendingCurrency), inflightBook(tx.id), amount, 'realtime funding received', tx.id);
    }
    delete tx.awaitingApproval;
    tx.status = 'PENDING';
    const scenarios = k.scenarios.current;
    if (tx.destinationKind !== 'INTERNAL') {
      if (scenarios.payoutFailure) tx.plannedOutcome = 'FAIL';
      else if (scenarios.bankReturn) tx.plannedOutcome = 'RETURN';
    }
    let saved = saveTransaction(k, tx, { isNew: !existing });
    setQuoteStatus(k, quote.id, 'PROCESSING', { executedAt: quote.executedAt ?? k.now() });
    outgoingEvent(k, saved, 'PENDING');
    if (options.immediate) {
      saved = advance(k, saved);
      saved = settle(k, saved);
    } else {
      k.schedule('TX_PROCESSING', tx.id, k.now() + 1000);
      k.schedule('TX_SETTLE', tx.id, k.now() + (tx.settlementTimelineSeconds ?? 5) * 1000);
    }
    return saved;
  });
}

function quoteOf(k: Kernel, quoteId: string): QuoteRecord {
  const quote = quotes(k).get(quoteId);
  if (!quote) throw new Error(`release: no quote ${quoteId}`);
  return quote;
}

function advance(k: Kernel, tx: TransactionRecord): TransactionRecord {
  if (tx.status !== 'PENDING') return tx;
  const saved = saveTransaction(k, { ...tx, status: 'PROCESSING' });
  outgoingEvent(k, saved, 'PROCESSING');
  return saved;
}

const destinationBook = (tx: TransactionRecord): string => (tx.destinationAccountId ? accountBook(tx.destinationAccountId) : worldBook(tx.receivedAmount.currency));

/** Completes a transaction: fees to the fee book, the rest converted and paid to the destination; incoming credit only now (spec: core rule 3). */
function settle(k: Kernel, tx: TransactionRecord): TransactionRecord {
  if (tx.status !== 'PENDING' && tx.status !== 'PROCESSING') return tx;
  if (tx.plannedOutcome === 'FAIL') return fail(k, tx, 'QUOTE_EXECUTION_FAILED');
  const { sentAmount: sent, receivedAmount: received } = tx;
  const book = inflightBook(tx.id);
  k.ledger.post(sent.currency, book, feesBook(sent.currency), tx.fees, 'fees', tx.id);
  if (sent.currency === received.currency) {
    k.ledger.post(sent.currency, book, destinationBook(tx), sent.amount - tx.fees, 'payout', tx.id);
  } else {
    k.ledger.post(sent.currency, book, fxBook(sent.currency), sent.amount - tx.fees, 'conversion out', tx.id);
    k.ledger.post(received.currency, fxBook(received.currency), destinationBook(tx), received.amount, 'conversion in', tx.id);
  }
  const now = k.now();
  const onChain = tx.destination.destinationType === 'ACCOUNT' && tx.destinationKind === 'EXTERNAL' && (received.currency === 'USDC' || received.currency === 'BTC');
  const saved = saveTransaction(k, {
    ...tx,
    status: 'COMPLETED',
    settledAt: now,
    ...(onChain ? { onChainTransaction: { transactionHash: k.code(16).toLowerCase(), network: received.currency === 'USDC' ? 'SOLANA' : 'SPARK' } } : {}),
  });
  setQuoteStatus(k, tx.quoteId, 'COMPLETED');
  outgoingEvent(k, saved, 'COMPLETED');
  if (saved.destinationAccountId) creditIncoming(k, saved);
  if (saved.plannedOutcome === 'RETURN') k.schedule('TX_RETURN', saved.id, now + 30_000);
  return saved;
}

/** The fields that differ between completed incoming credits; the rest is the same for all of them. */
type IncomingFields = Pick<TransactionRecord, 'source' | 'sentAmount' | 'receivedAmount' | 'fees' | 'exchangeRate' | 'reference'> &
  Partial<Pick<TransactionRecord, 'relatedTransactionId' | 'quoteId' | 'description'>>;

/** Records a COMPLETED INCOMING credit to `account` (the ledger entry is the caller's) and emits its webhook. */
export function recordIncoming(k: Kernel, account: InternalAccountRecord, fields: IncomingFields): TransactionRecord {
  const now = k.now();
  const incoming = saveTransaction(
    k,
    {
      id: k.id('Transaction'),
      type: 'INCOMING',
      status: 'COMPLETED',
      direction: 'CREDIT',
      customerId: account.customerId ?? k.platform.id,
      platformCustomerId: platformCustomerIdOf(k, account.customerId),
      destination: { destinationType: 'ACCOUNT', accountId: account.id },
      platformFees: 0,
      createdAt: now,
      updatedAt: now,
      settledAt: now,
      paymentRail: null,
      expectedSettlementAt: null,
      settlementTimelineSeconds: null,
      ...fields,
    },
    { isNew: true },
  );
  k.emit('INCOMING_PAYMENT.COMPLETED', transactionView(incoming));
  return incoming;
}

function creditIncoming(k: Kernel, outgoing: TransactionRecord): void {
  const account = internalAccounts(k).get(outgoing.destinationAccountId!)!;
  recordIncoming(k, account, {
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
export function fail(k: Kernel, tx: TransactionRecord, reason: Schema<'OutgoingTransactionFailureReason'>, refundReason: NonNullable<Schema<'Refund'>['reason']> = 'TRANSACTION_FAILED'): TransactionRecord {
  const now = k.now();
  const saved = saveTransaction(k, { ...tx, status: 'FAILED', failureReason: reason, refund: { reference: k.code(12), initiatedAt: now, status: 'PENDING', reason: refundReason } });
  setQuoteStatus(k, tx.quoteId, 'FAILED');
  outgoingEvent(k, saved, 'FAILED');
  outgoingEvent(k, saved, 'REFUND_PENDING');
  k.schedule('REFUND_SETTLE', tx.id, now + 2000);
  return saved;
}

/**
 * A bank return (spec: Transaction, COMPLETED -> FAILED): the payout comes back, the conversion is
 * undone at the locked amounts, and the refund to the originating account follows.
 */
export function bankReturn(k: Kernel, transactionId: string): TransactionRecord {
  return k.store.transaction(() => {
    const tx = transactions(k).get(transactionId)!;
    if (tx.type !== 'OUTGOING' || tx.status !== 'COMPLETED') throw conflict(`Transaction ${tx.id} is ${tx.status}; only a COMPLETED payout can come back.`, 'INVALID_STATE_TRANSITION');
    if (tx.destinationKind === 'INTERNAL') throw conflict('A transfer between internal accounts cannot be returned by a bank.', 'INVALID_STATE_TRANSITION');
    const { sentAmount: sent, receivedAmount: received } = tx;
    const book = inflightBook(tx.id);
    if (sent.currency === received.currency) {
      k.ledger.post(sent.currency, worldBook(sent.currency), book, sent.amount - tx.fees, 'bank return', tx.id);
    } else {
      k.ledger.post(received.currency, worldBook(received.currency), fxBook(received.currency), received.amount, 'bank return', tx.id);
      k.ledger.post(sent.currency, fxBook(sent.currency), book, sent.amount - tx.fees, 'conversion reversed', tx.id);
    }
    k.ledger.post(sent.currency, feesBook(sent.currency), book, tx.fees, 'fees refunded', tx.id);
    const { plannedOutcome: _done, ...rest } = tx;
    return fail(k, rest, 'PAYOUT_RETURNED');
  });
}

function settleRefund(k: Kernel, tx: TransactionRecord): void {
  if (tx.refund?.status !== 'PENDING') return;
  // An originating account that was frozen or closed meanwhile cannot take the refund: the service holds it.
  const source = tx.sourceAccountId === undefined ? undefined : internalAccounts(k).get(tx.sourceAccountId);
  if (source && source.status !== 'ACTIVE') {
    const held = saveTransaction(k, { ...tx, refund: { ...tx.refund, status: 'FAILED' } });
    outgoingEvent(k, held, 'REFUND_FAILED');
    return;
  }
  const target = tx.sourceAccountId ? accountBook(tx.sourceAccountId) : worldBook(tx.sentAmount.currency);
  k.ledger.post(tx.sentAmount.currency, inflightBook(tx.id), target, tx.sentAmount.amount, 'refund', tx.id);
  const saved = saveTransaction(k, { ...tx, refund: { ...tx.refund, status: 'COMPLETED', settledAt: k.now() } });
  outgoingEvent(k, saved, 'REFUND_COMPLETED');
}

/** What each scheduled kind of job does to its transaction; each runs in its own database transaction. */
export function registerTransactionJobs(k: Kernel): void {
  const withTx = (run: (tx: TransactionRecord) => void) => (id: string) => {
    const tx = transactions(k).get(id);
    if (tx) run(tx);
  };
  k.onJob('TX_PROCESSING', withTx((tx) => void advance(k, tx)));
  k.onJob('TX_SETTLE', withTx((tx) => void settle(k, tx)));
  k.onJob('TX_RETURN', withTx((tx) => void (tx.status === 'COMPLETED' ? bankReturn(k, tx.id) : undefined)));
  k.onJob('REFUND_SETTLE', withTx((tx) => settleRefund(k, tx)));
}
