import type { ClientContext } from './context.js';
import { allPages, checkLimit, pagesOf } from './pages.js';
import type { ExternalAccount, ExternalAccountQuery, InternalAccount, InternalAccountQuery } from './types.js';
import { requireId } from './validate.js';

/**
 * The customer's internal accounts (its embedded wallet among them), every page.
 *
 * @example const [wallet] = await client.accounts.listInternalAccounts({ customerId, type: 'EMBEDDED_WALLET' });
 */
export async function listInternalAccounts(ctx: ClientContext, query: InternalAccountQuery, options: { signal?: AbortSignal } = {}): Promise<InternalAccount[]> {
  requireId('query.customerId', query?.customerId);
  checkLimit('query.limit', query.limit);
  return allPages(pagesOf<InternalAccount>(ctx, '/customers/internal-accounts', { ...query }, options.signal));
}

/**
 * The customer's external accounts (bank accounts and wallets to pay), every page.
 *
 * @example const payees = await client.accounts.listExternalAccounts({ customerId, currency: 'EUR' });
 */
export async function listExternalAccounts(ctx: ClientContext, query: ExternalAccountQuery, options: { signal?: AbortSignal } = {}): Promise<ExternalAccount[]> {
  requireId('query.customerId', query?.customerId);
  checkLimit('query.limit', query.limit);
  return allPages(pagesOf<ExternalAccount>(ctx, '/customers/external-accounts', { ...query }, options.signal));
}

/** What `client.accounts` offers. */
export const accountCalls = { listInternalAccounts, listExternalAccounts };
