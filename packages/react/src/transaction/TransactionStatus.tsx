'use client';

import { lazyWidget } from '../flow/lazy-widget.js';
import type { UseTransactionStatusOptions } from './useTransactionStatus.js';

/** Props of {@link TransactionStatus}: the options of {@link useTransactionStatus}, and how the widget sits in the page. */
export interface TransactionStatusProps extends UseTransactionStatusOptions {
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * A transaction's status, live: it follows the client's `watchTransaction` (which keeps watching after a
 * terminal status, because a completed payout can still come back from the bank) and announces each change.
 *
 * @example <TransactionStatus id={quote.transactionId} />
 */
export const TransactionStatus = lazyWidget<TransactionStatusProps>(
  () => import('../flow/lazy-views.js').then((module) => module.TransactionStatusView),
  'wk-root wk-card wk-transaction',
);
