'use client';

import { useEffect, useRef } from 'react';

/**
 * The element with focus as seen from `element`'s own tree: inside a shadow root (the script-tag
 * bundle's elements) the document only sees the host, so the root is asked. `lost` when focus went to
 * the page's body (the control that had it was removed or disabled), `outside` when it is elsewhere on
 * the page, which a widget leaves alone.
 */
export function focusPlace(element: Element): { readonly active: Element | null; readonly where: 'inside' | 'lost' | 'outside' } {
  const root = element.getRootNode() as Document | ShadowRoot;
  const document = element.ownerDocument;
  const active = root.activeElement;
  const scope = element.closest('[data-state]') ?? element;
  if (active && active !== document.body && scope.contains(active)) return { active, where: 'inside' };
  // In a shadow root with no focus of its own, the document says whether focus is elsewhere on the page.
  const page = document.activeElement;
  const lost = (!active || active === document.body) && (!page || page === document.body);
  return { active, where: lost ? 'lost' : 'outside' };
}

/**
 * Focuses `target` for a step change: when focus was inside the widget (`scope`'s flow root) or lost to
 * the body, never when the person is elsewhere on the page. A field a step focused on purpose keeps it.
 */
export function moveStepFocus(target: HTMLElement, options: { readonly fromOutside?: boolean } = {}): void {
  const { active, where } = focusPlace(target);
  if (where === 'outside' && !options.fromOutside) return;
  // A flow around this one already put focus on its own result (SendMoney's success above its receipt): it stays.
  if (where === 'outside' && active?.getAttribute('role') === 'heading' && active.closest('.wk-root') === target.closest('.wk-root')) return;
  if (where === 'inside' && active instanceof HTMLInputElement && active !== target) return;
  target.focus();
}

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
    // Done loading is no step the person took: focus elsewhere on the page stays there.
    if (element) moveStepFocus(element, { fromOutside: !was.startsWith('loading') });
  }, [step]);
  return ref;
}
