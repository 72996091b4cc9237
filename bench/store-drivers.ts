// The embedded databases the sandbox could sit on, measured the same way in one process: the first
// open (module load included), one durable insert, and a small transaction (three inserts), each
// committed before the next starts. libsql is what the sandbox uses in Node; sql.js is its browser
// driver (memory only); PGlite is measured when it can be imported (it is not a dependency:
// `npm i --no-save @electric-sql/pglite` or PGLITE_MODULE=/path/to/its/index.js).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface DriverFigures {
  driver: string;
  openMs: number;
  insertUs: number;
  transactionUs: number;
}

const ROWS = 2_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timeEach(runs: number, work: (i: number) => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work(i);
    times.push((performance.now() - t0) * 1000);
  }
  return median(times);
}

async function libsql(dir: string): Promise<DriverFigures> {
  const t0 = performance.now();
  const { default: Database } = await import('libsql');
  const db = new Database(join(dir, 'libsql.db'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const openMs = performance.now() - t0;
  const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
  const body = JSON.stringify({ amount: 10_000, currency: 'USD' });
  const insertUs = await timeEach(ROWS, () => insert.run([body]));
  const three = db.transaction(() => {
    for (let j = 0; j < 3; j++) insert.run([body]);
  });
  const transactionUs = await timeEach(ROWS, () => three());
  db.close();
  return { driver: 'libsql (file, WAL, synchronous=NORMAL)', openMs, insertUs, transactionUs };
}

async function sqljs(): Promise<DriverFigures> {
  const t0 = performance.now();
  const { default: initSqlJs } = await import('sql.js/dist/sql-wasm-inline.js');
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const openMs = performance.now() - t0;
  const body = JSON.stringify({ amount: 10_000, currency: 'USD' });
  const insertUs = await timeEach(ROWS, () => db.run('INSERT INTO t (body) VALUES (?)', [body]));
  const transactionUs = await timeEach(ROWS, () => {
    db.exec('BEGIN');
    for (let j = 0; j < 3; j++) db.run('INSERT INTO t (body) VALUES (?)', [body]);
    db.exec('COMMIT');
  });
  db.close();
  return { driver: 'sql.js (WebAssembly, memory only: the browser driver)', openMs, insertUs, transactionUs };
}

interface PgliteLike {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params: unknown[]): Promise<unknown>;
  transaction(work: (tx: { query(sql: string, params: unknown[]): Promise<unknown> }) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

async function pglite(dir: string): Promise<DriverFigures | string> {
  const specifier = process.env.PGLITE_MODULE ? pathToFileURL(process.env.PGLITE_MODULE).href : '@electric-sql/pglite';
  let PGlite: new (dataDir: string) => PgliteLike;
  const t0 = performance.now();
  try {
    ({ PGlite } = (await import(specifier)) as { PGlite: typeof PGlite });
  } catch {
    return 'not installed (npm i --no-save @electric-sql/pglite to measure it)';
  }
  const db = new PGlite(join(dir, 'pglite'));
  await db.exec('CREATE TABLE t (id SERIAL PRIMARY KEY, body TEXT NOT NULL)');
  const openMs = performance.now() - t0;
  const body = JSON.stringify({ amount: 10_000, currency: 'USD' });
  const runs = ROWS / 4;
  const insertUs = await timeEach(runs, () => db.query('INSERT INTO t (body) VALUES ($1)', [body]));
  const transactionUs = await timeEach(runs, () =>
    db.transaction(async (tx) => {
      for (let j = 0; j < 3; j++) await tx.query('INSERT INTO t (body) VALUES ($1)', [body]);
    }),
  );
  await db.close();
  return { driver: 'PGlite (Postgres in WebAssembly, a data directory)', openMs, insertUs, transactionUs };
}

/** Each candidate's figures, or why one could not be measured. */
export async function benchStoreDrivers(): Promise<(DriverFigures | { driver: string; skipped: string })[]> {
  const dir = await mkdtemp(join(tmpdir(), 'wallet-kit-drivers-'));
  try {
    const pg = await pglite(dir);
    return [await libsql(dir), await sqljs(), typeof pg === 'string' ? { driver: 'PGlite', skipped: pg } : pg];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
