'use client';

import { useEffect, useRef } from 'react';
import { focusPlace } from './focus.js';

// A module of its own: only the wallet area's flows use it, so the script tag's main file does not carry it.

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
