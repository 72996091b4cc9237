import type { Kernel } from '../kernel/kernel.js';

/**
 * Counts a hit on `key` and says how long to wait (seconds) if `max` hits already fell within
 * `windowMs`; the window is kept in the database, so restarts and several requests at once share it.
 */
export function rateLimit(k: Kernel, key: string, max: number, windowMs: number): number | undefined {
  const windows = k.store.expiring<number[]>('rate-limits');
  const now = k.now();
  const recent = (windows.get(key, now) ?? []).filter((at) => at > now - windowMs);
  if (recent.length >= max) return (recent[0]! + windowMs - now) / 1000;
  recent.push(now);
  windows.set(key, recent, now + windowMs);
  return undefined;
}
