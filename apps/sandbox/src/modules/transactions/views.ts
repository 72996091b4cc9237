import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import { currency } from '../../platform/currencies.js';
import type { CurrencyAmountRecord, TransactionRecord } from './repo.js';

/** A payment transaction as the service shows it: incoming or outgoing (reference OpenAPI: TransactionOneOf; cards have their own view). */
export type TransactionView = Schema<'IncomingTransaction'> | Schema<'OutgoingTransaction'>;

const amount = (value: CurrencyAmountRecord): Schema<'CurrencyAmount'> => ({ amount: value.amount, currency: currency(value.currency) });

/** What both kinds show (the kind's own `type` and `status` replace these values, in the same place). */
function common(t: TransactionRecord) {
  return {
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
    ...(t.status === 'CREATED' ? {} : { reconciliationInstructions: { reference: t.reference } }),
  };
}

function refundOf(t: TransactionRecord): { refund?: Schema<'Refund'> } {
  if (!t.refund) return {};
  const { reference, initiatedAt, settledAt, status, reason } = t.refund;
  return { refund: { reference, initiatedAt: iso(initiatedAt), ...(settledAt === undefined ? {} : { settledAt: iso(settledAt) }), status, reason } };
}

/** A transaction as the service shows it (reference OpenAPI: IncomingTransaction, OutgoingTransaction). */
export function transactionView(t: TransactionRecord): TransactionView {
  if (t.type === 'INCOMING') {
    // The engine gives an incoming payment only incoming failure reasons (IncomingTransactionFailureReason).
    const failure = t.failureReason === undefined ? {} : { failureReason: t.failureReason as Schema<'IncomingTransactionFailureReason'> };
    return { ...common(t), type: 'INCOMING', ...failure, ...refundOf(t) };
  }
  // An outgoing payment only takes the outgoing statuses and failure reasons (OutgoingTransactionStatus, OutgoingTransactionFailureReason).
  const failure = t.failureReason === undefined ? {} : { failureReason: t.failureReason as Schema<'OutgoingTransactionFailureReason'> };
  return {
    ...common(t),
    status: t.status as Schema<'OutgoingTransactionStatus'>,
    type: 'OUTGOING',
    ...failure,
    ...refundOf(t),
    platformFees: t.platformFees,
    ...(t.rateDetails ? { rateDetails: t.rateDetails } : {}),
    paymentRail: t.paymentRail,
    railSelectionMode: t.railSelectionMode ?? null,
    expectedSettlementAt: t.expectedSettlementAt === null ? null : iso(t.expectedSettlementAt),
    settlementTimelineSeconds: t.settlementTimelineSeconds,
  };
}
