/**
 * Every event goes out under its name and a colon-free alias (`wallet-kit:complete` and
 * `wallet-kit-complete`): in JSX and some template syntaxes a colon in an attribute name is a
 * namespace or a directive, so `onwallet-kit-complete={…}` works where `onwallet-kit:complete` cannot.
 */
export function eventNames(name: string): [string, string] {
  return [name, name.replace(':', '-')];
}

/** Dispatched on the document once the elements are defined. */
export const READY_EVENTS = eventNames('wallet-kit:ready');

/** Dispatches a bubbling, composed CustomEvent under both names. */
export function dispatchBoth(target: EventTarget, name: string, detail: unknown): void {
  for (const type of eventNames(name)) target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
