import type { Kernel } from '../../kernel/kernel.js';
import type { CardTransactionRecord, CardTransactionStatus } from './card-transactions.js';

/** How often the service retries the pull of a stuck reconciliation, on the sandbox clock. */
export const RECONCILE_RETRY_MS = 60 * 60_000;
export const RECONCILE_JOB = 'CARD_RECONCILE';

/**
 * A pull that failed, or whose confirmation did (reference OpenAPI: CardTransactionStatus EXCEPTION,
 * "the dashboard query for stuck reconciliations"): the card transaction is EXCEPTION, listed with
 * `GET /transactions?type=CARD&status=EXCEPTION`, until the service's retried pull goes through.
 * `owed` is what is still to pull (0 when the pull went through and only its confirmation failed),
 * `into` where it goes, `resume` the status the transaction returns to once reconciled.
 */
export function toException(k: Kernel, tx: CardTransactionRecord, resume: CardTransactionStatus, owed = 0, into: 'HOLD' | 'NETWORK' = 'NETWORK'): CardTransactionRecord {
  k.schedule(RECONCILE_JOB, tx.id, k.now() + RECONCILE_RETRY_MS);
  return { ...tx, status: 'EXCEPTION', exception: { owed, into, resume } };
}
