import { Hono } from 'hono';
import type { Area } from '../../platform/area.js';
import type { SandboxEnv } from '../../platform/http.js';
import { cardRoutes } from './routes.js';
import { cardSimulatorRoutes } from './simulate-routes.js';
import { cardTransactionsTable } from './card-transactions.js';
import { lendCards, registerCardJobs } from './lifecycle.js';
import { cardBindingsTable, cardRevealsTable, cardSecretsTable, cardsTable } from './repo.js';

export { auditCardHolds } from './audit.js';
export { seedCard } from './lifecycle.js';
export { cardTransactionPage, isCardTransactionStatus, type CardTransactionFilter } from './list.js';
export { readTokenization2faConfig, tokenization2faConfigOf, type Tokenization2faConfig } from './tokenization.js';
export { CARD_TRANSACTION_STATUSES, cardTransactions, cardTransactionsTable, isCardTransactionId, mustCardTransaction, type CardTransactionRecord } from './card-transactions.js';
export { cardBindingsTable, cardRevealsTable, cardSecretsTable, cards, cardsTable, cardReveals, type CardRecord } from './repo.js';
export { cardTransactionView, cardView } from './views.js';

/** The cards area as the sandbox serves it (`areas.ts`). */
export const cardsArea: Area = {
  name: 'cards',
  routes: (k, { idempotency }) => new Hono<SandboxEnv>().route('/', cardRoutes(k, idempotency)).route('/', cardSimulatorRoutes(k)),
  tables: [cardsTable, cardBindingsTable, cardSecretsTable, cardRevealsTable, cardTransactionsTable],
  jobs: (k) => registerCardJobs(k),
  hooks: (k) => lendCards(k),
};
