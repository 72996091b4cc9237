import type { MessageId } from '../i18n/locales/en.js';

/**
 * The word for each transaction status, the one every widget shows (a row of Activity, its receipt, the
 * transfer status): a person cannot tell CREATED from PENDING from PROCESSING, so all three read as
 * processing, and card statuses map onto the same few.
 */
export const STATUS: Readonly<Partial<Record<string, MessageId>>> = {
  CREATED: 'transaction.status.PROCESSING',
  PENDING: 'transaction.status.PROCESSING',
  PROCESSING: 'transaction.status.PROCESSING',
  AUTHORIZED: 'transaction.status.PROCESSING',
  PARTIALLY_SETTLED: 'transaction.status.PROCESSING',
  PENDING_AUTHORIZATION: 'transaction.status.PENDING_AUTHORIZATION',
  COMPLETED: 'transaction.status.COMPLETED',
  SETTLED: 'transaction.status.COMPLETED',
  REJECTED: 'transaction.status.FAILED',
  FAILED: 'transaction.status.FAILED',
  EXCEPTION: 'transaction.status.FAILED',
  DECLINED: 'transaction.status.DECLINED',
  REFUNDED: 'transaction.status.REFUNDED',
  EXPIRED: 'transaction.status.EXPIRED',
};

/** The word for a status, `RETURNED` included; a status this version does not know reads as processing, never as its token. */
export function statusWord(status: string): MessageId {
  return status === 'RETURNED' ? 'transaction.status.RETURNED' : (STATUS[status] ?? 'transaction.status.PROCESSING');
}
