import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import { currency } from '../../platform/currencies.js';
import type { CardTransactionRecord } from './card-transactions.js';
import type { CardRecord } from './repo.js';

/** A card as the service shows it (reference OpenAPI: Card): never its number or CVC. */
export function cardView(card: CardRecord): Schema<'Card'> {
  return {
    id: card.id,
    cardholderId: card.cardholderId,
    platformCardId: card.platformCardId,
    state: card.state,
    stateReason: card.stateReason,
    brand: card.brand,
    form: card.form,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fundingSources: card.state === 'CLOSED' ? [] : card.fundingSources,
    maxSpendPerTransaction: card.maxSpendPerTransaction,
    currency: card.currency,
    processorRef: card.processorRef,
    issuerRef: card.issuerRef,
    createdAt: iso(card.createdAt),
    updatedAt: iso(card.updatedAt),
  };
}

/**
 * A card transaction as the service shows it (spec: Card variant; reference OpenAPI: CardTransaction):
 * `createdAt` equals `authorizedAt`; `settledAmount` is the clearings rolled up (on a return, the
 * credited value); `refundedAmount` the returns against a purchase; `cardDeclinedReason` only on a decline.
 */
export function cardTransactionView(tx: CardTransactionRecord): Schema<'CardTransaction'> {
  const money = (amount: number): Schema<'CurrencyAmount'> => ({ amount, currency: currency(tx.currency) });
  const settled = tx.settlements.count > 0 || tx.kind === 'RETURN' || tx.kind === 'RETURN_REVERSAL' || tx.kind.startsWith('FINANCIAL_');
  return {
    type: 'CARD' as const,
    id: tx.id,
    cardId: tx.cardId,
    customerId: tx.customerId,
    platformCustomerId: tx.platformCustomerId,
    issuerTransactionToken: tx.issuerTransactionToken,
    status: tx.status,
    ...(tx.cardDeclinedReason === undefined ? {} : { cardDeclinedReason: tx.cardDeclinedReason }),
    direction: tx.direction,
    ...(tx.originalTransactionId === undefined ? {} : { originalTransactionId: tx.originalTransactionId }),
    description: tx.merchant.descriptor,
    merchant: tx.merchant,
    authorizedAmount: money(tx.authorizedAmount),
    ...(settled && tx.status !== 'DECLINED' ? { settledAmount: money(tx.settlements.total) } : {}),
    ...(tx.refunds.count > 0 ? { refundedAmount: money(tx.refunds.total) } : {}),
    accountId: tx.accountId,
    pullSummary: { count: tx.pulls.count, totalAmount: tx.pulls.total, pendingCount: tx.pulls.pending },
    refundSummary: { count: tx.refunds.count, totalAmount: tx.refunds.total },
    settlementSummary: { count: tx.settlements.count, totalAmount: tx.settlements.total },
    authorizedAt: iso(tx.authorizedAt),
    ...(tx.lastEventAt === undefined ? {} : { lastEventAt: iso(tx.lastEventAt) }),
    createdAt: iso(tx.createdAt),
    updatedAt: iso(tx.updatedAt),
  };
}
