'use client';

import { useEffect, useId, useRef } from 'react';
import { useLatest } from './use-latest.js';

const MARK = 'wallet-kit:step';

interface StepEntry {
  readonly [MARK]: string;
  readonly depth: number;
}

const isEntry = (state: unknown, id: string): state is StepEntry => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === id;

/**
 * The browser's Back (or Android's) for a flow of steps, opt-in: each step forward adds a history
 * entry of the page's own address (`history.pushState`, no navigation), so Back returns to the previous
 * step with what was typed kept, instead of leaving the page mid-flow. `depth` is how far the flow is
 * from its first step; `onBack` takes it one step back. A step back made inside the widget (its own
 * Back button, a restart) takes the entries off again, so the page's history and the flow agree.
 *
 * Off by default: a widget inside an app with its own router must not fight it. Entries left when the
 * widget unmounts stay (the host may be navigating); Back over one does nothing and goes on.
 */
export function useHistorySteps(enabled: boolean, depth: number, onBack: () => void): void {
  const id = useId();
  const pushed = useRef(0);
  // A history.go the hook made itself: its popstate is not a person pressing Back.
  const ownMove = useRef(false);
  const back = useLatest(onBack);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const { history } = window;
    if (depth > pushed.current) {
      for (let level = pushed.current + 1; level <= depth; level += 1) history.pushState({ ...(history.state as object | null), [MARK]: id, depth: level } satisfies StepEntry, '');
      pushed.current = depth;
    } else if (depth < pushed.current) {
      const steps = depth - pushed.current;
      pushed.current = depth;
      ownMove.current = true;
      history.go(steps);
    }
  }, [enabled, depth, id]);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const onPop = (event: PopStateEvent) => {
      if (ownMove.current) {
        ownMove.current = false;
        return;
      }
      const target = isEntry(event.state, id) ? event.state.depth : 0;
      if (target > pushed.current) {
        // Forward into a step already left: the flow cannot redo it; stay where it is.
        ownMove.current = true;
        window.history.go(pushed.current - target);
        return;
      }
      const steps = pushed.current - target;
      pushed.current = target;
      for (let step = 0; step < steps; step += 1) back.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [enabled, id]);
}
