import type { Database, SqlValue as SqlJsValue } from 'sql.js';
// The build with the WebAssembly inlined: no file to serve, so any bundler (Vite, webpack, Next) can load it.
import initSqlJs from 'sql.js/dist/sql-wasm-inline.js';
import type { OpenDriverOptions, SqlDriver, SqlRow, SqlStatement, SqlValue } from './driver.js';

let engine: ReturnType<typeof initSqlJs> | undefined;

function rows(db: Database, sql: string, params: readonly SqlValue[], limit: number): SqlRow[] {
  const statement = db.prepare(sql);
  try {
    statement.bind(params as SqlJsValue[]);
    const out: SqlRow[] = [];
    while (out.length < limit && statement.step()) out.push(statement.getAsObject());
    return out;
  } finally {
    statement.free();
  }
}

/**
 * SQLite compiled to WebAssembly (sql.js), in memory: the same schema and queries as in Node, for
 * the sandbox running inside a browser (Storybook, the widgets' tests). Nothing is kept across page loads.
 */
export async function openSqlDriver(options: OpenDriverOptions = {}): Promise<SqlDriver> {
  if (options.file !== undefined) throw new Error('openSqlDriver: a browser sandbox keeps its data in memory; `file` is for Node');
  engine ??= initSqlJs();
  const SQL = await engine;
  const db = new SQL.Database();
  return {
    kind: 'sqljs',
    location: ':memory:',
    exec: (sql) => void db.exec(sql),
    prepare(sql): SqlStatement {
      return {
        run(params = []) {
          db.run(sql, params as SqlJsValue[]);
          return { changes: db.getRowsModified() };
        },
        get: (params = []) => rows(db, sql, params, 1)[0],
        all: (params = []) => rows(db, sql, params, Number.POSITIVE_INFINITY),
      };
    },
    close: () => db.close(),
  };
}
