import type { Schema } from '@wallet-kit/contract';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { INSTANT_RAILS, currencyEntry, midRate } from '../../platform/currencies.js';
import { ServiceError, forbidden, invalidInput } from '../../platform/errors.js';
import { canonicalJson } from '../../platform/json.js';
import { activityPayload } from '../../platform/signed.js';
import { MAX_AMOUNT } from '../../platform/validate.js';
import { platformFeesFor } from '../config/index.js';
import { assertReadyToTransact, customers, needsSca } from '../customers/index.js';
import { externalAccounts, ownerProblem } from '../external-accounts/index.js';
import { fundingInfo, internalAccounts } from '../internal-accounts/index.js';
import { checkLookup, receivingCurrencyOf, resolveUmaPayee } from '../receivers/index.js';
import { startSca } from '../sca/index.js';
import { executeInTransaction } from './execute.js';
import { price } from './pricing.js';
import { quotes, type QuoteRecord } from './repo.js';
import { roundsFor } from './rounds.js';
import type { ParsedQuoteRequest } from './request.js';

/** Who is asking: the platform itself, or an agent bound to one customer (spec: Agent Operations). */
export interface Actor {
  agentId?: string;
  customerId?: string;
  allowedAccountIds?: string[] | null;
}

/** Quote lifetime by rail (spec: Limits): instant rails 2 minutes, book transfers 5, batch rails 10, wires 15. */
export function quoteLifetimeMs(rail: string | null, destinationKind: QuoteRecord['destinationKind'], realtime: boolean): number {
  if (realtime || destinationKind === 'INTERNAL') return 5 * 60_000;
  if (rail === null || INSTANT_RAILS.includes(rail)) return 2 * 60_000;
  if (rail === 'WIRE' || rail === 'SWIFT') return 15 * 60_000;
  return 10 * 60_000;
}

interface Resolved {
  sendingCurrency: string;
  customerId?: string;
  sourceAccountId?: string;
  sourceIsWallet: boolean;
}

function resolveSource(k: Kernel, source: Record<string, unknown>, actor: Actor): Resolved {
  let resolved: Resolved;
  // The customer whose readiness is checked already: the account's owner, checked before the account's own status.
  let ready: string | undefined;
  if (source.sourceType === 'ACCOUNT') {
    const accountId = source.accountId as string;
    const account = internalAccounts(k).get(accountId);
    if (!account) {
      if (externalAccounts(k).has(accountId)) throw invalidInput([{ field: 'source.accountId', message: 'external accounts in the sandbox cannot be pulled from; fund an internal account instead' }]);
      // POST /quotes documents no 404: an unknown account is a field error.
      throw invalidInput([{ field: 'source.accountId', message: `no internal account ${accountId}` }]);
    }
    // A customer still onboarding hears why (403) rather than that their accounts are PENDING.
    assertReadyToTransact(k, account.customerId);
    ready = account.customerId;
    if (account.status !== 'ACTIVE') throw invalidInput([{ field: 'source.accountId', message: `the account is ${account.status}` }]);
    const customerId = account.customerId ?? (source.customerId as string | undefined);
    resolved = { sendingCurrency: account.currency, sourceAccountId: account.id, sourceIsWallet: account.type === 'EMBEDDED_WALLET', ...(customerId === undefined ? {} : { customerId }) };
  } else {
    resolved = { sendingCurrency: source.currency as string, sourceIsWallet: false, ...(source.customerId === undefined ? {} : { customerId: source.customerId as string }) };
  }
  if (resolved.customerId !== undefined && !customers(k).has(resolved.customerId)) throw invalidInput([{ field: 'source.customerId', message: `no customer ${resolved.customerId}` }]);
  if (resolved.customerId !== ready) assertReadyToTransact(k, resolved.customerId);
  if (actor.agentId !== undefined) {
    if (resolved.customerId !== actor.customerId) throw forbidden("An agent can only move its own customer's money.");
    if (actor.allowedAccountIds && resolved.sourceAccountId && !actor.allowedAccountIds.includes(resolved.sourceAccountId)) throw forbidden("The agent's policy does not allow this source account.");
  }
  return resolved;
}

/** Where an UMA address leads: resolved by lookup, so an address nobody answers to is refused before any quote. */
function resolveUmaDestination(k: Kernel, destination: Record<string, unknown>, sendingCurrency: string, lookupId: string | undefined) {
  const receiver = resolveUmaPayee(k, destination.umaAddress as string);
  const requested = destination.currency as string | undefined;
  const receivingCurrency = receivingCurrencyOf(receiver, requested ?? (receiver.currencies.includes(sendingCurrency) ? sendingCurrency : undefined));
  if (lookupId !== undefined) checkLookup(k, lookupId, receiver.address, receivingCurrency);
  return { receivingCurrency, destinationKind: 'UMA' as const, paymentRail: null };
}

