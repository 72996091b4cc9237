import type { Area } from '../../platform/area.js';
import { internalAccountRoutes } from './routes.js';
import { internalAccountsTable } from './repo.js';
import { lendWallets, registerBalanceWebhooks } from './events.js';

export { fundingInfo } from './funding.js';
export { internalAccountView } from './views.js';
export {
  INTERNAL_ACCOUNT_TYPES,
  internalAccounts,
  internalAccountsTable,
  mustInternalAccount,
  mustWallet,
  openInternalAccount,
  type InternalAccountRecord,
  type InternalAccountType,
} from './repo.js';
export { setInternalAccountStatus } from './events.js';

/** The internal-accounts area as the sandbox serves it (`areas.ts`). */
export const internalAccountsArea: Area = {
  name: 'internal-accounts',
  routes: (k) => internalAccountRoutes(k),
  tables: [internalAccountsTable],
  hooks: (k) => lendWallets(k),
  // After the seed: the starting balances are not news to the platform.
  observers: (k) => registerBalanceWebhooks(k),
};
