export { externalAccountRoutes } from './routes.js';
export { deleteExternalAccount, listExternalAccounts } from './service.js';
export { externalAccountView } from './views.js';
export { createExternalAccount, type ExternalAccountRequest } from './create.js';
export { fingerprintOf, walletAddressProblem } from './identifiers.js';
export { registerOwnershipJobs } from './ownership.js';
export { isTrustedBeneficiary } from './trust.js';
export { externalAccounts, externalAccountsTable, isWallet, mustExternalAccount, type ExternalAccountRecord, type ExternalAccountStatus } from './repo.js';
