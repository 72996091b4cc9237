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
}

export const fieldsOf = (transaction: Transaction): TransactionFields => transaction as unknown as TransactionFields;

/** Statuses after which only a bank return can still move a payment. */
export const SETTLED = new Set(['COMPLETED', 'FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED', 'SETTLED']);

/** Money coming into the customer's accounts: an incoming transfer, or a transfer whose destination is one of them. */
export function isIncoming(transaction: TransactionFields, ownAccounts: ReadonlySet<string>): boolean {
  return transaction.type === 'INCOMING' || (transaction.destination?.accountId !== undefined && ownAccounts.has(transaction.destination.accountId));
}
