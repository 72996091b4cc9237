'use client';

import { useContext, useMemo, useSyncExternalStore } from 'react';
import { WidgetError } from '../errors.js';
import { formatAmount, formatClock, formatPercent, formatRate, type CurrencyLike, type SmallestUnitAmount } from '../format/amount.js';
import type { MessageId } from '../i18n/locales/en.js';
import { formatMessage, type MessageValues } from '../i18n/message-format.js';
import { WalletKitContext, type ClientLike } from './context.js';
import { checkSupportUrl } from './support-url.js';

/** Looks up a message by id and fills its placeholders in the provider's locale. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The message function of the nearest provider.
 *
 * @example const t = useMessages(); t('otp.hint', { length: 6 }) // "Enter the 6-digit code."
 */
export function useMessages(): Translate {
  const { messages, locale } = useContext(WalletKitContext);
  return useMemo<Translate>(() => (id, values) => formatMessage(messages[id], values, locale), [messages, locale]);
}

/** Numbers, amounts and times in the provider's locale, from {@link useFormat}. */
export interface Formatters {
  /** The provider's locale, e.g. `fr-FR`. */
  readonly locale: string;
  /** The locale's writing direction. */
  readonly dir: 'ltr' | 'rtl';
  /** An amount in the smallest unit, in the currency's own decimals. */
  amount(amount: SmallestUnitAmount, currency: CurrencyLike): string;
  /** A rate with up to six significant digits, or exactly `digits` (trailing zeros kept); in the currency's format when given one. */
  rate(rate: number, digits?: number, currency?: CurrencyLike): string;
  /** A fraction as a percentage: 0.003 is "0.3%". */
  percent(fraction: number): string;
  /** Whole seconds as "m:ss". */
  clock(seconds: number): string;
  /** A count, in the locale's digits ("١٢" in Arabic). */
  number(value: number): string;
}

/**
 * Intl formatters bound to the provider's locale.
 *
 * @example const format = useFormat(); format.amount(1050, { code: 'EUR', decimals: 2 }) // "€10.50"
 */
export function useFormat(): Formatters {
  const { locale, dir } = useContext(WalletKitContext);
  return useMemo<Formatters>(
    () => ({
      locale,
      dir,
      amount: (amount, currency) => formatAmount(amount, currency, locale),
      rate: (rate, digits, currency) => formatRate(rate, locale, digits, currency),
      percent: (fraction) => formatPercent(fraction, locale),
      clock: (seconds) => formatClock(seconds, locale),
      number: (value) => new Intl.NumberFormat(locale).format(value),
    }),
    [locale, dir],
  );
}

/** The provider's client; throws a WidgetError naming the fix when there is none. */
export function useClient(): ClientLike {
  const { client } = useContext(WalletKitContext);
  if (!client) throw new WidgetError('MISSING_CLIENT', 'this component needs a client: wrap it in <WalletKitProvider client={client}>');
  return client;
}

const subscribeNothing = () => () => {};

/**
 * false on the server and during hydration, true once mounted in a browser: components that depend on
 * the clock or on browser APIs render a stable placeholder until then, so server and client HTML agree.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

/** The support link for a widget: its own prop, else the provider's `supportUrl`. */
export function useSupportUrl(own: string | undefined, where: string): string | undefined {
  const fromProvider = useContext(WalletKitContext).supportUrl;
  return checkSupportUrl(own, where) ?? fromProvider;
}
