import type { Formatters, Translate } from '../provider/hooks.js';
import type { MessageId } from '../i18n/locales/en.js';
import { currencyCode } from '../format/amount.js';
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

/** The rate both ways: "1 EUR = 1.08 USD" (as quoted) and its inverse; empty for a same-currency transfer. */
export function rateLines(quote: QuoteView, t: Translate, format: Formatters): string[] {
  const from = currencyCode(quote.sendingCurrency);
  const to = currencyCode(quote.receivingCurrency);
  if (from === to) return [];
  return [
    t('quote.rate.value', { from: to, rate: format.rate(quote.exchangeRate), to: from }),
    t('quote.rate.value', { from, rate: format.rate(1 / quote.exchangeRate), to }),
  ];
}

/** Where the money goes, in words; an integrator's own label (an account nickname) wins. */
export function destinationText(destination: QuoteView['destination'], t: Translate): string {
  if (destination.destinationType === 'UMA_ADDRESS') return destination.umaAddress;
  const rail = destination.paymentRail?.replace(/_/g, ' ');
  const id: MessageId = rail ? 'quote.destination.accountRail' : 'quote.destination.account';
  return t(id, { account: destination.accountId, ...(rail && { rail }) });
}
