'use client';

import { useEffect, useId } from 'react';
import { useLatest } from '../flow/use-latest.js';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { useCountdown } from '../countdown/useCountdown.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useMessages } from '../provider/hooks.js';
import { destinationText } from '../quote/quote-lines.js';
import { QuoteSummary } from '../quote/QuoteSummary.js';
import type { Quote, ScaFactor } from '../client/types.js';
import { RateChange, sameTerms } from '../quote/RateChange.js';
import { ScaChallenge } from '../sca/ScaChallenge.js';
import { isReturned } from '../transaction/returned.js';
import type { ConfirmationStep } from './confirmation-store.js';
import { useQuoteConfirmation, type UseQuoteConfirmationOptions } from './useQuoteConfirmation.js';

/** Props of {@link QuoteConfirmation}: the options of {@link useQuoteConfirmation}, and how the widget sits in the page. */
export interface QuoteConfirmationProps extends UseQuoteConfirmationOptions {
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The destination in your words ("Alice's savings"). */
  readonly destinationLabel?: string;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
  /** Each step the flow reaches, with the quote on screen: a host offers "Back" only while nothing is sent (`loading`, `review`, `requoting`, `error`). */
  readonly onStepChange?: (step: ConfirmationStep, quote: Quote | undefined) => void;
}

/**
 * Review and confirm a quote: what is sent and what arrives, fees, the rate both ways, a countdown
 * to expiry; Confirm executes, SCA follows when the service asks, then the transfer is followed to
 * completed or failed. When the terms expire or the rate is refused, fresh terms are fetched and what
 * changed is shown before asking again: nothing executes that was not on screen. Confirm is disabled
 * in the last seconds before expiry.
 *
 * @example <QuoteConfirmation request={{ source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000 }} onCompleted={done} />
 */
export function QuoteConfirmation({ presentation, onClose, destinationLabel, headingLevel = 2, className, onStepChange, ...options }: QuoteConfirmationProps) {
  const t = useMessages();
  const flow = useQuoteConfirmation(options);
  const stepChanged = useLatest(onStepChange);
  useEffect(() => stepChanged.current?.(flow.step, flow.quote), [flow.step]);
  const titleId = useId();
  const lockSeconds = options.lockSeconds ?? 5;
  // "Changed" and "the new terms" only when a value changed: a renewed quote with the same terms is just renewed.
  const changed = flow.change !== undefined && flow.quote !== undefined && !sameTerms(flow.change.previous, flow.quote);
  const state = flow.step === 'review' && flow.change ? (changed ? 'changed' : 'renewed') : flow.step;
  // Executing keeps focus on the Confirm button's step; a new quote (re-quote) is a new step.
  const heading = useStepFocus<HTMLDivElement>(`${flow.step === 'executing' ? 'review' : flow.step}-${flow.quote?.id ?? ''}`);
  const quote = flow.quote;
  // Both a passkey and text messages enrolled: the other one is a click away, before anything is sent.
  const enrolled = (factor: ScaFactor) => flow.factors?.some((item) => item.factor === factor) === true;
  const other: ScaFactor | undefined = enrolled('PASSKEY') && enrolled('SMS_OTP') ? (flow.scaFactor === 'PASSKEY' ? 'SMS_OTP' : 'PASSKEY') : undefined;
  // A payout that completed and then came back: a return, in the words of the state it is in.
  const returned = isReturned(flow.transaction);
  const left = useCountdown({ expiresAt: quote?.expiresAt ?? 0, ...(options.now ? { now: options.now } : {}) });
  const closing = left !== null && left.remaining <= lockSeconds;
  const error = useErrorText(flow.error);
  const subLevel = Math.min(6, headingLevel + 1) as 1 | 2 | 3 | 4 | 5 | 6;

  const title =
    flow.step === 'completed'
      ? t('confirm.completed')
      : flow.step === 'failed'
        ? t(returned ? 'confirm.returned' : 'confirm.failed')
        : flow.step === 'processing'
          ? t('confirm.processing')
          : t('quote.title');

  return (
    <FlowFrame presentation={presentation} state={state} labelledBy={titleId} onClose={onClose} className="wk-flow wk-confirm" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {title}
      </div>
      <div className="wk-visually-hidden" role="status">
        {flow.step === 'loading' || flow.step === 'requoting' ? t('confirm.loading') : flow.step === 'executing' ? t('confirm.executing') : ''}
      </div>
      {flow.step === 'loading' || flow.step === 'requoting' ? <div className="wk-text wk-muted">{t('confirm.loading')}</div> : null}

      {(flow.step === 'review' || flow.step === 'executing') && quote ? (
        <>
          {flow.change ? <RateChange previous={flow.change.previous} next={quote} reason={flow.change.reason} headingLevel={subLevel} /> : null}
          <QuoteSummary quote={quote} titled={false} {...(destinationLabel ? { destinationLabel } : {})}>
            <ExpiryCountdown
              key={quote.id}
              expiresAt={quote.expiresAt}
              startedAt={quote.createdAt}
              closingSeconds={Math.max(10, lockSeconds)}
              onExpire={() => void flow.requote('expired')}
              {...(options.now ? { now: options.now } : {})}
            />
            <div className="wk-actions">
              <button type="button" className="wk-button" data-variant="primary" disabled={flow.step !== 'review' || closing} onClick={() => void flow.confirm()}>
                <span className="wk-button-face">{flow.step === 'executing' ? t('confirm.executing') : changed ? t('confirm.confirmNew') : t('confirm.confirm')}</span>
              </button>
              {other ? (
                <button type="button" className="wk-button" data-variant="quiet" disabled={flow.step !== 'review'} onClick={() => flow.chooseFactor(other)}>
                  <span className="wk-button-face">{t(other === 'PASSKEY' ? 'sca.switch.PASSKEY' : 'sca.switch.SMS_OTP')}</span>
                </button>
              ) : null}
            </div>
          </QuoteSummary>
        </>
      ) : null}

      {flow.step === 'authorizing' && flow.pending ? (
        <ScaChallenge
          quote={flow.pending}
          payee={destinationLabel ?? destinationText(flow.pending.destination, t)}
          {...(flow.factors ? { factors: flow.factors } : {})}
          api={flow.api}
          headingLevel={subLevel}
          onAuthorized={flow.authorized}
          onExpired={() => void flow.requote('expired')}
          {...(options.onError ? { onError: options.onError } : {})}
          {...(options.now ? { now: options.now } : {})}
        />
      ) : null}

      {flow.step === 'processing' ? <div className="wk-text">{t('confirm.processing.body')}</div> : null}
      {flow.step === 'completed' ? <div className="wk-text">{t('confirm.completed.body')}</div> : null}
      {flow.step === 'failed' ? <div className="wk-text">{t(returned ? 'transaction.returned' : 'confirm.failed.body')}</div> : null}

      <ErrorText message={error} />
      {flow.step === 'error' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" onClick={() => void flow.retry()}>
            <span className="wk-button-face">{t('confirm.retry')}</span>
          </button>
        </div>
      ) : null}
    </FlowFrame>
  );
}
