export { internalAccountRoutes } from './routes.js';
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
export { lendWallets, registerBalanceWebhooks, setInternalAccountStatus } from './events.js';
