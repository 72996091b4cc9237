import { EmbedError } from '../errors.js';

// Stands in, inside wallet-kit.js, for the client's call groups that only area widgets use (cards,
// payees, ...) and those no element uses (sandbox controls, lookups, ...): build.mjs generates each
// group's module as `forwardedCalls(...)` with the group's call names, read from its source. An area
// file brings its groups' real calls (provideClientCalls), so wallet-kit.js carries none of them.

type Call = (...args: never[]) => unknown;

const provided = new Map<string, Readonly<Record<string, Call>>>();

/** Called by an area file with the client's real calls of one group (`cards`, `payees`, ...). */
export function provideClientCalls(group: string, calls: Readonly<Record<string, Call>>): void {
  provided.set(group, calls);
}

/**
 * A group's calls, each passed on to the area file's once it has run. Before that, or for a group
 * whose area is `undefined` (no element uses it), a call fails with an EmbedError naming the fix.
 */
export function forwardedCalls(group: string, area: string | undefined, names: readonly string[]): Record<string, Call> {
  const missing = (name: string) =>
    area === undefined
      ? new EmbedError('LEFT_OUT', `client.${group}.${name}: wallet-kit.js leaves out the ${group} calls, which no element uses; use @wallet-kit/client`)
      : new EmbedError('AREA_NOT_LOADED', `client.${group}.${name}: the ${group} calls come with wallet-kit.${area}.js; add it beside wallet-kit.js or call WalletKit.load('${area}')`);
  const forward =
    (name: string) =>
    (...args: never[]): unknown => {
      const call = provided.get(group)?.[name];
      return call ? call(...args) : Promise.reject(missing(name));
    };
  return Object.fromEntries(names.map((name) => [name, forward(name)]));
}
