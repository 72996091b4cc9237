import type { Kernel } from '../../kernel/kernel.js';
import { conflict } from '../../platform/errors.js';
import { onPaymentConcluded, releasePayment, startSettlement, type TransactionRecord } from '../transactions/index.js';
import { quotes, setQuoteStatus } from './repo.js';

/**
 * Releases a quote, in one transaction: its payment's money moves (debited at once, spec: core rule
 * 2), the quote is PROCESSING and settlement starts on the sandbox clock. The quote is read again
 * here, so a quote is released once however many requests race for it. `immediate` settles within
 * this call (spec: immediatelyExecute); `existing` is a payment held for the platform's approval.
 */
export function release(k: Kernel, quoteId: string, options: { immediate?: boolean; existing?: TransactionRecord } = {}): TransactionRecord {
  return k.store.transaction(() => {
    const quote = quotes(k).get(quoteId);
    if (!quote) throw new Error(`release: no quote ${quoteId}`);
    if (quote.executedAt !== undefined && !options.existing) throw conflict(`This quote was already executed (status ${quote.status}).`);
    const payment = releasePayment(k, quote, options.existing);
    setQuoteStatus(k, quote.id, 'PROCESSING', { executedAt: quote.executedAt ?? k.now() });
    return startSettlement(k, payment, options.immediate === true);
  });
}

/** A released quote's status follows its payment to the end: COMPLETED, or FAILED (a cancellation or a bank return included). */
export function followPayments(k: Kernel): void {
  onPaymentConcluded(k, (tx) => setQuoteStatus(k, tx.quoteId, tx.status === 'COMPLETED' ? 'COMPLETED' : 'FAILED'));
}
