'use client';

import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type { StoreApi };
export { createStore };

/**
 * Binds a framework-free store to React with useSyncExternalStore (the zustand pattern, without its
 * React entry). The server snapshot is the same state: stores start in a state that renders the same
 * HTML on the server and in the browser, and only effects move them on.
 */
export function useStoreState<S>(store: StoreApi<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
