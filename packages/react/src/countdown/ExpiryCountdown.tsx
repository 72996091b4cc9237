'use client';

import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../flow/use-latest.js';
import { useFormat, useMessages, type Translate } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { DEFAULT_THRESHOLDS, toEpochMs, type CountdownSnapshot } from './countdown.js';
import { useCountdown } from './useCountdown.js';

/** Props of {@link ExpiryCountdown}. */
export interface ExpiryCountdownProps {
  /** The absolute deadline, e.g. the quote's `expiresAt`. */
  readonly expiresAt: Date | string | number;
  /** When the window opened (the quote's `createdAt`): draws the bar of time left when given. */
  readonly startedAt?: Date | string | number;
  /** Seconds left at which screen readers hear the time; [60, 30, 10] by default. */
  readonly thresholds?: readonly number[];
  /** Seconds left from which the countdown shows as closing (`data-state="closing"`); 10 by default. */
  readonly closingSeconds?: number;
  /** Called once when the deadline passes. */
  readonly onExpire?: () => void;
  /** The clock, for tests and stories; Date.now by default. */
  readonly now?: () => number;
  /** The words before the time; the catalog's `countdown.label` by default. */
  readonly label?: string;
  /** More classes for the root element. */
  readonly className?: string;
}

/** The root's `data-state`: before the start, counting, in the last seconds, past the deadline. */
export type ExpiryCountdownState = 'pending' | 'running' | 'closing' | 'expired';

function announcementFor(snapshot: CountdownSnapshot, t: Translate): string {
  if (snapshot.expired) return t('countdown.expired');
  const threshold = snapshot.threshold!;
  return threshold >= 60 && threshold % 60 === 0 ? t('countdown.announce.minutes', { minutes: threshold / 60 }) : t('countdown.announce.seconds', { seconds: threshold });
}

/**
 * Time left to confirm, shown every second but announced only at thresholds (and at expiry) through a
 * polite live region, so a screen reader is not interrupted sixty times a minute. The bar's motion stops
 * under prefers-reduced-motion (in the stylesheet).
 *
 * @example <ExpiryCountdown expiresAt={quote.expiresAt} startedAt={quote.createdAt} onExpire={requote} />
 */
export function ExpiryCountdown(props: ExpiryCountdownProps) {
  const { expiresAt, startedAt, thresholds = DEFAULT_THRESHOLDS, closingSeconds = 10, onExpire, now, label, className } = props;
  const t = useMessages();
  const format = useFormat();
  const snapshot = useCountdown({ expiresAt, thresholds, ...(now && { now }) });

  // Announce thresholds crossed while mounted, not the one already passed when the countdown appears.
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<{ threshold: number | null; expired: boolean } | null>(null);
  useEffect(() => {
    if (!snapshot) return;
    const previous = announced.current;
    announced.current = { threshold: snapshot.threshold, expired: snapshot.expired };
    if (!previous) return;
    if ((snapshot.expired && !previous.expired) || (snapshot.threshold !== null && snapshot.threshold !== previous.threshold)) {
      setAnnouncement(announcementFor(snapshot, t));
    }
  }, [snapshot, t]);

  const onExpireRef = useLatest(onExpire);
  const expiredFor = useRef<number | null>(null);
  const deadline = toEpochMs(expiresAt);
  useEffect(() => {
    if (snapshot?.expired && expiredFor.current !== deadline) {
      expiredFor.current = deadline;
      onExpireRef.current?.();
    }
  }, [snapshot?.expired, deadline]);

  const state: ExpiryCountdownState = !snapshot ? 'pending' : snapshot.expired ? 'expired' : snapshot.remaining <= closingSeconds ? 'closing' : 'running';
  const total = startedAt === undefined ? undefined : Math.max(1, (deadline - toEpochMs(startedAt)) / 1000);
  const fraction = snapshot && total ? Math.min(1, snapshot.remaining / total) : 1;

  return (
    <WidgetRoot className={className ? `wk-countdown ${className}` : 'wk-countdown'} data-state={state}>
      <div className="wk-countdown-line">
        {state === 'expired' ? (
          <span className="wk-error">{t('countdown.expired')}</span>
        ) : (
          <>
            <span>{label ?? t('countdown.label')}</span>
            <span className="wk-countdown-time" role="timer">
              {snapshot ? format.clock(snapshot.remaining) : '–:––'}
            </span>
          </>
        )}
      </div>
      {total !== undefined ? (
        <div className="wk-countdown-track" aria-hidden="true">
          <div className="wk-countdown-bar" style={{ transform: `scaleX(${fraction})` }} />
        </div>
      ) : null}
      <div className="wk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </WidgetRoot>
  );
}
