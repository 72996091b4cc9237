import { ServerError } from '../errors.js';
import { booleanOption } from '../options.js';
import { checkKey, checkTtl, checkValue, storeCall, type StateStore } from './state-store.js';

/** What the adapter needs of a PostgreSQL client: a `pg.Pool` or `pg.Client` has it as is. */
export interface PostgresQueries {
  /** Runs one parameterized statement, as `pg`'s `query` does. */
  query(
    text: string,
    values?: unknown[],
  ): Promise<{
    /** The rows it returned. */
    rows: Record<string, unknown>[];
  }>;
}

export interface PostgresStoreOptions {
  /** A `pg.Pool` (recommended: the handler's calls run concurrently) or anything with the same `query`. */
  client: PostgresQueries;
  /** The table, optionally schema-qualified; default `wallet_kit_state`. */
  table?: string;
  /** Create the table and its index on first use (default true); pass false where migrations own the schema (see `postgresSchema`). */
  createTable?: boolean;
}

const IDENTIFIER = /^(?:[a-z_][a-z0-9_]{0,62}\.)?[a-z_][a-z0-9_]{0,62}$/;
// Expired rows are unreadable at once; deleting them is housekeeping, done in bounded batches.
const SWEEP_EVERY_WRITES = 256;
const SWEEP_BATCH = 1000;

/**
 * The DDL of the store's table: one row per key, its value, and when it expires.
 * @example await pool.query(postgresSchema('wallet_kit_state')) // in a migration
 */
export function postgresSchema(table = 'wallet_kit_state'): string {
  const name = checkTable(table);
  const index = `${name.split('.').pop()!}_expires_at`;
  return `CREATE TABLE IF NOT EXISTS ${name} (key text PRIMARY KEY, value text NOT NULL, expires_at timestamptz NOT NULL);
CREATE INDEX IF NOT EXISTS ${index} ON ${name} (expires_at);`;
}

function checkTable(table: unknown): string {
  if (typeof table !== 'string' || !IDENTIFIER.test(table)) {
    throw new ServerError('INVALID_ARGUMENT', 'postgresStore: table must be a lowercase SQL identifier, optionally schema-qualified (wallet_kit_state, app.wallet_kit_state)');
  }
  return table;
}

/**
 * A `StateStore` on PostgreSQL, for several instances of the backend. Each operation is one
 * statement: `INSERT … ON CONFLICT` claims a key (of concurrent claims one inserts, the others find
 * its live row), `DELETE … RETURNING` takes one (one deleter gets the row). Expiry is the database's
 * clock (`now()`), so instances whose clocks drift still agree. This module imports no PostgreSQL
 * library: you pass your `pg.Pool` in.
 *
 * @example
 * import pg from 'pg';
 * import { postgresStore } from '@wallet-kit/server/postgres';
 * const store = postgresStore({ client: new pg.Pool({ connectionString: process.env.DATABASE_URL }) });
 */
export function postgresStore(options: PostgresStoreOptions): StateStore {
  if (typeof options?.client?.query !== 'function') {
    throw new ServerError('INVALID_ARGUMENT', 'postgresStore: expected { client } with a query(text, values) method (a pg.Pool)');
  }
  const { client } = options;
  const table = checkTable(options.table === undefined ? 'wallet_kit_state' : options.table);
  booleanOption('postgresStore: createTable', options.createTable);
  const expiry = `now() + $3::bigint * interval '1 millisecond'`;
  let ready: Promise<void> | undefined = options.createTable === false ? Promise.resolve() : undefined;
  let writes = 0;

  function prepare(): Promise<void> {
    // One implicit transaction (a multi-statement simple query) under a transaction-level advisory
    // lock: instances starting together create the table one after the other, the later ones as no-ops.
    ready ??= client.query(`SELECT pg_advisory_xact_lock(hashtext('wallet-kit:${table}'));\n${postgresSchema(table)}`).then(
      () => undefined,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    return ready;
  }

  async function query(operation: string, text: string, values: unknown[], write = false): Promise<Record<string, unknown>[]> {
    return storeCall('PostgreSQL', operation, async () => {
      await prepare();
      const { rows } = await client.query(text, values);
      if (write && ++writes % SWEEP_EVERY_WRITES === 0) {
        await client.query(`DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE expires_at <= now() LIMIT ${SWEEP_BATCH}))`);
      }
      return rows;
    });
  }

  return {
    async add(key, value, ttlMs) {
      const rows = await query(
        'add',
        `INSERT INTO ${table} AS s (key, value, expires_at) VALUES ($1, $2, ${expiry})
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at WHERE s.expires_at <= now()
         RETURNING 1 AS created`,
        [checkKey(key), checkValue(value), checkTtl(ttlMs)],
        true,
      );
      return rows.length === 1;
    },
    async get(key) {
      const rows = await query('get', `SELECT value FROM ${table} WHERE key = $1 AND expires_at > now()`, [checkKey(key)]);
      return rows[0] === undefined ? undefined : String(rows[0].value);
    },
    async set(key, value, ttlMs) {
      await query(
        'set',
        `INSERT INTO ${table} AS s (key, value, expires_at) VALUES ($1, $2, ${expiry})
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
        [checkKey(key), checkValue(value), checkTtl(ttlMs)],
        true,
      );
    },
    async take(key) {
      const rows = await query('take', `DELETE FROM ${table} WHERE key = $1 AND expires_at > now() RETURNING value`, [checkKey(key)]);
      return rows[0] === undefined ? undefined : String(rows[0].value);
    },
    async delete(key) {
      await query('delete', `DELETE FROM ${table} WHERE key = $1`, [checkKey(key)]);
    },
    async hit(key, windowMs) {
      const rows = await query(
        'hit',
        `INSERT INTO ${table} AS s (key, value, expires_at) VALUES ($1, '1', now() + $2::bigint * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           value = CASE WHEN s.expires_at <= now() THEN '1' ELSE (s.value::bigint + 1)::text END,
           expires_at = CASE WHEN s.expires_at <= now() THEN EXCLUDED.expires_at ELSE s.expires_at END
         RETURNING value, ceil(extract(epoch FROM expires_at - clock_timestamp()) * 1000) AS reset_in_ms`,
        [checkKey(key), checkTtl(windowMs, 'windowMs')],
        true,
      );
      const row = rows[0];
      // A statement that waited for another's row lock started (now()) before that row's window opened.
      return { count: Number(row?.value), resetInMs: Math.min(windowMs, Math.max(0, Number(row?.reset_in_ms))) };
    },
  };
}
