import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { currencyEntry, isCurrency } from '../../platform/currencies.js';
import { ServiceError, invalidInput, notFound } from '../../platform/errors.js';
import { customers } from '../customers/index.js';
import { UMA_VASPS, umaParts } from './directory.js';

/** Who an UMA address reaches: a receiver at another VASP, or one of the platform's own customers. */
export interface UmaReceiver {
  address: string;
  currencies: string[];
  requiredPayerData: Schema<'CustomerInfoFieldName'>[];
  /** Set when the address is one of the platform's own customers. */
  customerId?: string;
}

/**
 * Resolves an UMA address the way the service's lookup does: a malformed address is 400
 * INVALID_UMA_ADDRESS, a well-formed one nobody answers to is 404 UMA_NOT_FOUND (reference OpenAPI:
 * Error404), and the sandbox's misbehaving VASPs answer 412 or 424 (reference OpenAPI: lookupUma).
 */
export function resolveUma(k: Kernel, address: string): UmaReceiver {
  const parts = umaParts(address);
  if (!parts || address.length > 200) throw new ServiceError(400, 'INVALID_UMA_ADDRESS', `${JSON.stringify(address)} is not an UMA address like $name@domain.com.`);
  if (parts.domain === k.platform.umaDomain) {
    const customer = customers(k).first({ umaAddress: `$${parts.name}@${parts.domain}` }, { orderBy: 'umaAddress' });
    if (customer) return { address, currencies: customer.currencies.filter(isCurrency), requiredPayerData: [], customerId: customer.id };
  }
  const vasp = UMA_VASPS.find((candidate) => candidate.domain === parts.domain);
  if (vasp?.failure === 'UNSUPPORTED_VERSION') throw new ServiceError(412, 'UNSUPPORTED_UMA_VERSION', `${vasp.domain} supports no UMA version this service speaks.`);
  if (vasp?.failure === 'UNREACHABLE') throw new ServiceError(424, 'LNURLP_REQUEST_FAILED', `${vasp.domain} did not answer the lookup.`);
  if (!vasp?.receivers.includes(parts.name)) throw notFound('UMA address', address, 'UMA_NOT_FOUND');
  return { address, currencies: vasp.currencies.filter(isCurrency), requiredPayerData: vasp.requiredPayerData ?? [] };
}

/**
 * Resolves the UMA address a payment goes to (POST /quotes, POST /agents/me/quotes). Those operations
 * list no 404, so an address nobody answers to is their 400 INVALID_RECEIVER ("Receiver is invalid",
 * reference OpenAPI: Error400) naming the field; the lookup itself keeps its documented 404.
 */
export function resolveUmaPayee(k: Kernel, address: string, field = 'destination.umaAddress'): UmaReceiver {
  try {
    return resolveUma(k, address);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== 'UMA_NOT_FOUND') throw error;
    throw new ServiceError(400, 'INVALID_RECEIVER', `No receiver answers to ${address}.`, { details: { errors: [{ field, message: 'no receiver exists at this address: look it up first (GET /receiver/uma/{address})' }] } });
  }
}

/** The receiving currency of a payment to `receiver`: the one asked for, which it must accept, or its first. */
export function receivingCurrencyOf(receiver: UmaReceiver, requested: string | undefined, field = 'destination.currency'): string {
  if (requested === undefined) return receiver.currencies[0]!;
  if (!receiver.currencies.includes(requested)) throw invalidInput([{ field, message: `${receiver.address} receives ${receiver.currencies.join(', ')}, not ${requested}` }]);
  return requested;
}

/** The largest amount a receiver takes, in the currency's smallest unit: one million major units. */
export const receiverMaximum = (currencyCode: string): number => 1_000_000 * 10 ** currencyEntry(currencyCode).decimals;
