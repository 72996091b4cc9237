import type { ExternalAccountRecord } from './repo.js';

/** An external account as the service shows it (reference OpenAPI: ExternalAccount). */
export function externalAccountView(a: ExternalAccountRecord): Record<string, unknown> {
  return {
    id: a.id,
    ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
    status: a.status,
    currency: a.currency,
    ownershipType: 'FIRST_PARTY',
    accountInfo: a.accountInfo,
  };
}
