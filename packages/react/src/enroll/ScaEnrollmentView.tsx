'use client';

import { useId } from 'react';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { OtpInput } from '../otp/OtpInput.js';
import { CopyButton } from '../payment/CopyButton.js';
import { QrCode } from '../payment/QrCode.js';
import { usePasskeysAvailable } from '../internal/passkeys-available.js';
import { hasPasskeyHere } from '../sca/device-passkeys.js';
import { useMessages } from '../provider/hooks.js';
import type { ScaEnrollmentProps } from './ScaEnrollment.js';
import { useScaEnrollment } from './useScaEnrollment.js';


/** The payment approval setup widget's view (loaded on demand: see ScaEnrollment). */
export function ScaEnrollmentView({ presentation, onClose, headingLevel = 2, className, ...options }: ScaEnrollmentProps) {
  const t = useMessages();
  const flow = useScaEnrollment(options);
  // Offered only where it adds something: no second authenticator app, no passkey where this device holds one.
  const has = (factor: string) => flow.enrolled.filter((enrolled) => enrolled.factor === factor);
  const passkeys = usePasskeysAvailable() && !hasPasskeyHere(has('PASSKEY').map((enrolled) => enrolled.credentialId));
  const totp = has('TOTP').length === 0;
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step === 'confirming' ? 'totp' : flow.step);
  const error = useErrorText(flow.error, (failed, tr) => (failed.kind === 'wrong-code' ? tr('otp.error.wrong') : errorMessage(failed, tr)));
  const codes = flow.recoveryCodes.join('\n');
  if (flow.step === 'choose' && !passkeys && !totp) return null;
  const title = flow.step === 'recovery' ? t('enroll.recovery.title') : flow.step === 'done' ? t('enroll.done') : t('enroll.title');
  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-enroll" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {title}
      </div>
      {flow.step === 'choose' || flow.step === 'starting' ? (
        <>
          <div className="wk-text">{t('enroll.intro')}</div>
          <div className="wk-actions" data-layout="stack">
            {passkeys ? (
              <button type="button" className="wk-button" data-variant="primary" disabled={flow.step === 'starting'} onClick={() => void flow.start('PASSKEY')}>
                <span className="wk-button-face">{t('enroll.passkey')}</span>
              </button>
            ) : null}
            {totp ? (
              <button type="button" className="wk-button" data-variant={passkeys ? undefined : 'primary'} disabled={flow.step === 'starting'} onClick={() => void flow.start('TOTP')}>
                <span className="wk-button-face">{t('enroll.totp')}</span>
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {(flow.step === 'totp' || (flow.step === 'confirming' && flow.totp)) && flow.totp ? (
        <>
          <div className="wk-text">{t('enroll.totp.scan')}</div>
          <QrCode value={flow.totp.uri} label={t('enroll.totp.qr')} />
          <div className="wk-pay-row">
            <span className="wk-term">{t('enroll.totp.secret')}</span>
            <span className="wk-mono" dir="ltr">
              {flow.totp.secretBase32}
            </span>
            <CopyButton text={flow.totp.secretBase32} label={t('enroll.totp.secret')} />
          </div>
          <OtpInput label={t('enroll.totp.code')} onComplete={(code) => void flow.confirmCode(code)} disabled={flow.step === 'confirming'} error={error} webOtp={false} />
        </>
      ) : null}
      {flow.step === 'passkey' ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" data-variant="primary" onClick={flow.createPasskey}>
            <span className="wk-button-face">{t('credentials.addPasskey')}</span>
          </button>
        </div>
      ) : null}
      {flow.step === 'confirming' && !flow.totp ? <div className="wk-text wk-muted">{t('signIn.passkey.waiting')}</div> : null}
      {flow.step === 'recovery' ? (
        <>
          <div className="wk-text">{t('enroll.recovery.body')}</div>
          <ol className="wk-words" aria-label={t('enroll.recovery.codes')}>
            {flow.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div className="wk-actions">
            <CopyButton text={codes} label={t('enroll.recovery.codes')} />
            <a className="wk-button" href={`data:text/plain;charset=utf-8,${encodeURIComponent(codes)}`} download="recovery-codes.txt">
              <span className="wk-button-face">{t('enroll.recovery.download')}</span>
            </a>
            <button type="button" className="wk-button" data-variant="primary" onClick={flow.finish}>
              <span className="wk-button-face">{t('enroll.recovery.saved')}</span>
            </button>
          </div>
        </>
      ) : null}
      {flow.step !== 'totp' ? <ErrorText message={error} /> : null}
    </FlowFrame>
  );
}
