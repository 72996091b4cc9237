'use client';

import { useEffect, useId, useState } from 'react';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { useCountdown } from '../countdown/useCountdown.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import type { MessageId } from '../i18n/locales/en.js';
import { OtpInput } from '../otp/OtpInput.js';
import { useResend } from '../otp/use-resend.js';
import { useFormat, useMessages, type Translate } from '../provider/hooks.js';
import type { EnrolledScaFactor, ScaFactor } from '../client/types.js';
import { destinationText } from '../quote/quote-lines.js';
import type { FlowError } from '../flow/errors.js';
import { useScaChallenge, type UseScaChallengeOptions } from './useScaChallenge.js';

/** Props of {@link ScaChallenge}: the options of {@link useScaChallenge}, and how the widget sits in the page. */
export interface ScaChallengeProps extends UseScaChallengeOptions {
  /** Who is paid, in your words ("Paul Martin"); the quote's destination by default. */
  readonly payee?: string;
  /**
   * The customer's enrolled factors (`client.sca.listFactors`), when known: without `SMS_OTP` among
   * them there is no phone to text a code to, and the widget says so instead of asking for one.
   */
  readonly factors?: readonly EnrolledScaFactor[];
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

const PURPOSES: Readonly<Record<string, MessageId>> = {
  CURRENCY_CONVERSION: 'sca.purpose.CURRENCY_CONVERSION',
  PAYOUT: 'sca.purpose.PAYOUT',
};

const SWITCH: Readonly<Record<ScaFactor, MessageId>> = {
  SMS_OTP: 'sca.switch.SMS_OTP',
  PASSKEY: 'sca.switch.PASSKEY',
  TOTP: 'sca.switch.TOTP',
};

function scaErrorMessage(error: FlowError, t: Translate): string {
  if (error.kind === 'wrong-code') return t('sca.error.wrongCode');
  if (error.kind === 'expired') return t('sca.error.expired');
  return errorMessage(error, t);
}

/**
 * Strong Customer Authentication for a quote: an SMS code or a passkey, one challenge after another
 * for as long as the service asks ("Step 2" appears when a second one comes; the count is never
 * assumed), a countdown to each challenge's expiry, resend for SMS, and a message for a wrong code,
 * a locked account (423) and too many attempts (429, with the wait).
 *
 * @example <ScaChallenge quote={pending} onAuthorized={(quote) => setQuote(quote)} />
 */
export function ScaChallenge({ payee, factors, presentation, onClose, headingLevel = 2, className, ...options }: ScaChallengeProps) {
  const t = useMessages();
  const format = useFormat();
  const sca = useScaChallenge(options);
  const titleId = useId();
  const step = sca.step === 'verifying' || sca.step === 'passkey' ? 'answer' : sca.step;
  const heading = useStepFocus<HTMLDivElement>(`${step}-${sca.round}`);
  const [code, setCode] = useState('');
  useEffect(() => {
    if (sca.error) setCode('');
  }, [sca.error]);
  // A new challenge starts with an empty field (and the field itself is a new one: see its key).
  const [codeFor, setCodeFor] = useState(sca.challenge?.id);
  if (codeFor !== sca.challenge?.id) {
    setCodeFor(sca.challenge?.id);
    setCode('');
  }

  const clock = options.now ? { now: options.now } : {};
  const retry = useCountdown({ expiresAt: sca.retryAt ?? 0, ...clock });
  const waiting = retry !== null && !retry.expired;
  const resend = useCountdown({ expiresAt: sca.resendAt ?? 0, ...clock });
  const resendSeconds = resend && !resend.expired ? resend.remaining : 0;
  const again = useResend(sca.resend);

  const challenge = sca.challenge;
  const error = useErrorText(sca.error, scaErrorMessage);
  const purpose = challenge?.purpose ? t(PURPOSES[challenge.purpose] ?? 'sca.purpose.other') : undefined;
  const answering = sca.step === 'answer' || sca.step === 'verifying' || sca.step === 'passkey';
  // How many steps there are is never sent: a challenge without a purpose is the only one, a currency
  // exchange is followed by the payout, a payout is the last. An unknown purpose leaves the count out.
  const total = !challenge?.purpose ? sca.round : challenge.purpose === 'CURRENCY_CONVERSION' ? sca.round + 1 : challenge.purpose === 'PAYOUT' ? sca.round : undefined;
  const noPhone = challenge?.factor === 'SMS_OTP' && factors !== undefined && !factors.some((enrolled) => enrolled.factor === 'SMS_OTP');
  const { quote } = sca;

  return (
    <FlowFrame presentation={presentation} state={sca.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-sca" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {sca.step === 'authorized' ? t('sca.done') : t('sca.title')}
      </div>
      {answering && challenge ? (
        <>
          <div className="wk-text">{t('sca.approve', { amount: format.amount(quote.totalSendingAmount, quote.sendingCurrency), payee: payee ?? destinationText(quote.destination, t) })}</div>
          {(total ?? 2) > 1 || purpose ? (
            <div className="wk-step">
              <span className="wk-step-number">{total ? t('sca.stepOf', { step: sca.round, total }) : t('sca.step', { step: sca.round })}</span>
              {purpose ? <span className="wk-muted">{purpose}</span> : null}
            </div>
          ) : null}
          <ExpiryCountdown key={challenge.id} expiresAt={challenge.expiresAt} label={t('sca.countdown.label')} onExpire={sca.expire} {...(options.now ? { now: options.now } : {})} />
          {noPhone ? (
            <div className="wk-notice">{t('sca.sms.noPhone')}</div>
          ) : challenge.factor === 'PASSKEY' ? (
            <>
              <div className="wk-text">{t('sca.passkey.prompt')}</div>
              <div className="wk-actions">
                <button type="button" className="wk-button" data-variant="primary" disabled={!sca.passkeyReady || sca.step !== 'answer' || waiting} onClick={sca.usePasskey}>
                  <span className="wk-button-face">{t('sca.passkey.button')}</span>
                </button>
              </div>
            </>
          ) : (
            <>
              <div className="wk-text">{t('sca.sms.prompt')}</div>
              {/* A fresh field for each challenge. */}
              <OtpInput key={challenge.id} id={again.codeId} value={code} onValueChange={setCode} onComplete={(value) => void sca.submitCode(value)} disabled={sca.step !== 'answer' || waiting} error={error} autoFocus />
              <div className="wk-actions">
                <button type="button" className="wk-button" disabled={resendSeconds > 0 || sca.step !== 'answer'} onClick={again.onResend}>
                  <span className="wk-button-face">{resendSeconds > 0 ? t('signIn.resendIn', { seconds: resendSeconds }) : t('signIn.resend')}</span>
                </button>
              </div>
            </>
          )}
          {sca.canSwitch
            ? challenge.availableFactors
                .filter((factor) => factor !== challenge.factor && factor !== 'TOTP')
                .map((factor) => (
                  <button key={factor} type="button" className="wk-button" data-variant="quiet" disabled={sca.step !== 'answer'} onClick={() => void sca.switchFactor(factor)}>
                    <span className="wk-button-face">{t(SWITCH[factor])}</span>
                  </button>
                ))
            : null}
        </>
      ) : null}
      {/* One region for every error the code field does not announce itself. */}
      <ErrorText message={answering && challenge?.factor === 'SMS_OTP' ? undefined : error} />
      {sca.step === 'authorized' ? <div className="wk-text">{t('sca.done.body')}</div> : null}
      <div className="wk-visually-hidden" role="status">
        {sca.step === 'verifying' ? t('signIn.verifying') : sca.step === 'passkey' ? t('signIn.passkey.waiting') : again.sent && !sca.error ? t('otp.sent') : ''}
      </div>
    </FlowFrame>
  );
}
