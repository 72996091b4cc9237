import type { Kernel } from '../../kernel/kernel.js';
import { conflict } from '../../platform/errors.js';
import { fail } from './failures.js';
import { approverOf } from './hooks.js';
import { approveIncoming, isPendingIncoming, rejectIncoming } from './incoming.js';
import { mustTransaction, saveTransaction, type TransactionRecord } from './repo.js';

/** Rails whose payouts can still be pulled back before they settle. */
const CANCELLABLE_RAILS = ['ACH', 'WIRE'];

/** The platform approves a transaction waiting for it: an incoming payment, or what its approver holds (an agent's action). */
export function approveTransaction(k: Kernel, id: string): TransactionRecord {
  const tx = mustTransaction(k, id);
  return isPendingIncoming(tx) ? approveIncoming(k, tx.id) : approverOf(k).approve(tx.id);
}

/** The platform rejects a transaction waiting for it; an agent's action keeps the reason. */
export function rejectTransaction(k: Kernel, id: string, reason: string | undefined): TransactionRecord {
  const tx = mustTransaction(k, id);
  return isPendingIncoming(tx) ? rejectIncoming(k, tx.id) : approverOf(k).reject(tx.id, reason);
}

/** Records when the platform delivered the receipt (now, when it does not say); calling it again updates the time (reference OpenAPI: confirmReceiptDelivery). */
export function confirmReceipt(k: Kernel, id: string, deliveredAt: number | undefined): TransactionRecord {
  return k.store.transaction(() => saveTransaction(k, { ...mustTransaction(k, id), receiptDeliveryConfirmedAt: deliveredAt ?? k.now() }, { touch: false }));
}

/** Cancels a bank payout that has not settled: it fails as a user cancellation, its money refunded (reference OpenAPI: cancelTransaction). */
export function cancelTransaction(k: Kernel, id: string): TransactionRecord {
  return k.store.transaction(() => {
    const tx = mustTransaction(k, id);
    if (tx.type !== 'OUTGOING' || !(tx.status === 'PENDING' || tx.status === 'PROCESSING') || tx.awaitingApproval || !CANCELLABLE_RAILS.includes(tx.paymentRail ?? '')) {
      throw conflict('This transaction cannot be cancelled.', 'TRANSACTION_NOT_CANCELLABLE');
    }
    return fail(k, tx, 'QUOTE_EXECUTION_FAILED', 'USER_CANCELLATION');
  });
}
