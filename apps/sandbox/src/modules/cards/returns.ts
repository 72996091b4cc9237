import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { cardTransactions, mustCardTransaction, saveCardTransaction, type CardTransactionKind, type CardTransactionRecord } from './card-transactions.js';
import { credit, issuerToken, pull } from './funding.js';
import { emitCardTransaction } from './events.js';
import { toException } from './exceptions.js';

const PURCHASES: readonly CardTransactionKind[] = ['AUTHORIZATION', 'FINANCIAL_AUTHORIZATION'];

/** A row of its own, dated now, linked to the purchase (spec: Card variant, originalTransactionId). */
function linkedRow(k: Kernel, purchase: CardTransactionRecord, kind: 'RETURN' | 'RETURN_REVERSAL', amount: number): CardTransactionRecord {
  const now = k.now();
  return {
    id: k.id('CardTransaction'),
    kind,
    cardId: purchase.cardId,
    customerId: purchase.customerId,
    platformCustomerId: purchase.platformCustomerId,
    accountId: purchase.accountId,
    issuerTransactionToken: issuerToken(k),
    status: 'SETTLED',
    direction: kind === 'RETURN' ? 'CREDIT' : 'DEBIT',
    originalTransactionId: purchase.id,
    merchant: { ...purchase.merchant },
    currency: purchase.currency,
    authorizedAmount: amount,
    pulls: { count: 0, total: 0, pending: 0 },
    settlements: { count: 1, total: amount },
    refunds: { count: 0, total: 0 },
    authorizedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A merchant return (reference OpenAPI: sandboxSimulateCardReturn; spec: Card variant): its own
 * dated CREDIT row linked by `originalTransactionId`, never rolled into the purchase's
 * `settledAmount`; the purchase counts it in `refundedAmount` and turns REFUNDED once all it
 * settled came back. The amount goes to the account that funded the purchase. One transaction
 * reads the purchase again, so N copies of a full return credit it once.
 */
export function returnPurchase(k: Kernel, cardId: string, id: string, amount: number): { purchase: CardTransactionRecord; refund: CardTransactionRecord } {
  return k.store.transaction(() => {
    const purchase = mustCardTransaction(k, id, cardId);
    if (!PURCHASES.includes(purchase.kind) || purchase.status === 'DECLINED' || purchase.settlements.total === 0) {
      throw invalidInput([{ field: 'cardTransactionId', message: 'expected a purchase with at least one settled clearing' }]);
    }
    const net = purchase.settlements.total - purchase.refunds.total;
    if (amount > net) throw invalidInput([{ field: 'amount', message: `expected at most ${net}, the purchase's settled amount not yet returned, got ${amount}` }]);
    const refund = saveCardTransaction(k, linkedRow(k, purchase, 'RETURN', amount), { isNew: true });
    credit(k, refund, amount, 'card merchant return');
    const refunds = { count: purchase.refunds.count + 1, total: purchase.refunds.total + amount };
    const full = purchase.status === 'SETTLED' && refunds.total === purchase.settlements.total;
    const updated = saveCardTransaction(k, { ...purchase, refunds, ...(full ? { status: 'REFUNDED' as const } : {}) });
    emitCardTransaction(k, updated, 'REFUNDED');
    emitCardTransaction(k, refund);
    return { purchase: updated, refund };
  });
}

/**
 * A return reversal (reference OpenAPI: sandboxSimulateCardReturnReversal): the newest return of a
 * REFUNDED purchase is taken back. The money is pulled from the account as its own DEBIT row
 * linked to the purchase (an EXCEPTION when the account no longer holds it); the purchase is
 * SETTLED again with that return out of its `refundedAmount`.
 */
export function reverseReturn(k: Kernel, cardId: string, id: string): { purchase: CardTransactionRecord; reversal: CardTransactionRecord } {
  return k.store.transaction(() => {
    const purchase = mustCardTransaction(k, id, cardId);
    if (purchase.status !== 'REFUNDED') throw invalidInput([{ field: 'cardTransactionId', message: `expected a REFUNDED card transaction, got ${purchase.status}` }]);
    const latest = cardTransactions(k)
      .find({ originalTransactionId: purchase.id }, { orderBy: 'createdAt', direction: 'desc', limit: 1000 })
      .find((row) => row.kind === 'RETURN' && row.reversedAt === undefined);
    if (!latest) throw invalidInput([{ field: 'cardTransactionId', message: 'expected a purchase with a return not yet reversed' }]);
    const amount = latest.settlements.total;
    cardTransactions(k).update({ ...latest, reversedAt: k.now() });
    const { tx, ok } = pull(k, linkedRow(k, purchase, 'RETURN_REVERSAL', amount), amount, 'NETWORK');
    const reversal = saveCardTransaction(k, ok ? tx : toException(k, tx, 'SETTLED', amount), { isNew: true });
    const updated = saveCardTransaction(k, { ...purchase, refunds: { count: purchase.refunds.count, total: purchase.refunds.total - amount }, status: 'SETTLED' });
    emitCardTransaction(k, updated);
    emitCardTransaction(k, reversal);
    return { purchase: updated, reversal };
  });
}
