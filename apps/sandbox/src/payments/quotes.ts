import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import { ServiceError, conflict, forbidden, invalidInput, unauthorized } from '../errors.js';
import type { QuoteRecord, ScaFactor } from '../model/types.js';
import { SCA_FACTORS } from '../model/types.js';
import { fundingInfo } from '../model/views.js';
import { needsSca } from '../model/world.js';
import type { Runtime } from '../runtime.js';
import { factorsOf, startSca } from '../sca/challenges.js';
import { Fields } from '../validate.js';
import { SIGNATURE_HEADER, activeSessionKeys, activityPayload, canonicalJson, checkStamp } from '../wallet/signed.js';
import { CURRENCY_CODES, isStablecoin } from './currencies.js';
import { quoteLifetimeMs, release, refreshQuote } from './engine.js';
import { price } from './pricing.js';

const PAYMENT_RAILS = ['ACH', 'ACH_COLOMBIA', 'BANK_TRANSFER', 'BRE_B', 'CIPS', 'FAST', 'FASTER_PAYMENTS', 'FEDNOW', 'INSTAPAY', 'MOBILE_MONEY', 'NEFT', 'PAYNOW', 'PESONET', 'PIX', 'RTGS', 'RTP', 'SEPA', 'SEPA_INSTANT', 'SPEI', 'SWIFT', 'UNIONPAY', 'UPI', 'WIRE'] as const;
const CRYPTO_NETWORKS = ['SOLANA', 'ETHEREUM', 'BASE', 'POLYGON', 'TRON', 'PLASMA', 'ARBITRUM', 'SPARK', 'LIGHTNING', 'BITCOIN'] as const;
/** `$name@domain`, at most 200 characters (spec: QuoteDestination UMA_ADDRESS). */
const UMA_ADDRESS = /^\$[a-zA-Z0-9._+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** Who is asking: the platform itself, or an agent bound to one customer (spec: Agent Operations). */
export interface Actor {
  agentId?: string;
  customerId?: string;
  allowedAccountIds?: string[] | null;
}

export interface ParsedQuoteRequest {
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number;
  immediatelyExecute: boolean;
  scaFactor?: ScaFactor;
}

/** Validates a QuoteRequest, naming every bad field at once. */
export function parseQuoteRequest(body: unknown): ParsedQuoteRequest {
  const f = Fields.of(body);
  const source = f.object('source', { required: true });
  const sourceOut: Record<string, unknown> = {};
  if (source) {
    const sourceType = source.enum('sourceType', ['ACCOUNT', 'REALTIME_FUNDING'] as const, { required: true });
    sourceOut.sourceType = sourceType;
    const customerId = source.string('customerId', { min: 1, max: 200 });
    if (customerId !== undefined) sourceOut.customerId = customerId;
    if (sourceType === 'ACCOUNT') sourceOut.accountId = source.string('accountId', { required: true, min: 1, max: 200 });
    if (sourceType === 'REALTIME_FUNDING') {
      const currencyCode = source.enum('currency', CURRENCY_CODES, { required: true });
      sourceOut.currency = currencyCode;
      const network = source.enum('cryptoNetwork', CRYPTO_NETWORKS);
      if (currencyCode !== undefined && isStablecoin(currencyCode) && network === undefined && !source.has('cryptoNetwork')) source.fail('cryptoNetwork', 'is required when currency is a stablecoin');
      if (network !== undefined) sourceOut.cryptoNetwork = network;
    }
  }
  const destination = f.object('destination', { required: true });
  const destinationOut: Record<string, unknown> = {};
  if (destination) {
    const destinationType = destination.enum('destinationType', ['ACCOUNT', 'UMA_ADDRESS'] as const, { required: true });
    destinationOut.destinationType = destinationType;
    if (destinationType === 'ACCOUNT') {
      destinationOut.accountId = destination.string('accountId', { required: true, min: 1, max: 200 });
      const rail = destination.enum('paymentRail', PAYMENT_RAILS);
      if (rail !== undefined) destinationOut.paymentRail = rail;
    }
    if (destinationType === 'UMA_ADDRESS') {
      destinationOut.umaAddress = destination.string('umaAddress', { required: true, max: 200, pattern: UMA_ADDRESS, patternText: 'an UMA address like $name@domain.com' });
      const currencyCode = destination.enum('currency', CURRENCY_CODES);
      if (currencyCode !== undefined) destinationOut.currency = currencyCode;
    }
  }
  const lockedCurrencySide = f.enum('lockedCurrencySide', ['SENDING', 'RECEIVING'] as const, { required: true });
  const lockedCurrencyAmount = f.amount('lockedCurrencyAmount', { required: true });
  const immediatelyExecute = f.boolean('immediatelyExecute') ?? false;
  const scaFactor = f.enum('scaFactor', SCA_FACTORS);
  f.string('description', { max: 500 });
  f.string('remittanceInformation', { max: 80 });
  f.string('lookupId', { max: 200 });
  f.done();
  return {
    source: sourceOut,
    destination: destinationOut,
    lockedCurrencySide: lockedCurrencySide!,
    lockedCurrencyAmount: lockedCurrencyAmount!,
    immediatelyExecute,
    ...(scaFactor === undefined ? {} : { scaFactor }),
  };
}

/**
 * Creates a quote (spec: POST /quotes): resolves the accounts, prices it with the fee rules, sets
 * `expiresAt` by rail, adds what the source needs (a payloadToSign for an embedded wallet, payment
 * instructions for realtime funding, withheld behind SCA in SCA regions). Returns the HTTP status
 * to answer with: 202 while a realtime quote awaits SCA, 201 otherwise.
 */
export function createQuote(rt: Runtime, request: ParsedQuoteRequest, actor: Actor = {}): { status: 201 | 202; quote: QuoteRecord } {
  const now = rt.now();
  const { source, destination } = request;
  let sendingCurrency: string;
  let customerId: string | undefined;
  let sourceAccountId: string | undefined;
  let sourceIsWallet = false;
  if (source.sourceType === 'ACCOUNT') {
    const accountId = source.accountId as string;
    const account = rt.state.internalAccounts[accountId];
    if (!account) {
      if (rt.state.externalAccounts[accountId]) throw invalidInput([{ field: 'source.accountId', message: 'external accounts in the sandbox cannot be pulled from; fund an internal account instead' }]);
      // POST /quotes documents no 404: an unknown account is a field error.
      throw invalidInput([{ field: 'source.accountId', message: `no internal account ${accountId}` }]);
    }
    if (account.status !== 'ACTIVE') throw invalidInput([{ field: 'source.accountId', message: `the account is ${account.status}` }]);
    sendingCurrency = account.currency;
    sourceAccountId = account.id;
    sourceIsWallet = account.type === 'EMBEDDED_WALLET';
    customerId = account.customerId ?? (source.customerId as string | undefined);
  } else {
    sendingCurrency = source.currency as string;
    customerId = source.customerId as string | undefined;
  }
  if (customerId !== undefined && !rt.state.customers[customerId]) throw invalidInput([{ field: 'source.customerId', message: `no customer ${customerId}` }]);
  if (actor.agentId !== undefined) {
    if (customerId !== actor.customerId) throw forbidden("An agent can only move its own customer's money.");
    if (actor.allowedAccountIds && sourceAccountId && !actor.allowedAccountIds.includes(sourceAccountId)) throw forbidden("The agent's policy does not allow this source account.");
  }
  let receivingCurrency: string;
  let destinationKind: QuoteRecord['destinationKind'];
  let destinationAccountId: string | undefined;
  let paymentRail: string | null = null;
  if (destination.destinationType === 'ACCOUNT') {
    const id = destination.accountId as string;
    const internal = rt.state.internalAccounts[id];
    const external = rt.state.externalAccounts[id];
    if (!internal && !external) throw invalidInput([{ field: 'destination.accountId', message: `no account ${id}` }]);
    if (id === sourceAccountId) throw new ServiceError(400, 'SELF_PAYMENT', 'The source and destination are the same account.');
    destinationAccountId = internal?.id;
    destinationKind = internal ? 'INTERNAL' : 'EXTERNAL';
    receivingCurrency = (internal ?? external)!.currency;
    const rails = external?.rails ?? [];
    const requested = destination.paymentRail as string | undefined;
    if (requested !== undefined && !rails.includes(requested)) {
      throw invalidInput([{ field: 'destination.paymentRail', message: `the destination account supports ${rails.length ? rails.join(', ') : 'no selectable rail'}, not ${requested}` }]);
    }
    paymentRail = requested ?? rails[0] ?? null;
  } else {
    destinationKind = 'UMA';
    receivingCurrency = (destination.currency as string | undefined) ?? sendingCurrency;
    paymentRail = null;
  }
  if (request.immediatelyExecute && source.sourceType !== 'ACCOUNT') {
    throw invalidInput([{ field: 'immediatelyExecute', message: 'is allowed only when the source is an internal account' }]);
  }
  if (request.immediatelyExecute && sourceIsWallet) {
    throw invalidInput([{ field: 'immediatelyExecute', message: 'an EMBEDDED_WALLET source needs the wallet to sign its payloadToSign: create, then execute' }]);
  }
  const quoted = price({
    sending: sendingCurrency,
    receiving: receivingCurrency,
    lockedCurrencySide: request.lockedCurrencySide,
    lockedCurrencyAmount: request.lockedCurrencyAmount,
    externalPayout: destinationKind !== 'INTERNAL',
    platformFeeRate: rt.state.platform.platformFeeRate,
  });
  if (!quoted) throw new ServiceError(400, 'AMOUNT_OUT_OF_RANGE', 'The amount is too small to cover the fees, or too large to convert.', { details: { errors: [{ field: 'lockedCurrencyAmount', message: 'leaves nothing to receive after fees' }] } });
  const realtime = source.sourceType === 'REALTIME_FUNDING';
  const lifetime = rt.state.scenarios.quoteExpiresInSeconds !== null ? rt.state.scenarios.quoteExpiresInSeconds * 1000 : quoteLifetimeMs(paymentRail, destinationKind, realtime);
  const quote: QuoteRecord = {
    id: rt.id('Quote'),
    status: 'PENDING',
    createdAt: now,
    expiresAt: now + lifetime,
    source,
    destination,
    sendingCurrency,
    receivingCurrency,
    ...quoted,
    rateDetails: { ...quoted.rateDetails },
    transactionId: rt.id('Transaction'),
    destinationKind,
    paymentRail,
    railSelectionMode: destination.paymentRail === undefined ? 'AUTO' : 'MANUAL',
    ...(customerId === undefined ? {} : { customerId }),
    ...(sourceAccountId === undefined ? {} : { sourceAccountId }),
    ...(destinationAccountId === undefined ? {} : { destinationAccountId }),
    ...(actor.agentId === undefined ? {} : { agentId: actor.agentId }),
  };
  if (sourceIsWallet) {
    // The wallet signs a digest of exactly what it agrees to: amounts, currencies, destination, expiry.
    const digest = bytesToHex(sha256(new TextEncoder().encode(canonicalJson({ quoteId: quote.id, source, destination, totalSendingAmount: quote.totalSendingAmount, totalReceivingAmount: quote.totalReceivingAmount, sendingCurrency, receivingCurrency, expiresAt: quote.expiresAt }))));
    quote.payloadToSign = activityPayload(rt, 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', { encoding: 'PAYLOAD_ENCODING_HEXADECIMAL', hashFunction: 'HASH_FUNCTION_NO_OP', payload: digest, signWith: sourceAccountId });
    quote.paymentInstructions = [{ accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign: quote.payloadToSign } }];
  }
  if (realtime) {
    const reference = rt.code(10);
    const network = source.cryptoNetwork as string | undefined;
    const info = fundingInfo(sendingCurrency, reference);
    if (network && network !== 'SOLANA' && info.accountType === 'SOLANA_WALLET') {
      info.accountType = `${network}_WALLET`;
      info.address = `0xsandbox${reference.toLowerCase()}`;
    }
    quote.paymentInstructions = [{ accountOrWalletInfo: info, instructionsNotes: `Include the reference ${reference} with the payment.`, isPlatformAccount: customerId === undefined }];
  }
  rt.state.quotes[quote.id] = quote;
  const customer = customerId === undefined ? undefined : rt.state.customers[customerId];
  if (realtime && customer && needsSca(customer)) {
    // Realtime funding in an SCA region: the challenge comes at creation and the instructions wait for it (spec: Quote states).
    startSca(rt, quote, customer, 'FUNDING', request.scaFactor ?? 'SMS_OTP');
    return { status: 202, quote };
  }
  if (request.immediatelyExecute) executeQuote(rt, quote, { immediate: true, ...(request.scaFactor ? { scaFactor: request.scaFactor } : {}) });
  return { status: 201, quote };
}

/**
 * Executes a quote (spec: POST /quotes/{quoteId}/execute): 409 while it awaits authorization or once
 * executed, QUOTE_EXPIRED after its window, QUOTE_RATE_UNAVAILABLE by scenario; in an SCA region it
 * stops at PENDING_AUTHORIZATION, elsewhere the debit happens now.
 */
export function executeQuote(rt: Runtime, quote: QuoteRecord, options: { immediate?: boolean; scaFactor?: ScaFactor } = {}): QuoteRecord {
  refreshQuote(rt, quote);
  if (quote.status === 'PENDING_AUTHORIZATION') throw conflict('This quote is waiting for SCA authorization; authorize it instead of executing again.');
  if (quote.status === 'EXPIRED') throw conflict('The quote expired before it was executed; nothing was exchanged. Create a new quote.', 'QUOTE_EXPIRED');
  if (quote.status !== 'PENDING' || quote.executedAt !== undefined) throw conflict(`This quote was already executed (status ${quote.status}).`);
  if (quote.source.sourceType === 'REALTIME_FUNDING') {
    throw invalidInput([{ field: 'quoteId', message: 'a REALTIME_FUNDING quote executes when its payment arrives (POST /sandbox/send in the sandbox)' }]);
  }
  if (rt.state.scenarios.rateUnavailable) {
    // One refusal, like wrongOtp: the fresh quote the client then asks for can go through.
    rt.state.scenarios.rateUnavailable = false;
    quote.status = 'FAILED';
    quote.failureReason = 'QUOTE_RATE_UNAVAILABLE';
    throw conflict('The quoted rate is no longer available; nothing was exchanged. Create a new quote.', 'QUOTE_RATE_UNAVAILABLE');
  }
  const account = rt.state.internalAccounts[quote.sourceAccountId!]!;
  if (account.balance < quote.totalSendingAmount) {
    throw new ServiceError(400, 'INSUFFICIENT_FUNDS', `The source account holds ${account.balance} and the quote needs ${quote.totalSendingAmount}.`, {
      details: { available: account.balance, required: quote.totalSendingAmount },
    });
  }
  const customer = quote.customerId === undefined ? undefined : rt.state.customers[quote.customerId];
  if (customer && needsSca(customer)) {
    const factor = options.scaFactor ?? 'SMS_OTP';
    if (factor === 'PASSKEY' && !factorsOf(rt, customer.id).passkey) throw invalidInput([{ field: 'scaFactor', message: 'the customer has no passkey enrolled' }]);
    startSca(rt, quote, customer, 'EXECUTE', factor === 'TOTP' ? 'SMS_OTP' : factor);
    return quote;
  }
  release(rt, quote, options.immediate ? { immediate: true } : {});
  return quote;
}

/** An EMBEDDED_WALLET source must carry a stamp over the quote's payloadToSign by a live session of that wallet (no Request-Id). */
export async function checkQuoteStamp(rt: Runtime, quote: QuoteRecord, headers: Headers): Promise<void> {
  if (quote.payloadToSign === undefined) return;
  const header = headers.get(SIGNATURE_HEADER);
  if (header === null) throw unauthorized('Executing a quote from an embedded wallet needs the Service-Wallet-Signature header over its payloadToSign.', 'WALLET_SIGNATURE_MISSING');
  await checkStamp(rt, quote.payloadToSign, header, activeSessionKeys(rt, quote.sourceAccountId!));
}

/** After the last SCA round: release the transfer, or show the funding instructions. */
export function afterAuthorized(rt: Runtime, quote: QuoteRecord): void {
  if (quote.sca?.stage === 'FUNDING') {
    quote.status = 'PENDING';
    return;
  }
  try {
    release(rt, quote);
  } catch (error) {
    quote.status = 'FAILED';
    quote.failureReason = 'QUOTE_EXECUTION_FAILED';
    throw error;
  }
}

/** A payment arriving for a realtime quote (spec: Quote states, "service receives payment carrying the correct reference"). */
export function receiveRealtimePayment(rt: Runtime, quote: QuoteRecord, currencyCode: string, amount: number | undefined) {
  refreshQuote(rt, quote);
  if (quote.source.sourceType !== 'REALTIME_FUNDING') throw invalidInput([{ field: 'quoteId', message: 'only a REALTIME_FUNDING quote takes a payment' }]);
  if (quote.status === 'PENDING_AUTHORIZATION') throw invalidInput([{ field: 'quoteId', message: 'the quote awaits SCA authorization; its payment instructions are withheld' }]);
  // POST /sandbox/send documents no 409: a quote that cannot take a payment is a field error.
  if (quote.status === 'EXPIRED') throw invalidInput([{ field: 'quoteId', message: 'the quote expired before it was paid; create a new quote' }]);
  if (quote.status !== 'PENDING') throw invalidInput([{ field: 'quoteId', message: `this quote was already paid (status ${quote.status})` }]);
  if (currencyCode !== quote.sendingCurrency) throw invalidInput([{ field: 'currencyCode', message: `expected ${quote.sendingCurrency}, the quote's sending currency` }]);
  if (amount !== undefined && amount !== quote.totalSendingAmount) {
    throw invalidInput([{ field: 'currencyAmount', message: `expected ${quote.totalSendingAmount}, the quote's totalSendingAmount` }]);
  }
  return release(rt, quote);
}

