'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { createCountdown, type CountdownOptions, type CountdownSnapshot } from './countdown.js';

const serverSnapshot = () => null;

/**
 * Binds a countdown store to React. null on the server and during hydration (the time left depends on
 * the browser's clock, so rendering it there would mismatch), then the live snapshot.
 *
 * @example const left = useCountdown({ expiresAt: quote.expiresAt }); left?.expired
 */
export function useCountdown(options: CountdownOptions): CountdownSnapshot | null {
  const { expiresAt, now, thresholds, wakeTarget } = options;
  const deadlineKey = expiresAt instanceof Date ? expiresAt.getTime() : expiresAt;
  const thresholdsKey = thresholds?.join(',');
  // Creating the store has no side effect (timers start on subscribe), so StrictMode's double render is harmless.
  const store = useMemo(
    () => createCountdown({ expiresAt: deadlineKey, ...(now && { now }), ...(thresholds && { thresholds }), ...(wakeTarget && { wakeTarget }) }),
    [deadlineKey, now, thresholdsKey, wakeTarget],
  );
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
