import type { Kernel } from './kernel/kernel.js';
import { audit } from './modules/sandbox/index.js';
import { StoreError } from './store/driver.js';
import { idStep } from './kernel/ids.js';
import { lastSequencedId, requiredCheck, type TableSpec } from './store/table.js';
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

/**
 * The id counter must be ahead of every id handed out: each seeded id carries the step that made it,
 * so the highest step of each table's ids (one index seek) must not pass the counter. Random ids, and
 * those of a state from before ids carried their step, can never be made again, so they need no check.
 */
function counterBehind(k: Kernel): string[] {
  const problems: string[] = [];
  for (const spec of SCHEMA.tables) {
    const last = lastSequencedId(k.store, spec.name);
    const step = last === undefined ? undefined : idStep(last.uuid);
    if (step !== undefined && step > k.ids.counter) problems.push(`the id counter (${k.ids.counter}) is behind the data: ${last!.id} in ${spec.name} was handed out at step ${step}, and would be handed out again`);
  }
  return problems;
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
