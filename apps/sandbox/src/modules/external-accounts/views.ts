import type { Schema } from '@wallet-kit/contract';
import type { ExternalAccountRecord } from './repo.js';

/** An external account as the service shows it (reference OpenAPI: ExternalAccount). */
export function externalAccountView(a: ExternalAccountRecord): Schema<'ExternalAccount'> {
  return {
    id: a.id,
    ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
    status: a.status,
    ...(a.platformAccountId === undefined ? {} : { platformAccountId: a.platformAccountId }),
    // Accounts from before ownershipType was kept were the customers' own.
    ownershipType: a.ownershipType ?? 'FIRST_PARTY',
    currency: a.currency,
    ...(a.defaultUmaDepositAccount === undefined ? {} : { defaultUmaDepositAccount: a.defaultUmaDepositAccount }),
    // Kept as sent, which the contract's schema accepted on the way in (the seeded ones are written to it); the sandbox adds only paymentRails.
    accountInfo: a.accountInfo as Schema<'ExternalAccountInfoOneOf'>,
  };
}
