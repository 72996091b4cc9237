import { act, renderHook } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { SignInController, SignInState } from '../sign-in/sign-in-store.js';
import { createFlow } from './create-flow.js';
import { useFlow, useFlowBinding, type FlowOf } from './use-flow.js';

interface CounterOptions {
  readonly api: { readonly step: number };
  readonly start?: number;
  readonly onCount?: (count: number) => void;
  readonly label?: string;
}

function createCounter(options: CounterOptions) {
  return createFlow({
    initial: { count: options.start ?? 0 },
    held: {},
    actions: ({ get, set }) => ({
      add() {
        const count = get().count + options.api.step;
        set({ count });
        options.onCount?.(count);
      },
    }),
  });
}

describe('useFlow', () => {
  it('calls the latest render’s callback, not the one the flow was made with', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onCount }) => useFlow(createCounter, { start: 1, onCount }, { step: 2 }), { initialProps: { onCount: first } });
    rerender({ onCount: second });
    act(() => result.current.add());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(3);
    expect(result.current.count).toBe(3);
  });

  it('reads the other options once, at mount', () => {
    const { result, rerender } = renderHook(({ start }) => useFlow(createCounter, { start }, { step: 1 }), { initialProps: { start: 5 } });
    rerender({ start: 50 });
    act(() => result.current.add());
    expect(result.current.count).toBe(6);
  });

  it('reports the callbacks it wired: those given at mount, never one given only later', () => {
    const onCount = vi.fn();
    const { result, rerender } = renderHook(({ onCount, onLater }) => useFlowBinding(createCounter, { start: 1, label: 'on', onCount, onLater }, { step: 1 }), {
      initialProps: { onCount, onLater: undefined as (() => void) | undefined },
    });
    expect([...result.current[1]]).toEqual(['onCount']);
    rerender({ onCount, onLater: () => {} });
    expect([...result.current[1]]).toEqual(['onCount']);
  });

  it('returns the state and the actions, not the lifecycle', () => {
    const { result } = renderHook(() => useFlow(createCounter, { label: 'x' }, { step: 1 }));
    expect(Object.keys(result.current).sort()).toEqual(['add', 'count']);
  });

  it('types the result as the flow’s state and actions, never as `never`', () => {
    expectTypeOf<FlowOf<SignInController>>().not.toBeNever();
    expectTypeOf<FlowOf<SignInController>['step']>().toEqualTypeOf<SignInState['step']>();
    expectTypeOf<FlowOf<SignInController>['submitCode']>().toEqualTypeOf<SignInController['submitCode']>();
    expectTypeOf<FlowOf<SignInController>>().not.toHaveProperty('store');
  });
});
