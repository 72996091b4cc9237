import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { currency, isCurrency, midRate } from '../../platform/currencies.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { customers } from '../customers/index.js';
import { mustExternalAccount } from '../external-accounts/index.js';
import { receiverMaximum, resolveUma } from './resolve.js';

/** How long a lookup may be named by a quote (reference OpenAPI: QuoteRequest.lookupId). */
const LOOKUP_TTL_MS = 15 * 60_000;

/** A receiver lookup, kept for the quote that names it. */
export interface LookupRecord {
  id: string;
  /** The UMA address or the external account looked up. */
  target: string;
  currencies: string[];
  senderCustomerId?: string;
}

const lookups = (k: Kernel) => k.store.expiring<LookupRecord>('receiver-lookups');

/** The sender: a customer by id, or one of the platform's customers by UMA address; one of the two is required. */
function senderOf(k: Kernel, query: Record<string, string>): { customerId?: string; currency: string } {
  if (query.customerId === undefined && query.senderUmaAddress === undefined) throw invalidInput([{ field: 'customerId', message: 'customerId or senderUmaAddress is required: who sends' }]);
  const customer = query.customerId !== undefined ? customers(k).get(query.customerId) : customers(k).first({ umaAddress: query.senderUmaAddress }, { orderBy: 'umaAddress' });
  if (query.customerId !== undefined && !customer) throw notFound('Customer', query.customerId, 'USER_NOT_FOUND');
  return { ...(customer ? { customerId: customer.id } : {}), currency: customer?.currencies.find(isCurrency) ?? 'USD' };
}

function record(k: Kernel, target: string, currencies: string[], sender: { customerId?: string; currency: string }) {
  const lookup: LookupRecord = { id: k.id('Lookup'), target, currencies, ...(sender.customerId === undefined ? {} : { senderCustomerId: sender.customerId }) };
  lookups(k).set(lookup.id, lookup, k.now() + LOOKUP_TTL_MS);
  return {
    supportedCurrencies: currencies.map((code) => ({ currency: currency(code), estimatedExchangeRate: midRate(sender.currency, code), min: 1, max: receiverMaximum(code) })),
    lookupId: lookup.id,
  };
}

/** GET /receiver/uma/{receiverUmaAddress} (reference OpenAPI: lookupUma). */
export function lookupUma(k: Kernel, address: string, query: Record<string, string>): Schema<'ReceiverUmaLookupResponse'> {
  const sender = senderOf(k, query);
  const receiver = resolveUma(k, address);
  const answer = k.store.transaction(() => record(k, address, receiver.currencies, sender));
  const required = receiver.requiredPayerData.map((name) => ({ name, mandatory: true }));
  return { receiverUmaAddress: address, ...answer, ...(required.length ? { requiredPayerDataFields: required } : {}) };
}

/** GET /receiver/external-account/{accountId} (reference OpenAPI: lookupExternalAccount). */
export function lookupExternalAccount(k: Kernel, accountId: string, query: Record<string, string>): Schema<'ReceiverExternalAccountLookupResponse'> {
  const sender = senderOf(k, query);
  const account = mustExternalAccount(k, accountId);
  return { accountId: account.id, ...k.store.transaction(() => record(k, account.id, [account.currency], sender)) };
}

/**
 * The lookup a quote names: it must exist, unexpired, and be of the quote's receiver, in a currency
 * the lookup offered. The quote operations list no 404, so an unknown lookup is a 400 naming `lookupId`.
 */
export function checkLookup(k: Kernel, lookupId: string, target: string, receivingCurrency: string): void {
  const lookup = lookups(k).get(lookupId, k.now());
  if (!lookup) throw invalidInput([{ field: 'lookupId', message: `no lookup ${lookupId} (lookups expire): look the receiver up again` }]);
  if (lookup.target !== target) throw invalidInput([{ field: 'lookupId', message: `the lookup was of ${lookup.target}, not of this destination` }]);
  if (!lookup.currencies.includes(receivingCurrency)) throw invalidInput([{ field: 'lookupId', message: `the lookup offered ${lookup.currencies.join(', ')}, not ${receivingCurrency}` }]);
}
