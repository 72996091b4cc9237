'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` each time `key` changes after the first render: an app that knows money moved (it
 * sent a payment, a test top-up landed) says so at once instead of waiting for the next timed read.
 */
export function useRefreshKey(key: string | number | undefined, refresh: () => void): void {
  const first = useRef(key);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (key === first.current) return;
    first.current = key;
    latest.current();
  }, [key]);
}
