import { createContext, useContext, useId as preactUseId } from 'preact/compat';

/**
 * The id prefix of one render root. Preact numbers `useId` per root from zero, so two widgets mounted
 * in the same document (`WalletKit.mount` twice) would both make `P0-0`, and a label could name the
 * other widget's input; React numbers them across the page. Each root gets its own prefix here.
 */
export const IdPrefix = createContext('');

/** React's `useId` for the bundle: unique across every root of the page, stable across renders. */
export function useId(): string {
  return useContext(IdPrefix) + preactUseId();
}
