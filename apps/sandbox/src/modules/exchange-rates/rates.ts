import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES, currency, isCurrency } from '../../platform/currencies.js';
import { failOn } from '../../platform/paging.js';
import { MAX_AMOUNT } from '../../platform/validate.js';
import { price, type Price } from '../quotes/index.js';

/** What `GET /exchange-rates` filters by (reference OpenAPI: getExchangeRates). */
export interface RateQuery {
  sourceCurrency?: string;
  /** The document's `destinationCurrency` is an array (`explode: true`): every one named. */
  destinationCurrency?: string[];
  sendingAmount?: number;
}

/** One corridor priced: a sending amount from one currency to another, as a quote would price it. */
export interface PricedCorridor {
  from: string;
  to: string;
  sendingAmount: number;
  quoted: Price;
}

/** Reads the query, naming every bad parameter at once (400 INVALID_INPUT). */
export function readRateQuery(query: { sourceCurrency?: string; destinationCurrency?: string[]; sendingAmount?: string }): RateQuery {
  const errors = [] as { field: string; message: string }[];
  const { sourceCurrency, destinationCurrency, sendingAmount: rawAmount } = query;
  if (sourceCurrency !== undefined && !isCurrency(sourceCurrency)) errors.push({ field: 'sourceCurrency', message: `expected one of ${CURRENCY_CODES.join(', ')}` });
  for (const code of destinationCurrency ?? []) {
    if (!isCurrency(code)) errors.push({ field: 'destinationCurrency', message: `expected each one of ${CURRENCY_CODES.join(', ')}, got ${JSON.stringify(code)}` });
  }
  const sendingAmount = rawAmount === undefined ? undefined : Number(rawAmount);
  if (rawAmount !== undefined && (!/^\d+$/.test(rawAmount) || sendingAmount! < 1 || sendingAmount! > MAX_AMOUNT)) errors.push({ field: 'sendingAmount', message: `expected an integer from 1 to ${MAX_AMOUNT}` });
  failOn(errors);
  return { ...(sourceCurrency === undefined ? {} : { sourceCurrency }), ...(destinationCurrency === undefined ? {} : { destinationCurrency }), ...(sendingAmount === undefined ? {} : { sendingAmount }) };
}

/**
 * Every corridor the query names, priced from the sandbox's one rate table like a quote with an external
 * payout: from USD and EUR to every currency when no source or destination is given, 100 major units
 * when no amount is. Corridors that cannot be priced are left out.
 */
export function priceCorridors(k: Kernel, query: RateQuery): PricedCorridor[] {
  const corridors: PricedCorridor[] = [];
  for (const from of query.sourceCurrency ? [query.sourceCurrency] : ['USD', 'EUR']) {
    for (const to of query.destinationCurrency ?? CURRENCY_CODES) {
      if (to === from && !query.destinationCurrency) continue;
      const sendingAmount = query.sendingAmount ?? 10 ** currency(from).decimals * 100;
      const quoted = price({ sending: from, receiving: to, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: sendingAmount, externalPayout: true, platformFeeRate: k.platform.platformFeeRate });
      if (typeof quoted !== 'string') corridors.push({ from, to, sendingAmount, quoted });
    }
  }
  return corridors;
}
