import { JOBS_DDL } from './kernel/jobs.js';
import { webhooksTable } from './kernel/webhooks.js';
import { LEDGER_DDL } from './ledger/ledger.js';
import { AREAS } from './areas.js';
import type { SchemaSpec, Store } from './store/store.js';
import type { TableSpec } from './store/table.js';

/** Each version's data migrations, from every area that has one for it, in the order of the areas. */
function migrationsOf(byArea: readonly Readonly<Record<number, (store: Store) => void>>[]): Record<number, (store: Store) => void> {
  const steps = new Map<number, ((store: Store) => void)[]>();
  for (const migrations of byArea) for (const [version, run] of Object.entries(migrations)) steps.set(Number(version), [...(steps.get(Number(version)) ?? []), run]);
  return Object.fromEntries([...steps].map(([version, runs]) => [version, (store: Store) => runs.forEach((run) => run(store))]));
}

/**
 * The sandbox's one SQL schema, the same in Node (libsql) and in a browser (sql.js): every area's
 * tables (`areas.ts`), the ledger's journal and books, the jobs, the expiring maps. Bump `version`
 * when a table, field or index changes; when old rows need one, add a data migration under the new
 * number to the area's registration (`migrations`).
 */
export const SCHEMA: SchemaSpec = {
  // 2: the card tables (created on an older database; its rows need no change).
  // 3: customers' region, type, deletion and updatedAt, and credentials' nickname, as fields with their indexes;
  //    the onboarding and identity tables. Older customer rows need no change: a record without `verification`
  //    is an onboarded customer (modules/customers/onboarding.ts).
  // 4: external accounts' fingerprint (a second copy refused with 409), filled in for older rows (external-accounts).
  // 5: the journal's indexes by book (the start checks every book against its journal entries) and each table's
  //    index of its seeded ids by the counter step that made them (the start checks the counter against it); no
  //    data changes: ids made before carry no step, and can never be made again.
  // 6: external accounts' fingerprints by each account type's identifying fields, made again for older rows
  //    (external-accounts); no table changes.
  version: 6,
  // Versions 1 and 2 lived on main for a few commits, before any release; no real file of them is kept to test with.
  oldest: 3,
  // The kernel's outbox, then every area's tables (`areas.ts`).
  tables: [webhooksTable, ...AREAS.flatMap((area) => area.tables ?? [])] as unknown as TableSpec<never>[],
  extra: [...LEDGER_DDL, ...JOBS_DDL],
  migrations: migrationsOf(AREAS.map((area) => area.migrations ?? {})),
};
