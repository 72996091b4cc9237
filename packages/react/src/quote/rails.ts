import type { MessageId } from '../i18n/locales/en.js';
import type { Translate } from '../provider/hooks.js';

/**
 * The rails of the public document (`PaymentRail`), each with its words under `rail.<RAIL>`. A list
 * rather than a table of ids: every page of the script tag downloads it.
 */
const RAILS = new Set(
  'ACH ACH_COLOMBIA BANK_TRANSFER BRE_B CIPS FAST FASTER_PAYMENTS FEDNOW INSTAPAY MOBILE_MONEY NEFT PAYNOW PESONET PIX RTGS RTP SEPA SEPA_INSTANT SPEI SWIFT UNIONPAY UPI WIRE'.split(' '),
);

// Rails known to people only to bankers ("RTP", "ACH", "SWIFT") read as what they do for the person. Those people
// name themselves (Pix, UPI, SPEI, UnionPay) and those already in words (SEPA, wire) keep their own entry.
const PLAIN: Readonly<Record<string, MessageId>> = {
  RTP: 'rail.plain.instant',
  FEDNOW: 'rail.plain.instant',
  FAST: 'rail.plain.instant',
  FASTER_PAYMENTS: 'rail.plain.instant',
  INSTAPAY: 'rail.plain.instant',
  PAYNOW: 'rail.plain.instant',
  BRE_B: 'rail.plain.instant',
  ACH: 'rail.BANK_TRANSFER',
  ACH_COLOMBIA: 'rail.BANK_TRANSFER',
  NEFT: 'rail.BANK_TRANSFER',
  PESONET: 'rail.BANK_TRANSFER',
  RTGS: 'rail.BANK_TRANSFER',
  SWIFT: 'rail.plain.international',
  CIPS: 'rail.plain.international',
};

/**
 * A payment rail as a person names it ("Instant bank transfer", "Wire transfer", "Pix"); a rail this
 * version does not know reads as a bank transfer, never as its token.
 */
export function railName(rail: string, t: Translate): string {
  return t(PLAIN[rail] ?? (`rail.${RAILS.has(rail) ? rail : 'BANK_TRANSFER'}` as MessageId));
}

/** Several rails in words, each phrase once ("RTP, FedNow" is one "Instant bank transfer"). */
export function railNames(rails: readonly unknown[], t: Translate): string {
  return [...new Set(rails.map((rail) => railName(String(rail), t)))].join(', ');
}
