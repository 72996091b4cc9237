export { transactionRoutes } from './routes.js';
export { auditInflight } from './audit.js';
export { bankReturn, fail, insufficientFunds, newOutgoing, recordIncoming, registerTransactionJobs, release, settlementSeconds } from './engine.js';
export { listTransactions } from './list.js';
export { TRANSACTION_STATUSES, expectedInflight, mustTransaction, saveTransaction, transactions, transactionsTable, type TransactionRecord, type TransactionStatus } from './repo.js';
export { transactionView } from './views.js';
export { APPROVAL_WINDOW_MS, isPendingIncoming, registerIncomingJobs, startIncoming, type IncomingRequest } from './incoming.js';
