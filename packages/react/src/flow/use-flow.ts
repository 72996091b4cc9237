'use client';

import { useEffect, useMemo, useState } from 'react';
import type { FlowController, FlowState } from './create-flow.js';
import { useLatest } from './use-latest.js';
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

/** What a widget's hook returns: the flow's state, and its actions (its lifecycle stays React's). */
export type FlowOf<C> = (C extends FlowController<infer S, unknown> ? S : unknown) & Omit<C, 'store' | 'attach' | 'dispose'>;

type Callbacks = Readonly<Record<string, ((...args: unknown[]) => unknown) | undefined>>;

/**
 * What {@link useFlowBinding} gives: the flow as its widget renders it (its state and actions), the
 * names of the `on…` callbacks given at mount, the only ones the flow calls (a widget offers a control
 * that calls back, Cancel for `onCancel`, only when its name is there and it is still given), and the
 * controller itself.
 */
export type FlowBinding<C> = readonly [flow: FlowOf<C>, wired: ReadonlySet<string>, controller: C];

/**
 * Makes a widget's flow once at mount with the options and the calls, and renders its state. Options
 * are read once; callbacks (`on…` functions) given at mount are called in their latest render's
 * version, so inline handlers never go stale (one given only later is not wired: the flow decided at
 * mount what it tells the host), and named. {@link useFlow} for a hook that needs the flow alone.
 */
export function useFlowBinding<O extends object, Api, C extends FlowController<object, unknown>>(create: (options: O & { readonly api: Api }) => C, options: O, api: Api): FlowBinding<C> {
  const latest = useLatest(options as Callbacks);
  const [wired] = useState(() => new Set(Object.keys(options).filter((key) => key.startsWith('on') && typeof (options as Callbacks)[key] === 'function')));
  const controller = useFlowController(() => {
    const given: Record<string, unknown> = { ...options, api };
    for (const key of wired) given[key] = (...args: unknown[]) => latest.current[key]?.(...args);
    return create(given as O & { readonly api: Api });
  });
  const state = useFlowState(controller.store);
  const { store: _store, attach: _attach, dispose: _dispose, ...actions } = controller;
  return [{ ...state, ...actions } as FlowOf<C>, wired, controller];
}

/**
 * A widget's headless hook in one call: the flow of {@link useFlowBinding}.
 *
 * @example
 * export const useBalance = (options: UseBalanceOptions) => useFlow(createBalance, options, useApi(options.api, balanceApi, '<Balance>'));
 */
export function useFlow<O extends object, Api, C extends FlowController<object, unknown>>(create: (options: O & { readonly api: Api }) => C, options: O, api: Api): FlowOf<C> {
  return useFlowBinding(create, options, api)[0];
}
