import type { Schema } from '@wallet-kit/contract';
import { CURRENCY_CODES, isStablecoin } from '../../platform/currencies.js';
import { checkBody } from '../../platform/schema.js';
import { checkRequest, type Fields } from '../../platform/validate.js';
import { assertionOf } from '../../platform/webauthn.js';
import type { ScaFactor } from '../sca/index.js';
import type { Proof } from './authorize.js';

const CRYPTO_NETWORKS = ['SOLANA', 'ETHEREUM', 'BASE', 'POLYGON', 'TRON', 'PLASMA', 'ARBITRUM', 'SPARK', 'LIGHTNING', 'BITCOIN'] as const;
/** `$name@domain`, at most 200 characters (spec: QuoteDestination UMA_ADDRESS). */
export const UMA_ADDRESS = /^\$[a-zA-Z0-9._+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
/** An id the sandbox takes: never empty, never longer than any id it makes. */
const ID = { min: 1, max: 200 };

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

/** The source's rules the document states in prose or not at all: ids' length, the currencies and networks the sandbox knows. */
function sourceRules(source: Fields | undefined): void {
  if (!source) return;
  source.string('customerId', ID);
  if (source.value.sourceType === 'ACCOUNT') source.string('accountId', ID);
  if (source.value.sourceType !== 'REALTIME_FUNDING') return;
  const currency = source.enum('currency', CURRENCY_CODES);
  const network = source.enum('cryptoNetwork', CRYPTO_NETWORKS);
  // RealtimeFundingQuoteSource.cryptoNetwork: "Required when `currency` is a stablecoin".
  if (currency !== undefined && isStablecoin(currency) && network === undefined && !source.has('cryptoNetwork')) source.fail('cryptoNetwork', 'is required when currency is a stablecoin');
}

function destinationRules(destination: Fields | undefined): void {
  if (!destination) return;
  if (destination.value.destinationType === 'ACCOUNT') destination.string('accountId', ID);
  if (destination.value.destinationType !== 'UMA_ADDRESS') return;
  destination.string('umaAddress', { max: 200, pattern: UMA_ADDRESS, patternText: 'an UMA address like $name@domain.com' });
  destination.enum('currency', CURRENCY_CODES);
}

/** The quote's source as the quote keeps it: only the fields of its type. */
function sourceOf(source: Schema<'QuoteSourceOneOf'>): ParsedQuoteRequest['source'] {
  const customer = source.customerId === undefined ? {} : { customerId: source.customerId };
  if (source.sourceType === 'ACCOUNT') return { sourceType: 'ACCOUNT', ...customer, accountId: source.accountId };
  return { sourceType: 'REALTIME_FUNDING', ...customer, currency: source.currency, ...(source.cryptoNetwork === undefined ? {} : { cryptoNetwork: source.cryptoNetwork }) } as ParsedQuoteRequest['source'];
}

function destinationOf(destination: Schema<'QuoteDestinationOneOf'>): ParsedQuoteRequest['destination'] {
  if (destination.destinationType === 'ACCOUNT') return { destinationType: 'ACCOUNT', accountId: destination.accountId, ...(destination.paymentRail === undefined ? {} : { paymentRail: destination.paymentRail }) };
  return { destinationType: 'UMA_ADDRESS', umaAddress: destination.umaAddress, ...(destination.currency === undefined ? {} : { currency: destination.currency }) };
}

/**
 * Validates a QuoteRequest (`POST /quotes`, `POST /agents/me/quotes`) against the contract's schema and
 * the rules it does not state, naming every bad field at once.
 */
export function parseQuoteRequest(body: unknown): ParsedQuoteRequest {
  const request = checkRequest(body, (b) => checkBody('post', '/quotes', b), (f) => {
    sourceRules(f.object('source'));
    destinationRules(f.object('destination'));
    f.amount('lockedCurrencyAmount');
    f.string('description', { max: 500 });
    f.string('lookupId', { max: 200 });
    f.enum('scaFactor', PAYMENT_FACTORS);
  });
  const { lockedCurrencySide, lockedCurrencyAmount, scaFactor, lookupId } = request;
  return { source: sourceOf(request.source), destination: destinationOf(request.destination), lockedCurrencySide, lockedCurrencyAmount, immediatelyExecute: request.immediatelyExecute ?? false, ...(scaFactor === undefined ? {} : { scaFactor }), ...(lookupId === undefined ? {} : { lookupId }) };
}

/** The factors a payment's challenge may be asked for: TOTP "cannot carry the required dynamic linking and is rejected" (OpenAPI: ExecuteQuoteRequest, QuoteRequest.scaFactor). */
const PAYMENT_FACTORS = ['SMS_OTP', 'PASSKEY'] as const;

/** `POST /quotes/{quoteId}/execute`: the factor asked for the SCA challenge, if any; the body is optional. */
export function readExecution(body: unknown): { scaFactor?: ScaFactor } {
  const { scaFactor } = checkRequest(body ?? {}, (b) => checkBody('post', '/quotes/{quoteId}/execute', b), (f) => f.enum('scaFactor', PAYMENT_FACTORS));
  return scaFactor ? { scaFactor } : {};
}

/** Reads `{code}` or `{passkeyAssertion, origin}` (reference: SCA, POST /quotes/{id}/authorize), with the sandbox's bounds on their lengths. */
export function readProof(body: unknown): Proof {
  const request = checkRequest(body ?? {}, (b) => checkBody('post', '/quotes/{quoteId}/authorize', b), (f) => {
    f.string('code', { max: 32 });
    f.string('origin', { max: 2048 });
    f.string('endUserIpAddress', { max: 64 });
  });
  const { code, origin, passkeyAssertion } = request;
  const assertion = passkeyAssertion ? assertionOf(passkeyAssertion) : undefined;
  return { ...(code == null ? {} : { code }), ...(origin == null ? {} : { origin }), ...(assertion ? { assertion } : {}) };
}
