import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown.js';

describe('createCountdown', () => {
  let clock: number;
  const now = () => clock;
  const start = Date.parse('2025-10-13T12:00:00Z');

  beforeEach(() => {
    vi.useFakeTimers();
    clock = start;
  });
  afterEach(() => vi.useRealTimers());

  // Moves the injected clock and the fake timers together, as real time would.
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  it('counts whole seconds to the absolute deadline, rounding up', () => {
    const countdown = createCountdown({ expiresAt: start + 90_500, now });
    expect(countdown.getSnapshot()).toEqual({ remaining: 91, expired: false, threshold: null });
  });

  it('accepts the service ISO 8601 expiresAt', () => {
    const countdown = createCountdown({ expiresAt: '2025-10-13T12:02:00Z', now });
    expect(countdown.getSnapshot().remaining).toBe(120);
  });

  it('ticks once a second while someone listens, and reports crossing each threshold', () => {
    const countdown = createCountdown({ expiresAt: start + 65_000, now, thresholds: [60, 30, 10], wakeTarget: new EventTarget() });
    const seen: Array<number | null> = [];
    countdown.subscribe(() => seen.push(countdown.getSnapshot().threshold));
    advance(4_000);
    expect(countdown.getSnapshot()).toEqual({ remaining: 61, expired: false, threshold: null });
    advance(1_000);
    expect(countdown.getSnapshot()).toEqual({ remaining: 60, expired: false, threshold: 60 });
    advance(30_000);
    expect(countdown.getSnapshot().threshold).toBe(30);
    expect(new Set(seen)).toEqual(new Set([null, 60, 30]));
  });

  it('expires at the deadline and stops its timer', () => {
    const countdown = createCountdown({ expiresAt: start + 3_000, now, wakeTarget: new EventTarget() });
    const listener = vi.fn();
    countdown.subscribe(listener);
    advance(3_000);
    expect(countdown.getSnapshot()).toEqual({ remaining: 0, expired: true, threshold: 10 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is expired from the start when the deadline already passed', () => {
    const countdown = createCountdown({ expiresAt: start - 1, now });
    expect(countdown.getSnapshot().expired).toBe(true);
  });

  it('catches up at once when the page becomes visible after its timers were throttled', () => {
    const wakeTarget = new EventTarget();
    const countdown = createCountdown({ expiresAt: start + 120_000, now, wakeTarget });
    countdown.subscribe(() => {});
    // A background tab: the wall clock runs on but no timer fires.
    clock += 115_000;
    expect(countdown.getSnapshot().remaining).toBe(120);
    wakeTarget.dispatchEvent(new Event('visibilitychange'));
    // Only the latest threshold is reported, not the 60 and 30 that passed while hidden.
    expect(countdown.getSnapshot()).toEqual({ remaining: 5, expired: false, threshold: 10 });
  });

  it.each(['focus', 'pageshow'])('re-checks the clock on %s', (type) => {
    const wakeTarget = new EventTarget();
    const countdown = createCountdown({ expiresAt: start + 120_000, now, wakeTarget });
    countdown.subscribe(() => {});
    clock += 120_000;
    wakeTarget.dispatchEvent(new Event(type));
    expect(countdown.getSnapshot().expired).toBe(true);
  });

  it('holds no timer and no listener once the last subscriber leaves', () => {
    const wakeTarget = new EventTarget();
    const remove = vi.spyOn(wakeTarget, 'removeEventListener');
    const countdown = createCountdown({ expiresAt: start + 120_000, now, wakeTarget });
    const first = countdown.subscribe(() => {});
    const second = countdown.subscribe(() => {});
    first();
    expect(vi.getTimerCount()).toBe(1);
    second();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['visibilitychange', 'focus', 'pageshow']);
  });

  it('keeps the same snapshot object until something changes, as useSyncExternalStore needs', () => {
    const countdown = createCountdown({ expiresAt: start + 10_000, now, wakeTarget: new EventTarget() });
    countdown.subscribe(() => {});
    const before = countdown.getSnapshot();
    advance(200);
    expect(countdown.getSnapshot()).toBe(before);
  });

  it('touches no window when created on a server', () => {
    expect(typeof window).toBe('undefined');
    const countdown = createCountdown({ expiresAt: start + 10_000, now });
    expect(() => countdown.subscribe(() => {})()).not.toThrow();
  });

  it.each([['not a date'], [Number.NaN]])('refuses an expiresAt of %j, naming what it expected', (expiresAt) => {
    expect(() => createCountdown({ expiresAt })).toThrow(/expected a Date, an ISO 8601 date-time or epoch milliseconds/);
  });

  it('refuses a threshold that is not a positive whole number of seconds', () => {
    expect(() => createCountdown({ expiresAt: start, thresholds: [30, 0.5] })).toThrow(/whole numbers of seconds above 0, got 0.5/);
  });
});
