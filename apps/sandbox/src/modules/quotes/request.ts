import type { Schema } from '@wallet-kit/contract';
import { CURRENCY_CODES, isStablecoin } from '../../platform/currencies.js';
import { Fields } from '../../platform/validate.js';
import { SCA_FACTORS, type ScaFactor } from '../sca/index.js';

const PAYMENT_RAILS = ['ACH', 'ACH_COLOMBIA', 'BANK_TRANSFER', 'BRE_B', 'CIPS', 'FAST', 'FASTER_PAYMENTS', 'FEDNOW', 'INSTAPAY', 'MOBILE_MONEY', 'NEFT', 'PAYNOW', 'PESONET', 'PIX', 'RTGS', 'RTP', 'SEPA', 'SEPA_INSTANT', 'SPEI', 'SWIFT', 'UNIONPAY', 'UPI', 'WIRE'] as const;
const CRYPTO_NETWORKS = ['SOLANA', 'ETHEREUM', 'BASE', 'POLYGON', 'TRON', 'PLASMA', 'ARBITRUM', 'SPARK', 'LIGHTNING', 'BITCOIN'] as const;
/** `$name@domain`, at most 200 characters (spec: QuoteDestination UMA_ADDRESS). */
export const UMA_ADDRESS = /^\$[a-zA-Z0-9._+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

export interface ParsedQuoteRequest {
  source: Schema<'Quote'>['source'];
  destination: Schema<'Quote'>['destination'];
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number;
  immediatelyExecute: boolean;
  scaFactor?: ScaFactor;
  /** A receiver lookup this quote builds on (reference OpenAPI: QuoteRequest.lookupId). */
  lookupId?: string;
}

function readSource(f: Fields): Record<string, unknown> {
  const source = f.object('source', { required: true });
  if (!source) return {};
  const out: Record<string, unknown> = {};
  const sourceType = source.enum('sourceType', ['ACCOUNT', 'REALTIME_FUNDING'] as const, { required: true });
  out.sourceType = sourceType;
  const customerId = source.string('customerId', { min: 1, max: 200 });
  if (customerId !== undefined) out.customerId = customerId;
  if (sourceType === 'ACCOUNT') out.accountId = source.string('accountId', { required: true, min: 1, max: 200 });
  if (sourceType === 'REALTIME_FUNDING') {
    const currencyCode = source.enum('currency', CURRENCY_CODES, { required: true });
    out.currency = currencyCode;
    const network = source.enum('cryptoNetwork', CRYPTO_NETWORKS);
    if (currencyCode !== undefined && isStablecoin(currencyCode) && network === undefined && !source.has('cryptoNetwork')) source.fail('cryptoNetwork', 'is required when currency is a stablecoin');
    if (network !== undefined) out.cryptoNetwork = network;
  }
  return out;
}

function readDestination(f: Fields): Record<string, unknown> {
  const destination = f.object('destination', { required: true });
  if (!destination) return {};
  const out: Record<string, unknown> = {};
  const destinationType = destination.enum('destinationType', ['ACCOUNT', 'UMA_ADDRESS'] as const, { required: true });
  out.destinationType = destinationType;
  if (destinationType === 'ACCOUNT') {
    out.accountId = destination.string('accountId', { required: true, min: 1, max: 200 });
    const rail = destination.enum('paymentRail', PAYMENT_RAILS);
    if (rail !== undefined) out.paymentRail = rail;
  }
  if (destinationType === 'UMA_ADDRESS') {
    out.umaAddress = destination.string('umaAddress', { required: true, max: 200, pattern: UMA_ADDRESS, patternText: 'an UMA address like $name@domain.com' });
    const currencyCode = destination.enum('currency', CURRENCY_CODES);
    if (currencyCode !== undefined) out.currency = currencyCode;
  }
  return out;
}

/** Validates a QuoteRequest, naming every bad field at once. */
export function parseQuoteRequest(body: unknown): ParsedQuoteRequest {
  const f = Fields.of(body);
  const source = readSource(f);
  const destination = readDestination(f);
  const lockedCurrencySide = f.enum('lockedCurrencySide', ['SENDING', 'RECEIVING'] as const, { required: true });
  const lockedCurrencyAmount = f.amount('lockedCurrencyAmount', { required: true });
  const immediatelyExecute = f.boolean('immediatelyExecute') ?? false;
  const scaFactor = f.enum('scaFactor', SCA_FACTORS);
  f.string('description', { max: 500 });
  f.string('remittanceInformation', { max: 80 });
  const lookupId = f.string('lookupId', { max: 200 });
  f.done();
  // Every field of both was checked above; `f.done()` threw otherwise.
  return { source: source as ParsedQuoteRequest['source'], destination: destination as ParsedQuoteRequest['destination'], lockedCurrencySide: lockedCurrencySide!, lockedCurrencyAmount: lockedCurrencyAmount!, immediatelyExecute, ...(scaFactor === undefined ? {} : { scaFactor }), ...(lookupId === undefined ? {} : { lookupId }) };
}
