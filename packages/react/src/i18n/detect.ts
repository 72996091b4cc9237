'use client';

import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

// Joined into a string: a snapshot must compare equal while nothing changed, and some browsers hand
// out a new array on every read of navigator.languages.
function browserSnapshot(): string {
  if (typeof navigator === 'undefined') return '';
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.filter(Boolean).join(',');
}

// A server knows no browser: it renders the fallback, and so does hydration, which must match it.
const serverSnapshot = () => '';

/**
 * The browser's languages in order of preference (navigator.languages), updated when the user changes
 * them; empty on a server and while hydrating.
 */
export function useBrowserLocales(): readonly string[] {
  const joined = useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot);
  return useMemo(() => (joined ? joined.split(',') : []), [joined]);
}
