'use client';

import { useEffect, useMemo, useState } from 'react';
import type { FlowState } from './create-flow.js';
import { useStoreState, type StoreApi } from './store.js';

/** A flow controller's lifecycle as React sees it. */
export interface Attachable {
  /** Starts work (fetching, timers). Idempotent: StrictMode attaches, detaches and attaches again. */
  attach(): void;
  /** Stops for good: abort calls in flight, forget prepared ceremonies. */
  dispose(): void;
}

/**
 * Makes a flow controller once per mounted component and attaches it. StrictMode's simulated
 * unmount would otherwise dispose a controller that React then keeps using, and run its first call
 * twice; disposal waits a task instead, and the re-attach cancels it. A real unmount disposes.
 */
export function useFlowController<C extends Attachable>(create: () => C): C {
  const [controller] = useState(create);
  useEffect(() => {
    const pending = disposals.get(controller);
    if (pending !== undefined) {
      clearTimeout(pending);
      disposals.delete(controller);
    }
    controller.attach();
    return () => {
      disposals.set(
        controller,
        setTimeout(() => {
          disposals.delete(controller);
          controller.dispose();
        }, 0),
      );
    };
  }, [controller]);
  return controller;
}

const disposals = new WeakMap<object, ReturnType<typeof setTimeout>>();

/**
 * The part of a flow's state a widget renders: everything but what the flow holds for itself and its
 * lifecycle. A new object only when the store's state changes.
 */
export function useFlowState<S, H>(store: StoreApi<FlowState<S, H>>): S {
  const state = useStoreState(store);
  return useMemo(() => {
    const shown: Record<string, unknown> = { ...state };
    delete shown.held;
    delete shown.lifecycle;
    return shown as S;
  }, [state]);
}
