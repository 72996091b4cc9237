'use client';

import { useId } from 'react';
import { useFormat, useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { RATE_DIGITS, rateLines } from './quote-lines.js';
import { sameTerms } from './terms.js';
import type { QuoteView } from './types.js';

export { sameTerms };

// Why there is a new quote, in words: changed terms, and the same terms renewed.
const REASONS = {
  expired: ['rateChange.reason.expired', 'rateChange.same.expired'],
  unavailable: ['rateChange.reason.unavailable', 'rateChange.same.unavailable'],
  factor: ['rateChange.reason.factor', 'rateChange.same.factor'],
} as const;

/** Props of {@link RateChange}. */
export interface RateChangeProps {
  /** The terms the user saw. */
  readonly previous: QuoteView;
  /** The fresh quote's terms, which the user must see before anything executes. */
  readonly next: QuoteView;
  /**
   * Why there is a new quote: the old one expired (QUOTE_EXPIRED), its rate was refused
   * (QUOTE_RATE_UNAVAILABLE), or the person chose another way to approve it (a challenge's factor cannot change).
   */
  readonly reason: 'expired' | 'unavailable' | 'factor';
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * What changed on a re-quote, before -> now: the rate, the fees, what is sent and what arrives, each
 * changed value marked. A table rather than arrows, so it reads the same left to right, right to left
 * and aloud. When nothing changed it says so in a line instead: "the terms have changed" only when they have.
 *
 * @example <RateChange previous={oldQuote} next={newQuote} reason="expired" />
 */
export function RateChange({ previous, next, reason, headingLevel = 2, className }: RateChangeProps) {
  const t = useMessages();
  const format = useFormat();
  const titleId = useId();
  const rate = (quote: QuoteView) => rateLines(quote, t, format)[0] ?? format.rate(1, RATE_DIGITS);
  const same = sameTerms(previous, next);
  const rows = [
    { id: 'rate', label: t('quote.rate'), before: rate(previous), after: rate(next) },
    { id: 'fees', label: t('quote.fees.total'), before: format.amount(previous.feesIncluded, previous.sendingCurrency), after: format.amount(next.feesIncluded, next.sendingCurrency) },
    { id: 'send', label: t('quote.send'), before: format.amount(previous.totalSendingAmount, previous.sendingCurrency), after: format.amount(next.totalSendingAmount, next.sendingCurrency) },
    {
      id: 'receive',
      label: t('quote.receive'),
      before: format.amount(previous.totalReceivingAmount, previous.receivingCurrency),
      after: format.amount(next.totalReceivingAmount, next.receivingCurrency),
    },
  ];

  return (
    <WidgetRoot className={className ? `wk-notice wk-rate-change ${className}` : 'wk-notice wk-rate-change'} role="group" aria-labelledby={titleId} data-state={same ? 'same' : 'changed'}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {same ? t('rateChange.same.title') : t('rateChange.title')}
      </div>
      <div className="wk-text">
        {t(REASONS[reason][same ? 1 : 0])}
      </div>
      {same ? null : (
        <table className="wk-table">
          <thead>
            <tr>
              <th className="wk-table-cell" data-head="" scope="col">
                {t('rateChange.item')}
              </th>
              <th className="wk-table-cell" data-head="" scope="col">
                {t('rateChange.before')}
              </th>
              <th className="wk-table-cell" data-head="" scope="col">
                {t('rateChange.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const changed = row.before !== row.after;
              return (
                <tr key={row.id} data-row={row.id} data-changed={changed ? '' : undefined}>
                  <th className="wk-table-cell" data-head="" scope="row">
                    {row.label}
                  </th>
                  <td className="wk-table-cell">{row.before}</td>
                  <td className="wk-table-cell" data-changed={changed ? '' : undefined}>
                    {row.after}
                    {changed ? <span className="wk-badge">{t('rateChange.changed')}</span> : <span className="wk-visually-hidden"> ({t('rateChange.unchanged')})</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </WidgetRoot>
  );
}
