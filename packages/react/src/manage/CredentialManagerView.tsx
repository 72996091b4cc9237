'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { AuthMethod, AuthSession } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import type { MessageId } from '../i18n/locales/en.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { usePasskeysAvailable } from '../internal/passkeys-available.js';
import { describeDevice } from './device.js';
import { useCredentialManager, type CredentialManagerProps } from './useCredentialManager.js';

const TYPES: Readonly<Record<AuthMethod['type'], MessageId>> = {
  EMAIL_OTP: 'credentials.type.EMAIL_OTP',
  SMS_OTP: 'credentials.type.SMS_OTP',
  PASSKEY: 'credentials.type.PASSKEY',
  OAUTH: 'credentials.type.OAUTH',
};

/** The sign-in methods and sessions widget's view (loaded on demand: see CredentialManager). */
export function CredentialManagerView({ headingLevel = 2, className, ...options }: CredentialManagerProps) {
  const t = useMessages();
  const format = useFormat();
  // Where the browser has no WebAuthn, no passkey is prepared nor offered (a choice that could only fail).
  const { passkey, ...withoutPasskey } = options;
  const passkeys = usePasskeysAvailable();
  const flow = useCredentialManager(passkeys && passkey ? { ...withoutPasskey, passkey } : withoutPasskey);
  const error = useErrorText(flow.error);
  const titleId = useId();
  const sessionsId = useId();
  const has = (type: AuthMethod['type']) => flow.credentials.some((credential) => credential.type === type);
  const subLevel = Math.min(6, headingLevel + 1);
  const when = (iso: string | undefined) => (iso ? new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
  // The time as `when` writes it (9:46 PM, not 09:46 PM beside a session's 9:31 PM start).
  const time = (iso: string) => new Intl.DateTimeFormat(format.locale, { timeStyle: 'short' }).format(new Date(iso));
  const device = typeof navigator === 'undefined' ? undefined : describeDevice(navigator.userAgent);
  const thisDevice = device?.browser && device.os ? t('sessions.device', { browser: device.browser, os: device.os }) : device?.browser;
  const others = flow.sessions.filter((session) => session.id !== flow.currentSessionId);
  // Removing a sign-in method is asked twice: a slip of the finger must not lock a person out of a way in.
  const [removing, setRemoving] = useState<string>();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (removing) keepRef.current?.focus();
  }, [removing]);
  const named = (seen: AuthSession['device']) => (seen?.browser && seen.os ? t('sessions.device', { browser: seen.browser, os: seen.os }) : (seen?.browser ?? seen?.os));
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-credentials" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('credentials.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{t('common.loading')}</div> : null}
      <ul className="wk-items" aria-labelledby={titleId}>
        {flow.credentials.map((credential) => {
          const name = t(TYPES[credential.type], { name: credential.nickname });
          if (removing === credential.id) {
            return (
              <li key={credential.id} className="wk-item" data-confirming="">
                <span className="wk-item-main" role="alert">
                  {t('credentials.revoke.confirm', { name })}
                </span>
                <span className="wk-actions">
                  <button
                    type="button"
                    className="wk-button"
                    data-variant="danger"
                    disabled={flow.busy !== undefined}
                    onClick={() => {
                      setRemoving(undefined);
                      void flow.revoke(credential.id);
                    }}
                  >
                    <span className="wk-button-face">{t('credentials.revoke.yes')}</span>
                  </button>
                  <button type="button" className="wk-button" ref={keepRef} onClick={() => setRemoving(undefined)}>
                    <span className="wk-button-face">{t('credentials.revoke.keep')}</span>
                  </button>
                </span>
              </li>
            );
          }
          return (
            <li key={credential.id} className="wk-item">
              <span>{name}</span>
              <button
                type="button"
                className="wk-button"
                aria-label={t('credentials.revoke.label', { name })}
                disabled={flow.busy !== undefined || flow.credentials.length <= 1}
                onClick={() => setRemoving(credential.id)}
              >
                <span className="wk-button-face">{t('credentials.revoke')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {flow.credentials.length === 1 ? <div className="wk-hint">{t('credentials.lastOne')}</div> : null}
      <div className="wk-actions">
        {passkeys && passkey ? (
          <button type="button" className="wk-button" disabled={!flow.passkeyReady || flow.busy !== undefined} onClick={flow.addPasskey}>
            <span className="wk-button-face">{t('credentials.addPasskey')}</span>
          </button>
        ) : null}
        {flow.step === 'ready' && !has('EMAIL_OTP') ? (
          <button type="button" className="wk-button" disabled={flow.busy !== undefined} onClick={() => void flow.addOtp('EMAIL_OTP')}>
            <span className="wk-button-face">{t('credentials.addEmail')}</span>
          </button>
        ) : null}
        {flow.step === 'ready' && !has('SMS_OTP') ? (
          <button type="button" className="wk-button" disabled={flow.busy !== undefined} onClick={() => void flow.addOtp('SMS_OTP')}>
            <span className="wk-button-face">{t('credentials.addSms')}</span>
          </button>
        ) : null}
      </div>
      <div id={sessionsId} className="wk-title" role="heading" aria-level={subLevel}>
        {t('sessions.title')}
      </div>
      {flow.signedOut ? <div className="wk-notice" role="status">{t('credentials.removedCurrent')}</div> : null}
      <ul className="wk-items" aria-labelledby={sessionsId}>
        {flow.sessions.map((session) => {
          const current = session.id === flow.currentSessionId;
          const method = t(TYPES[session.type], { name: session.nickname });
          // The device the backend recorded when the session began (@wallet-kit/server's handler), else the method.
          const title = (current ? (thisDevice ?? named(session.device)) : (options.describeSession?.(session) ?? named(session.device))) ?? method;
          return (
            <li key={session.id} className="wk-item" data-current={current ? '' : undefined}>
              <span className="wk-item-main">
                <span className="wk-item-title">
                  {title}
                  {current ? <span className="wk-badge">{t('sessions.current')}</span> : null}
                </span>
                {title === method ? null : <span className="wk-muted">{method}</span>}
                <span className="wk-muted">
                  {t('sessions.signedIn', { time: when(session.createdAt) })} · {t('sessions.lastActive', { time: when(session.updatedAt ?? session.createdAt) })}
                </span>
                <span className="wk-muted">{t('sessions.item', { time: time(session.expiresAt) })}</span>
              </span>
              <button
                type="button"
                className="wk-button"
                aria-label={t('sessions.end.label', { time: time(session.expiresAt) })}
                disabled={flow.busy !== undefined}
                onClick={() => void flow.endSession(session.id)}
              >
                <span className="wk-button-face">{t('sessions.end')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {others.length > 0 && flow.currentSessionId ? (
        <div className="wk-actions">
          <button type="button" className="wk-button" disabled={flow.busy !== undefined} onClick={() => void flow.endOtherSessions()}>
            <span className="wk-button-face">{t('sessions.endOthers')}</span>
          </button>
        </div>
      ) : null}
      <ErrorText message={error} />
    </FlowFrame>
  );
}
