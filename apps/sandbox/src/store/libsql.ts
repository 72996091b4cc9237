import Database from 'libsql';
import { StoreError, type OpenDriverOptions, type SqlDriver, type SqlRow, type SqlStatement, type SqlValue } from './driver.js';

// Parameters go in as one array: spread, a lone null would be taken for named parameters.
interface LibsqlStatement {
  run(params: SqlValue[]): { changes: number };
  all(params: SqlValue[]): SqlRow[];
}

/**
 * SQLite through libsql (better-sqlite3's API, prebuilt binaries inside the npm package). A file
 * runs in WAL mode with `synchronous=NORMAL`: a committed transaction is in the log before the
 * answer leaves, so it survives the process being killed (an OS crash may lose the last ones).
 * The file is held with an exclusive lock, so two sandboxes never write one state.
 */
export function openSqlDriver(options: OpenDriverOptions = {}): Promise<SqlDriver> {
  const location = options.file ?? ':memory:';
  let db: InstanceType<typeof Database>;
  try {
    db = new Database(location);
    if (options.file !== undefined) {
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      // Takes the lock now, so a second sandbox on this file fails at start, not at its first write.
      db.exec('BEGIN IMMEDIATE; COMMIT');
    }
  } catch (error) {
    const message = (error as Error).message;
    if (/locked|busy/i.test(message)) {
      throw new StoreError('STORE_LOCKED', `${location} is in use by another sandbox process; stop it or choose another state directory.`, { cause: error });
    }
    throw new StoreError('STORE_UNREADABLE', `cannot open ${location} as a SQLite database: ${message}`, { cause: error });
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
    close: () => db.close(),
  });
}
