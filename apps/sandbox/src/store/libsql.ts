import Database from 'libsql';
import { StoreError, type OpenDriverOptions, type SqlDriver, type SqlRow, type SqlStatement, type SqlValue } from './driver.js';

// Parameters go in as one array: spread, a lone null would be taken for named parameters.
interface LibsqlStatement {
  run(params: SqlValue[]): { changes: number };
  all(params: SqlValue[]): SqlRow[];
}

const isBusy = (error: unknown): boolean => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code ?? ''));

/**
 * Takes `<file>-lock` or refuses at once: one sandbox per state file. The lock is the operating system's, never a
 * PID: a SQLite connection in exclusive locking mode holds an exclusive (POSIX advisory) lock on that small file
 * for as long as it is open, and SQLite keeps the same locks between its connections in one process. A process
 * that exits or is killed loses its locks with its files, at once, even while it waits as a zombie to be reaped,
 * and a lock names no process that another PID namespace could mistake for a live one.
 *
 * The connection only ever runs `exec`: a prepared statement would keep libsql's connection, and the lock, open
 * after `close()` until it is garbage-collected (why the lock is not taken on the database itself, whose
 * statements the store caches).
 */
function lock(file: string): () => void {
  const path = `${file}-lock`;
  let db: InstanceType<typeof Database> | undefined;
  try {
    db = new Database(path);
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    // Taken now, and kept: in exclusive mode a connection never gives a lock back while it is open.
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    db?.close();
    if (isBusy(error)) throw new StoreError('STORE_LOCKED', `${file} is in use by another sandbox (it holds ${path}); stop it or choose another state directory.`, { cause: error });
    throw new StoreError('STORE_UNREADABLE', `cannot take the lock ${path}: ${(error as Error).message}`, { cause: error });
  }
  const held = db;
  return () => held.close();
}

/**
 * SQLite through libsql (better-sqlite3's API, prebuilt binaries inside the npm package). A file
 * runs in WAL mode with `synchronous=NORMAL`: a committed transaction is in the log before the
 * answer leaves, so it survives the process being killed (an OS crash may lose the last ones).
 * An operating-system lock on a file beside it keeps a second sandbox off the same state.
 */
export function openSqlDriver(options: OpenDriverOptions = {}): Promise<SqlDriver> {
  const location = options.file ?? ':memory:';
  const release = options.file === undefined ? () => undefined : lock(options.file);
  let db: InstanceType<typeof Database>;
  try {
    db = new Database(location);
    if (options.file !== undefined) {
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      db.exec('PRAGMA busy_timeout = 2000');
      // A larger page cache than SQLite's 2 MB default: indexes of 100,000 records stay in memory (RSS budget 300 MB).
      db.exec('PRAGMA cache_size = -32000');
    }
  } catch (error) {
    release();
    throw new StoreError('STORE_UNREADABLE', `cannot open ${location} as a SQLite database: ${(error as Error).message}`, { cause: error });
  }
  return Promise.resolve({
    kind: 'libsql',
    location,
    exec: (sql) => void db.exec(sql),
    prepare(sql): SqlStatement {
      const statement = db.prepare(sql) as unknown as LibsqlStatement;
      return {
        run: (params = []) => statement.run([...params]),
        // Read to the end: a statement left mid-result (libsql's get() does that) would block the next COMMIT.
        get: (params = []) => statement.all([...params])[0],
        all: (params = []) => statement.all([...params]),
      };
    },
    close: () => {
      db.close();
      release();
    },
  });
}
