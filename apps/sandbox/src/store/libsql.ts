import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import Database from 'libsql';
import { StoreError, type OpenDriverOptions, type SqlDriver, type SqlRow, type SqlStatement, type SqlValue } from './driver.js';

// Parameters go in as one array: spread, a lone null would be taken for named parameters.
interface LibsqlStatement {
  run(params: SqlValue[]): { changes: number };
  all(params: SqlValue[]): SqlRow[];
}

/** Lock files this process holds, so two sandboxes in one process cannot share a file either. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<file>.lock` (holding this process's id) or refuses: one sandbox per state file. A lock
 * left by a process that no longer runs (killed) is taken over.
 */
function lock(file: string): () => void {
  const path = `${file}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8'));
      if (held.has(path) || (owner !== process.pid && Number.isInteger(owner) && owner > 0 && alive(owner))) break;
      unlinkSync(path);
    }
  }
  throw new StoreError('STORE_LOCKED', `${file} is in use by another sandbox (${path}); stop it or choose another state directory.`);
}

/**
 * SQLite through libsql (better-sqlite3's API, prebuilt binaries inside the npm package). A file
 * runs in WAL mode with `synchronous=NORMAL`: a committed transaction is in the log before the
 * answer leaves, so it survives the process being killed (an OS crash may lose the last ones).
 * A lock file beside it keeps a second sandbox off the same state.
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
