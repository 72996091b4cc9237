'use client';

import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import type { Transaction, TransactionApi } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import type { MessageId } from '../i18n/locales/en.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { isReturned } from './returned.js';
import { createTransactionWatch, type TransactionWatchOptions, type TransactionWatchState } from './transaction-store.js';

/** Payment transactions carry what left and what arrived; card ones do not. */
interface AmountLike {
  readonly amount: number;
  readonly currency: { readonly code: string; readonly decimals: number };
}

/** Options of {@link useTransactionStatus}, with the client's calls by default. */
export interface UseTransactionStatusOptions extends Omit<TransactionWatchOptions, 'api'> {
  /** The calls to use; the provider's client's `transactions` by default. */
  readonly api?: TransactionApi;
}

/** A transaction followed live, headless. @example const { transaction } = useTransactionStatus({ id }); */
export function useTransactionStatus(options: UseTransactionStatusOptions): TransactionWatchState {
  const api = useApi(options.api, (client) => client.transactions, '<TransactionStatus>');
  const latest = useLatest(options);
  const controller = useFlowController(() =>
    createTransactionWatch({
      ...options,
      api,
      onChange: (transaction: Transaction) => latest.current.onChange?.(transaction),
      onError: (error: unknown) => latest.current.onError?.(error),
    }),
  );
  return useFlowState(controller.store);
}

/** Props of {@link TransactionStatus}: the options of {@link useTransactionStatus}, and how the widget sits in the page. */
export interface TransactionStatusProps extends UseTransactionStatusOptions {
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

// Card statuses map onto the same few words; a status this version does not know reads as processing.
const STATUS: Readonly<Partial<Record<string, MessageId>>> = {
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

/**
 * A transaction's status, live: it follows the client's `watchTransaction` (which keeps watching after a
 * terminal status, because a completed payout can still come back from the bank) and announces each change.
 *
 * @example <TransactionStatus id={quote.transactionId} />
 */
export function TransactionStatus({ headingLevel = 2, className, ...options }: TransactionStatusProps) {
  const t = useMessages();
  const format = useFormat();
  // The watch is keyed by id: a new id is a new component state.
  return <TransactionStatusView key={options.id} {...options} t={t} format={format} headingLevel={headingLevel} className={className} />;
}

function TransactionStatusView({
  t,
  format,
  headingLevel,
  className,
  ...options
}: UseTransactionStatusOptions & { t: ReturnType<typeof useMessages>; format: ReturnType<typeof useFormat>; headingLevel: 1 | 2 | 3 | 4 | 5 | 6; className: string | undefined }) {
  const { transaction, history, error } = useTransactionStatus(options);
  const errorText = useErrorText(error);
  const titleId = useId();
  const status = transaction?.status;
  const returned = isReturned(transaction, history);
  const label = returned ? t('transaction.status.RETURNED') : status ? t(STATUS[status] ?? 'transaction.status.PROCESSING') : t('common.loading');
  const { sentAmount, receivedAmount } = (transaction ?? {}) as { sentAmount?: AmountLike; receivedAmount?: AmountLike };
  return (
    <FlowFrame state={returned ? 'returned' : status ? status.toLowerCase() : 'loading'} labelledBy={titleId} className="wk-card wk-transaction" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('transaction.title')}
      </div>
      <div className="wk-status" role="status" aria-live="polite" aria-atomic="true" data-status={returned ? 'RETURNED' : status}>
        {label}
      </div>
      {returned ? <div className="wk-notice">{t('transaction.returned')}</div> : null}
      {sentAmount || receivedAmount ? (
        <dl className="wk-list">
          {sentAmount ? (
            <div className="wk-row">
              <dt className="wk-term">{t('quote.send')}</dt>
              <dd className="wk-value">{format.amount(sentAmount.amount, sentAmount.currency)}</dd>
            </div>
          ) : null}
          {receivedAmount ? (
            <div className="wk-row">
              <dt className="wk-term">{t('quote.receive')}</dt>
              <dd className="wk-value">{format.amount(receivedAmount.amount, receivedAmount.currency)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ErrorText message={errorText} />
    </FlowFrame>
  );
}
