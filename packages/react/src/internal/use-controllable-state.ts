'use client';

import { useCallback, useRef, useState } from 'react';

interface ControllableState<T> {
  /** Controlled value; when defined, the component only reports changes through onChange. */
  readonly prop: T | undefined;
  readonly defaultProp: T;
  readonly onChange?: ((value: T) => void) | undefined;
}

/**
 * One state hook for controlled and uncontrolled use (the Radix pattern): the component always calls
 * `setValue`, and whether it owns the value depends only on whether `prop` is defined.
 */
export function useControllableState<T>({ prop, defaultProp, onChange }: ControllableState<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  // Read through refs so the setter stays stable and never calls a stale onChange.
  const latest = useRef({ value, controlled, onChange });
  latest.current = { value, controlled, onChange };
  const setValue = useCallback((next: T) => {
    const { value: current, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(next, current)) return;
    if (!isControlled) setOwn(next);
    // Keep the ref current at once, so two changes in one event see each other.
    latest.current = { ...latest.current, value: next };
    notify?.(next);
  }, []);
  return [value, setValue];
}
