import type { QuoteView } from './types.js';

/**
 * Whether two quotes carry the same terms for a person: the same amounts in the same currencies and the
 * same fees (the rate shown is worked out from those, so it is the same too).
 */
export function sameTerms(previous: QuoteView, next: QuoteView): boolean {
  const key = (quote: QuoteView) =>
    [quote.sendingCurrency.code, quote.receivingCurrency.code, quote.totalSendingAmount, quote.totalReceivingAmount, quote.feesIncluded].join('|');
  return key(previous) === key(next);
}
