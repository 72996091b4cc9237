'use client';

import { useId } from 'react';
import { scaEnrollmentApi, type ScaEnrollmentApi } from '../client/types.js';
import { useApi } from '../client/use-api.js';
import { WidgetError } from '../errors.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { OtpInput } from '../otp/OtpInput.js';
import { CopyButton } from '../payment/CopyButton.js';
import { QrCode } from '../payment/QrCode.js';
import { useMessages } from '../provider/hooks.js';
import { createScaEnrollment, type EnrollmentState } from './enrollment-store.js';

/** Options of {@link useScaEnrollment}. */
export interface UseScaEnrollmentOptions {
  /** The customer whose factors these are: the provider's client enrolls for them. */
  readonly customerId?: string;
  /** The enrollment calls; the provider's client's `sca` calls for `customerId` by default. */
  readonly api?: ScaEnrollmentApi;
  /** The factor is enrolled: payments can now be approved with it. */
  readonly onEnrolled?: (type: 'TOTP' | 'PASSKEY') => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

function requireCustomer(customerId: string | undefined): string {
  if (!customerId) throw new WidgetError('INVALID_PROP', 'ScaEnrollment: give the `customerId` to enroll factors for (or an `api` of your own)');
  return customerId;
}

/** SCA enrollment, headless. @example const enroll = useScaEnrollment({ customerId }); enroll.start('TOTP') */
export function useScaEnrollment(options: UseScaEnrollmentOptions) {
  const api = useApi(options.api, (client) => scaEnrollmentApi(client, requireCustomer(options.customerId)), '<ScaEnrollment>');
  const latest = useLatest(options);
  const controller = useFlowController(() =>
    createScaEnrollment({ api, onEnrolled: (type) => latest.current.onEnrolled?.(type), onError: (error) => latest.current.onError?.(error) }),
  );
  const state: EnrollmentState = useFlowState(controller.store);
  return {
    ...state,
    /** Starts enrolling a factor: TOTP shows its secret, a passkey gets its ceremony ready. */
    start: controller.start,
    /** Confirms the TOTP factor with a code from the app. */
    confirmCode: controller.confirmCode,
    /** Runs the prepared passkey ceremony: call it first thing in the click handler. */
    createPasskey: controller.createPasskey,
    /** The recovery codes were saved: forget them. */
    finish: controller.finish,
    /** Back to the choice of factor. */
    back: controller.back,
  };
}

/** Props of {@link ScaEnrollment}: the options of {@link useScaEnrollment}, and how the widget sits in the page. */
export interface ScaEnrollmentProps extends UseScaEnrollmentOptions {
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/**
 * Sets up payment approval: a passkey, or an authenticator app (QR code of the `totpUri`, the base32
 * secret to copy, then a code to confirm; recovery codes shown once, to copy or download).
 *
 * @example <ScaEnrollment customerId={customer.id} onEnrolled={refresh} />
 */
export function ScaEnrollment({ presentation, onClose, headingLevel = 2, className, ...options }: ScaEnrollmentProps) {
  const t = useMessages();
  const flow = useScaEnrollment(options);
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step === 'confirming' ? 'totp' : flow.step);
  const error = useErrorText(flow.error, (failed, tr) => (failed.kind === 'wrong-code' ? tr('otp.error.wrong') : errorMessage(failed, tr)));
  const codes = flow.recoveryCodes.join('\n');
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
            <button type="button" className="wk-button" data-variant="primary" disabled={flow.step === 'starting'} onClick={() => void flow.start('PASSKEY')}>
              <span className="wk-button-face">{t('enroll.passkey')}</span>
            </button>
            <button type="button" className="wk-button" disabled={flow.step === 'starting'} onClick={() => void flow.start('TOTP')}>
              <span className="wk-button-face">{t('enroll.totp')}</span>
            </button>
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
