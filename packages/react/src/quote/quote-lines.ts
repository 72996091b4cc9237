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
 * The parts of `feesIncluded` worth naming: the platform's share, then the service's fixed and variable
 * fees and the counterparty's fixed fee from `rateDetails`. Zero parts are left out. The counterparty fee
 * is stated in the receiving currency, as the service states it (its sending-side cost moves with the rate).
 */
export function feeLines(quote: QuoteView, t: Translate, format: Formatters): FeeLine[] {
  const lines: FeeLine[] = [];
  const { sendingCurrency: sending, receivingCurrency: receiving, rateDetails: details } = quote;
  if (quote.platformFeesIncluded) lines.push({ id: 'platform', label: t('quote.fees.platform'), value: format.amount(quote.platformFeesIncluded, sending) });
  if (details?.serviceApiFixedFee) lines.push({ id: 'serviceFixed', label: t('quote.fees.serviceFixed'), value: format.amount(details.serviceApiFixedFee, sending) });
  if (details?.serviceApiVariableFeeAmount) {
    const percent = format.percent(details.serviceApiVariableFeeRate);
    lines.push({ id: 'serviceVariable', label: t('quote.fees.serviceVariable', { percent }), value: format.amount(details.serviceApiVariableFeeAmount, sending) });
  }
  if (details?.counterpartyFixedFee) lines.push({ id: 'counterparty', label: t('quote.fees.counterparty'), value: format.amount(details.counterpartyFixedFee, receiving) });
  return lines;
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

/** The rate a person gets, in receiving units per sending unit, and how many digits the amounts can vouch for. */
export interface EffectiveRate {
  readonly rate: number;
  readonly digits: number;
  /** The `exchangeRate` field agrees with the amounts, read either way (the public document's examples disagree on its direction). */
  readonly agrees: boolean;
}

const digitsOf = (amount: number) => Math.abs(Math.trunc(amount)).toString().length;

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
  return { rate, digits: Math.min(6, Math.max(3, Math.min(digitsOf(inputs.totalReceivingAmount), digitsOf(converted)))), agrees };
}

/** "1 USD = 0.9258 EUR": one line, sending to receiving, from the amounts; empty for a same-currency transfer. */
export function rateLines(quote: RateInputs, t: Translate, format: Formatters): string[] {
  const effective = effectiveRate(quote);
  if (!effective) return [];
  return [t('quote.rate.value', { from: currencyCode(quote.sendingCurrency), rate: format.rate(effective.rate, effective.digits), to: currencyCode(quote.receivingCurrency) })];
}

/**
 * Where the money goes, in words, when the integrator gave no label: the UMA address, or "An account" (by
 * its rail, in words) and never the account's id, which means nothing to a person. Pass a payee's label
 * wherever there is one.
 */
export function destinationText(destination: QuoteView['destination'], t: Translate): string {
  if (destination.destinationType === 'UMA_ADDRESS') return destination.umaAddress;
  return destination.paymentRail ? t('quote.destination.accountRail', { rail: railName(destination.paymentRail, t) }) : t('quote.destination.account');
}
