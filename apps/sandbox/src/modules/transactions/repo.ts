import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

export type TransactionStatus = 'CREATED' | 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED' | 'REFUNDED' | 'EXPIRED';
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['CREATED', 'PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED', 'REFUNDED', 'EXPIRED'];

export interface CurrencyAmountRecord {
  amount: number;
  currency: string;
}

export interface TransactionRecord {
  id: string;
  type: 'OUTGOING' | 'INCOMING';
  status: TransactionStatus;
  direction: 'DEBIT' | 'CREDIT';
  customerId: string;
  platformCustomerId: string;
  quoteId?: string;
  source: Schema<'TransactionSourceOneOf'>;
  destination: Schema<'TransactionDestinationOneOf'>;
  sentAmount: CurrencyAmountRecord;
  receivedAmount: CurrencyAmountRecord;
  fees: number;
  platformFees: number;
  exchangeRate: number;
  rateDetails?: Schema<'OutgoingRateDetails'>;
  createdAt: number;
  updatedAt: number;
  settledAt?: number;
  failureReason?: Schema<'OutgoingTransactionFailureReason'> | Schema<'IncomingTransactionFailureReason'>;
  paymentRail: Schema<'PaymentRail'> | null;
  railSelectionMode?: 'MANUAL' | 'AUTO';
  expectedSettlementAt: number | null;
  settlementTimelineSeconds: number | null;
  reference: string;
  description?: string;
  agentId?: string;
  refund?: { reference: string; initiatedAt: number; settledAt?: number; status: Schema<'Refund'>['status']; reason: NonNullable<Schema<'Refund'>['reason']> };
  /** OUTGOING: waiting for the platform to approve an agent's action; nothing is debited yet. */
  awaitingApproval?: boolean;
  onChainTransaction?: Schema<'OnChainTransaction'>;
  /** INCOMING credits made for an OUTGOING transfer between two internal accounts. */
  relatedTransactionId?: string;
  /** OUTGOING: where the money came from (an internal account, or a payer outside for realtime funding). */
  sourceAccountId?: string;
  destinationAccountId?: string;
  destinationKind?: 'INTERNAL' | 'EXTERNAL' | 'UMA';
  /** Decided at execution from the scenarios in force then. */
  plannedOutcome?: 'FAIL' | 'RETURN';
  /** OUTGOING: a refund its originating account could not take, tried again on the sandbox clock (failures.ts). */
  refundRetrying?: boolean;
  /** What the ledger should hold in flight for it, from its status alone (kept on every save, indexed for the audit). */
  holding?: number;
  /** When the platform confirmed it delivered the receipt (reference OpenAPI: confirmReceiptDelivery). */
  receiptDeliveryConfirmedAt?: number;
  /** INCOMING over UMA: the platform's answer to INCOMING_PAYMENT.PENDING (200 approves, 202 defers to approve/reject). */
  approval?: 'NEEDED' | 'APPROVED' | 'DEFERRED';
  /** INCOMING from the sandbox's senders: what happens after it arrives. */
  plannedIncoming?: 'FAIL' | 'RETURN' | 'RETURN_FAIL';
}

export const transactionsTable = defineTable<TransactionRecord>({
  name: 'transactions',
  fields: ['customerId', 'platformCustomerId', 'status', 'type', 'reference', 'createdAt', 'holding'],
  indexes: [
    ['createdAt'],
    ['customerId', 'createdAt'],
    ['customerId', 'type', 'createdAt'],
    ['customerId', 'status', 'createdAt'],
    ['platformCustomerId', 'createdAt'],
    ['status', 'createdAt'],
    ['type', 'createdAt'],
    ['reference', 'createdAt'],
    ['holding'],
  ],
  required: ['id', 'type', 'status', 'direction', 'customerId', 'platformCustomerId', 'source', 'destination', 'sentAmount', 'receivedAmount', 'fees', 'createdAt', 'updatedAt', 'reference'],
});

export const transactions = (k: Kernel) => k.store.table(transactionsTable);

export function mustTransaction(k: Kernel, id: string): TransactionRecord {
  const tx = transactions(k).get(id);
  if (!tx) throw notFound('Transaction', id, 'TRANSACTION_NOT_FOUND');
  return tx;
}

/** What an outgoing transaction should hold in flight, from its status alone. */
export function expectedInflight(tx: TransactionRecord): number {
  // An incoming payment being sent back holds what it had credited.
  if (tx.type === 'INCOMING') return tx.refund?.status === 'PENDING' ? tx.receivedAmount.amount : 0;
  if (tx.type !== 'OUTGOING' || tx.awaitingApproval) return 0;
  if (tx.status === 'PENDING' || tx.status === 'PROCESSING') return tx.sentAmount.amount;
  // A refund on its way (tried again while its account cannot take it): the money is in flight until it lands.
  // A FAILED refund holds it too, as a sandbox from before the retries left it (schema 6 starts it again).
  if (tx.status === 'FAILED' && (tx.refund?.status === 'PENDING' || tx.refund?.status === 'FAILED')) return tx.sentAmount.amount;
  return 0;
}

/** Writes a transaction (new or changed), with its `holding` brought up to date and `updatedAt` stamped. */
export function saveTransaction(k: Kernel, tx: TransactionRecord, options: { isNew?: boolean; touch?: boolean } = {}): TransactionRecord {
  const held = expectedInflight(tx);
  const record: TransactionRecord = { ...tx, ...(options.touch === false ? {} : { updatedAt: k.now() }) };
  if (held > 0) record.holding = held;
  else delete record.holding;
  return options.isNew ? transactions(k).insert(record) : transactions(k).update(record);
}
