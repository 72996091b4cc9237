export { quoteRoutes } from './routes.js';
export { createQuote, quoteLifetimeMs, type Actor } from './create.js';
export { executeInTransaction, executeQuote, receiveRealtimePayment, registerQuoteJobs } from './execute.js';
export { followPayments, release } from './release.js';
export { price, type Price, type PriceProblem } from './pricing.js';
export { parseQuoteRequest, type ParsedQuoteRequest } from './request.js';
export { current, mustQuote, quotes, quotesTable, setQuoteStatus, type QuoteRecord, type QuoteStatus } from './repo.js';
export { quoteView } from './views.js';
