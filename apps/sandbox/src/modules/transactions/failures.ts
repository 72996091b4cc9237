import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { accountBook, feesBook, fxBook, inflightBook, worldBook } from '../../ledger/ledger.js';
import { conflict } from '../../platform/errors.js';
import { internalAccounts } from '../internal-accounts/index.js';
import { paymentConcluded } from './hooks.js';
import { saveTransaction, transactions, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

/** Fails a debited transaction; the refund is posted back to the originating account when it settles (spec: core rule 2). */
export function fail(k: Kernel, tx: TransactionRecord, reason: Schema<'OutgoingTransactionFailureReason'>, refundReason: NonNullable<Schema<'Refund'>['reason']> = 'TRANSACTION_FAILED'): TransactionRecord {
  const now = k.now();
  const saved = saveTransaction(k, { ...tx, status: 'FAILED', failureReason: reason, refund: { reference: k.code(12), initiatedAt: now, status: 'PENDING', reason: refundReason } });
  paymentConcluded(k, saved);
  k.emit('OUTGOING_PAYMENT.FAILED', transactionView(saved));
  k.emit('OUTGOING_PAYMENT.REFUND_PENDING', transactionView(saved));
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

/** How often the service tries again a refund its originating account could not take, on the sandbox clock. */
export const REFUND_RETRY_MS = 60 * 60_000;

/**
 * The refund of a failed payment settles back to the originating account. An account that cannot
 * receive (FROZEN: "payments are blocked while the account remains frozen"; PENDING, CLOSED, FAILED)
 * fails the attempt (OUTGOING_PAYMENT.REFUND_FAILED) and the service starts another at once
 * (REFUND_PENDING, a new reference): the money stays in flight behind the FAILED transaction, its
 * refund PENDING, and the refund is tried again every hour, quietly, until the account takes it
 * (REFUND_COMPLETED).
 */
export function settleRefund(k: Kernel, tx: TransactionRecord): void {
  if (tx.refund?.status !== 'PENDING') return;
  const source = tx.sourceAccountId === undefined ? undefined : internalAccounts(k).get(tx.sourceAccountId);
  if (source && source.status !== 'ACTIVE') {
    if (!tx.refundRetrying) {
      k.emit('OUTGOING_PAYMENT.REFUND_FAILED', transactionView({ ...tx, refund: { ...tx.refund, status: 'FAILED' }, updatedAt: k.now() }));
      const again = saveTransaction(k, { ...tx, refund: { reference: k.code(12), initiatedAt: k.now(), status: 'PENDING', reason: tx.refund.reason }, refundRetrying: true });
      k.emit('OUTGOING_PAYMENT.REFUND_PENDING', transactionView(again));
    }
    k.schedule('REFUND_SETTLE', tx.id, k.now() + REFUND_RETRY_MS);
    return;
  }
  const target = tx.sourceAccountId ? accountBook(tx.sourceAccountId) : worldBook(tx.sentAmount.currency);
  k.ledger.post(tx.sentAmount.currency, inflightBook(tx.id), target, tx.sentAmount.amount, 'refund', tx.id);
  const { refundRetrying: _landed, ...settled } = tx;
  const saved = saveTransaction(k, { ...settled, refund: { ...tx.refund, status: 'COMPLETED', settledAt: k.now() } });
  k.emit('OUTGOING_PAYMENT.REFUND_COMPLETED', transactionView(saved));
}
