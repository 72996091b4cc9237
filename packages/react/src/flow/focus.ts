'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element of each new step (its heading, `tabIndex={-1}`), so keyboard and
 * screen-reader users land on what just appeared. Not on the first render: a widget that appears
 * inline does not steal focus from the page, except in a dialog, where showModal already moved it.
 */
export function useStepFocus<E extends HTMLElement>(step: string) {
  const ref = useRef<E>(null);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = step;
    if (was === null || was === step) return;
    const element = ref.current;
    // A step that put focus somewhere on purpose (a code field with autoFocus) keeps it. Inside a
    // shadow root (the script-tag bundle's elements) the document only sees the host: ask the root.
    const active = element ? (element.getRootNode() as Document | ShadowRoot).activeElement : null;
    if (element && !(active instanceof HTMLInputElement && element.closest('[data-state]')?.contains(active))) element.focus();
  }, [step]);
  return ref;
}
