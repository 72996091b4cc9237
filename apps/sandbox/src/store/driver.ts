/** A value SQLite stores and hands back: the sandbox keeps records as JSON text and numbers. */
export type SqlValue = string | number | null;

export type SqlRow = Record<string, unknown>;

/** A prepared statement: positional parameters, synchronous, so a transaction never spans an await. */
export interface SqlStatement {
  run(params?: readonly SqlValue[]): { changes: number };
  get(params?: readonly SqlValue[]): SqlRow | undefined;
  all(params?: readonly SqlValue[]): SqlRow[];
}

/**
 * What the store needs from an embedded SQLite: libsql in Node (a file or memory), sql.js
 * (SQLite compiled to WebAssembly) in a browser. Both are synchronous by design: the store's
 * transactions are plain blocks of code, and JavaScript's one thread makes each one atomic.
 */
export interface SqlDriver {
  readonly kind: 'libsql' | 'sqljs';
  /** Where the data lives: a file path, or `:memory:`. */
  readonly location: string;
  exec(sql: string): void;
  prepare(sql: string): SqlStatement;
  close(): void;
}

/**
 * What tables and expiring maps need of the store (`store.ts` implements it): its cached statements
 * and its synchronous transactions. Declared here, below all three, so none of them imports another
 * in a circle.
 */
export interface SqlSession {
  /** A prepared statement, cached by its text; `scans` marks a deliberate whole-table read. */
  statement(sql: string, options?: { scans?: boolean }): SqlStatement;
  /** Runs `fn` in one transaction (nested calls join the outer one). */
  transaction<R>(fn: () => R): R;
}

export interface OpenDriverOptions {
  /** A database file; in memory when absent. Node only. */
  file?: string;
}

/** A failure of the embedded database itself (locked by another process, corrupt, unreadable). */
export class StoreError extends Error {
  /** What went wrong, stable across versions. */
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

/** The failures of the sandbox's database. */
export type StoreErrorCode =
  | 'STORE_LOCKED'
  | 'STORE_UNREADABLE'
  | 'STORE_SCHEMA_NEWER'
  | 'STORE_SCHEMA_OLDER'
  | 'STORE_CHECK_FAILED'
  | 'STORE_QUERY_SCANS'
  | 'STORE_ASYNC_TRANSACTION'
  | 'STORE_CONFLICT';
