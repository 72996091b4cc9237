import type { Kernel } from '../../kernel/kernel.js';
import { bankReturn, settleRefund } from './failures.js';
import { registerIncomingJobs } from './incoming.js';
import { advance, settle } from './outgoing.js';
import { transactions, type TransactionRecord } from './repo.js';

/** What each scheduled kind of job does to its transaction; each runs in its own database transaction. */
export function registerTransactionJobs(k: Kernel): void {
  const withTx = (run: (tx: TransactionRecord) => void) => (id: string) => {
    const tx = transactions(k).get(id);
    if (tx) run(tx);
  };
  k.onJob('TX_PROCESSING', withTx((tx) => void advance(k, tx)));
  k.onJob('TX_SETTLE', withTx((tx) => void settle(k, tx)));
  k.onJob('TX_RETURN', withTx((tx) => void (tx.status === 'COMPLETED' ? bankReturn(k, tx.id) : undefined)));
  k.onJob('REFUND_SETTLE', withTx((tx) => settleRefund(k, tx)));
  registerIncomingJobs(k);
}
