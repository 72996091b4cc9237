import type { ClientContext } from './context.js';

/** A call as an area module writes it: the client's context first, then what the caller passes. */
type ContextCall = (ctx: ClientContext, ...args: never[]) => unknown;

/** The call as the client offers it: the context already bound. */
type Bound<F> = F extends (ctx: ClientContext, ...args: infer A) => infer R ? (...args: A) => R : never;

/** An area's calls with the context bound: this type IS the area's part of `WalletKitClient`. */
export type BoundCalls<T> = { readonly [K in keyof T]: Bound<T[K]> };

/**
 * Binds an area's calls to the client's context. Each area module lists its calls once
 * (`export const quoteCalls = { createQuote, getQuote, ... }`) and the client's interface is derived
 * from those lists, so a new call is written in one place: its function, and its name in the list.
 */
export function bindCalls<T extends Record<string, ContextCall>>(ctx: ClientContext, calls: T): BoundCalls<T> {
  const bound: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) bound[name] = (...args: never[]) => call(ctx, ...args);
  return bound as BoundCalls<T>;
}
