import type { Area } from '../../platform/area.js';
import { transactionRoutes } from './routes.js';
import { transactionsTable } from './repo.js';
import { registerTransactionJobs } from './jobs.js';

export { auditInflight } from './audit.js';
export { recordIncoming } from './credit.js';
export { bankReturn, fail } from './failures.js';
export { onPaymentConcluded, registerApprover, type Approver } from './hooks.js';
export { insufficientFunds, newOutgoing, releasePayment, startSettlement, type PaymentTerms } from './outgoing.js';
export { listTransactions } from './list.js';
export { TRANSACTION_STATUSES, expectedInflight, mustTransaction, saveTransaction, transactions, transactionsTable, type TransactionRecord, type TransactionStatus } from './repo.js';
export { transactionView } from './views.js';
export { APPROVAL_WINDOW_MS, isPendingIncoming, startIncoming, type IncomingRequest } from './incoming.js';

/** The transactions area as the sandbox serves it (`areas.ts`). */
export const transactionsArea: Area = {
  name: 'transactions',
  routes: (k) => transactionRoutes(k),
  tables: [transactionsTable],
  jobs: (k) => registerTransactionJobs(k),
};
