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
  migrations: {
    // 6: a refund its account could not take used to stay FAILED with the money in flight: it is started again,
    //    PENDING and tried on the sandbox clock (failures.ts settleRefund), due at once.
    6: (store) => {
      const table = store.table(transactionsTable);
      for (const tx of table.find({ holding: { gt: 0 } }, { orderBy: 'holding', limit: 1_000_000 })) {
        if (tx.type !== 'OUTGOING' || tx.status !== 'FAILED' || tx.refund?.status !== 'FAILED') continue;
        table.update({ ...tx, refund: { ...tx.refund, status: 'PENDING' }, refundRetrying: true });
        store.statement('INSERT INTO jobs (at, kind, ref) VALUES (?, ?, ?)').run([0, 'REFUND_SETTLE', tx.id]);
      }
    },
  },
};
