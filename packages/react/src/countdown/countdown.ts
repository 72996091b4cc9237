import { WidgetError } from '../errors.js';

/** Where a countdown is: seconds left, whether it is over, and the last threshold crossed (for announcements). */
export interface CountdownSnapshot {
  /** Whole seconds left, rounded up: 0 only once the deadline has passed. */
  readonly remaining: number;
  /** The deadline has passed. */
  readonly expired: boolean;
  /**
   * The announcement threshold most recently crossed (the smallest threshold >= remaining), or null
   * before the first one. After a hidden tab wakes up past several, only the latest is reported.
   */
  readonly threshold: number | null;
}

/** Options of {@link createCountdown}. */
export interface CountdownOptions {
  /** The absolute deadline: a Date, an ISO 8601 string (the service's `expiresAt`), or epoch milliseconds. */
  readonly expiresAt: Date | string | number;
  /** The clock, in epoch milliseconds; Date.now by default. Tests and the sandbox inject their own. */
  readonly now?: () => number;
  /** Seconds left at which to announce, e.g. [60, 30, 10]; [60, 30, 10] by default. */
  readonly thresholds?: readonly number[];
  /**
   * Where to listen for "the page is back" (visibilitychange, focus, pageshow), to re-check at once after
   * a background tab's timers were throttled. The document's window by default, when there is one.
   */
  readonly wakeTarget?: EventTarget;
}

/** Time left to a deadline, as a store for `useSyncExternalStore`. */
export interface Countdown {
  /** The time left now; the same object until it changes. */
  getSnapshot(): CountdownSnapshot;
  /** Starts ticking with the first listener and stops with the last, so an idle store holds no timer. */
  subscribe(listener: () => void): () => void;
  /** Re-reads the clock now (the store does this itself on every tick and wake-up). */
  check(): void;
}

export const DEFAULT_THRESHOLDS: readonly number[] = [60, 30, 10];

/** A deadline (or a start) as epoch ms; anything else is an `INVALID_EXPIRY` WidgetError, never a NaN that draws nothing. */
export function toEpochMs(time: Date | string | number): number {
  const ms = time instanceof Date ? time.getTime() : typeof time === 'string' ? Date.parse(time) : time;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) {
    throw new WidgetError('INVALID_EXPIRY', `expected a Date, an ISO 8601 date-time or epoch milliseconds, got ${JSON.stringify(time)}`);
  }
  return ms;
}

/**
 * A framework-free countdown to an absolute deadline (the quote's `expiresAt`). Every tick recomputes
 * from the clock rather than counting down, so a throttled background tab or a sleeping laptop
 * comes back to the true time left; the next tick is scheduled for the next whole-second boundary.
 *
 * @example
 * const countdown = createCountdown({ expiresAt: quote.expiresAt, thresholds: [60, 30, 10] });
 * const stop = countdown.subscribe(() => console.warn(countdown.getSnapshot().remaining));
 */
export function createCountdown(options: CountdownOptions): Countdown {
  const deadline = toEpochMs(options.expiresAt);
  const now = options.now ?? Date.now;
  const thresholds = [...(options.thresholds ?? DEFAULT_THRESHOLDS)].sort((a, b) => a - b);
  for (const threshold of thresholds) {
    if (!Number.isInteger(threshold) || threshold <= 0) {
      throw new WidgetError('INVALID_PROP', `thresholds: expected whole numbers of seconds above 0, got ${threshold}`);
    }
  }

  const compute = (): CountdownSnapshot => {
    const ms = deadline - now();
    const remaining = ms > 0 ? Math.ceil(ms / 1000) : 0;
    return { remaining, expired: remaining === 0, threshold: thresholds.find((t) => remaining <= t) ?? null };
  };

  let snapshot = compute();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (snapshot.expired || listeners.size === 0) return;
    const ms = deadline - now();
    // Wake just after the next whole-second boundary of the time left, so the display never lags a second.
    timer = setTimeout(check, (ms % 1000 || 1000) + 5);
  };

  function check() {
    const next = compute();
    if (next.remaining !== snapshot.remaining || next.threshold !== snapshot.threshold) {
      snapshot = next;
      for (const listener of [...listeners]) listener();
    }
    schedule();
  }

  // visibilitychange is fired at the document and bubbles to its window, so one target hears all three.
  const wakeTarget = options.wakeTarget ?? (typeof window === 'undefined' ? undefined : window);
  const wakeEvents = ['visibilitychange', 'focus', 'pageshow'] as const;
  const onWake = () => check();

  return {
    getSnapshot: () => snapshot,
    check,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        for (const type of wakeEvents) wakeTarget?.addEventListener(type, onWake);
        check();
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        clearTimeout(timer);
        timer = undefined;
        for (const type of wakeEvents) wakeTarget?.removeEventListener(type, onWake);
      };
    },
  };
}
