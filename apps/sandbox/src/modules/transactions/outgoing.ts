import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { accountBook, feesBook, fxBook, inflightBook, worldBook } from '../../ledger/ledger.js';
import { INSTANT_RAILS } from '../../platform/currencies.js';
import { ServiceError } from '../../platform/errors.js';
import { platformCustomerIdOf } from '../customers/index.js';
import { creditIncoming } from './credit.js';
import { fail } from './failures.js';
import { paymentConcluded } from './hooks.js';
import { saveTransaction, transactions, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

/**
 * What a payment is made from: a quote's locked terms (the quotes area's record has them all). The
 * quote itself stays the quotes area's: this area reads its terms and moves the money.
 */
export interface PaymentTerms {
  id: string;
  transactionId: string;
  customerId?: string;
  source: Schema<'Quote'>['source'];
  destination: Schema<'Quote'>['destination'];
  sourceAccountId?: string;
  destinationAccountId?: string;
  destinationKind: 'INTERNAL' | 'EXTERNAL' | 'UMA';
  sendingCurrency: string;
  receivingCurrency: string;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  platformFeesIncluded: number;
  rateDetails: Schema<'Quote'>['rateDetails'];
  paymentRail: Schema<'PaymentRail'> | null;
  railSelectionMode: 'MANUAL' | 'AUTO';
  agentId?: string;
}

/** Seconds from execution to settlement by rail: instant rails and book transfers in seconds, ACH and SEPA in a minute, wires in two. */
export function settlementSeconds(rail: string | null, destinationKind: PaymentTerms['destinationKind']): number {
  if (destinationKind === 'INTERNAL' || rail === null || INSTANT_RAILS.includes(rail)) return 5;
  if (rail === 'WIRE' || rail === 'SWIFT') return 120;
  return 60;
}

// The bank payment that arrived names its originator, as a rail reports one (the document's REALTIME_FUNDING source
// fields); the sandbox's outside world has one sender. A stablecoin transfer names no bank.
const SANDBOX_ORIGINATOR = { accountHolderName: 'Sandbox Sender', accountIdentifier: '****6789', bankName: 'Sandbox Bank' };

function withOriginator(source: TransactionRecord['source']): TransactionRecord['source'] {
  if (source.sourceType !== 'REALTIME_FUNDING' || 'cryptoNetwork' in source) return source;
  return { ...SANDBOX_ORIGINATOR, ...source };
}

/** The outgoing transaction a quote becomes, before any money moves. */
export function newOutgoing(k: Kernel, quote: PaymentTerms): TransactionRecord {
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
 * The money side of a quote's release, in the caller's transaction: debits the source at once
 * (spec: core rule 2), or takes in the payer's money for realtime funding, and the payment is
 * PENDING. A payment that waited (for SCA authorization, or `existing`, for the platform's approval)
 * goes on from there. Settlement starts with `startSettlement`, once the quote is marked.
 */
export function releasePayment(k: Kernel, quote: PaymentTerms, existing?: TransactionRecord): TransactionRecord {
  const waiting = transactions(k).get(quote.transactionId);
  const held = existing ?? (waiting?.status === 'PENDING_AUTHORIZATION' ? waiting : undefined);
  const tx: TransactionRecord = { ...(held ?? newOutgoing(k, quote)) };
  const amount = quote.totalSendingAmount;
  if (quote.sourceAccountId) {
    const available = k.ledger.balance(accountBook(quote.sourceAccountId), quote.sendingCurrency);
    if (available < amount) throw insufficientFunds(available, amount);
    k.ledger.post(quote.sendingCurrency, accountBook(quote.sourceAccountId), inflightBook(tx.id), amount, 'debit at execution', tx.id);
  } else {
    k.ledger.post(quote.sendingCurrency, worldBook(quote.sendingCurrency), inflightBook(tx.id), amount, 'realtime funding received', tx.id);
    tx.source = withOriginator(tx.source);
  }
  delete tx.awaitingApproval;
  tx.status = 'PENDING';
  const scenarios = k.scenarios.current;
  if (tx.destinationKind !== 'INTERNAL') {
    if (scenarios.payoutFailure) tx.plannedOutcome = 'FAIL';
    else if (scenarios.bankReturn) tx.plannedOutcome = 'RETURN';
  }
  const saved = saveTransaction(k, tx, { isNew: !held });
  k.emit('OUTGOING_PAYMENT.PENDING', transactionView(saved));
  return saved;
}

/** Settlement on the sandbox clock (PROCESSING a second later, then settled by its rail), or within this call when `immediate` (spec: immediatelyExecute). */
export function startSettlement(k: Kernel, tx: TransactionRecord, immediate: boolean): TransactionRecord {
  if (immediate) return settle(k, advance(k, tx));
  k.schedule('TX_PROCESSING', tx.id, k.now() + 1000);
  k.schedule('TX_SETTLE', tx.id, k.now() + (tx.settlementTimelineSeconds ?? 5) * 1000);
  return tx;
}

export function advance(k: Kernel, tx: TransactionRecord): TransactionRecord {
  if (tx.status !== 'PENDING') return tx;
  const saved = saveTransaction(k, { ...tx, status: 'PROCESSING' });
  k.emit('OUTGOING_PAYMENT.PROCESSING', transactionView(saved));
  return saved;
}

const destinationBook = (tx: TransactionRecord): string => (tx.destinationAccountId ? accountBook(tx.destinationAccountId) : worldBook(tx.receivedAmount.currency));

/** Completes a transaction: fees to the fee book, the rest converted and paid to the destination; incoming credit only now (spec: core rule 3). */
export function settle(k: Kernel, tx: TransactionRecord): TransactionRecord {
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
  paymentConcluded(k, saved);
  k.emit('OUTGOING_PAYMENT.COMPLETED', transactionView(saved));
  if (saved.destinationAccountId) creditIncoming(k, saved);
  if (saved.plannedOutcome === 'RETURN') k.schedule('TX_RETURN', saved.id, now + 30_000);
  return saved;
}
