'use client';

import { useEffect, useId } from 'react';
import { useLatest } from '../flow/use-latest.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useMessages, type Translate } from '../provider/hooks.js';
import type { Quote } from '../client/types.js';
import { sameTerms } from '../quote/RateChange.js';
import { ScaChallenge } from '../sca/ScaChallenge.js';
import { isReturned } from '../transaction/returned.js';
import type { ConfirmationStep } from './confirmation-store.js';
import { ConfirmReview } from './ConfirmReview.js';
import { useQuoteConfirmation, type UseQuoteConfirmation, type UseQuoteConfirmationOptions } from './useQuoteConfirmation.js';

/** Props of {@link QuoteConfirmation}: the options of {@link useQuoteConfirmation}, and how the widget sits in the page. */
export interface QuoteConfirmationProps extends UseQuoteConfirmationOptions {
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The destination in your words ("Alice's savings"). */
  readonly destinationLabel?: string;
  /** Where a person gets help when payment approvals are suspended; the provider's `supportUrl` by default. */
  readonly supportUrl?: string;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
  /**
   * Each step the flow reaches, with the quote on screen: a host offers "Back" only while nothing is sent
   * (`loading`, `review`, `requoting`, `cancelled`, `error`).
   */
  readonly onStepChange?: (step: ConfirmationStep, quote: Quote | undefined) => void;
}

const OUTCOME: Partial<Record<ConfirmationStep, [title: 'confirm.completed' | 'confirm.failed' | 'confirm.processing' | 'confirm.cancelled', body: 'confirm.completed.body' | 'confirm.failed.body' | 'confirm.processing.body' | 'confirm.cancelled.body']>> = {
  completed: ['confirm.completed', 'confirm.completed.body'],
  failed: ['confirm.failed', 'confirm.failed.body'],
  processing: ['confirm.processing', 'confirm.processing.body'],
  cancelled: ['confirm.cancelled', 'confirm.cancelled.body'],
};

function titleOf(flow: UseQuoteConfirmation, returned: boolean, t: Translate): string {
  if (flow.step === 'failed' && returned) return t('confirm.returned');
  const outcome = OUTCOME[flow.step];
  return outcome ? t(outcome[0]) : t('quote.title');
}

/**
 * Review and confirm a quote: what is sent and what arrives, fees, the rate both ways, a countdown
 * to expiry; Confirm executes, SCA follows when the service asks, then the transfer is followed to
 * completed or failed. When the terms expire or the rate is refused, fresh terms are fetched and what
 * changed is shown before asking again: nothing executes that was not on screen. Confirm is disabled
 * in the last seconds before expiry. During SCA the person may approve another way (a new quote on the
 * same terms) or cancel (nothing is sent; the quote lapses); with `onCancelled` the review offers Cancel too.
 *
 * @example <QuoteConfirmation request={{ source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000 }} onCompleted={done} />
 */
export function QuoteConfirmation({ presentation, onClose, destinationLabel, supportUrl, headingLevel = 2, className, onStepChange, ...options }: QuoteConfirmationProps) {
  const t = useMessages();
  const flow = useQuoteConfirmation(options);
  const stepChanged = useLatest(onStepChange);
  useEffect(() => stepChanged.current?.(flow.step, flow.quote), [flow.step]);
  const titleId = useId();
  const changed = flow.change !== undefined && flow.quote !== undefined && !sameTerms(flow.change.previous, flow.quote);
  const state = flow.step === 'review' && flow.change ? (changed ? 'changed' : 'renewed') : flow.step;
  // Executing keeps focus on the Confirm button's step; a new quote (re-quote) is a new step.
  const heading = useStepFocus<HTMLDivElement>(`${flow.step === 'executing' ? 'review' : flow.step}-${flow.quote?.id ?? ''}`);
  // A payout that completed and then came back: a return, in the words of the state it is in.
  const returned = isReturned(flow.transaction);
  const error = useErrorText(flow.error);
  const subLevel = Math.min(6, headingLevel + 1) as 1 | 2 | 3 | 4 | 5 | 6;
  const outcome = OUTCOME[flow.step];
  const busy = flow.step === 'loading' || flow.step === 'requoting';

  return (
    <FlowFrame presentation={presentation} state={state} labelledBy={titleId} onClose={onClose} className="wk-flow wk-confirm" extraClassName={className}>
      {/* While approving, the approval's own heading is the one seen: three stacked titles pushed the code to the fold at 320 px. */}
      <div id={titleId} ref={heading} tabIndex={-1} className={flow.step === 'authorizing' ? 'wk-visually-hidden' : 'wk-title'} role="heading" aria-level={headingLevel}>
        {titleOf(flow, returned, t)}
      </div>
      <div className="wk-visually-hidden" role="status">
        {busy ? t('confirm.loading') : flow.step === 'executing' ? t('confirm.executing') : ''}
      </div>
      {busy ? <div className="wk-text wk-muted">{t('confirm.loading')}</div> : null}
      {(flow.step === 'review' || flow.step === 'executing') && flow.quote ? (
        <ConfirmReview flow={flow} destinationLabel={destinationLabel} lockSeconds={options.lockSeconds ?? 5} subLevel={subLevel} now={options.now} />
      ) : null}
      {flow.step === 'authorizing' && flow.pending ? (
        <ScaChallenge
          quote={flow.pending}
          {...(destinationLabel ? { payee: destinationLabel } : {})}
          {...(flow.factors ? { factors: flow.factors } : {})}
          api={flow.api}
          headingLevel={subLevel}
          onAuthorized={flow.authorized}
          onExpired={() => void flow.requote('expired')}
          onChooseFactor={(factor) => void flow.approveWith(factor)}
          onCancel={flow.cancel}
          {...(supportUrl ? { supportUrl } : {})}
          {...(options.onError ? { onError: options.onError } : {})}
          {...(options.now ? { now: options.now } : {})}
        />
      ) : null}
      {outcome ? <div className="wk-text">{flow.step === 'failed' && returned ? t('transaction.returned') : t(outcome[1])}</div> : null}
      <ErrorText message={error} />
      {flow.step === 'error' || flow.step === 'cancelled' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" data-variant={flow.step === 'cancelled' ? 'primary' : undefined} onClick={() => void (flow.step === 'error' ? flow.retry() : flow.restart())}>
            <span className="wk-button-face">{t(flow.step === 'error' ? 'confirm.retry' : 'confirm.again')}</span>
          </button>
        </div>
      ) : null}
    </FlowFrame>
  );
}
