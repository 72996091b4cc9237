import type { MessageId } from '../i18n/locales/en.js';

/** The word for each transaction status; card statuses map onto the same few, and a status this version does not know reads as processing. */
export const STATUS: Readonly<Partial<Record<string, MessageId>>> = {
  AUTHORIZED: 'transaction.status.PROCESSING',
  PARTIALLY_SETTLED: 'transaction.status.PROCESSING',
  SETTLED: 'transaction.status.COMPLETED',
  EXCEPTION: 'transaction.status.FAILED',
  CREATED: 'transaction.status.PENDING',
  PENDING: 'transaction.status.PENDING',
  PENDING_AUTHORIZATION: 'transaction.status.PENDING_AUTHORIZATION',
  PROCESSING: 'transaction.status.PROCESSING',
  COMPLETED: 'transaction.status.COMPLETED',
  REJECTED: 'transaction.status.FAILED',
  FAILED: 'transaction.status.FAILED',
  REFUNDED: 'transaction.status.REFUNDED',
  EXPIRED: 'transaction.status.EXPIRED',
};
