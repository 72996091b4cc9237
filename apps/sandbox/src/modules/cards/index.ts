export { cardRoutes } from './routes.js';
export { cardSimulatorRoutes } from './simulate-routes.js';
export { auditCardHolds } from './audit.js';
export { registerCardJobs, seedCard } from './lifecycle.js';
export { cardTransactionPage, isCardTransactionStatus, type CardTransactionFilter } from './list.js';
export { readTokenization2faConfig, tokenization2faConfigOf, type Tokenization2faConfig } from './tokenization.js';
export { CARD_TRANSACTION_STATUSES, cardTransactions, cardTransactionsTable, isCardTransactionId, mustCardTransaction, type CardTransactionRecord } from './card-transactions.js';
export { cardBindingsTable, cardRevealsTable, cardSecretsTable, cards, cardsTable, cardReveals, type CardRecord } from './repo.js';
export { cardTransactionView, cardView } from './views.js';
