import type { Area } from '../../platform/area.js';
import { quoteRoutes } from './routes.js';
import { quotesTable } from './repo.js';
import { registerQuoteJobs } from './execute.js';
import { followPayments } from './release.js';

export { createQuote, quoteLifetimeMs, type Actor } from './create.js';
export { executeInTransaction, executeQuote, receiveRealtimePayment } from './execute.js';
export { release } from './release.js';
export { price, type Price, type PriceProblem } from './pricing.js';
export { parseQuoteRequest, type ParsedQuoteRequest } from './request.js';
export { current, mustQuote, quotes, quotesTable, setQuoteStatus, type QuoteRecord, type QuoteStatus } from './repo.js';
export { quoteView } from './views.js';

/** The quotes area as the sandbox serves it (`areas.ts`). */
export const quotesArea: Area = {
  name: 'quotes',
  routes: (k, { idempotency }) => quoteRoutes(k, idempotency),
  tables: [quotesTable],
  jobs: (k) => registerQuoteJobs(k),
  hooks: (k) => followPayments(k),
};
