import { StoreError, type SqlDriver, type SqlSession, type SqlStatement } from './driver.js';
import { ExpiringMap } from './expiring.js';
import { Table, column, tableDdl, type TableSpec } from './table.js';

export interface SchemaSpec {
  /** Bumped whenever a table, field or index changes; the data of an older one is migrated. */
  readonly version: number;
  readonly tables: readonly TableSpec<never>[];
  /** DDL of tables that are not JSON records (the ledger's journal and books). */
  readonly extra: readonly string[];
  /** Data migrations, by the version they lead to; the DDL of new tables and fields is applied for them. */
  readonly migrations?: Readonly<Record<number, (store: Store) => void>>;
  /** The oldest version whose files this sandbox migrates (one it has a real file of to test with); older ones are refused. */
  readonly oldest?: number;
}

export interface StoreOptions {
  /** Refuse any query whose plan reads a whole table or sorts everything it matched (tests turn it on). */
  strictPlans?: boolean;
}

const BASE_DDL = [
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)',
  // Short-lived single-use things (challenges, pending signed requests, rate windows): one table, swept as they expire.
  'CREATE TABLE IF NOT EXISTS expiring (space TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (space, key)) WITHOUT ROWID',
  'CREATE INDEX IF NOT EXISTS expiring_by_expiry ON expiring (expires_at)',
];

/** Plans that read a whole table, or sort every row they matched: their cost grows with history. */
function scans(plan: string): boolean {
  return /^SCAN (?!.*USING (COVERING )?INDEX)(?!CONSTANT)/.test(plan) || /USE TEMP B-TREE FOR ORDER BY/.test(plan);
}

/** Transactions waiting for their shared COMMIT: what to run after it, and who waits for it. */
interface Group {
  hooks: (() => void)[];
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * The sandbox's one database: typed tables, expiring maps and synchronous transactions. A
 * transaction is a plain function; since JavaScript runs one request's synchronous code at a time,
 * nothing interleaves with it, and it commits before the answer that follows it leaves.
 */
export class Store implements SqlSession {
  private readonly statements = new Map<string, SqlStatement>();
  private readonly tables = new Map<string, Table<object>>();
  private depth = 0;
  private committed: (() => void)[] = [];
  private beforeCommit = new Map<string, () => void>();
  private group: Group | undefined;
  /**
   * Counts rollbacks: a value cached in memory while a transaction was open is dropped once this
   * moves, so no cache is left ahead of the data after a rollback.
   */
  rollbacks = 0;

  constructor(
    readonly driver: SqlDriver,
    private readonly options: StoreOptions = {},
  ) {}

