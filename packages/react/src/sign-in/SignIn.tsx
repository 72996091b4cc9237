'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useCountdown } from '../countdown/useCountdown.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import type { AuthMethod } from '../client/types.js';
import { OtpInput } from '../otp/OtpInput.js';
import { useResend } from '../otp/use-resend.js';
import { useMessages, type Translate } from '../provider/hooks.js';
import type { SignInStep } from './sign-in-store.js';
import { useSignIn, type UseSignInOptions } from './useSignIn.js';

/** Props of {@link SignIn}: the options of {@link useSignIn}, and how the widget sits in the page. */
export interface SignInProps extends UseSignInOptions {
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog without signing in. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

function methodLabel(credential: AuthMethod, t: Translate): string {
  switch (credential.type) {
    case 'EMAIL_OTP':
      return t('signIn.email', { address: credential.nickname });
    case 'SMS_OTP':
      return t('signIn.sms', { number: credential.nickname });
    case 'PASSKEY':
      return t('signIn.passkey');
    default:
      return t('signIn.oauth', { provider: credential.nickname });
  }
}

// The providers' marks are a chunk of their own, fetched only for a wallet with an OAuth credential.
const ProviderMark = lazy(() => import('./ProviderMark.js').then((module) => ({ default: module.ProviderMark })));

const BUSY: readonly SignInStep[] = ['loading', 'sending', 'verifying', 'passkey', 'oauth'];

/**
 * The whole wallet sign-in: a button per way the wallet can sign in (e-mail or SMS code, passkey,
 * OAuth with the provider's mark), one of them primary, then the code with resend and its cooldown. The passkey button runs a ceremony prepared
 * before the click, so Safari keeps the gesture. `data-state` on the root is the step.
 *
 * @example <SignIn accountId={walletId} methods={['passkey', 'email']} onSignedIn={(session) => setSession(session)} />
 */
export function SignIn({ presentation, onClose, headingLevel = 2, className, ...options }: SignInProps) {
  const t = useMessages();
  const flow = useSignIn(options);
  const titleId = useId();
  const stepKey = flow.step === 'verifying' ? 'code' : flow.step;
  const heading = useStepFocus<HTMLDivElement>(stepKey);
  const [code, setCode] = useState('');
  const error = useErrorText(flow.error);
  const hasPasskey = flow.credentials.some((credential) => credential.type === 'PASSKEY');

  // After a refused code the field empties, ready for the next attempt (and OtpInput re-arms).
  useEffect(() => {
    if (flow.error) setCode('');
  }, [flow.error]);

  const resend = useCountdown({ expiresAt: flow.resendAt ?? 0, ...(options.now ? { now: options.now } : {}) });
  const again = useResend(flow.resend);
  const resendSeconds = resend && !resend.expired ? resend.remaining : 0;

  const title =
    flow.otp && (flow.step === 'code' || flow.step === 'verifying')
      ? t('signIn.code.title')
      : flow.step === 'signed-in'
        ? t('signIn.done')
        : t('signIn.title');

  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-sign-in" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {title}
      </div>
      <div className="wk-visually-hidden" role="status" aria-live="polite">
        {flow.step === 'loading' ? t('common.loading') : flow.step === 'sending' ? t('signIn.sending') : flow.step === 'verifying' ? t('signIn.verifying') : again.sent && !flow.error ? t('otp.sent') : ''}
      </div>

      {flow.step === 'loading' ? <div className="wk-text wk-muted">{t('common.loading')}</div> : null}

      {flow.step === 'choose' || flow.step === 'sending' || flow.step === 'passkey' || flow.step === 'oauth' ? (
        <>
          {/* What went wrong comes before the way forward: read first, then Try again or another way. */}
          <ErrorText message={error} />
          <div className="wk-actions" data-layout="stack">
            {/* No ways to sign in: where they could not be read, the way forward is to read them again. */}
            {flow.credentials.length ? null : flow.error ? (
              <button type="button" className="wk-button" data-variant="primary" onClick={flow.retry}>
                <span className="wk-button-face">{t('confirm.retry')}</span>
              </button>
            ) : (
              <div className="wk-text">{t('signIn.none')}</div>
            )}
            {flow.credentials.map((credential, index) => {
              const isPasskey = credential.type === 'PASSKEY';
              // One primary action per step: the passkey where there is one, else the first way offered.
              const primary = isPasskey || (index === 0 && !hasPasskey);
              const onClick = isPasskey
                ? flow.signInWithPasskey
                : credential.type === 'OAUTH'
                  ? () => void flow.startOAuth(credential.id)
                  : () => void flow.sendCode(credential.id);
              return (
                <button
                  key={credential.id}
                  type="button"
                  className="wk-button"
                  data-variant={primary ? 'primary' : undefined}
                  data-method={credential.type}
                  disabled={BUSY.includes(flow.step) || (isPasskey && !flow.passkeyReady)}
                  onClick={onClick}
                >
                  <span className="wk-button-face">
                    {credential.type === 'OAUTH' ? (
                      <Suspense fallback={<span className="wk-mark" />}>
                        <ProviderMark provider={credential.nickname} />
                      </Suspense>
                    ) : null}
                    {methodLabel(credential, t)}
                  </span>
                </button>
              );
            })}
          </div>
          {flow.step === 'passkey' ? <div className="wk-text wk-muted">{t('signIn.passkey.waiting')}</div> : null}
          {flow.step === 'oauth' ? <div className="wk-text wk-muted">{t('signIn.oauth.redirecting')}</div> : null}
        </>
      ) : null}

      {(flow.step === 'code' || flow.step === 'verifying') && flow.otp ? (
        <>
          <div className="wk-text">{flow.otp.type === 'SMS_OTP' ? t('signIn.code.sentSms', { number: flow.otp.sentTo }) : t('signIn.code.sentEmail', { address: flow.otp.sentTo })}</div>
          <OtpInput
            id={again.codeId}
            value={code}
            onValueChange={setCode}
            onComplete={(value) => void flow.submitCode(value)}
            disabled={flow.step === 'verifying'}
            error={error}
            autoFocus
          />
          <div className="wk-actions">
            <button type="button" className="wk-button" disabled={resendSeconds > 0 || flow.step === 'verifying'} onClick={again.onResend}>
              <span className="wk-button-face">{resendSeconds > 0 ? t('signIn.resendIn', { seconds: resendSeconds }) : t('signIn.resend')}</span>
            </button>
            <button type="button" className="wk-button" data-variant="quiet" disabled={flow.step === 'verifying'} onClick={flow.back}>
              <span className="wk-button-face">{t('signIn.back')}</span>
            </button>
          </div>
        </>
      ) : null}

      {flow.step === 'signed-in' ? <div className="wk-text">{t('signIn.done.body')}</div> : null}
    </FlowFrame>
  );
}
