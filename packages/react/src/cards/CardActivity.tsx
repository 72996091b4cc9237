'use client';

import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useFlow } from '../flow/use-flow.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import type { CardActivityApi, CardTransaction } from './api.js';
import { cardsArea } from './area.js';
import { createCardActivity, type CardActivityState } from './card-activity-store.js';
import type { CardsMessageId } from './messages/en.js';
import { signedInOnly } from '../session/signed-in-only.js';
import { statusWord } from '../transaction/status-words.js';

/** Options of {@link useCardActivity}. */
export interface UseCardActivityOptions {
  /** The signed-in customer (the backend lists only their transactions). */
  readonly customerId: string;
  /** One card's transactions; every card of the customer's when absent. */
  readonly cardId?: string;
  /** Rows per page; default 10. */
  readonly pageSize?: number;
  /** The calls to use; the provider's client's `cards` by default. */
  readonly api?: CardActivityApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

/** A card's transactions, headless. `reload()` reads them again (after a purchase, say). */
export function useCardActivity(options: UseCardActivityOptions): CardActivityState & {
  /** Reads the list again from the newest row. */
  reload(): Promise<void>;
  /** Reads the next page. */
  more(): Promise<void>;
} {
  return useFlow(createCardActivity, options, useApi(options.api, (client) => ({ listCardTransactions: client.cards.listCardTransactions, events: client.events }), '<CardActivity>'));
}

/** Props of {@link CardActivity}. */
export interface CardActivityProps extends UseCardActivityOptions {
  /** Changing it reads the list again (pass a counter bumped after your app knows of a new transaction). */
  readonly refreshKey?: string | number;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

const DECLINES: Readonly<Record<string, CardsMessageId>> = {
  INSUFFICIENT_FUNDS: 'cards.decline.INSUFFICIENT_FUNDS',
  CARD_PAUSED: 'cards.decline.CARD_PAUSED',
  CARD_CLOSED: 'cards.decline.CARD_CLOSED',
  CARD_NOT_ACTIVE: 'cards.decline.CARD_NOT_ACTIVE',
  SPEND_LIMIT_EXCEEDED: 'cards.decline.SPEND_LIMIT_EXCEEDED',
};

// The widget itself; the export below gives way to a notice once the wallet's session here has ended.
function CardActivityKeyed({ refreshKey, ...props }: CardActivityProps) {
  // A new refresh key is a new list: the flow starts again from the newest row.
  return <CardActivityView key={String(refreshKey ?? '')} {...props} />;
}

function CardActivityView({ headingLevel = 2, className, ...options }: Omit<CardActivityProps, 'refreshKey'>) {
  const t = cardsArea.useMessages();
  const common = useMessages();
  const format = useFormat();
  const flow = useCardActivity(options);
  const titleId = useId();
  const day = (iso: string) => new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const money = (value: CardTransaction['authorizedAmount']) => format.amount(value.amount, value.currency);
  const byId = new Map(flow.rows.map((row) => [row.id, row]));

  function title(row: CardTransaction): string {
    const merchant = row.description ?? row.merchant.descriptor;
    if (!row.originalTransactionId) return merchant;
    return row.direction === 'CREDIT' ? t('cards.activity.refund', { merchant }) : t('cards.activity.reversal', { merchant });
  }

  // The word the wallet's Activity and the receipt show for the same payment; a decline says its reason
  // in a phrase that starts with that word.
  function status(row: CardTransaction): string {
    const reason = row.status === 'DECLINED' && row.cardDeclinedReason ? DECLINES[row.cardDeclinedReason] : undefined;
    return reason ? t(reason) : common(statusWord(row.status));
  }

  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-cards-activity" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('cards.activity.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      {flow.step === 'ready' && flow.rows.length === 0 && !flow.error ? <div className="wk-text wk-muted">{t('cards.activity.empty')}</div> : null}
      {flow.rows.length > 0 ? (
        <ul className="wk-items wk-activity" aria-labelledby={titleId}>
          {flow.rows.map((row) => {
            const purchase = row.originalTransactionId ? byId.get(row.originalTransactionId) : undefined;
            // The headline is what was charged; what is still held shows in the status line ("$180 of $300 charged so far").
            const shown = row.settledAmount && row.settledAmount.amount > 0 ? row.settledAmount : row.authorizedAmount;
            return (
              <li key={row.id} className="wk-activity-row" data-status={row.status} data-direction={row.direction}>
                <span className="wk-activity-what">
                  <span className="wk-activity-title">{title(row)}</span>
                  <span className="wk-muted">
                    <time dateTime={row.createdAt}>{day(row.createdAt)}</time>
                    {purchase ? ` · ${t('cards.activity.refundOf', { date: day(purchase.createdAt) })}` : ''}
                  </span>
                  <span className="wk-muted">
                    <span className="wk-activity-status">{status(row)}</span>
                    {row.status === 'PARTIALLY_SETTLED' && row.settledAmount ? ` · ${t('cards.activity.partly', { settled: money(row.settledAmount), authorized: money(row.authorizedAmount) })}` : ''}
                  </span>
                  {row.refundedAmount && row.refundedAmount.amount > 0 && row.status !== 'REFUNDED' ? <span className="wk-muted">{t('cards.activity.refunded', { amount: money(row.refundedAmount) })}</span> : null}
                </span>
                <span className="wk-value wk-activity-amount">{money(shown)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {flow.hasMore ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" disabled={flow.loadingMore} onClick={() => void flow.more()}>
            <span className="wk-button-face">{flow.loadingMore ? common('common.loading') : t('cards.activity.more')}</span>
          </button>
        </div>
      ) : null}
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
    </FlowFrame>
  );
}

/**
 * A card's activity, newest first: purchases with what was charged (clearings rolled up), refunds
 * as rows of their own that name the purchase they belong to, declines with the reason in words.
 *
 * @example <CardActivity customerId={customerId} cardId={card.id} />
 */
export const CardActivity = signedInOnly(CardActivityKeyed, 'wk-flow wk-cards-activity');
