import type { Quote } from '../client/types.js';

/**
 * What the quote views (`QuoteSummary`, `RateChange`) read of a quote: the contract's own `Quote` fields
 * (generated from the OpenAPI document, through @wallet-kit/client's types), so a quote from the client
 * is passed as is. `id`, `createdAt`, `platformFeesIncluded` and `rateDetails` may be left out.
 */
export type QuoteView = Pick<
  Quote,
  'expiresAt' | 'sendingCurrency' | 'receivingCurrency' | 'totalSendingAmount' | 'totalReceivingAmount' | 'exchangeRate' | 'feesIncluded' | 'destination'
> &
  Partial<Pick<Quote, 'id' | 'createdAt' | 'platformFeesIncluded' | 'rateDetails'>>;
