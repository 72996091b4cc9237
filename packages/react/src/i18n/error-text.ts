'use client';

import { useContext, useEffect, useSyncExternalStore } from 'react';
import { errorMessage } from '../flow/ErrorText.js';
import { errorCode, type FlowError, type FlowErrorKind } from '../flow/errors.js';
import { WalletKitContext } from '../provider/context.js';
import { useMessages, type Translate } from '../provider/hooks.js';

type Lookup = (code: string) => string | undefined;

const lookups = new Map<string, Lookup>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Kinds whose words come from the flow (a wrong code, the seconds to wait, a lock) keep them; a failure
// the flows cannot word themselves gets its code's own message.
const BY_CODE: ReadonlySet<FlowErrorKind> = new Set(['failed', 'passkey-unavailable']);

/**
 * What to tell a person about `error`: the message of its code from the error catalogs (loaded on
 * demand the first time an error shows, so a page without errors never fetches them), and until then,
 * or for a kind the flow words itself, the flow's own message (`word`).
 *
 * @example const message = useErrorText(flow.error); <ErrorText message={message} />
 */
export function useErrorText(error: FlowError | undefined, word: (error: FlowError, t: Translate) => string = errorMessage): string | undefined {
  const t = useMessages();
  const { locale } = useContext(WalletKitContext);
  const code = error && BY_CODE.has(error.kind) ? errorCode(error.cause) : undefined;
  const lookup = useSyncExternalStore(subscribe, () => lookups.get(locale), () => undefined);
  useEffect(() => {
    if (!code || lookups.has(locale)) return;
    import('./errors/load.js')
      .then((module) => module.errorLookup(locale))
      .then(
        (found) => {
          lookups.set(locale, found);
          listeners.forEach((listener) => listener());
        },
        // The flow's own message stays on screen; the cause goes to the console for the developer.
        (cause: unknown) => console.error('@wallet-kit/react: the error messages could not be loaded', cause),
      );
  }, [code, locale]);
  return error && ((code && lookup?.(code)) || word(error, t));
}