function resolveDestination(k: Kernel, destination: Record<string, unknown>, source: Resolved, lookupId?: string) {
  const { sendingCurrency, sourceAccountId } = source;
  if (destination.destinationType !== 'ACCOUNT') return resolveUmaDestination(k, destination, sendingCurrency, lookupId);
  const id = destination.accountId as string;
  const internal = internalAccounts(k).get(id);
  const external = internal ? undefined : externalAccounts(k).get(id);
  if (!internal && !external) throw invalidInput([{ field: 'destination.accountId', message: `no account ${id}` }]);
  const owner = external && ownerProblem(external, source.customerId, 'destination.accountId');
  if (owner) throw invalidInput([owner]);
  if (id === sourceAccountId) throw new ServiceError(400, 'SELF_PAYMENT', 'The source and destination are the same account.');
  if (internal && internal.status !== 'ACTIVE') throw invalidInput([{ field: 'destination.accountId', message: `the account is ${internal.status} and cannot receive payments` }]);
  if (external && !PAYABLE.includes(external.status)) throw invalidInput([{ field: 'destination.accountId', message: `the external account is ${external.status}` }]);
  if (lookupId !== undefined) checkLookup(k, lookupId, id, (internal ?? external)!.currency);
  const rails = external?.rails ?? [];
  const requested = destination.paymentRail as Schema<'PaymentRail'> | undefined;
  if (requested !== undefined && !rails.includes(requested)) {
    throw invalidInput([{ field: 'destination.paymentRail', message: `the destination account supports ${rails.length ? rails.join(', ') : 'no selectable rail'}, not ${requested}` }]);
  }
  return {
    receivingCurrency: (internal ?? external)!.currency,
    destinationKind: internal ? ('INTERNAL' as const) : ('EXTERNAL' as const),
    paymentRail: requested ?? rails[0] ?? null,
    ...(internal ? { destinationAccountId: internal.id } : {}),
    ...(external && external.status !== 'ACTIVE' ? { unverifiedWallet: true } : {}),
  };
}

/** External account statuses a payout may go to; an unverified wallet only below the Travel Rule threshold. */
const PAYABLE: readonly string[] = ['ACTIVE', 'PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED'];
/** The EU Travel Rule threshold for transfers to self-custody wallets whose ownership is not verified: 1,000 EUR. */
const TRAVEL_RULE_EUR = 1_000;

function checkTravelRule(receivingCurrency: string, amount: number): void {
  const eur = (amount / 10 ** currencyEntry(receivingCurrency).decimals) * midRate('EUR', receivingCurrency);
  if (eur >= TRAVEL_RULE_EUR) {
    throw new ServiceError(400, 'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED', `Transfers of ${TRAVEL_RULE_EUR} EUR or more to this wallet need its ownership verified first.`, { details: { errors: [{ field: 'destination.accountId', message: 'verify the wallet\'s ownership (POST .../challenge, then .../verify), or send less' }] } });
  }
}

/** What the source needs: a payloadToSign for an embedded wallet, payment instructions for realtime funding. */
function addInstructions(k: Kernel, quote: QuoteRecord, resolved: Resolved): void {
  if (resolved.sourceIsWallet) {
    // The wallet signs a digest of exactly what it agrees to: amounts, currencies, destination, expiry.
    const agreed = { quoteId: quote.id, source: quote.source, destination: quote.destination, totalSendingAmount: quote.totalSendingAmount, totalReceivingAmount: quote.totalReceivingAmount, sendingCurrency: quote.sendingCurrency, receivingCurrency: quote.receivingCurrency, expiresAt: quote.expiresAt };
    const digest = bytesToHex(sha256(new TextEncoder().encode(canonicalJson(agreed))));
    quote.payloadToSign = activityPayload(k, 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', { encoding: 'PAYLOAD_ENCODING_HEXADECIMAL', hashFunction: 'HASH_FUNCTION_NO_OP', payload: digest, signWith: resolved.sourceAccountId });
    quote.paymentInstructions = [{ accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign: quote.payloadToSign } }];
  }
  if (quote.source.sourceType === 'REALTIME_FUNDING') {
    const reference = k.code(10);
    const network = quote.source.cryptoNetwork as string | undefined;
    const info = fundingInfo(quote.sendingCurrency, reference);
    if (network && network !== 'SOLANA' && info.accountType === 'SOLANA_WALLET') {
      info.accountType = `${network}_WALLET`;
      info.address = `0xsandbox${reference.toLowerCase()}`;
    }
    quote.paymentInstructions = [{ accountOrWalletInfo: info, instructionsNotes: `Include the reference ${reference} with the payment.`, isPlatformAccount: resolved.customerId === undefined }];
  }
}

