import { JOBS_DDL } from './kernel/jobs.js';
import { webhooksTable } from './kernel/webhooks.js';
import { LEDGER_DDL } from './ledger/ledger.js';
import { agentActionsTable, agentTokensTable, agentsTable, deviceCodesTable } from './modules/agents/index.js';
import { apiTokensTable } from './modules/api-tokens/index.js';
import { beneficialOwnersTable } from './modules/beneficial-owners/index.js';
import { cardBindingsTable, cardRevealsTable, cardSecretsTable, cardTransactionsTable, cardsTable } from './modules/cards/index.js';
import { customersTable, importJobsTable } from './modules/customers/index.js';
import { documentFilesTable, documentsTable } from './modules/documents/index.js';
import { externalAccountsTable, fingerprintOf } from './modules/external-accounts/index.js';
import { internalAccountsTable } from './modules/internal-accounts/index.js';
import { invitationsTable } from './modules/invitations/index.js';
import { quotesTable } from './modules/quotes/index.js';
import { scaFactorsTable, scaResetsTable } from './modules/sca/index.js';
import { operationsTable, providerAccountsTable, stablecoinsTable } from './modules/stablecoins/index.js';
import { transactionsTable } from './modules/transactions/index.js';
import { verificationsTable } from './modules/verifications/index.js';
import { credentialsTable, delegatedKeysTable, sessionsTable } from './modules/wallet-auth/index.js';
import type { SchemaSpec } from './store/store.js';
import type { TableSpec } from './store/table.js';

/**
 * The sandbox's one SQL schema, the same in Node (libsql) and in a browser (sql.js): every area's
 * tables, the ledger's journal and books, the jobs, the expiring maps. Bump `version` when a table,
 * field or index changes; add a data migration under the new number when old rows need one.
 */
export const SCHEMA: SchemaSpec = {
  // 2: the card tables (created on an older database; its rows need no change).
  // 3: customers' region, type, deletion and updatedAt, and credentials' nickname, as fields with their indexes;
  //    the onboarding and identity tables. Older customer rows need no change: a record without `verification`
  //    is an onboarded customer (modules/customers/onboarding.ts).
  // 4: external accounts' fingerprint (a second copy refused with 409), filled in for older rows.
  // 5: the journal's indexes by book (the start checks every book against its journal entries) and each table's
  //    index of its seeded ids by the counter step that made them (the start checks the counter against it); no
  //    data changes: ids made before carry no step, and can never be made again.
  version: 5,
  // Versions 1 and 2 lived on main for a few commits, before any release; no real file of them is kept to test with.
  oldest: 3,
  tables: [
    customersTable,
    importJobsTable,
    internalAccountsTable,
    externalAccountsTable,
    credentialsTable,
    sessionsTable,
    quotesTable,
    transactionsTable,
    scaFactorsTable,
    scaResetsTable,
    agentsTable,
    agentActionsTable,
    deviceCodesTable,
    agentTokensTable,
    invitationsTable,
    providerAccountsTable,
    stablecoinsTable,
    operationsTable,
    webhooksTable,
    cardsTable,
    cardBindingsTable,
    cardSecretsTable,
    cardRevealsTable,
    cardTransactionsTable,
    // Onboarding and identity (issue 13).
    beneficialOwnersTable,
    documentsTable,
    documentFilesTable,
    verificationsTable,
    apiTokensTable,
    delegatedKeysTable,
  ] as unknown as TableSpec<never>[],
  extra: [...LEDGER_DDL, ...JOBS_DDL],
  migrations: {
    4: (store) => {
      const accounts = store.table(externalAccountsTable);
      for (const account of accounts.find({}, { orderBy: 'createdAt' })) {
        if (account.fingerprint === undefined) accounts.update({ ...account, fingerprint: fingerprintOf(account.accountInfo) });
      }
    },
  },
};
