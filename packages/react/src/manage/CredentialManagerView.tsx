'use client';

import { useId } from 'react';
import type { AuthMethod } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import type { MessageId } from '../i18n/locales/en.js';
import { useFormat, useMessages } from '../provider/hooks.js';
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
  const flow = useCredentialManager(options);
  const error = useErrorText(flow.error);
  const titleId = useId();
  const sessionsId = useId();
  const has = (type: AuthMethod['type']) => flow.credentials.some((credential) => credential.type === type);
  const subLevel = Math.min(6, headingLevel + 1);
  const time = (iso: string) => new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-credentials" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('credentials.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{t('common.loading')}</div> : null}
      <ul className="wk-items">
        {flow.credentials.map((credential) => {
          const name = t(TYPES[credential.type], { name: credential.nickname });
          return (
            <li key={credential.id} className="wk-item">
              <span>{name}</span>
              <button
                type="button"
                className="wk-button"
                aria-label={t('credentials.revoke.label', { name })}
                disabled={flow.busy !== undefined || flow.credentials.length <= 1}
                onClick={() => void flow.revoke(credential.id)}
              >
                <span className="wk-button-face">{t('credentials.revoke')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {flow.credentials.length === 1 ? <div className="wk-hint">{t('credentials.lastOne')}</div> : null}
      <div className="wk-actions">
        {options.passkey ? (
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
      <ul className="wk-items" aria-labelledby={sessionsId}>
        {flow.sessions.map((session) => (
          <li key={session.id} className="wk-item">
            <span>
              {t('sessions.item', { time: time(session.expiresAt) })}
              {session.id === flow.currentSessionId ? <span className="wk-muted"> · {t('sessions.current')}</span> : null}
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
        ))}
      </ul>
      <ErrorText message={error} />
    </FlowFrame>
  );
}
