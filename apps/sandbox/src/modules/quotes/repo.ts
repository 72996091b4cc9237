import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import type { ScaState } from '../sca/index.js';

export type QuoteStatus = 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

export interface QuoteRecord {
  id: string;
  status: QuoteStatus;
  createdAt: number;
  expiresAt: number;
  source: Schema<'Quote'>['source'];
  destination: Schema<'Quote'>['destination'];
  sendingCurrency: string;
  receivingCurrency: string;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  platformFeesIncluded: number;
  rateDetails: Schema<'Quote'>['rateDetails'];
  transactionId: string;
  /** The customer the quote acts for (SCA is theirs), absent for the platform itself. */
  customerId?: string;
  sourceAccountId?: string;
  destinationAccountId?: string;
  destinationKind: 'INTERNAL' | 'EXTERNAL' | 'UMA';
  paymentRail: Schema<'PaymentRail'> | null;
  railSelectionMode: 'MANUAL' | 'AUTO';
  /** EMBEDDED_WALLET sources: what the wallet must stamp to execute. */
  payloadToSign?: string;
  /** As the wire shows them: the document's shapes plus the spec's EMBEDDED_WALLET payloadToSign. */
  paymentInstructions?: Record<string, unknown>[];
  sca?: ScaState;
  agentId?: string;
  /** Set once its transaction exists, so execute cannot run twice. */
  executedAt?: number;
  failureReason?: string;
}

export const quotesTable = defineTable<QuoteRecord>({
  name: 'quotes',
  fields: ['customerId', 'agentId', 'createdAt'],
  indexes: [['createdAt'], ['customerId', 'createdAt'], ['agentId', 'createdAt']],
  required: ['id', 'status', 'createdAt', 'expiresAt', 'source', 'destination', 'sendingCurrency', 'receivingCurrency', 'totalSendingAmount', 'totalReceivingAmount', 'transactionId', 'destinationKind'],
});

export const quotes = (k: Kernel) => k.store.table(quotesTable);

export function mustQuote(k: Kernel, id: string): QuoteRecord {
  const quote = quotes(k).get(id);
  if (!quote) throw notFound('Quote', id, 'QUOTE_NOT_FOUND');
  return quote;
}

/** The quote as it stands now: EXPIRED once its window has passed with nothing executed (spec: Quote, expiresAt). Not saved. */
export function current(k: Kernel, quote: QuoteRecord): QuoteRecord {
  if ((quote.status === 'PENDING' || quote.status === 'PENDING_AUTHORIZATION') && quote.executedAt === undefined && k.now() >= quote.expiresAt) {
    return { ...quote, status: 'EXPIRED' };
  }
  return quote;
}

/** Sets a quote's status (in the caller's transaction), if it still exists. */
export function setQuoteStatus(k: Kernel, quoteId: string | undefined, status: QuoteStatus, extra: Partial<QuoteRecord> = {}): void {
  const quote = quoteId === undefined ? undefined : quotes(k).get(quoteId);
  if (quote) quotes(k).update({ ...quote, ...extra, status });
}
