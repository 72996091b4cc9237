import type { MessageId } from '../i18n/locales/en.js';
import type { Translate } from '../provider/hooks.js';

/**
 * Rails known to people only to bankers ("RTP", "ACH", "SWIFT") read as what they do for the person: instant, or
 * international, else a bank transfer. Those people name themselves (Pix, UPI, SPEI, UnionPay) and those already in
 * words (SEPA, wire, mobile money) have words of their own under `rail.<RAIL>`. Lists rather than tables of ids:
 * every page of the script tag downloads them.
 */
const words = (list: string) => new Set(list.split(' '));
const OWN_WORDS = words('MOBILE_MONEY PIX SEPA SEPA_INSTANT SPEI UNIONPAY UPI WIRE');
export const INSTANT = words('RTP FEDNOW FAST FASTER_PAYMENTS INSTAPAY PAYNOW BRE_B');
export const INTERNATIONAL = words('SWIFT CIPS');

/**
 * A payment rail as a person names it ("Instant bank transfer", "Wire transfer", "Pix"); a rail this
 * version does not know reads as a bank transfer, never as its token.
 */
export function railName(rail: string, t: Translate): string {
  return t(`rail.${INSTANT.has(rail) ? 'INSTANT' : INTERNATIONAL.has(rail) ? 'INTERNATIONAL' : OWN_WORDS.has(rail) ? rail : 'BANK_TRANSFER'}` as MessageId);
}

/** Several rails in words, each phrase once ("RTP, FedNow" is one "Instant bank transfer"). */
export function railNames(rails: readonly unknown[], t: Translate): string {
  return [...new Set(rails.map((rail) => railName(String(rail), t)))].join(', ');
}

