import type { Kernel } from '../../kernel/kernel.js';
import { OPEN_STATUSES, cardTransactions, saveCardTransaction } from './card-transactions.js';
import { emitCardTransaction } from './events.js';
import { RECONCILE_JOB, RECONCILE_RETRY_MS } from './exceptions.js';
import { pull } from './funding.js';
import { expireAuthorization } from './reconcile.js';
import { cards } from './repo.js';

/**
 * The service's retried pull, every hour while the reconciliation is stuck: a failed confirmation is
 * confirmed, what is owed is pulled once the funding account covers it, and the transaction goes
 * back to where it was (its webhook sent); an account that still cannot cover it waits for the next
 * retry. An authorization reconciled on a card closed meanwhile expires at once.
 */
export function retryException(k: Kernel, id: string): void {
  const tx = cardTransactions(k).get(id);
  if (tx?.status !== 'EXCEPTION' || !tx.exception) return;
  const { owed, into, resume } = tx.exception;
  let pulled = tx;
  if (owed > 0) {
    const attempt = pull(k, tx, owed, into);
    if (!attempt.ok) {
      saveCardTransaction(k, attempt.tx);
      k.schedule(RECONCILE_JOB, tx.id, k.now() + RECONCILE_RETRY_MS);
      return;
    }
    pulled = attempt.tx;
  }
  const { exception: _reconciled, ...rest } = pulled;
  const saved = saveCardTransaction(k, { ...rest, status: resume });
  emitCardTransaction(k, saved);
  if (OPEN_STATUSES.includes(resume) && cards(k).get(saved.cardId)?.state === 'CLOSED') expireAuthorization(k, saved);
}
