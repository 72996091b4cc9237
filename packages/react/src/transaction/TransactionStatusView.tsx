'use client';

import { useId } from 'react';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { isReturned } from './returned.js';
import { statusWord } from './status-words.js';
import type { TransactionStatusProps } from './TransactionStatus.js';
import { useTransactionStatus, type UseTransactionStatusOptions } from './useTransactionStatus.js';

/** Payment transactions carry what left and what arrived; card ones do not. */
interface AmountLike {
  readonly amount: number;
  readonly currency: { readonly code: string; readonly decimals: number };
}



/** The live transaction status' view (loaded on demand: see TransactionStatus). */
export function TransactionStatusView({ headingLevel = 2, className, ...options }: TransactionStatusProps) {
  const t = useMessages();
  const format = useFormat();
  // The watch is keyed by id: a new id is a new component state.
  return <Watch key={options.id} {...options} t={t} format={format} headingLevel={headingLevel} className={className} />;
}

function Watch({
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
  const label = status ? t(statusWord(returned ? 'RETURNED' : status)) : t('common.loading');
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
