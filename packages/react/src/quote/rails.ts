import type { MessageId } from '../i18n/locales/en.js';
import type { Translate } from '../provider/hooks.js';

/** The rails of the public document (`PaymentRail`), each with its words. */
export const RAIL_WORDS: Readonly<Record<string, MessageId>> = {
  ACH: 'rail.ACH',
  ACH_COLOMBIA: 'rail.ACH_COLOMBIA',
  BANK_TRANSFER: 'rail.BANK_TRANSFER',
  BRE_B: 'rail.BRE_B',
  CIPS: 'rail.CIPS',
  FAST: 'rail.FAST',
  FASTER_PAYMENTS: 'rail.FASTER_PAYMENTS',
  FEDNOW: 'rail.FEDNOW',
  INSTAPAY: 'rail.INSTAPAY',
  MOBILE_MONEY: 'rail.MOBILE_MONEY',
  NEFT: 'rail.NEFT',
  PAYNOW: 'rail.PAYNOW',
  PESONET: 'rail.PESONET',
  PIX: 'rail.PIX',
  RTGS: 'rail.RTGS',
  RTP: 'rail.RTP',
  SEPA: 'rail.SEPA',
  SEPA_INSTANT: 'rail.SEPA_INSTANT',
  SPEI: 'rail.SPEI',
  SWIFT: 'rail.SWIFT',
  UNIONPAY: 'rail.UNIONPAY',
  UPI: 'rail.UPI',
  WIRE: 'rail.WIRE',
};

/**
 * A payment rail as a person names it ("SEPA Instant transfer", "Wire transfer", "Pix"); a rail this
 * version does not know reads as a bank transfer, never as its token.
 */
export function railName(rail: string, t: Translate): string {
  return t(RAIL_WORDS[rail] ?? 'rail.BANK_TRANSFER');
}
