import { ServerError } from '../errors.js';

/**
 * Where the integrator's backend keeps what must outlive one request: passkey registration
 * challenges, the webhook ids already handled, rate-limit counters (DESIGN decision 11).
 *
 * Every entry has a time to live that the store itself enforces: an expired entry is never read,
 * claimed or taken again. Every method is atomic across all the instances that share the store, so
 * of N concurrent `add`s (or `take`s) of one key exactly one wins. Three adapters: `memoryStore()`
 * (the default; one instance only), `redisStore` from `@wallet-kit/server/redis` and
 * `postgresStore` from `@wallet-kit/server/postgres`.
 */
export interface StateStore {
  /** Creates `key` for `ttlMs` unless a live entry holds it; true when this call created it. */
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** The value of the live entry `key`, if any. */
  get(key: string): Promise<string | undefined>;
  /** Writes `key` for `ttlMs`, whatever it held. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Removes the live entry `key` and returns its value: one of concurrent takers gets it, the others get `undefined`. */
  take(key: string): Promise<string | undefined>;
  /** Removes `key`. */
  delete(key: string): Promise<void>;
  /**
   * Counts one hit on `key` in a fixed window of `windowMs` that opens at the first hit; returns the
   * hits so far in this window and the milliseconds until it closes.
   */
  hit(
    key: string,
    windowMs: number,
  ): Promise<{
    /** Hits in this window, this one included. */
    count: number;
    /** Milliseconds until the window closes and the count starts again. */
    resetInMs: number;
  }>;
}

/** Keys stay short enough for every backend's index; the callers build them from bounded parts. */
export const MAX_KEY_LENGTH = 512;
/** Longer than any lifetime the kit uses (webhook ids are kept 8 days), short enough for PostgreSQL's interval arithmetic. */
export const MAX_TTL_MS = 366 * 24 * 3_600_000;

/** Checks the arguments every adapter shares, so that a bad one is the same typed error everywhere. */
export function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new ServerError('INVALID_ARGUMENT', `key: expected a string of 1 to ${MAX_KEY_LENGTH} characters, got ${describe(key)}`);
  }
  return key;
}

export function checkTtl(ttlMs: unknown, name = 'ttlMs'): number {
  if (typeof ttlMs !== 'number' || !Number.isInteger(ttlMs) || ttlMs < 1 || ttlMs > MAX_TTL_MS) {
    throw new ServerError('INVALID_ARGUMENT', `${name}: expected a whole number of milliseconds from 1 to ${MAX_TTL_MS}, got ${describe(ttlMs)}`);
  }
  return ttlMs;
}

export function checkValue(value: unknown): string {
  if (typeof value !== 'string' || value.length > 4096) {
    throw new ServerError('INVALID_ARGUMENT', `value: expected a string of at most 4096 characters, got ${describe(value)}`);
  }
  return value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  if (typeof value === 'number') return String(value);
  return value === null ? 'null' : typeof value;
}

/** Runs one backend call and turns its failure into STORE_FAILED, naming the adapter and the operation. */
export async function storeCall<T>(adapter: string, operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ServerError) throw error;
    throw new ServerError('STORE_FAILED', `the ${adapter} store failed on ${operation}; see the cause`, { cause: error });
  }
}
