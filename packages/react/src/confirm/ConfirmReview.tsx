'use client';

import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { useCountdown } from '../countdown/useCountdown.js';
import { usePasskeysAvailable } from '../internal/passkeys-available.js';
import { useMessages } from '../provider/hooks.js';
import { QuoteSummary } from '../quote/QuoteSummary.js';
import type { ScaFactor } from '../client/types.js';
import { RateChange, sameTerms } from '../quote/RateChange.js';
import { loadScaView } from '../sca/ScaChallenge.js';
import type { UseQuoteConfirmation } from './useQuoteConfirmation.js';

interface ReviewProps {
  readonly flow: UseQuoteConfirmation;
  readonly destinationLabel: string | undefined;
  readonly lockSeconds: number;
  readonly subLevel: 1 | 2 | 3 | 4 | 5 | 6;
  readonly now: (() => number) | undefined;
}

/** Executes; where an SCA step may follow (factors enrolled, or not known), its view is fetched meanwhile. */
function confirm(flow: UseQuoteConfirmation) {
  if (flow.factors === undefined || flow.factors.length > 0) void loadScaView();
  void flow.confirm();
}

/** The terms on screen, what changed since the last ones, the countdown to their expiry, and Confirm. */
export function ConfirmReview({ flow, destinationLabel, lockSeconds, subLevel, now }: ReviewProps) {
  const t = useMessages();
  const quote = flow.quote!;
  const clock = now ? { now } : {};
  // "Changed" and "the new terms" only when a value changed: a renewed quote with the same terms is just renewed.
  const changed = flow.change !== undefined && !sameTerms(flow.change.previous, quote);
  const left = useCountdown({ expiresAt: quote.expiresAt, ...clock });
  const closing = left !== null && left.remaining <= lockSeconds;
  // Both a passkey and text messages enrolled: the other one is a click away, before anything is sent.
  const enrolled = (factor: ScaFactor) => flow.factors?.some((item) => item.factor === factor) === true;
  // A browser without WebAuthn is offered no passkey: its prompt could only fail.
  const passkeys = usePasskeysAvailable();
  const other: ScaFactor | undefined = passkeys && enrolled('PASSKEY') && enrolled('SMS_OTP') ? (flow.scaFactor === 'PASSKEY' ? 'SMS_OTP' : 'PASSKEY') : undefined;
  return (
    <>
      {flow.change ? <RateChange previous={flow.change.previous} next={quote} reason={flow.change.reason} headingLevel={subLevel} /> : null}
      <QuoteSummary quote={quote} titled={false} {...(destinationLabel ? { destinationLabel } : {})}>
        {/* The countdown rides with Confirm: on a phone the actions stick to the screen's bottom, and the time left
            is read where the decision is made, not under the bar. */}
        <div className="wk-actions">
          <ExpiryCountdown key={quote.id} expiresAt={quote.expiresAt} startedAt={quote.createdAt} closingSeconds={Math.max(10, lockSeconds)} onExpire={() => void flow.requote('expired')} {...clock} />
          <button type="button" className="wk-button" data-variant="primary" disabled={flow.step !== 'review' || closing} onClick={() => confirm(flow)}>
            <span className="wk-button-face">{flow.step === 'executing' ? t('confirm.executing') : changed ? t('confirm.confirmNew') : t('confirm.confirm')}</span>
          </button>
          {other ? (
            <button type="button" className="wk-button" data-variant="quiet" disabled={flow.step !== 'review'} onClick={() => flow.chooseFactor(other)}>
              <span className="wk-button-face">{t(other === 'PASSKEY' ? 'sca.switch.PASSKEY' : 'sca.switch.SMS_OTP')}</span>
            </button>
          ) : null}
          {flow.canCancel ? (
            <button type="button" className="wk-button" disabled={flow.step !== 'review'} onClick={flow.cancel}>
              <span className="wk-button-face">{t('sca.cancel')}</span>
            </button>
          ) : null}
        </div>
      </QuoteSummary>
    </>
  );
}
