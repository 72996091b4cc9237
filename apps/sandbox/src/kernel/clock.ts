/** The sandbox's notion of "now", in milliseconds since the epoch. Expiries and settlement follow it. */
export interface SandboxClock {
  /** Now, in ms since the epoch. */
  now(): number;
  /** Moves this clock forward; the sandbox settles whatever fell due in between. */
  advance(ms: number): void;
}

/**
 * A clock that follows `base` (the wall clock by default) plus whatever it was advanced by, so that
 * `POST /sandbox/clock/advance` works against a live server too.
 *
 * @example const clock = createClock(); clock.advance(15 * 60_000); // sessions are now expired
 */
export function createClock(
  base: () => number = Date.now,
  offsetMs = 0,
): SandboxClock & {
  /** How far it was advanced past `base`, in ms. */
  readonly offsetMs: number;
} {
  let offset = offsetMs;
  return {
    now: () => base() + offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance: expected a non-negative number of milliseconds, got ${ms}`);
      offset += ms;
    },
    get offsetMs() {
      return offset;
    },
  };
}

/**
 * A clock that stands still until advanced: for tests, which must not depend on how fast the machine is.
 *
 * @example const clock = createManualClock(Date.parse('2026-01-01T00:00:00Z'));
 */
export function createManualClock(startMs = Date.parse('2026-01-01T00:00:00.000Z')): SandboxClock & {
  /** Sets now to `ms`, backwards too (nothing is settled). */
  set(ms: number): void;
} {
  let now = startMs;
  return {
    now: () => now,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance: expected a non-negative number of milliseconds, got ${ms}`);
      now += ms;
    },
    set(ms) {
      now = ms;
    },
  };
}

export const iso = (ms: number): string => new Date(ms).toISOString();
