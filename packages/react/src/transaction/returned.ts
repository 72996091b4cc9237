import type { Transaction } from '../client/types.js';

/**
 * A payout that completed and then came back from the receiving bank (spec: Transaction, COMPLETED ->
 * FAILED): the service marks it with `failureReason: PAYOUT_RETURNED`; a watch that saw COMPLETED
 * before the failure knows it too. People call that a return, not a failure.
 */
export function isReturned(transaction: Transaction | undefined, history: readonly string[] = []): boolean {
  if (!transaction || transaction.status !== 'FAILED') return false;
  return (transaction as { failureReason?: string }).failureReason === 'PAYOUT_RETURNED' || history.includes('COMPLETED');
}
