import { useEffect, type RefObject } from 'react';

/**
 * When a view replaces the one the person was in (the landing form gives way to the wallet's sign-in,
 * the sign-in to the wallet), the control that had focus is gone and focus falls to <body>: this puts
 * it on the new view's heading instead (the first one inside `ref`), so keyboard and screen-reader
 * users start from what just appeared. Focus that is still somewhere on purpose is left alone. It looks
 * again each time `view` changes.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>, view = ''): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== document.documentElement) return;
      const root = ref.current;
      const heading = root?.matches('h1, h2, [role="heading"]') ? root : root?.querySelector<HTMLElement>('h1, h2, [role="heading"]');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, view]);
}
