import type { Area } from '../../platform/area.js';
import { externalAccountRoutes } from './routes.js';
import { externalAccountsTable } from './repo.js';
import { registerOwnershipJobs } from './ownership.js';
import { fingerprintOf } from './fingerprint.js';

export { deleteExternalAccount, listExternalAccounts } from './service.js';
export { externalAccountView } from './views.js';
export { createExternalAccount, type ExternalAccountRequest } from './create.js';
export { fingerprintOf } from './fingerprint.js';
export { walletAddressProblem } from './identifiers.js';
export { isTrustedBeneficiary } from './trust.js';
export { ownerProblem } from './owner.js';
export { externalAccounts, externalAccountsTable, isWallet, mustExternalAccount, type ExternalAccountRecord, type ExternalAccountStatus } from './repo.js';

/** The external-accounts area as the sandbox serves it (`areas.ts`). */
export const externalAccountsArea: Area = {
  name: 'external-accounts',
  routes: (k) => externalAccountRoutes(k),
  tables: [externalAccountsTable],
  migrations: {
    // 4: external accounts' fingerprint (a second copy refused with 409), filled in for older rows.
    4: (store) => {
      const accounts = store.table(externalAccountsTable);
      for (const account of accounts.find({}, { orderBy: 'createdAt' })) {
        if (account.fingerprint === undefined) accounts.update({ ...account, fingerprint: fingerprintOf(account.accountInfo) });
      }
    },
    // 6: fingerprints by each account type's identifying fields (an INR vpa, a mobile wallet's phone...), made again.
    6: (store) => {
      const accounts = store.table(externalAccountsTable);
      for (const account of accounts.find({}, { orderBy: 'createdAt' })) {
        const fingerprint = fingerprintOf(account.accountInfo);
        if (account.fingerprint !== fingerprint) accounts.update({ ...account, fingerprint });
      }
    },
  },
  jobs: (k) => registerOwnershipJobs(k),
};
