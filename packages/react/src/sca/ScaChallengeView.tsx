'use client';

import { useEffect, useId, useRef } from 'react';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { usePasskeysAvailable } from '../internal/passkeys-available.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFormat, useMessages, useSupportUrl, type Formatters, type Translate } from '../provider/hooks.js';
import type { ScaFactor } from '../client/types.js';
import { destinationText } from '../quote/quote-lines.js';
import { ScaCode, ScaPasskey } from './ScaAnswer.js';
import { ScaLock } from './ScaNotices.js';
import { otherFactors, phoneOf, scaErrorMessage, scaTitle, SWITCH } from './sca-words.js';
import type { ScaChallengeProps } from './ScaChallenge.js';
import { useScaChallenge, type UseScaChallenge } from './useScaChallenge.js';

const ANSWERING = new Set(['answer', 'verifying', 'passkey']);

/** What is approved: the amount, to the payee by name or UMA address; an account with no label is not named by its id. */
function approving(quote: ScaChallengeProps['quote'], payee: string | undefined, t: Translate, format: Formatters): string {
  const amount = format.amount(quote.totalSendingAmount, quote.sendingCurrency);
  const named = payee ?? (quote.destination.destinationType === 'UMA_ADDRESS' ? destinationText(quote.destination, t) : undefined);
  return named ? t('sca.approve', { amount, payee: named }) : t('sca.approve.amount', { amount });
}

/** The view of {@link ScaChallenge}, loaded on demand. */
export function ScaChallengeView({ payee, summary, title, factors, onChooseFactor, supportUrl, presentation, onClose, headingLevel = 2, className, ...options }: ScaChallengeProps) {
  const t = useMessages();
  const format = useFormat();
  const sca = useScaChallenge(options);
  const support = useSupportUrl(supportUrl, '<ScaChallenge>');
  const titleId = useId();
  const answering = ANSWERING.has(sca.step);
  const heading = useStepFocus<HTMLDivElement>(`${answering ? 'answer' : sca.step}-${sca.round}`);
  const error = useErrorText(sca.error, scaErrorMessage);
  const { challenge, quote } = sca;
  const clock = options.now ? { now: options.now } : {};
  const waiting = sca.retryAt !== undefined && sca.retryAt > (options.now ?? Date.now)();
  const noPhone = challenge?.factor === 'SMS_OTP' && factors !== undefined && !factors.some((enrolled) => enrolled.factor === 'SMS_OTP');
  const choose = onChooseFactor ?? (sca.canSwitch ? (factor: ScaFactor) => void sca.switchFactor(factor) : undefined);
  const passkeys = usePasskeysAvailable();
  const noPasskeys = challenge?.factor === 'PASSKEY' && !passkeys;
  useFactorWithoutPasskeys(noPasskeys && sca.step === 'answer' ? challenge : undefined, choose);

  return (
    <FlowFrame presentation={presentation} state={sca.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-sca" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {scaTitle(sca, t, title)}
      </div>
      {answering && challenge ? (
        <>
          <div className="wk-text">{summary ?? approving(quote, payee, t, format)}</div>
          <ExpiryCountdown key={challenge.id} expiresAt={challenge.expiresAt} startedAt={sca.arrivedAt} label={t('sca.countdown.label')} onExpire={sca.expire} {...clock} />
          {noPhone ? (
            <div className="wk-notice">{t('sca.sms.noPhone')}</div>
          ) : noPasskeys ? null : challenge.factor === 'PASSKEY' ? (
            <ScaPasskey sca={sca} waiting={waiting} now={options.now} />
          ) : (
            <ScaCode sca={sca} phone={phoneOf(factors)} error={error} waiting={waiting} now={options.now} />
          )}
        </>
      ) : null}
      {sca.step === 'locked' ? <ScaLock error={sca.error} supportUrl={support} onUnlock={sca.unlock} now={options.now} /> : null}
      {sca.step === 'cancelled' ? <div className="wk-text">{t('sca.cancelled.body')}</div> : null}
      {sca.step === 'authorized' ? <div className="wk-text">{t('sca.done.body')}</div> : null}
      {/* One region for every error the code field does not announce itself. */}
      <ErrorText message={(answering && challenge?.factor === 'SMS_OTP' && !noPhone) || sca.step === 'locked' ? undefined : error} />
      <ScaWays sca={sca} choose={answering ? choose : undefined} waiting={waiting} />
      <div className="wk-visually-hidden" role="status">
        {sca.step === 'verifying' ? t('signIn.verifying') : sca.step === 'passkey' ? t('signIn.passkey.waiting') : ''}
      </div>
    </FlowFrame>
  );
}

/**
 * A passkey challenge where the browser has no WebAuthn (WebKitGTK, some embedded web views): its button could
 * only fail, so another of the challenge's factors (a text message code) is asked for at once, once per
 * challenge, where the host can switch (`onChooseFactor` or the api's `switchFactor`); otherwise Cancel remains.
 */
function useFactorWithoutPasskeys(challenge: UseScaChallenge['challenge'] | undefined, choose: ((factor: ScaFactor) => void) | undefined): void {
  const asked = useRef<string | undefined>(undefined);
  const factor = challenge ? otherFactors(challenge).find((other) => other !== 'PASSKEY') : undefined;
  useEffect(() => {
    if (!challenge || !factor || !choose || asked.current === challenge.id) return;
    asked.current = challenge.id;
    choose(factor);
  }, [challenge, factor, choose]);
}

/** The ways forward of a step: send again what got no answer, another factor, and Cancel. */
function ScaWays({ sca, choose, waiting }: { readonly sca: UseScaChallenge; readonly choose: ((factor: ScaFactor) => void) | undefined; readonly waiting: boolean }) {
  const t = useMessages();
  const passkeys = usePasskeysAvailable();
  // An expired challenge keeps Cancel (where the host listens for it): the only way on from a standalone one.
  if (sca.step === 'authorized' || sca.step === 'cancelled') return null;
  // While a proof is checked its answer decides: nothing else is offered until it comes (within the client's deadline).
  const checking = sca.step === 'verifying';
  return (
    <div className="wk-actions" data-layout="stack">
      {sca.retryable && !waiting ? (
        <button type="button" className="wk-button" data-variant="primary" disabled={checking} onClick={() => void sca.retry()}>
          <span className="wk-button-face">{t('confirm.retry')}</span>
        </button>
      ) : null}
      {sca.challenge && choose
        ? otherFactors(sca.challenge)
            .filter((factor) => passkeys || factor !== 'PASSKEY')
            .map((factor) => (
              <button key={factor} type="button" className="wk-button" disabled={checking} onClick={() => choose(factor)}>
                <span className="wk-button-face">{t(SWITCH[factor])}</span>
              </button>
            ))
        : null}
      {sca.canCancel ? (
        <button type="button" className="wk-button" data-variant="quiet" disabled={checking} onClick={sca.cancel}>
          <span className="wk-button-face">{t('sca.cancel')}</span>
        </button>
      ) : null}
    </div>
  );
}
