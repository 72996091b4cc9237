import type { ExternalAccountRecord } from './repo.js';

/** An external account as the service shows it (reference OpenAPI: ExternalAccount). */
export function externalAccountView(a: ExternalAccountRecord): Record<string, unknown> {
  return {
    id: a.id,
    ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
    status: a.status,
    ...(a.platformAccountId === undefined ? {} : { platformAccountId: a.platformAccountId }),
    // Accounts from before ownershipType was kept were the customers' own.
    ownershipType: a.ownershipType ?? 'FIRST_PARTY',
    currency: a.currency,
    ...(a.defaultUmaDepositAccount === undefined ? {} : { defaultUmaDepositAccount: a.defaultUmaDepositAccount }),
    accountInfo: a.accountInfo,
  };
}
