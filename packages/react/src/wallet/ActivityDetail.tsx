'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Quote, QuoteApi } from '../client/types.js';
import { QuoteConfirmation } from '../confirm/QuoteConfirmation.js';
import { ErrorText } from '../flow/ErrorText.js';
import { classify } from '../flow/errors.js';
import { useErrorText } from '../i18n/error-text.js';
import { useMessages } from '../provider/hooks.js';
import type { ActivityRow } from './activity-rows.js';
import type { ActivityApi, Transaction } from './api.js';
import { walletArea } from './area.js';
import { fieldsOf } from './transaction-fields.js';
import { TransactionReceipt } from './TransactionReceipt.js';
import { addViewsEnglish } from './views-english.js';

addViewsEnglish();

/** Props of {@link ActivityDetail}. */
export interface ActivityDetailProps {
  readonly transaction: Transaction;
  readonly row: ActivityRow;
  readonly api: ActivityApi;
  readonly customerId: string;
  readonly headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
  /** The app's own actions on the receipt, before Close. */
  readonly actions?: ReactNode;
  readonly onClose: () => void;
  /** The person removed a waiting payment from view: it lapses, nothing moves. */
  readonly onHide: (id: string) => void;
  /** A resumed payment went through, failed or was cancelled: the history reads it again. */
  readonly onSettled: () => void;
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** The quote calls a resumed payment needs, when the api has them all. */
function quoteCalls(api: ActivityApi): QuoteApi | undefined {
  const { createQuote, getQuote, executeQuote, authorizeQuote, resendScaCode, watchTransaction } = api;
  if (!createQuote || !getQuote || !executeQuote || !authorizeQuote || !resendScaCode) return undefined;
  return { ...api, createQuote, getQuote, executeQuote, authorizeQuote, resendScaCode, watchTransaction } as QuoteApi;
}

/**
 * A row opened in place: its receipt, and for a payment waiting for approval a way forward. While its
 * challenge lives it is approved where it stands (the SCA step, with another factor and Cancel, as in
 * QuoteConfirmation); once it lapsed it is sent again on the same terms (a new quote, reviewed first).
 * Either way it can be removed from view instead: it lapses and nothing moves.
 */
export function ActivityDetail({ transaction, row, api, customerId, headingLevel, actions, onClose, onHide, onSettled, onError }: ActivityDetailProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const [quote, setQuote] = useState<Quote>();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof classify>>();
  const error = useErrorText(failure);
  const calls = quoteCalls(api);
  const quoteId = fieldsOf(transaction).quoteId;
  const sub = Math.min(6, headingLevel + 1) as 2;
  const detailRef = useRef<HTMLDivElement>(null);

  // Opening a row moves focus to its receipt (the first time, once this view's chunk arrived).
  useEffect(() => {
    detailRef.current?.querySelector<HTMLElement>('[role="heading"]')?.focus();
  }, [transaction]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || quote) return;
    event.stopPropagation();
    onClose();
  };

  const resume = async () => {
    if (!calls || !quoteId) return;
    setOpening(true);
    setFailure(undefined);
    try {
      setQuote(await calls.getQuote(quoteId));
    } catch (cause) {
      onError?.(cause);
      setFailure(classify(cause));
    } finally {
      setOpening(false);
    }
  };

  if (quote && calls) {
    return (
      <div ref={detailRef} className="wk-history-detail">
        <QuoteConfirmation
          quote={quote}
          api={calls}
          customerId={customerId}
          headingLevel={sub}
          {...(row.payee ? { destinationLabel: row.payee } : {})}
          onCompleted={onSettled}
          onFailed={onSettled}
          {...(onError ? { onError } : {})}
        />
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={onClose}>
            <span className="wk-button-face">{t('common.close')}</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div ref={detailRef} className="wk-history-detail" onKeyDown={closeOnEscape}>
      <TransactionReceipt transaction={transaction} api={api} headingLevel={sub} {...(row.payee ? { payeeLabel: row.payee } : {})} />
      {row.waiting ? <div className="wk-notice">{w(row.waiting === 'approve' ? 'wallet.waiting.body' : 'wallet.waiting.lapsed')}</div> : null}
      <ErrorText message={error} />
      <div className="wk-actions">
        {row.waiting && calls && quoteId ? (
          <button type="button" className="wk-button" data-variant="primary" disabled={opening} onClick={() => void resume()}>
            <span className="wk-button-face">{opening ? t('common.loading') : w(row.waiting === 'approve' ? 'wallet.waiting.approve' : 'wallet.waiting.again')}</span>
          </button>
        ) : null}
        {row.waiting ? (
          <button type="button" className="wk-button" onClick={() => onHide(transaction.id)}>
            <span className="wk-button-face">{w('wallet.waiting.remove')}</span>
          </button>
        ) : null}
        {actions}
        <button type="button" className="wk-button" onClick={onClose}>
          <span className="wk-button-face">{t('common.close')}</span>
        </button>
      </div>
    </div>
  );
}
