import type { CurrencyLike } from '../format/amount.js';
import type { Transaction } from './api.js';

interface Amount {
  readonly amount: number;
  readonly currency: CurrencyLike & { readonly code?: string };
}

/**
 * The fields of a payment transaction the wallet widgets read, whatever its variant (the contract's
 * incoming, outgoing and card shapes name them differently or not at all).
 */
export interface TransactionFields {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly settledAt?: string;
  readonly sentAmount?: Amount;
  readonly receivedAmount?: Amount;
  readonly fees?: number;
  readonly exchangeRate?: number;
  readonly description?: string;
  readonly failureReason?: string;
  readonly paymentRail?: string | null;
  readonly expectedSettlementAt?: string | null;
  readonly settlementTimelineSeconds?: number | null;
  readonly source?: { readonly sourceType?: string; readonly accountId?: string; readonly accountHolderName?: string; readonly currency?: string };
  readonly destination?: { readonly destinationType?: string; readonly accountId?: string; readonly umaAddress?: string };
  readonly reconciliationInstructions?: { readonly reference?: string };
  readonly refund?: { readonly initiatedAt?: string; readonly settledAt?: string; readonly status?: string };
  readonly relatedTransactionId?: string;
  /** The quote that made an outgoing payment: a payment waiting for approval is resumed through it. */
  readonly quoteId?: string;
  /** Whether it credits (`CREDIT`) or debits (`DEBIT`) the customer's account. */
  readonly direction?: string;
  /** A card payment's merchant, its amount held at authorization and its amount charged at settlement. */
  readonly merchant?: { readonly descriptor?: string };
  readonly authorizedAmount?: Amount;
  readonly settledAmount?: Amount;
  /** On a card refund or reversal, the purchase it concerns. */
  readonly originalTransactionId?: string;
}

export const fieldsOf = (transaction: Transaction): TransactionFields => transaction as unknown as TransactionFields;

/** Statuses after which only a bank return can still move a payment. */
export const SETTLED = new Set(['COMPLETED', 'FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED', 'SETTLED']);

/**
 * Money coming into the customer's accounts: an incoming transfer, a card refund, money paid in from a bank
 * (a realtime-funding source), or a transfer whose destination is one of them.
 */
export function isIncoming(transaction: TransactionFields, ownAccounts: ReadonlySet<string> = new Set()): boolean {
  if (transaction.type === 'CARD') return transaction.direction === 'CREDIT';
  return (
    transaction.type === 'INCOMING' ||
    transaction.source?.sourceType === 'REALTIME_FUNDING' ||
    (transaction.destination?.accountId !== undefined && ownAccounts.has(transaction.destination.accountId))
  );
}
