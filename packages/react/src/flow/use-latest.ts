'use client';

import { useRef } from 'react';

/**
 * A ref that always holds the latest value: a flow made once at mount calls the callbacks of the
 * latest render through it, so inline `onDone={() => ...}` props never go stale.
 *
 * @example const latest = useLatest(props); createFlow({ onDone: () => latest.current.onDone?.() })
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
