'use client';

import { useEffect, useId, type ReactNode } from 'react';
import { useFormat, useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { destinationText, effectiveRate, feeLines, rateLines } from './quote-lines.js';
import type { QuoteView } from './types.js';

/** Props of {@link QuoteSummary}. */
export interface QuoteSummaryProps {
  /** The quote whose terms to show; the service's `Quote` fits. */
  readonly quote: QuoteView;
  /** The destination in the integrator's words ("Alice's savings"); by default the account or UMA address. */
  readonly destinationLabel?: string;
  /** The heading level of the title in the host page; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** False inside a flow whose own title already names these terms: no title, and no group, of its own. True by default. */
  readonly titled?: boolean;
  /** Rendered under the terms, e.g. an <ExpiryCountdown> and the confirm button. */
  readonly children?: ReactNode;
  /** More classes for the root element. */
  readonly className?: string;
}

function Row({ term, emphasis, children }: { term: string; emphasis?: boolean; children: ReactNode }) {
  return (
    <div className="wk-row" data-emphasis={emphasis ? '' : undefined}>
      <dt className="wk-term">{term}</dt>
      <dd className="wk-value">{children}</dd>
    </div>
  );
}

/**
 * The terms of a quote, in the order a person checks them: who is paid, what leaves their account and what
 * arrives (on a phone, where a review's actions stick to the screen's bottom, these three are read before
 * Confirm), then how: the fees in it (and whose they are) and the rate (worked out from the amounts, checked
 * against the quote's field). Amounts use each currency's own
 * decimals. Presentational: it shows the quote it is given and nothing else.
 *
 * @example <QuoteSummary quote={quote}><ExpiryCountdown expiresAt={quote.expiresAt} /></QuoteSummary>
 */
export function QuoteSummary({ quote, destinationLabel, headingLevel = 2, titled = true, children, className }: QuoteSummaryProps) {
  const t = useMessages();
  const format = useFormat();
  const titleId = useId();
  const fees = feeLines(quote, t, format);
  const [rate] = rateLines(quote, t, format);
  const sending = quote.sendingCurrency;
  const converted = quote.totalSendingAmount - quote.feesIncluded;
  const agrees = effectiveRate(quote)?.agrees !== false;
  useEffect(() => {
    // The rate shown comes from the amounts; a field that matches neither way is the service's (or a fixture's) mistake to fix.
    if (!agrees) console.warn(`@wallet-kit/react: quote ${quote.id ?? ''}: exchangeRate ${quote.exchangeRate} disagrees with its amounts either way; the rate shown is theirs`);
  }, [agrees, quote.id, quote.exchangeRate]);

  return (
    <WidgetRoot className={className ? `wk-card wk-quote ${className}` : 'wk-card wk-quote'} {...(titled ? { role: 'group', 'aria-labelledby': titleId } : {})}>
      {/* A heading role on a div: the host's own h2 styles cannot reach it. */}
      {titled ? (
        <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
          {t('quote.title')}
        </div>
      ) : null}
      <dl className="wk-list">
        <Row term={t('quote.destination')}>
          {destinationLabel ?? destinationText(quote.destination, t, quote.receivingCurrency)}
        </Row>
        <Row term={t('quote.send')} emphasis>
          {format.amount(quote.totalSendingAmount, sending)}
        </Row>
        <Row term={t('quote.receive')} emphasis>
          {format.amount(quote.totalReceivingAmount, quote.receivingCurrency)}
        </Row>
        <Row term={t('quote.fees.total')}>{quote.feesIncluded > 0 ? format.amount(quote.feesIncluded, sending) : t('quote.fees.none')}</Row>
        {fees.length > 0 ? (
          <div className="wk-row wk-breakdown">
            <dt className="wk-visually-hidden">{t('quote.fees.breakdown')}</dt>
            <dd className="wk-value">
              <dl className="wk-list wk-sublist">
                {fees.map((fee) => (
                  <div key={fee.id} className="wk-row" data-fee={fee.id}>
                    <dt className="wk-term">{fee.label}</dt>
                    <dd className="wk-value wk-muted">{fee.value}</dd>
                  </div>
                ))}
              </dl>
            </dd>
          </div>
        ) : null}
        {rate ? (
          <>
            {quote.feesIncluded > 0 ? <Row term={t('quote.converted')}>{format.amount(converted, sending)}</Row> : null}
            <Row term={t('quote.rate')}>{rate}</Row>
          </>
        ) : null}
      </dl>
      {children}
    </WidgetRoot>
  );
}
