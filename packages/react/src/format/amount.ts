import { WidgetError } from '../errors.js';
import { directionOf } from '../i18n/direction.js';

/**
 * What formatting needs of the service's Currency: its code and how many decimals its smallest unit has.
 * The contract marks both optional (as the public OpenAPI does), so a `Currency` from the client is
 * taken as is and checked here: a missing code or decimals is an `INVALID_CURRENCY` WidgetError.
 */
export interface CurrencyLike {
  /** ISO 4217 (`USD`), or a token's ticker (`USDC`, `BTC`). */
  readonly code?: string | undefined;
  /** Digits after the point in the smallest unit: 2 for USD, 8 for BTC. */
  readonly decimals?: number | undefined;
}

/** An amount in the currency's smallest unit (cents, satoshis, ...). */
export type SmallestUnitAmount = number | bigint;

const ISO_CODE = /^[A-Z]{3}$/;
// Intl.NumberFormat accepts up to 100 fraction digits in current engines but only 20 in older ones.
const MAX_DECIMALS = 20;

function toDecimalString(amount: SmallestUnitAmount, decimals: number): string {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new WidgetError('INVALID_AMOUNT', `amount: expected a whole number of the smallest unit (a safe integer or a bigint), got ${amount}`);
  }
  if (typeof amount !== 'number' && typeof amount !== 'bigint') {
    throw new WidgetError('INVALID_AMOUNT', `amount: expected a number or bigint, got ${typeof amount}`);
  }
  const value = BigInt(amount);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${value < 0n ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

function checkCurrency(currency: CurrencyLike): { code: string; decimals: number } {
  if (!currency || typeof currency.code !== 'string' || currency.code.length === 0) {
    throw new WidgetError('INVALID_CURRENCY', `currency: expected { code, decimals } with a non-empty code, got ${JSON.stringify(currency)}`);
  }
  const { code, decimals } = currency;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new WidgetError('INVALID_CURRENCY', `currency.decimals: expected a whole number from 0 to ${MAX_DECIMALS}, got ${decimals} (${code})`);
  }
  return { code, decimals };
}

/** The currency's code, checked like `formatAmount` checks it (a quote's currency names it in the rate line). */
export function currencyCode(currency: CurrencyLike): string {
  return checkCurrency(currency).code;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats an amount given in the currency's smallest unit, with exactly the currency's own decimals
 * (the service's `decimals`, not Intl's idea of the currency). ISO 4217 codes get the locale's symbol;
 * codes Intl cannot carry (USDC, and any ticker that is not three letters) are placed where the locale
 * puts a currency code, so "1,50 USDC" in French and "USDC 1.50" where that is the habit.
 * The amount becomes a decimal string before Intl sees it, so 8-decimal BTC amounts lose no digit.
 *
 * @example formatAmount(123456, { code: 'USD', decimals: 2 }, 'en-US') // "$1,234.56"
 * @example formatAmount(1_500_000, { code: 'USDC', decimals: 6 }, 'en-US') // "USDC 1.500000"
 */
export function formatAmount(amount: SmallestUnitAmount, given: CurrencyLike, locale = 'en'): string {
  const currency = checkCurrency(given);
  const decimal = toDecimalString(amount, currency.decimals);
  // ES2023 Intl.NumberFormat formats a decimal string exactly; the lib types here are ES2022.
  return inCurrency(decimal as unknown as number, currency.code, { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals }, locale);
}

/**
 * A number in a currency's format: ISO 4217 codes get the locale's symbol; a code Intl cannot carry is put
 * where the locale puts a code ("XXX", ISO 4217's "no currency", shows where). In a right-to-left line a
 * Latin symbol's "$" would take the line's direction and move ("US$" read as "$US"), so a Latin symbol or
 * code is isolated left to right inside Intl's format.
 */
function inCurrency(value: number, code: string, digits: Intl.NumberFormatOptions, locale: string): string {
  const iso = ISO_CODE.test(code);
  const rtl = directionOf(locale) === 'rtl';
  const symbol = (text: string) => (rtl && /[A-Za-z]/.test(text) ? `\u2066${text}\u2069` : text);
  return numberFormat(locale, { style: 'currency', currency: iso ? code : 'XXX', currencyDisplay: iso ? 'symbol' : 'code', ...digits })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol(iso ? part.value : code) : part.value))
    .join('');
}

/**
 * An exchange rate for people, never rounded to zero: up to six significant digits by default; given
 * `digits`, exactly that many, trailing zeros kept, so rates side by side line up ("1.080" beside "1.079").
 * Given a currency, in its format as amounts are ("$1.080"), so a rate line reads like the amounts around it.
 *
 * @example formatRate(0.0121212, 'en') // "0.0121212"
 * @example formatRate(1.08, 'en', 4) // "1.080"
 * @example formatRate(1.08, 'en', 4, { code: 'USD' }) // "$1.080"
 */
export function formatRate(rate: number, locale = 'en', digits?: number, currency?: CurrencyLike): string {
  if (!Number.isFinite(rate) || rate <= 0) throw new WidgetError('INVALID_AMOUNT', `rate: expected a positive finite number, got ${rate}`);
  const significant = digits === undefined ? { maximumSignificantDigits: 6 } : { minimumSignificantDigits: digits, maximumSignificantDigits: digits };
  return currency ? inCurrency(rate, currencyCode(currency), significant, locale) : numberFormat(locale, significant).format(rate);
}

/** A fraction as a percentage: 0.003 -> "0.3%". */
export function formatPercent(fraction: number, locale = 'en'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(fraction);
}

/** Whole seconds as a clock, "m:ss" (or "h:mm:ss"), in the locale's digits. */
export function formatClock(totalSeconds: number, locale = 'en'): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = numberFormat(locale, { useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
}
