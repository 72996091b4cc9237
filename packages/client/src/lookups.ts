import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import type { ExternalAccountLookup, UmaLookup } from './types.js';
import { requireId, segment } from './validate.js';

const UMA_ADDRESS = /^\$[a-zA-Z0-9._+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * Looks an UMA address up before quoting it: the currencies it receives (with estimated rates and
 * limits) and a `lookupId` to pass to `createQuote`. An address nobody answers to is a 404
 * ServiceError `UMA_NOT_FOUND`: say so, quote nothing.
 *
 * @example const found = await client.lookups.lookupUma('$friend@uma.example.com', { customerId });
 */
export async function lookupUma(ctx: ClientContext, umaAddress: string, sender: { customerId: string }, options: { signal?: AbortSignal } = {}): Promise<UmaLookup> {
  if (typeof umaAddress !== 'string' || !UMA_ADDRESS.test(umaAddress) || umaAddress.length > 200) throw new ClientError('INVALID_ARGUMENT', `umaAddress: expected $name@domain.com, got ${JSON.stringify(umaAddress)}`);
  const { body } = await ctx.send<UmaLookup>({ method: 'GET', path: `/receiver/uma/${segment(umaAddress)}`, query: { customerId: requireId('sender.customerId', sender?.customerId) }, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/** Looks a payee up for payment: its currencies, rates and limits. @example await client.lookups.lookupPayee(payeeId, { customerId }); */
export async function lookupPayee(ctx: ClientContext, externalAccountId: string, sender: { customerId: string }, options: { signal?: AbortSignal } = {}): Promise<ExternalAccountLookup> {
  const path = `/receiver/external-account/${segment(requireId('externalAccountId', externalAccountId))}`;
  const { body } = await ctx.send<ExternalAccountLookup>({ method: 'GET', path, query: { customerId: requireId('sender.customerId', sender?.customerId) }, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/** What `client.lookups` offers. */
export const lookupCalls = { lookupUma, lookupPayee };
