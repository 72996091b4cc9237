import { createContext } from 'react';
import { resolveMessages } from '../i18n/catalog.js';
import type { Messages } from '../i18n/locales/en.js';
import type { ResolvedTheme } from '../theme/theme.js';

/**
 * What the typed client must at least be, for now. Deliberately minimal: the client-dependent step
 * narrows this to the `WalletKitClient` of @wallet-kit/client; until then the provider only carries it.
 */
export type ClientLike = object;

export interface WalletKitContextValue {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Messages;
  readonly theme: ResolvedTheme;
  readonly client: ClientLike | undefined;
}

// Presentational components work without a provider (English, system theme); those that need the
// client say so through useClient().
export const defaultContext: WalletKitContextValue = {
  locale: 'en',
  dir: 'ltr',
  messages: resolveMessages('en'),
  theme: { mode: 'system', style: undefined },
  client: undefined,
};

export const WalletKitContext = createContext<WalletKitContextValue>(defaultContext);

/** Set by the outermost component root, so nested widgets do not re-declare the theme over the host's overrides. */
export const InsideRootContext = createContext(false);
