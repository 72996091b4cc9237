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
    if (element) moveStepFocus(element, { fromOutside: true });
  }, [step]);
  return ref;
}

/**
 * The flows made of steps in a container (SendMoney, Receive): on each new step, focus goes to the
 * first heading inside the container, waiting for it when
 * the step's view arrives a moment later (a view loaded on demand), but only when focus was in the
 * widget or lost (a passkey prompt's button gone, a step's control removed), never taken from
 * elsewhere on the page. Root-aware: it works the same inside the script tag's shadow roots.
 */
export function useStepContainerFocus<E extends HTMLElement>(step: string) {
  const ref = useRef<E>(null);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = step;
    const box = ref.current;
    if (was === null || was === step || !box) return;
    // Decided now, before the step's own view (or the browser) moves focus anywhere.
    const { where } = focusPlace(box);
    if (where === 'outside') return;
    const focusHeading = () => {
      const heading = box.querySelector<HTMLElement>('[role="heading"]');
      if (!heading) return false;
      // A heading that is not focusable by itself (the payment details') becomes so for this move only.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      const { active, where: now } = focusPlace(box);
      // A step that put focus in a field of its own on purpose (a code field) keeps it.
      if (!(now === 'inside' && active instanceof HTMLInputElement && box.contains(active))) heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const watcher = new MutationObserver(() => {
      if (focusHeading()) watcher.disconnect();
    });
    watcher.observe(box, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [step]);
  return ref;
}
