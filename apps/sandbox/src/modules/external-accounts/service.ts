import type { Kernel } from '../../kernel/kernel.js';
import { conflict } from '../../platform/errors.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { createExternalAccount, type ExternalAccountRequest } from './create.js';
import { externalAccounts, mustExternalAccount, type ExternalAccountRecord } from './repo.js';
import { externalAccountView } from './views.js';

/** Whose external accounts a path names: a customer's payees or the platform's own. */
export type Owner = 'customer' | 'platform';

/** One page of a customer's (or every customer's) or the platform's external accounts; `customerId` forced for an agent. */
export function listExternalAccounts(k: Kernel, query: Record<string, string>, owner: Owner, customerId?: string): ReturnType<typeof listPage> {
  const errors = [] as { field: string; message: string }[];
  const limit = pageLimit(query.limit, errors);
  failOn(errors);
  const who = owner === 'platform' ? null : (customerId ?? query.customerId ?? { ne: null });
  return listPage(() => externalAccounts(k).page({ customerId: who, currency: query.currency }, { orderBy: 'createdAt', direction: 'asc', limit, cursor: query.cursor }), externalAccountView);
}

/** Adds an external account; the platform's own accounts belong to no customer, whatever the body says. */
export function addExternalAccount(k: Kernel, owner: Owner, request: ExternalAccountRequest): ExternalAccountRecord {
  const { customerId, ...forPlatform } = request;
  return createExternalAccount(k, owner === 'platform' || customerId === undefined ? forPlatform : request);
}

/** Deletes an account; a trusted beneficiary must be untrusted first (reference OpenAPI: 409 BENEFICIARY_TRUSTED). */
export function deleteExternalAccount(k: Kernel, id: string, owner: Owner | 'any', customerId?: string): void {
  k.store.transaction(() => {
    const account = mustExternalAccount(k, id, owner, customerId);
    if (account.trusted) throw conflict('This external account is a trusted beneficiary; untrust it first, then delete it.', 'BENEFICIARY_TRUSTED');
    externalAccounts(k).delete(account.id);
  });
}
