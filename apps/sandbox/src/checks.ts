import type { Kernel } from './kernel/kernel.js';
import { audit } from './modules/sandbox/index.js';
import { StoreError } from './store/driver.js';
import { requiredCheck, type TableSpec } from './store/table.js';
import { SCHEMA } from './schema.js';

/**
 * The schema as this sandbox made it: each table still holds its records to their required fields
 * (a CHECK constraint, so no record can lack one) and the journal is still append-only. A schema
 * changed by hand could let records in that the rest of the checks cannot vouch for.
 */
function schemaAltered(k: Kernel): string[] {
  const problems: string[] = [];
  const sqlOf = (type: string, name: string) => String(k.store.statement("SELECT sql FROM sqlite_master WHERE type = ? AND name = ?", { scans: true }).get([type, name])?.sql ?? '');
  for (const spec of SCHEMA.tables) {
    if (!sqlOf('table', spec.name).includes(requiredCheck(spec as TableSpec<unknown>))) problems.push(`the table ${spec.name} no longer checks its records' required fields (${spec.required.join(', ')})`);
  }
  for (const trigger of ['journal_append_only_update', 'journal_append_only_delete']) {
    if (sqlOf('trigger', trigger) === '') problems.push(`the journal is no longer append-only (trigger ${trigger} is gone)`);
  }
  return problems;
}

/** The id counter must be ahead of every id handed out: the next ids it would give must not exist yet. */
function counterBehind(k: Kernel): string[] {
  // Each table holds ids of one type (`Quote:<uuid>`...): look the candidates up by primary key.
  const typed = SCHEMA.tables.flatMap((spec) => {
    const first = k.store.statement(`SELECT id FROM "${spec.name}" ORDER BY rowid LIMIT 1`, { scans: true }).get();
    const type = first === undefined ? undefined : /^([A-Za-z]+):/.exec(String(first.id))?.[1];
    return type === undefined ? [] : [{ table: spec.name, type }];
  });
  for (let ahead = 1; ahead <= 64; ahead += 1) {
    for (const { table, type } of typed) {
      const id = k.ids.peekId(type, ahead);
      if (id === '') return [];
      if (k.store.statement(`SELECT 1 AS found FROM "${table}" WHERE id = ?`).get([id])) {
        return [`the id counter (${k.ids.counter}) is behind the data: ${id} in ${table} would be handed out again`];
      }
    }
  }
  return [];
}

/**
 * The checks a sandbox runs on a saved state before it answers anything: the platform record and
 * keys are there, the schema still enforces required fields and an append-only journal, the id
 * counter is ahead of the data, and the books balance. A failure stops the start with every problem named; nothing is repaired silently.
 */
export function checkState(k: Kernel): void {
  const problems: string[] = [];
  if (k.store.getMeta('platform') === undefined) problems.push('the platform record is missing');
  if (k.store.getMeta('keys') === undefined) problems.push('the enclave keys are missing');
  problems.push(...schemaAltered(k));
  // Every book against the sum of its journal entries too: a balance moved between two accounts by hand still sums
  // to zero per currency, and a journal edited with its guard dropped and put back keeps its triggers. Each side of
  // the journal is summed over its covering index, so this stays well inside the start's budget at 100,000 transactions.
  if (problems.length === 0) problems.push(...counterBehind(k), ...audit(k));
  if (problems.length > 0) {
    throw new StoreError('STORE_CHECK_FAILED', `${k.store.driver.location} fails its checks, and was left as it is:\n  ${problems.join('\n  ')}`);
  }
}
