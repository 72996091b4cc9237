'use client';

import { useEffect, useState } from 'react';
import { useCountdown } from '../countdown/useCountdown.js';
import { focusPlace } from '../flow/focus.js';
import { OtpInput } from '../otp/OtpInput.js';
import { useResend } from '../otp/use-resend.js';
import { useMessages } from '../provider/hooks.js';
import { ScaWait } from './ScaNotices.js';
import { smsPrompt } from './sca-words.js';
import type { UseScaChallenge } from './useScaChallenge.js';

interface AnswerProps {
  readonly sca: UseScaChallenge;
  /** The masked number the codes go to, where the service gives it. */
  readonly phone: string | undefined;
  /** The field's error message, announced by the field itself. */
  readonly error: string | undefined;
  /** A 429's wait is running: nothing is sent until it ends. */
  readonly waiting: boolean;
  readonly now: (() => number) | undefined;
}

/** The text-message code: where it went, the field (a fresh one per challenge), and a new code after the cooldown. */
export function ScaCode({ sca, phone, error, waiting, now }: AnswerProps) {
  const t = useMessages();
  const [code, setCode] = useState('');
  // A refused code is cleared for the next one; a code that got no answer stays, to be sent again.
  useEffect(() => {
    if (sca.error && !sca.retryable) setCode('');
  }, [sca.error, sca.retryable]);
  const [codeFor, setCodeFor] = useState(sca.challenge?.id);
  if (codeFor !== sca.challenge?.id) {
    setCodeFor(sca.challenge?.id);
    setCode('');
  }
  const resend = useCountdown({ expiresAt: sca.resendAt ?? 0, ...(now ? { now } : {}) });
  const resendSeconds = resend && !resend.expired ? resend.remaining : 0;
  const again = useResend(sca.resend);
  return (
    <>
      <div className="wk-text">{smsPrompt(sca.round, phone, t)}</div>
      <OtpInput
        key={sca.challenge?.id}
        id={again.codeId}
        value={code}
        onValueChange={setCode}
        onComplete={(value) => void sca.submitCode(value)}
        disabled={sca.step !== 'answer' || waiting}
        error={error}
        autoFocus
      />
      {/* A 429's wait keeps the field disabled for its length (half a minute, say), and focus went to the page's
          body with it: it waits on the wait, which says how long; when the field comes back, OtpInput focuses it. */}
      {waiting ? (
        <div ref={(wait) => void (wait && focusPlace(wait).where === 'lost' && wait.focus())} tabIndex={-1}>
          <ScaWait retryAt={sca.retryAt!} onDone={() => void sca.retry()} now={now} />
        </div>
      ) : null}
      {sca.error?.kind === 'wrong-code' ? <div className="wk-notice">{t('sca.wrongCode.warning')}</div> : null}
      <div className="wk-actions">
        <button type="button" className="wk-button" disabled={resendSeconds > 0 || sca.step !== 'answer'} onClick={again.onResend}>
          <span className="wk-button-face">{resendSeconds > 0 ? t('signIn.resendIn', { seconds: resendSeconds }) : t('signIn.resend')}</span>
        </button>
      </div>
      <div className="wk-visually-hidden" role="status">
        {again.sent && !sca.error ? t('otp.sent') : ''}
      </div>
    </>
  );
}

/**
 * The passkey: the button stays focusable while the prompt is open (it only says it is busy), so focus is
 * still on it when the prompt fails or is closed, next to the error that says what to do.
 */
export function ScaPasskey({ sca, waiting, now }: Pick<AnswerProps, 'sca' | 'waiting' | 'now'>) {
  const t = useMessages();
  const busy = !sca.passkeyReady || sca.step !== 'answer' || waiting;
  // The prompt was closed or timed out: the passkey may be on a phone, or the person may try once more.
  const failed = sca.error?.kind === 'passkey-cancelled';
  return (
    <>
      <div className="wk-text">{t(sca.round > 1 ? 'sca.passkey.next' : 'sca.passkey.prompt')}</div>
      <div className="wk-text wk-muted">{t('sca.passkey.hint')}</div>
      <div className="wk-actions">
        <button type="button" className="wk-button" data-variant="primary" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : sca.usePasskey())}>
          <span className="wk-button-face">{t(failed ? 'sca.passkey.again' : 'sca.passkey.button')}</span>
        </button>
      </div>
      {waiting ? <ScaWait retryAt={sca.retryAt!} onDone={() => void sca.retry()} now={now} /> : null}
    </>
  );
}
