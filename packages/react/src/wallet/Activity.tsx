'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../client/use-api.js';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { moveStepFocus } from '../flow/focus.js';
import { useFlow } from '../flow/use-flow.js';
import { useErrorText } from '../i18n/error-text.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { activityApi, type ActivityApi, type Transaction } from './api.js';
import { createActivity, type ActivityController, type ActivityOptions, type ActivityState } from './activity-store.js';
import { walletArea } from './area.js';
import { ActivityFilters } from './ActivityFilters.js';
import { describeRow } from './activity-rows.js';
import { HistoryRow } from './HistoryRow.js';
import { fieldsOf } from './transaction-fields.js';
import { useRefreshKey } from './use-refresh-key.js';
import { signedInOnly } from '../session/signed-in-only.js';

/** Options of {@link useActivity}. */
export interface UseActivityOptions extends Omit<ActivityOptions, 'api'> {
  /** The calls to use; the provider's client by default. */
  readonly api?: ActivityApi;
}

/** The payment history, headless. @example const activity = useActivity({ customerId }); activity.more() */
export function useActivity(options: UseActivityOptions): ActivityState & Pick<ActivityController, 'setFilter' | 'more' | 'refresh' | 'hide'> & {
  /** The calls in use. */
  readonly api: ActivityApi;
} {
  const api = useApi(options.api, activityApi, '<Activity>');
  return { ...useFlow(createActivity, options, api), api };
}

/** Props of {@link Activity}: the options of {@link useActivity}, and how the widget sits in the page. */
export interface ActivityProps extends UseActivityOptions {
  /** A row was chosen: your own detail page. Without it, the receipt opens in place. */
  readonly onSelect?: (transaction: Transaction) => void;
  /** Your own actions on an open receipt ("Repeat this payment", "Report a problem"), shown before its Close button. */
  readonly receiptActions?: (transaction: Transaction) => ReactNode;
  /** Change it to read the first page again at once (after your app moved money); it is read on a timer anyway. */
  readonly refreshKey?: string | number;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

// A row opened in place loads with SendMoney's and Receive's views, the first time one is opened (it
// focuses its own heading once there).
const ActivityDetail = lazy(() => import('./lazy-views.js').then((module) => ({ default: module.ActivityDetail })));

// The widget itself; the export below gives way to a notice once the wallet's session here has ended.
function ActivityView({ onSelect, receiptActions, refreshKey, headingLevel = 2, className, ...options }: ActivityProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  const flow = useActivity(options);
  useRefreshKey(refreshKey, () => void flow.refresh());
  const titleId = useId();
  const error = useErrorText(flow.error);
  const [selected, setSelected] = useState<Transaction>();
  const [removed, setRemoved] = useState(false);
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLDivElement>(null);
  const lastSelected = useRef<string | undefined>(undefined);
  const context = { own: new Set(flow.ownAccounts), payees: flow.payees, t, w, format };
  const when = (iso: string | undefined) => (iso ? new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
  const loading = <div className="wk-text wk-muted">{t('common.loading')}</div>;

  // Opening a receipt moves focus to it (ActivityDetail does, once loaded); closing it gives focus back to its row.
  useEffect(() => {
    const row = lastSelected.current && rowButtons.current.get(lastSelected.current);
    if (selected) lastSelected.current = selected.id;
    else if (row) moveStepFocus(row);
  }, [selected]);

  const hide = (id: string) => {
    flow.hide(id);
    lastSelected.current = undefined;
    setSelected(undefined);
    setRemoved(true);
    // Its row is gone with it: focus goes to the list's title, and the status line says what happened.
    if (heading.current) moveStepFocus(heading.current);
  };
  const { filter, step } = flow;
  const chosen = selected ? describeRow(selected, context) : undefined;

  return (
    <FlowFrame state={step} labelledBy={titleId} className="wk-card wk-flow wk-activity" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.activity.title')}
      </div>
      <ActivityFilters filter={filter} onChange={(change) => void flow.setFilter(change)} />
      <div className="wk-visually-hidden" role="status">
        {step === 'loading' ? t('common.loading') : removed ? w('wallet.waiting.removed') : flow.fresh > 0 ? w('wallet.activity.new', { count: flow.fresh }) : ''}
      </div>
      {selected && chosen ? (
        <Suspense fallback={loading}>
          <ActivityDetail
            transaction={selected}
            row={chosen}
            api={flow.api}
            customerId={options.customerId}
            headingLevel={headingLevel}
            actions={receiptActions?.(flow.rows.find((row) => row.id === selected.id) ?? selected)}
            onClose={() => setSelected(undefined)}
            onHide={hide}
            onSettled={() => void flow.refresh()}
            onError={options.onError}
          />
        </Suspense>
      ) : null}
      {step === 'loading' ? loading : null}
      {step === 'ready' && flow.rows.length === 0 ? (
        <div className="wk-text wk-muted">{filter.direction === 'all' && !filter.status ? w('wallet.activity.empty') : w('wallet.activity.noMatch')}</div>
      ) : null}
      <ul className="wk-history-list" aria-labelledby={titleId}>
        {flow.rows.map((transaction) => (
          <HistoryRow
            key={transaction.id}
            row={describeRow(transaction, context)}
            date={when(fieldsOf(transaction).createdAt)}
            current={selected?.id === transaction.id}
            onChoose={() => (onSelect ? onSelect(transaction) : setSelected(transaction))}
            buttonRef={(element) => {
              if (element) rowButtons.current.set(transaction.id, element);
              else rowButtons.current.delete(transaction.id);
            }}
          />
        ))}
      </ul>
      <ErrorText message={error} />
      {step === 'error' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={() => void flow.setFilter({})}>
            <span className="wk-button-face">{t('confirm.retry')}</span>
          </button>
        </div>
      ) : null}
      {flow.hasMore ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" disabled={flow.loadingMore} onClick={() => void flow.more()}>
            <span className="wk-button-face">{flow.loadingMore ? t('common.loading') : w('wallet.activity.more')}</span>
          </button>
        </div>
      ) : null}
    </FlowFrame>
  );
}

/**
 * The customer's payment history: newest first, a page at a time ("Show more"), filtered by direction
 * and status, kept current (new payments appear on top and are announced; statuses change in place).
 * Each row names the counterparty (the payee's label, the sender of money in, a card payment's
 * merchant), the date, the amount in or out (a card payment's amount charged) and the status in the
 * word its receipt uses; a payout a bank sent back reads "Returned". A row opens its receipt in place,
 * focus on it; Close or Escape brings focus back to the row. A payment waiting for approval is approved
 * from there while its challenge lives, else sent again on the same terms, or removed from view (it
 * lapses; nothing moves).
 *
 * @example <Activity customerId={customer.id} />
 */
export const Activity = signedInOnly(ActivityView, 'wk-flow wk-activity');
