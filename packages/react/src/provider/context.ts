'use client';

import { createContext } from 'react';
import { resolveMessages, type MessageOverrides } from '../i18n/catalog.js';
import type { Messages } from '../i18n/locales/en.js';
import type { ResolvedTheme } from '../theme/theme.js';

import type { WalletKitClient } from '../client/types.js';

/** The client the provider carries: `createClient()` of @wallet-kit/client (a type-only import; nothing of it is bundled). */
export type ClientLike = WalletKitClient;

export interface WalletKitContextValue {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Messages;
  /** The provider's `messages` overrides as given: the widget areas apply those of their own ids. */
  readonly overrides: MessageOverrides;
  readonly theme: ResolvedTheme;
  readonly client: ClientLike | undefined;
  /** Where a person gets help (the provider's `supportUrl`): a lock with no end links to it. */
  readonly supportUrl?: string | undefined;
}

// Presentational components work without a provider (English, system theme); those that need the
// client say so through useClient().
export const defaultContext: WalletKitContextValue = {
  locale: 'en',
  dir: 'ltr',
  messages: resolveMessages('en'),
  overrides: {},
  theme: { mode: 'system', style: undefined },
  client: undefined,
};

export const WalletKitContext = createContext<WalletKitContextValue>(defaultContext);

/** Set by the outermost component root, so nested widgets do not re-declare the theme over the host's overrides. */
export const InsideRootContext = createContext(false);
