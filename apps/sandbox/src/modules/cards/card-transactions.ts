import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

/** The document's statuses, plus the spec's DECLINED (spec: Card variant, cardDeclinedReason "only when status is DECLINED"). */
export type CardTransactionStatus = 'AUTHORIZED' | 'PARTIALLY_SETTLED' | 'SETTLED' | 'REFUNDED' | 'EXCEPTION' | 'DECLINED';
export const CARD_TRANSACTION_STATUSES: readonly CardTransactionStatus[] = ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION', 'DECLINED'];

/**
 * Why an authorization was declined. The document names CARD_PAUSED (a frozen card) and
 * INSUFFICIENT_FUNDS; the others say what the document's rules refuse (a closed or not yet active
 * card, an amount over `maxSpendPerTransaction`), listed with the contract's corrections.
 */
export type CardDeclinedReason = 'INSUFFICIENT_FUNDS' | 'CARD_PAUSED' | 'CARD_CLOSED' | 'CARD_NOT_ACTIVE' | 'SPEND_LIMIT_EXCEEDED';
export const CARD_DECLINED_REASONS: readonly CardDeclinedReason[] = ['INSUFFICIENT_FUNDS', 'CARD_PAUSED', 'CARD_CLOSED', 'CARD_NOT_ACTIVE', 'SPEND_LIMIT_EXCEEDED'];

/** Which network message made the row (one simulator each). */
export type CardTransactionKind =
  | 'AUTHORIZATION'
  | 'BALANCE_INQUIRY'
  | 'CREDIT_AUTHORIZATION'
  | 'FINANCIAL_AUTHORIZATION'
  | 'FINANCIAL_CREDIT_AUTHORIZATION'
  | 'CREDIT_AUTHORIZATION_ADVICE'
  | 'RETURN'
  | 'RETURN_REVERSAL';

export interface CardMerchantRecord {
  descriptor: string;
  mcc?: string;
  country?: string;
}

/**
 * One cardholder-visible card transaction (spec: Card variant): a purchase and the clearings rolled
 * into it, a merchant return as its own CREDIT row, a standalone credit, or a decline. Amounts are
 * in `currency`'s smallest unit.
 */
export interface CardTransactionRecord {
  id: string;
  kind: CardTransactionKind;
  cardId: string;
  customerId: string;
  platformCustomerId: string;
  /** The funding account chosen by decisioning at authorization (spec: accountId). */
  accountId: string;
  issuerTransactionToken: string;
  status: CardTransactionStatus;
  direction: 'DEBIT' | 'CREDIT';
  merchant: CardMerchantRecord;
  currency: string;
  authorizedAmount: number;
  cardDeclinedReason?: CardDeclinedReason;
  /** On a return (and its reversal): the purchase it concerns. */
  originalTransactionId?: string;
  /** On a return: set once a return reversal took it back. */
  reversedAt?: number;
  pulls: { count: number; total: number; pending: number };
  /** A pull waiting for its confirmation (descriptor suffix 005), and where its money goes once confirmed. */
  pendingPull?: { amount: number; into: 'HOLD' | 'NETWORK' };
  settlements: { count: number; total: number };
  refunds: { count: number; total: number };
  /** While EXCEPTION: what the retried pull still owes, where it goes, and the status it returns to (`exceptions.ts`). */
  exception?: { owed: number; into: 'HOLD' | 'NETWORK'; resume: CardTransactionStatus };
  /** What the ledger holds for it on the funding account (book `cardhold:<id>`); absent when nothing (indexed for the audit). */
  holding?: number;
  authorizedAt: number;
  lastEventAt?: number;
  createdAt: number;
  updatedAt: number;
}

export const cardTransactionsTable = defineTable<CardTransactionRecord>({
  name: 'card_transactions',
  fields: ['cardId', 'customerId', 'platformCustomerId', 'status', 'originalTransactionId', 'createdAt', 'holding'],
  indexes: [
    ['createdAt'],
    ['customerId', 'createdAt'],
    ['customerId', 'status', 'createdAt'],
    ['platformCustomerId', 'createdAt'],
    ['status', 'createdAt'],
    ['cardId', 'status', 'createdAt'],
    ['originalTransactionId', 'createdAt'],
    ['holding'],
  ],
  required: ['id', 'kind', 'cardId', 'customerId', 'platformCustomerId', 'accountId', 'issuerTransactionToken', 'status', 'direction', 'merchant', 'currency', 'authorizedAmount', 'authorizedAt', 'createdAt', 'updatedAt'],
});

export const cardTransactions = (k: Kernel) => k.store.table(cardTransactionsTable);

/** Open authorizations: clearings, advices and expiry apply to them, and they may hold money. */
export const OPEN_STATUSES: readonly CardTransactionStatus[] = ['AUTHORIZED', 'PARTIALLY_SETTLED'];

export function isCardTransactionId(id: string): boolean {
  return id.startsWith('CardTransaction:');
}

/**
 * A card transaction of `cardId`; unknown, or another card's, is the simulators' documented 404
 * ("Card or card transaction not found").
 */
export function mustCardTransaction(k: Kernel, id: string, cardId?: string): CardTransactionRecord {
  const tx = cardTransactions(k).get(id);
  if (!tx || (cardId !== undefined && tx.cardId !== cardId)) throw notFound('Card transaction', id, 'TRANSACTION_NOT_FOUND');
  return tx;
}

/** Writes a card transaction (new or changed), with `updatedAt` and `lastEventAt` stamped and a zero hold left out of the index. */
export function saveCardTransaction(k: Kernel, tx: CardTransactionRecord, options: { isNew?: boolean } = {}): CardTransactionRecord {
  const now = k.now();
  const record: CardTransactionRecord = { ...tx, updatedAt: now, ...(options.isNew ? {} : { lastEventAt: now }) };
  if (!record.holding) delete record.holding;
  if (!record.pendingPull) delete record.pendingPull;
  if (record.status !== 'EXCEPTION') delete record.exception;
  return options.isNew ? cardTransactions(k).insert(record) : cardTransactions(k).update(record);
}
