'use client';

import { useMemo, type ReactNode } from 'react';
import { directionOf, withOverrides, type Catalogs, type MessageOverrides } from '../i18n/catalog.js';
import { useCatalog } from '../i18n/use-catalog.js';
import { WidgetError } from '../errors.js';
import { resolveTheme, type Theme } from '../theme/theme.js';
import { WalletKitContext, type ClientLike, type WalletKitContextValue } from './context.js';
import { ownClient } from './own-client.js';
import { checkSupportUrl } from './support-url.js';

/** Props of {@link WalletKitProvider}: every one is optional, so widgets can be tried before a client exists. */
export interface WalletKitProviderProps {
  /**
   * The client from `createClient()` of @wallet-kit/client: the flows (SignIn, ScaChallenge, QuoteConfirmation, ...) call it.
   * A server component cannot pass one: give `baseUrl` and `environment` instead.
   */
  readonly client?: ClientLike | undefined;
  /**
   * Where your backend serves the service's routes (createClient's `baseUrl`, default `/api/service`). Given
   * `baseUrl` or `environment` and no `client`, the provider makes its client itself, in the browser: one
   * per page and configuration. On the server it renders with an inert client that calls nothing.
   */
  readonly baseUrl?: string;
  /** 'light' | 'dark' | 'system' (default), or an object of `--wk-*` overrides with an optional `mode`. */
  readonly theme?: Theme;
  /**
   * A BCP 47 tag ("de", "pt-BR", "fr-CA"), or tags in order of preference (say, from a request's
   * Accept-Language); en-XA is the pseudo-locale. Unset, the browser's languages (navigator.languages)
   * choose. Either way the best catalog serves it (by language, then English), and `lang` and `dir`
   * follow the catalog shown.
   */
  readonly locale?: string | readonly string[];
  /**
   * Catalogs to have from the first render, by tag: `{ de }` from '@wallet-kit/react/locales/de', or your
   * own. Shipped languages not given here load on demand, English showing until they arrive.
   */
  readonly catalogs?: Catalogs;
  /** Replaces shipped messages by id, in the current locale. */
  readonly messages?: MessageOverrides;
  /**
   * The service's environment, as given to `createClient` and `createServiceHandler`: a client made
   * for the other one is refused with an `ENVIRONMENT_MISMATCH` WidgetError that names the fix. Without
   * `client`, the provider's own client is made for it.
   */
  readonly environment?: 'sandbox' | 'production';
  /** Writing direction; by default that of the catalog shown. */
  readonly dir?: 'ltr' | 'rtl';
  /**
   * Your support page or contact link (`https://…`, `mailto:…`). A step with no way forward of its own
   * links to it: payment approvals suspended after too many wrong tries (a 423 with `details.suspended`)
   * can only be lifted by your support. A widget's own `supportUrl` prop overrides it.
   */
  readonly supportUrl?: string;
  /** The app, or the part of it that shows widgets. */
  readonly children?: ReactNode;
}

const NO_OVERRIDES: MessageOverrides = {};

/**
 * The one provider: theme, locale, messages and the client for every widget below it.
 * It renders no element of its own, so it can wrap a whole app without touching its layout;
 * each widget applies theme, `lang` and `dir` on its own root.
 *
 * In a server component (Next.js App Router), give plain values and it makes its client in the browser:
 * `<WalletKitProvider baseUrl="/api/service" environment="sandbox" locale="fr"><SignIn accountId={walletId} /></WalletKitProvider>`.
 *
 * @example
 * import { fr } from '@wallet-kit/react/locales/fr';
 * <WalletKitProvider locale="fr" catalogs={{ fr }} theme="dark" messages={{ 'otp.label': 'Code reçu par SMS' }}>
 *   <OtpInput onComplete={verify} />
 * </WalletKitProvider>
 */
export function WalletKitProvider(props: WalletKitProviderProps) {
  const { client: given, baseUrl, theme, locale: wanted, catalogs, messages, dir, environment, supportUrl, children } = props;
  if (given && baseUrl !== undefined) {
    throw new WidgetError('INVALID_PROP', 'WalletKitProvider: pass either `client` or `baseUrl`, not both: `baseUrl` is for the client the provider makes when it has none');
  }
  const wantsOwnClient = !given && (baseUrl !== undefined || environment !== undefined);
  const client = useMemo(() => given ?? (wantsOwnClient ? ownClient({ baseUrl, environment }) : undefined), [given, wantsOwnClient, baseUrl, environment]);
  if (environment !== undefined && client && client.environment !== environment) {
    throw new WidgetError(
      'ENVIRONMENT_MISMATCH',
      `WalletKitProvider: environment is '${environment}' but the client was made for '${client.environment}': pass environment: '${environment}' to createClient (and to createServiceHandler)`,
    );
  }
  // Overrides are usually an inline object literal: key them by content so each render does not rebuild the catalog.
  const overridesKey = messages ? JSON.stringify(messages) : '';
  const themeKey = typeof theme === 'object' ? JSON.stringify(theme) : theme;
  // `catalogs={{ fr }}` is a new object each render; the catalog it yields is the same one.
  const { locale, messages: base } = useCatalog(wanted, catalogs);
  const resolvedMessages = useMemo(() => withOverrides(base, messages), [base, overridesKey]);
  const resolvedTheme = useMemo(() => resolveTheme(theme), [themeKey]);
  const value = useMemo<WalletKitContextValue>(
    () => ({ locale, dir: dir ?? directionOf(locale), messages: resolvedMessages, overrides: messages ?? NO_OVERRIDES, theme: resolvedTheme, client, supportUrl: checkSupportUrl(supportUrl, 'WalletKitProvider') }),
    [locale, dir, resolvedMessages, resolvedTheme, client, supportUrl],
  );
  return <WalletKitContext.Provider value={value}>{children}</WalletKitContext.Provider>;
}
