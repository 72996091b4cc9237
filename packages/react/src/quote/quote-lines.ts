import type { Formatters, Translate } from '../provider/hooks.js';
import { currencyCode, type CurrencyLike } from '../format/amount.js';
import { railName } from './rails.js';
import type { QuoteView } from './types.js';

export interface FeeLine {
  readonly id: 'platform' | 'serviceFixed' | 'serviceVariable' | 'counterparty';
  readonly label: string;
  readonly value: string;
}

/**
 * The parts of `feesIncluded` worth naming, each in the sending currency like the total they add up to:
 * the platform's share, then the service's fixed and variable fees from `rateDetails`, and the
 * counterparty's fixed fee. The service states that one in the receiving currency; its cost in the
 * sending currency is what the total holds besides the others (else it is converted at the quote's rate),
 * so no line mixes currencies ("MX$4.31" inside a "$0.44" total). Zero parts are left out.
 */
export function feeLines(quote: QuoteView, t: Translate, format: Formatters): FeeLine[] {
  const lines: FeeLine[] = [];
  const { sendingCurrency: sending, rateDetails: details } = quote;
  const platform = quote.platformFeesIncluded ?? 0;
  const fixed = details?.serviceApiFixedFee ?? 0;
  const variable = details?.serviceApiVariableFeeAmount ?? 0;
  if (platform) lines.push({ id: 'platform', label: t('quote.fees.platform'), value: format.amount(platform, sending) });
  if (fixed) lines.push({ id: 'serviceFixed', label: t('quote.fees.serviceFixed'), value: format.amount(fixed, sending) });
  if (variable && details) {
    const percent = format.percent(details.serviceApiVariableFeeRate);
    lines.push({ id: 'serviceVariable', label: t('quote.fees.serviceVariable', { percent }), value: format.amount(variable, sending) });
  }
  const counterparty = details?.counterpartyFixedFee ? counterpartyFeeInSending(quote, quote.feesIncluded - platform - fixed - variable) : 0;
  if (counterparty > 0) lines.push({ id: 'counterparty', label: t('quote.fees.counterparty'), value: format.amount(counterparty, sending) });
  return lines;
}

/** The counterparty's fee in the sending currency: the rest of the total when there is one, else its amount at the quote's rate. */
function counterpartyFeeInSending(quote: QuoteView, rest: number): number {
  if (rest > 0) return rest;
  const effective = effectiveRate(quote);
  const fee = quote.rateDetails?.counterpartyFixedFee ?? 0;
  if (!effective) return currencyCode(quote.sendingCurrency) === currencyCode(quote.receivingCurrency) ? fee : 0;
  const scale = 10 ** ((quote.sendingCurrency.decimals ?? 0) - (quote.receivingCurrency.decimals ?? 0));
  return Math.ceil((fee / effective.rate) * scale);
}

/** What a rate is worked out from: the amounts of a quote or a transaction, and its `exchangeRate` field. */
export interface RateInputs {
  readonly sendingCurrency: CurrencyLike;
  readonly receivingCurrency: CurrencyLike;
  readonly totalSendingAmount: number;
  readonly totalReceivingAmount: number;
  readonly feesIncluded: number;
  readonly exchangeRate?: number | undefined;
}

/**
 * Significant digits of every rate on screen, trailing zeros kept, so two rates side by side read alike
 * ("1.080", "1.079", "0.9259"), whatever amounts they come from.
 */
export const RATE_DIGITS = 4;

/** The rate a person gets, in receiving units per sending unit, and the digits it is shown with ({@link RATE_DIGITS}). */
export interface EffectiveRate {
  readonly rate: number;
  readonly digits: number;
  /** The `exchangeRate` field agrees with the amounts, read either way (the public document's examples disagree on its direction). */
  readonly agrees: boolean;
}

/**
 * The rate from the amounts, as the person gets it: what arrives over what is converted (the sending
 * amount less the fees, spec: fee computation 3), in whole units of each currency. The field is only
 * a cross-check: it agrees when it matches the amounts, or their inverse, within the rounding of the
 * smallest units. Undefined for a same-currency transfer or when nothing is converted.
 *
 * @example effectiveRate(quote) // { rate: 0.92583, digits: 4, agrees: true } for $98.83 converted into €91.50
 */
export function effectiveRate(inputs: RateInputs): EffectiveRate | undefined {
  const from = currencyCode(inputs.sendingCurrency);
  const to = currencyCode(inputs.receivingCurrency);
  const converted = inputs.totalSendingAmount - inputs.feesIncluded;
  if (from === to || converted <= 0 || inputs.totalReceivingAmount <= 0) return undefined;
  const scale = 10 ** ((inputs.sendingCurrency.decimals ?? 0) - (inputs.receivingCurrency.decimals ?? 0));
  const rate = (inputs.totalReceivingAmount / converted) * scale;
  // Each amount is rounded to its smallest unit: the rate is good to about one unit in the smaller of the two.
  const tolerance = 0.005 + 1 / inputs.totalReceivingAmount + 1 / converted;
  const field = inputs.exchangeRate;
  const close = (value: number) => Math.abs(value - rate) / rate <= tolerance;
  const agrees = field === undefined || (field > 0 && (close(field) || close(1 / field)));
  return { rate, digits: RATE_DIGITS, agrees };
}

/** "$1 = €0.9258": one line, sending to receiving, from the amounts, each side in its currency's format as the amounts are; empty for a same-currency transfer. */
export function rateLines(quote: RateInputs, t: Translate, format: Formatters): string[] {
  const effective = effectiveRate(quote);
  if (!effective) return [];
  return [t('quote.rate.value', { from: format.rate(1, 1, quote.sendingCurrency), to: format.rate(effective.rate, effective.digits, quote.receivingCurrency) })];
}

/**
 * Where the money goes, in words, when the integrator gave no label: the UMA address; the person's own
 * (internal) account by its currency, "Your EUR account"; another account by its currency and rail, "An
 * account in EUR, by SEPA". Never the account's id, which means nothing to a person. Pass a payee's label
 * wherever there is one.
 */
export function destinationText(destination: QuoteView['destination'], t: Translate, to?: CurrencyLike): string {
  if (destination.destinationType === 'UMA_ADDRESS') return destination.umaAddress;
  const rail = destination.paymentRail ? railName(destination.paymentRail, t) : undefined;
  if (!to) return rail ? t('quote.destination.accountRail', { rail }) : t('quote.destination.account');
  const currency = currencyCode(to);
  if (destination.accountId.startsWith('InternalAccount:')) return t('quote.destination.own', { currency });
  return rail ? t('quote.destination.inRail', { currency, rail }) : t('quote.destination.in', { currency });
}
