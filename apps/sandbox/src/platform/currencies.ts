import type { Schema } from '@wallet-kit/contract';

type PaymentRail = Schema<'PaymentRail'>;

/** A currency as the service describes it (spec: Currency). */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

interface CurrencyEntry extends Currency {
  /** Value of one major unit in US dollars: the sandbox's one source of exchange rates. */
  usd: number;
  /** Rails a payout in this currency can use, default first (spec: PaymentRail). */
  rails: readonly PaymentRail[];
  stablecoin?: boolean;
  crypto?: boolean;
}

const TABLE: readonly CurrencyEntry[] = [
  { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2, usd: 1, rails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'] },
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, usd: 1.08, rails: ['SEPA_INSTANT', 'SEPA'] },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2, usd: 1.27, rails: ['FASTER_PAYMENTS'] },
  { code: 'MXN', name: 'Mexican Peso', symbol: '$', decimals: 2, usd: 0.058, rails: ['SPEI'] },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', decimals: 2, usd: 0.18, rails: ['PIX'] },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', decimals: 2, usd: 0.012, rails: ['UPI', 'NEFT'] },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', decimals: 2, usd: 0.00065, rails: ['BANK_TRANSFER'] },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2, usd: 0.0175, rails: ['INSTAPAY', 'PESONET'] },
  { code: 'USDC', name: 'USD Coin', symbol: 'USDC', decimals: 6, usd: 1, rails: [], stablecoin: true, crypto: true },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', decimals: 8, usd: 65_000, rails: [], crypto: true },
];

const BY_CODE = new Map(TABLE.map((entry) => [entry.code, entry]));

export const CURRENCY_CODES: readonly string[] = TABLE.map((entry) => entry.code);

export function isCurrency(code: string): boolean {
  return BY_CODE.has(code);
}

export function currencyEntry(code: string): CurrencyEntry {
  const entry = BY_CODE.get(code);
  if (!entry) throw new Error(`unknown currency ${code}`);
  return entry;
}

export function currency(code: string): Currency {
  const { name, symbol, decimals } = currencyEntry(code);
  return { code, name, symbol, decimals };
}

export const railsOf = (code: string): readonly PaymentRail[] => currencyEntry(code).rails;
export const isStablecoin = (code: string): boolean => currencyEntry(code).stablecoin === true;

/** Rails that settle in seconds (spec: Limits, quote lifetime; spec: QuoteSource REALTIME_FUNDING). */
export const INSTANT_RAILS: readonly string[] = ['RTP', 'FEDNOW', 'SEPA_INSTANT', 'PIX', 'SPEI', 'FASTER_PAYMENTS', 'UPI', 'INSTAPAY'];

/**
 * Sending-currency major units per receiving-currency major unit (spec: Quote.exchangeRate), with a
 * small fixed spread the scenarios can move.
 */
export function midRate(sending: string, receiving: string, shift = 0): number {
  if (sending === receiving) return 1;
  const rate = (currencyEntry(receiving).usd / currencyEntry(sending).usd) * (1 + shift);
  return Number(rate.toPrecision(8));
}

/** Converts an amount in one currency's smallest unit to another's, at the given rate (sending per receiving). */
export function toReceiving(sendingMinor: number, sending: string, receiving: string, rate: number): number {
  const major = sendingMinor / 10 ** currencyEntry(sending).decimals / rate;
  return major * 10 ** currencyEntry(receiving).decimals;
}

/** A US-dollar amount in cents, expressed in `code`'s smallest unit (for fixed fees defined in USD). */
export function fromUsdCents(cents: number, code: string): number {
  const entry = currencyEntry(code);
  return Math.round((cents / 100 / entry.usd) * 10 ** entry.decimals);
}
