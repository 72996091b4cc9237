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

/** The refund of a failed payment settles: back to the originating account, or held when that account cannot take it. */
export function settleRefund(k: Kernel, tx: TransactionRecord): void {
  if (tx.refund?.status !== 'PENDING') return;
  // An originating account that was frozen or closed meanwhile cannot take the refund: the service holds it.
  const source = tx.sourceAccountId === undefined ? undefined : internalAccounts(k).get(tx.sourceAccountId);
  if (source && source.status !== 'ACTIVE') {
    const held = saveTransaction(k, { ...tx, refund: { ...tx.refund, status: 'FAILED' } });
    k.emit('OUTGOING_PAYMENT.REFUND_FAILED', transactionView(held));
    return;
  }
  const target = tx.sourceAccountId ? accountBook(tx.sourceAccountId) : worldBook(tx.sentAmount.currency);
  k.ledger.post(tx.sentAmount.currency, inflightBook(tx.id), target, tx.sentAmount.amount, 'refund', tx.id);
  const saved = saveTransaction(k, { ...tx, refund: { ...tx.refund, status: 'COMPLETED', settledAt: k.now() } });
  k.emit('OUTGOING_PAYMENT.REFUND_COMPLETED', transactionView(saved));
}
