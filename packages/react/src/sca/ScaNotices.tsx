'use client';

import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import type { FlowError } from '../flow/errors.js';
import { useFormat, useMessages } from '../provider/hooks.js';

/** When approvals open again, as a time of day (with the date when that is not today). */
function lockTime(until: number, locale: string, now: number): string {
  const sameDay = new Date(until).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { hour: 'numeric', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' }).format(until);
}

interface LockProps {
  /** The 423, classified: `until` (the service's `lockedUntil`) or `suspended`. */
  readonly error: FlowError | undefined;
  /** Where a person gets help: the widget's prop, else the provider's. */
  readonly supportUrl: string | undefined;
  /** The lock's time is up. */
  readonly onUnlock: () => void;
  readonly now: (() => number) | undefined;
}

/**
 * A lock says what next: until when, with a live countdown (then the step opens again), or, suspended
 * with no end, who can lift it, with the integrator's support link.
 */
export function ScaLock({ error, supportUrl, onUnlock, now }: LockProps) {
  const t = useMessages();
  const { locale } = useFormat();
  if (error?.suspended) {
    return (
      <>
        <div className="wk-text">{t('sca.lock.suspended')}</div>
        {supportUrl ? (
          <div className="wk-actions">
            <a className="wk-button" data-variant="primary" href={supportUrl} target="_blank" rel="noopener noreferrer">
              <span className="wk-button-face">{t('sca.lock.support')}</span>
            </a>
          </div>
        ) : (
          <div className="wk-text">{t('sca.lock.supportHere')}</div>
        )}
      </>
    );
  }
  if (error?.until === undefined) return <div className="wk-text">{t('sca.lock.later')}</div>;
  return (
    <>
      <div className="wk-text">{t('sca.lock.until', { time: lockTime(error.until, locale, (now ?? Date.now)()) })}</div>
      <ExpiryCountdown expiresAt={error.until} label={t('sca.lock.label')} onExpire={onUnlock} {...(now ? { now } : {})} />
    </>
  );
}

/** A 429's wait, live: the proof waiting is sent again when it ends. */
export function ScaWait({ retryAt, onDone, now }: { readonly retryAt: number; readonly onDone: () => void; readonly now: (() => number) | undefined }) {
  const t = useMessages();
  return <ExpiryCountdown key={retryAt} expiresAt={retryAt} label={t('sca.wait.label')} onExpire={onDone} {...(now ? { now } : {})} />;
}
