import { iso } from '../../kernel/clock.js';
import { currency } from '../../platform/currencies.js';
import type { CurrencyAmountRecord, TransactionRecord } from './repo.js';

const amount = (value: CurrencyAmountRecord) => ({ amount: value.amount, currency: currency(value.currency) });

/** A transaction as the service shows it (reference OpenAPI: TransactionOneOf). */
export function transactionView(t: TransactionRecord): Record<string, unknown> {
  const base: Record<string, unknown> = {
    id: t.id,
    status: t.status,
    type: t.type,
    direction: t.direction,
    source: t.source,
    destination: t.onChainTransaction && t.status === 'COMPLETED' ? { ...t.destination, onChainTransaction: t.onChainTransaction } : t.destination,
    customerId: t.customerId,
    platformCustomerId: t.platformCustomerId,
    sentAmount: amount(t.sentAmount),
    receivedAmount: amount(t.receivedAmount),
    exchangeRate: t.exchangeRate,
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    ...(t.settledAt === undefined ? {} : { settledAt: iso(t.settledAt) }),
    ...(t.quoteId === undefined ? {} : { quoteId: t.quoteId }),
    ...(t.description === undefined ? {} : { description: t.description }),
    ...(t.agentId === undefined ? {} : { agentId: t.agentId }),
    ...(t.receiptDeliveryConfirmedAt === undefined ? {} : { receiptDeliveryConfirmedAt: iso(t.receiptDeliveryConfirmedAt) }),
    fees: t.fees,
  };
  if (t.status !== 'CREATED') base.reconciliationInstructions = { reference: t.reference };
  if (t.failureReason !== undefined) base.failureReason = t.failureReason;
  if (t.refund) {
    base.refund = {
      reference: t.refund.reference,
      initiatedAt: iso(t.refund.initiatedAt),
      ...(t.refund.settledAt === undefined ? {} : { settledAt: iso(t.refund.settledAt) }),
      status: t.refund.status,
      reason: t.refund.reason,
    };
  }
  if (t.type === 'OUTGOING') {
    Object.assign(base, {
      platformFees: t.platformFees,
      ...(t.rateDetails ? { rateDetails: t.rateDetails } : {}),
      paymentRail: t.paymentRail,
      railSelectionMode: t.railSelectionMode ?? null,
      expectedSettlementAt: t.expectedSettlementAt === null ? null : iso(t.expectedSettlementAt),
      settlementTimelineSeconds: t.settlementTimelineSeconds,
    });
  }
  return base;
}
