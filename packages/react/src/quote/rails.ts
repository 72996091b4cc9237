import type { MessageId } from '../i18n/locales/en.js';
import type { Translate } from '../provider/hooks.js';

/**
 * The rails of the public document (`PaymentRail`), each with its words under `rail.<RAIL>`. A list
 * rather than a table of ids: every page of the script tag downloads it.
 */
const RAILS = new Set(
  'ACH ACH_COLOMBIA BANK_TRANSFER BRE_B CIPS FAST FASTER_PAYMENTS FEDNOW INSTAPAY MOBILE_MONEY NEFT PAYNOW PESONET PIX RTGS RTP SEPA SEPA_INSTANT SPEI SWIFT UNIONPAY UPI WIRE'.split(' '),
);

/**
 * A payment rail as a person names it ("SEPA Instant transfer", "Wire transfer", "Pix"); a rail this
 * version does not know reads as a bank transfer, never as its token.
 */
export function railName(rail: string, t: Translate): string {
  return t(`rail.${RAILS.has(rail) ? rail : 'BANK_TRANSFER'}` as MessageId);
}
