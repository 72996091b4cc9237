'use client';

import { useState } from 'react';

/**
 * Whether the host listens through this callback, so a button that calls it tells someone. useFlow wires the
 * callbacks given at mount only: one given now and then. The one place this rule lives, for every widget.
 */
export function useWired(callback: unknown): boolean {
  const [atMount] = useState(() => callback !== undefined);
  return atMount && callback !== undefined;
}
