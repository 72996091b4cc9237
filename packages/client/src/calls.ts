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

/** The calls of `T` that `names` leaves out, if any: a lazy area must name every call of its module. */
type Unlisted<T, N extends readonly PropertyKey[]> = [Exclude<keyof T, N[number]>] extends [never] ? unknown : { readonly unlisted: Exclude<keyof T, N[number]> };

/**
 * An area whose module loads on its first call, so an app that never uses it does not carry it (in
 * a bundler's build its module is a chunk of its own). Its calls are named here, where the client's
 * table needs them before the module is loaded; the types make the names and the module's list
 * agree (a call left out is a type error naming it). A module that fails to load is tried again on
 * the next call. Only calls that answer with a promise can wait for their module (the types refuse
 * a synchronous call or an async generator here).
 *
 * @example onboarding: lazyCalls(() => import('./onboarding.js').then((m) => m.onboardingCalls), ['getOnboarding', ...])
 */
export function lazyCalls<T extends Record<string, (ctx: ClientContext, ...args: never[]) => Promise<unknown>>, const N extends readonly (keyof T & string)[]>(load: () => Promise<T>, names: N & Unlisted<T, N>): T {
  let loading: Promise<T> | undefined;
  const module = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const calls: Record<string, unknown> = {};
  for (const name of names) calls[name] = async (ctx: ClientContext, ...args: never[]) => ((await module())[name] as ContextCall)(ctx, ...args);
  return calls as T;
}
