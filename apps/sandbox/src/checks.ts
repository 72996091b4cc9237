import type { Kernel } from './kernel/kernel.js';
import { audit } from './modules/sandbox/index.js';
import { StoreError } from './store/driver.js';
import { SCHEMA } from './schema.js';

/** Records missing a field their table requires (at most five named per table). */
function missingFields(k: Kernel): string[] {
  const problems: string[] = [];
  for (const spec of SCHEMA.tables) {
    const required = spec.required.filter((field) => field !== 'id');
    if (required.length === 0) continue;
    const test = required.map((field) => `json_type(doc, '$.${field}') IS NULL`).join(' OR ');
    const rows = k.store.statement(`SELECT id, ${required.map((field) => `json_type(doc, '$.${field}') IS NULL AS "${field}"`).join(', ')} FROM "${spec.name}" WHERE ${test} LIMIT 5`, { scans: true }).all();
    for (const row of rows) problems.push(`${spec.name} ${String(row.id)} lacks ${required.filter((field) => row[field] === 1).join(', ')}`);
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
 * keys are there, every record has its required fields, the id counter is ahead of the data, and the
 * books balance. A failure stops the start with every problem named; nothing is repaired silently.
 */
export function checkState(k: Kernel): void {
  const problems: string[] = [];
  if (k.store.getMeta('platform') === undefined) problems.push('the platform record is missing');
  if (k.store.getMeta('keys') === undefined) problems.push('the enclave keys are missing');
  problems.push(...missingFields(k));
  if (problems.length === 0) problems.push(...counterBehind(k), ...audit(k));
  if (problems.length > 0) {
    throw new StoreError('STORE_CHECK_FAILED', `${k.store.driver.location} fails its checks, and was left as it is:\n  ${problems.join('\n  ')}`);
  }
}