  /**
   * A prepared statement, cached by its text; in strict mode its plan is checked once. `scans`
   * marks a deliberate whole-table read (audits at start and on request), exempt from the check.
   */
  statement(sql: string, options: { scans?: boolean } = {}): SqlStatement {
    let prepared = this.statements.get(sql);
    if (prepared === undefined) {
      // Reads only: libsql leaves the plan of a write statement open, which would block the next COMMIT.
      if (this.options.strictPlans && !options.scans && /^\s*(SELECT|WITH)/i.test(sql)) this.checkPlan(sql);
      prepared = this.driver.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  private checkPlan(sql: string): void {
    const placeholders = (sql.match(/\?/g) ?? []).length;
    const plan = this.driver.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(Array.from({ length: placeholders }, () => null));
    const bad = plan.map((row) => String(row.detail)).filter(scans);
    if (bad.length > 0) throw new StoreError('STORE_QUERY_SCANS', `query reads more than its index: ${bad.join('; ')}\n  ${sql}`);
  }

  table<T extends object>(spec: TableSpec<T>): Table<T> {
    let table = this.tables.get(spec.name);
    if (table === undefined) {
      table = new Table<object>(this, spec as TableSpec<object>);
      this.tables.set(spec.name, table);
    }
    return table as unknown as Table<T>;
  }

  expiring<V>(space: string): ExpiringMap<V> {
    return new ExpiringMap<V>(this, space);
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }


  /**
   * Runs `fn` in one transaction: all of its writes happen together, or none does. Nested calls join
   * the outer one. `fn` must not be async: its writes are one savepoint, released before any other
   * request's code runs.
   *
   * Group commit: the transactions of the requests that arrive in one turn of the event loop share
   * one SQLite COMMIT, made on the next turn. Nothing is acknowledged before it: `sandbox.fetch`
   * answers only once `settled()` says the commit is done, so a crash still loses nothing answered.
   */
  transaction<R>(fn: () => R): R {
    if (this.depth > 0) return this.run(fn);
    const group = this.openGroup();
    this.statement('SAVEPOINT tx').run();
    this.depth = 1;
    let result: R;
    try {
      result = this.run(fn);
      for (const write of this.beforeCommit.values()) write();
    } catch (error) {
      this.depth = 0;
      this.committed = [];
      this.beforeCommit.clear();
      this.rollbacks += 1;
      this.statement('ROLLBACK TO tx').run();
      this.statement('RELEASE tx').run();
      throw error;
    }
    this.beforeCommit.clear();
    this.statement('RELEASE tx').run();
    this.depth = 0;
    group.hooks.push(...this.committed);
    this.committed = [];
    return result;
  }

  private openGroup(): Group {
    if (this.group) return this.group;
    this.statement('BEGIN IMMEDIATE').run();
    const group: Group = { hooks: [], waiters: [] };
    this.group = group;
    const later = (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate ?? ((run: () => void) => setTimeout(run, 0));
    later(() => {
      if (this.group === group) this.commitNow();
    });
    return group;
  }

  /** Commits the open group now (at close, after control calls, in tests that need it on disk). */
  commitNow(): void {
    const group = this.group;
    if (!group || this.depth > 0) return;
    this.group = undefined;
    try {
      this.statement('COMMIT').run();
    } catch (error) {
      this.rollbacks += 1;
      this.statement('ROLLBACK').run();
      for (const waiter of group.waiters) waiter.reject(error);
      throw error;
    }
    for (const waiter of group.waiters) waiter.resolve();
    for (const hook of group.hooks) hook();
  }

  /** Resolves once every write made so far is committed (at once when none is pending). */
  settled(): Promise<void> {
    const group = this.group;
    if (!group) return Promise.resolve();
    return new Promise((resolve, reject) => group.waiters.push({ resolve, reject }));
  }

  private run<R>(fn: () => R): R {
    this.depth += 1;
    try {
      const result = fn();
      if (result instanceof Promise) throw new StoreError('STORE_ASYNC_TRANSACTION', 'a transaction must be synchronous: do the async work before it');
      return result;
    } finally {
      this.depth -= 1;
    }
  }

  /**
   * Runs `write` as the last step of the current transaction (at once outside one), once however many
   * times it is asked for under one `key`: a value changed many times in a transaction is written once.
   */
  writeBeforeCommit(key: string, write: () => void): void {
    if (this.depth > 0) this.beforeCommit.set(key, write);
    else write();
  }

  /** Runs `hook` once the current transaction commits (at once outside one); dropped if it rolls back. */
  onCommit(hook: () => void): void {
    if (this.depth > 0) this.committed.push(hook);
    else if (this.group) this.group.hooks.push(hook);
    else hook();
  }

  getMeta(key: string): string | undefined {
    const row = this.statement('SELECT value FROM meta WHERE key = ?').get([key]);
    return row === undefined ? undefined : String(row.value);
  }

  setMeta(key: string, value: string): void {
    this.statement('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run([key, value]);
  }

  close(): void {
    this.commitNow();
    this.statements.clear();
    this.driver.close();
  }
}

function existingColumns(driver: SqlDriver, table: string): Set<string> {
  return new Set(driver.prepare(`PRAGMA table_xinfo("${table}")`).all().map((row) => String(row.name)));
}

/**
 * Opens the store on a driver and brings its schema to `schema.version`: every start creates the
 * tables, fields and indexes the file lacks; an older file then runs each data migration in order;
 * a newer one is refused, since this sandbox would not know what its data means.
 */
export function openStore(driver: SqlDriver, schema: SchemaSpec, options: StoreOptions = {}): { store: Store; createdFrom: number } {
  const store = new Store(driver, options);
  let version: number;
  try {
    version = Number(driver.prepare('PRAGMA user_version').get()?.user_version ?? 0);
  } catch (error) {
    throw new StoreError('STORE_UNREADABLE', `cannot read ${driver.location} as a sandbox database: ${(error as Error).message}`, { cause: error });
  }
  if (version > schema.version) {
    throw new StoreError('STORE_SCHEMA_NEWER', `${driver.location} holds schema version ${version}, newer than this sandbox's ${schema.version}; use a newer sandbox or another state directory.`);
  }
  if (version > 0 && version < (schema.oldest ?? 1)) {
    throw new StoreError('STORE_SCHEMA_OLDER', `${driver.location} holds schema version ${version}, older than the oldest this sandbox migrates (${schema.oldest ?? 1}); start it on another state directory, or open this one with an older sandbox.`);
  }
  if (version === schema.version) {
    // A current file gets the tables of areas added since it was made, and nothing else: a guard removed
    // by hand (a trigger, a check) is reported by the start checks, never silently put back.
    store.transaction(() => {
      for (const spec of schema.tables) {
        if (existingColumns(driver, spec.name).size === 0) for (const ddl of tableDdl(spec as TableSpec<unknown>)) driver.exec(ddl);
      }
    });
    store.commitNow();
    return { store, createdFrom: version };
  }
  store.transaction(() => {
    for (const ddl of BASE_DDL) driver.exec(ddl);
    for (const spec of schema.tables) {
      const present = existingColumns(driver, spec.name);
      if (present.size > 0) {
        // An older table: add the fields it lacks (generated columns can be added in place).
        for (const field of spec.fields) {
          if (!present.has(`f_${field}`)) driver.exec(`ALTER TABLE "${spec.name}" ADD COLUMN ${column(field)} GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`);
        }
      }
      for (const ddl of tableDdl(spec as TableSpec<unknown>)) driver.exec(ddl);
    }
    for (const ddl of schema.extra) driver.exec(ddl);
    if (version > 0) {
      for (let next = version + 1; next <= schema.version; next += 1) schema.migrations?.[next]?.(store);
    }
    if (version !== schema.version) driver.exec(`PRAGMA user_version = ${schema.version}`);
  });
  store.commitNow();
  return { store, createdFrom: version };
}

/** One JSON value kept in `meta` (the platform's configuration, the scenarios), cached between writes. */
export class MetaValue<T> {
  private cached: { value: T | undefined; rollbacks: number } | undefined;

  constructor(
    private readonly store: Store,
    private readonly key: string,
  ) {}

  get(): T | undefined {
    // Absence is cached too: scenarios nobody set are read on every request otherwise.
    if (this.cached === undefined || this.cached.rollbacks !== this.store.rollbacks) {
      const saved = this.store.getMeta(this.key);
      this.cached = { value: saved === undefined ? undefined : (JSON.parse(saved) as T), rollbacks: this.store.rollbacks };
    }
    return this.cached.value;
  }

  set(value: T): T {
    const text = JSON.stringify(value);
    this.store.setMeta(this.key, text);
    // A copy as the database holds it: the caller may go on changing its object.
    this.cached = { value: JSON.parse(text) as T, rollbacks: this.store.rollbacks };
    return value;
  }
}