/**
 * Creates a quote (spec: POST /quotes), in one transaction: resolves the accounts, prices it with
 * the fee rules, sets `expiresAt` by rail, adds what the source needs (withheld behind SCA for
 * realtime funding in SCA regions). Returns the status to answer with: 202 while a realtime quote
 * awaits SCA, 201 otherwise. With `immediatelyExecute`, a refusal at execution is thrown once the
 * quote it failed is saved.
 */
export function createQuote(k: Kernel, request: ParsedQuoteRequest, actor: Actor = {}): { status: 201 | 202; quote: QuoteRecord } {
  const created = k.store.transaction(() => createInTransaction(k, request, actor));
  if (created.refused) throw created.refused;
  return created;
}

function createInTransaction(k: Kernel, request: ParsedQuoteRequest, actor: Actor): { status: 201 | 202; quote: QuoteRecord; refused?: ServiceError } {
  {
    const { source, destination } = request;
    const resolved = resolveSource(k, source, actor);
    const target = resolveDestination(k, destination, resolved, request.lookupId);
    const realtime = source.sourceType === 'REALTIME_FUNDING';
    if (request.immediatelyExecute && realtime) throw invalidInput([{ field: 'immediatelyExecute', message: 'is allowed only when the source is an internal account' }]);
    if (request.immediatelyExecute && resolved.sourceIsWallet) throw invalidInput([{ field: 'immediatelyExecute', message: 'an EMBEDDED_WALLET source needs the wallet to sign its payloadToSign: create, then execute' }]);
    // The platform's fee configs (PATCH /config feeConfigs) add to its own fee rate.
    const platformFees = platformFeesFor(k, resolved.sendingCurrency, target.receivingCurrency);
    const quoted = price({ sending: resolved.sendingCurrency, receiving: target.receivingCurrency, lockedCurrencySide: request.lockedCurrencySide, lockedCurrencyAmount: request.lockedCurrencyAmount, externalPayout: target.destinationKind !== 'INTERNAL', platformFeeRate: k.platform.platformFeeRate + platformFees.rate, platformFixedFee: platformFees.fixed });
    if (quoted === 'TOO_LARGE') throw invalidInput([{ field: 'lockedCurrencyAmount', message: `converts to more than ${MAX_AMOUNT}, the largest amount either side of a quote can carry` }]);
    if (quoted === 'TOO_SMALL') throw new ServiceError(400, 'AMOUNT_OUT_OF_RANGE', 'The amount is too small to cover the fees.', { details: { errors: [{ field: 'lockedCurrencyAmount', message: 'leaves nothing to receive after fees' }] } });
    if ('unverifiedWallet' in target) checkTravelRule(target.receivingCurrency, quoted.totalReceivingAmount);
    const expiresIn = k.scenarios.current.quoteExpiresInSeconds;
    const now = k.now();
    const quote: QuoteRecord = {
      id: k.id('Quote'),
      status: 'PENDING',
      createdAt: now,
      expiresAt: now + (expiresIn !== null ? expiresIn * 1000 : quoteLifetimeMs(target.paymentRail, target.destinationKind, realtime)),
      source,
      destination,
      sendingCurrency: resolved.sendingCurrency,
      receivingCurrency: target.receivingCurrency,
      ...quoted,
      rateDetails: { ...quoted.rateDetails },
      transactionId: k.id('Transaction'),
      destinationKind: target.destinationKind,
      paymentRail: target.paymentRail,
      railSelectionMode: destination.destinationType === 'ACCOUNT' && destination.paymentRail !== undefined ? 'MANUAL' : 'AUTO',
      ...(resolved.customerId === undefined ? {} : { customerId: resolved.customerId }),
      ...(resolved.sourceAccountId === undefined ? {} : { sourceAccountId: resolved.sourceAccountId }),
      ...('destinationAccountId' in target ? { destinationAccountId: target.destinationAccountId } : {}),
      ...(actor.agentId === undefined ? {} : { agentId: actor.agentId }),
    };
    addInstructions(k, quote, resolved);
    const customer = resolved.customerId === undefined ? undefined : customers(k).get(resolved.customerId);
    if (realtime && customer && needsSca(customer)) {
      // Realtime funding in an SCA region: the challenge comes at creation and the instructions wait for it (spec: Quote states).
      const awaiting = quotes(k).insert({ ...quote, status: 'PENDING_AUTHORIZATION', sca: startSca(k, customer.id, roundsFor(k, quote), 'FUNDING', request.scaFactor ?? 'SMS_OTP') });
      return { status: 202 as const, quote: awaiting };
    }
    quotes(k).insert(quote);
    if (!request.immediatelyExecute) return { status: 201 as const, quote };
    const refused = executeInTransaction(k, quote.id, { immediate: true, ...(request.scaFactor ? { scaFactor: request.scaFactor } : {}) });
    return { status: 201 as const, quote: quotes(k).get(quote.id)!, ...(refused ? { refused } : {}) };
  }
}
