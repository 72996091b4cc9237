import { StoreError, type SqlSession, type SqlValue } from './driver.js';

/** A value a query compares a field with; `null` matches a field that is absent. */
export type FieldValue = string | number | boolean | null;

/** One field's condition: equal to a value, one of several, not equal, or within a range. */
export type Condition = FieldValue | { in: readonly FieldValue[] } | { ne: FieldValue } | { gt?: number | string; gte?: number | string; lt?: number | string; lte?: number | string };

export type Where<T> = { [K in keyof T & string]?: Condition };

/**
 * A table of JSON records. `fields` are the record fields that queries filter or sort on: each is
 * a generated column of the record, so it can be indexed; `indexes` list them with equality fields
 * first and the sort field last, so a page is a walk down one index, never a sort of everything.
 */
export interface TableSpec<T> {
  readonly name: string;
  readonly fields: readonly (keyof T & string)[];
  readonly indexes: readonly (readonly (keyof T & string)[])[];
  /** Fields every record carries; a start on a state where one is missing is refused. */
  readonly required: readonly (keyof T & string)[];
}

/** Declares a table's spec with its record type. */
export const defineTable = <T>(spec: TableSpec<T>): TableSpec<T> => spec;

export interface FindOptions<T> {
  orderBy?: keyof T & string;
  direction?: 'asc' | 'desc';
  limit?: number;
}

export interface PageOptions<T> {
  orderBy: keyof T & string;
  direction: 'asc' | 'desc';
  limit: number;
  /** `nextCursor` of the previous page; undefined for the first. */
  cursor?: string | undefined;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
}

/** A cursor that is not one this table handed out. */
export class CursorError extends Error {
  readonly code = 'CURSOR_INVALID';
}

export const column = (field: string): string => `"f_${field}"`;
const quote = (name: string): string => `"${name}"`;

function sqlValue(value: FieldValue | number | string): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function encodeCursor(value: unknown, rowid: unknown): string {
  return btoa(JSON.stringify([value, rowid])).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function decodeCursor(cursor: string): [SqlValue, number] {
  try {
    const parsed: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isSafeInteger(parsed[1]) && ['string', 'number'].includes(typeof parsed[0])) {
      return [parsed[0] as SqlValue, parsed[1] as number];
    }
  } catch {
    // Falls through to the error below: any other text is not a cursor of ours.
  }
  throw new CursorError('expected a nextCursor value from a previous page');
}

/** Typed access to one table: every query goes through an index the spec declares. */
export class Table<T extends object> {
  private readonly sql: string;

  constructor(
    private readonly store: SqlSession,
    readonly spec: TableSpec<T>,
  ) {
    this.sql = quote(spec.name);
  }

  private decode(row: { doc?: unknown } | undefined): T | undefined {
    return row === undefined ? undefined : (JSON.parse(row.doc as string) as T);
  }

  private keyOf(record: T): string {
    const id = (record as { id?: unknown }).id;
    if (typeof id !== 'string' || id === '') throw new StoreError('STORE_CONFLICT', `${this.spec.name}: a record needs a string id`);
    return id;
  }

  get(id: string): T | undefined {
    return this.decode(this.store.statement(`SELECT doc FROM ${this.sql} WHERE id = ?`).get([id]));
  }

  has(id: string): boolean {
    return this.store.statement(`SELECT 1 AS found FROM ${this.sql} WHERE id = ?`).get([id]) !== undefined;
  }

  /** Adds a new record; an id that exists already is a conflict (ids never repeat). */
  insert(record: T): T {
    const id = this.keyOf(record);
    const done = this.store.statement(`INSERT OR IGNORE INTO ${this.sql} (id, doc) VALUES (?, ?)`).run([id, JSON.stringify(record)]);
    if (done.changes !== 1) throw new StoreError('STORE_CONFLICT', `${this.spec.name}: ${id} exists already`);
    return record;
  }

  /** Replaces an existing record. */
  update(record: T): T {
    const id = this.keyOf(record);
    const done = this.store.statement(`UPDATE ${this.sql} SET doc = ? WHERE id = ?`).run([JSON.stringify(record), id]);
    if (done.changes !== 1) throw new StoreError('STORE_CONFLICT', `${this.spec.name}: ${id} does not exist`);
    return record;
  }

  /** Inserts or replaces. */
  put(record: T): T {
    const id = this.keyOf(record);
    this.store.statement(`INSERT INTO ${this.sql} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`).run([id, JSON.stringify(record)]);
    return record;
  }

  delete(id: string): boolean {
    return this.store.statement(`DELETE FROM ${this.sql} WHERE id = ?`).run([id]).changes === 1;
  }

  /** Removes and returns a record in one transaction: of N callers racing for it, exactly one gets it. */
  take(id: string): T | undefined {
    // Read then delete, not DELETE ... RETURNING: libsql leaves a RETURNING statement open, which blocks the commit.
    return this.store.transaction(() => {
      const record = this.get(id);
      if (record !== undefined) this.delete(id);
      return record;
    });
  }

  private conditions(where: Where<T>): { clauses: string[]; params: SqlValue[]; equal: string[] } {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    const equal: string[] = [];
    for (const [field, condition] of Object.entries(where) as [string, Condition | undefined][]) {
      if (condition === undefined) continue;
      if (!(this.spec.fields as readonly string[]).includes(field)) throw new StoreError('STORE_QUERY_SCANS', `${this.spec.name}: ${field} is not an indexed field`);
      const col = column(field);
      if (condition === null) {
        clauses.push(`${col} IS NULL`);
        equal.push(field);
      } else if (typeof condition !== 'object') {
        clauses.push(`${col} = ?`);
        params.push(sqlValue(condition));
        equal.push(field);
      } else if ('in' in condition) {
        if (condition.in.length === 0) clauses.push('0');
        else clauses.push(`${col} IN (${condition.in.map(() => '?').join(', ')})`);
        params.push(...condition.in.map(sqlValue));
      } else if ('ne' in condition) {
        clauses.push(condition.ne === null ? `${col} IS NOT NULL` : `${col} IS NOT ?`);
        if (condition.ne !== null) params.push(sqlValue(condition.ne));
      } else {
        for (const [op, sign] of [['gt', '>'], ['gte', '>='], ['lt', '<'], ['lte', '<=']] as const) {
          const bound = condition[op];
          if (bound === undefined) continue;
          clauses.push(`${col} ${sign} ?`);
          params.push(bound);
        }
      }
    }
    return { clauses, params, equal };
  }

  /**
   * The index that serves "these fields equal, ordered by that one": the longest whose leading
   * fields are all equality conditions and whose last field is the order, named so SQLite cannot
   * pick one that would sort every match. Other conditions filter the rows as the index is walked.
   */
  private indexFor(equal: string[], orderBy: string | undefined): string {
    if (orderBy === undefined) return '';
    const wanted = new Set(equal);
    const usable = this.spec.indexes.filter((fields) => fields[fields.length - 1] === orderBy && fields.slice(0, -1).every((f) => wanted.has(f)));
    const best = usable.sort((a, b) => b.length - a.length)[0];
    return best ? ` INDEXED BY ${quote(indexName(this.spec.name, best))}` : '';
  }

  find(where: Where<T> = {}, options: FindOptions<T> = {}): T[] {
    const { clauses, params, equal } = this.conditions(where);
    const order = options.orderBy === undefined ? 'rowid' : `${column(options.orderBy)} ${options.direction === 'desc' ? 'DESC' : 'ASC'}, rowid ${options.direction === 'desc' ? 'DESC' : 'ASC'}`;
    const limit = options.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(options.limit))}`;
    const sql = `SELECT doc FROM ${this.sql}${this.indexFor(equal, options.orderBy)}${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${order}${limit}`;
    return this.store.statement(sql).all(params).map((row) => this.decode(row)!);
  }

  first(where: Where<T>, options: Omit<FindOptions<T>, 'limit'> = {}): T | undefined {
    return this.find(where, { ...options, limit: 1 })[0];
  }

  count(where: Where<T>): number {
    const { clauses, params } = this.conditions(where);
    const row = this.store.statement(`SELECT count(*) AS n FROM ${this.sql}${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''}`).get(params);
    return Number(row?.n ?? 0);
  }

  /**
   * One page in `orderBy` order, resuming after the cursor's row (keyset paging): the cost of a
   * page does not depend on how many came before it or how many records there are.
   */
  page(where: Where<T>, options: PageOptions<T>): Page<T> {
    const { clauses, params, equal } = this.conditions(where);
    const col = column(options.orderBy);
    const desc = options.direction === 'desc';
    if (options.cursor !== undefined) {
      const [value, rowid] = decodeCursor(options.cursor);
      clauses.push(`(${col}, rowid) ${desc ? '<' : '>'} (?, ?)`);
      params.push(value, rowid);
    }
    const dir = desc ? 'DESC' : 'ASC';
    const sql = `SELECT doc, ${col} AS v, rowid AS r FROM ${this.sql}${this.indexFor(equal, options.orderBy)}${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${col} ${dir}, rowid ${dir} LIMIT ${options.limit + 1}`;
    const rows = this.store.statement(sql).all(params);
    const hasMore = rows.length > options.limit;
    const kept = rows.slice(0, options.limit);
    const last = kept[kept.length - 1];
    return {
      data: kept.map((row) => this.decode(row)!),
      hasMore,
      ...(hasMore && last ? { nextCursor: encodeCursor(last.v, Number(last.r)) } : {}),
    };
  }
}

export const indexName = (table: string, fields: readonly string[]): string => `${table}_by_${fields.join('_')}`;

/**
 * The constraint every record of a table meets: JSON, with every required field present. SQLite holds
 * every writer to it, a person editing the file by hand included, so a record missing a field cannot be saved.
 */
export function requiredCheck(spec: TableSpec<unknown>): string {
  const fields = spec.required.filter((field) => field !== 'id');
  return `CHECK (json_valid(doc)${fields.map((field) => ` AND json_type(doc, '$.${field}') IS NOT NULL`).join('')})`;
}

const HEX = '[0-9a-f]';
/** `Type:<uuid>` whose uuid is version 8: a seeded id, its first 48 bits the counter step that made it (kernel/ids.ts). */
const SEQUENCED_ID = `id GLOB '*:${HEX.repeat(8)}-${HEX.repeat(4)}-8${HEX.repeat(3)}-[89ab]${HEX.repeat(3)}-${HEX.repeat(12)}'`;
const UUID_PART = "substr(id, instr(id, ':') + 1)";

/**
 * The last seeded id in a table (they sort by the step that made them, whatever their type), by one
 * seek down the table's partial index of them; undefined when it holds none.
 */
export function lastSequencedId(store: SqlSession, table: string): { id: string; uuid: string } | undefined {
  const row = store.statement(`SELECT id, ${UUID_PART} AS uuid FROM ${quote(table)} WHERE ${SEQUENCED_ID} ORDER BY ${UUID_PART} DESC LIMIT 1`).get();
  return row === undefined ? undefined : { id: String(row.id), uuid: String(row.uuid) };
}

/** The DDL of one table: id, the JSON record (with its required fields checked), a generated column per field, an index per spec, and the index of its seeded ids by step. */
export function tableDdl(spec: TableSpec<unknown>): string[] {
  const columns = spec.fields.map((field) => `${column(field)} GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`);
  return [
    `CREATE TABLE IF NOT EXISTS ${quote(spec.name)} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL ${requiredCheck(spec)}${columns.map((c) => `, ${c}`).join('')})`,
    ...spec.indexes.map((fields) => `CREATE INDEX IF NOT EXISTS ${quote(indexName(spec.name, fields))} ON ${quote(spec.name)} (${fields.map(column).join(', ')})`),
    `CREATE INDEX IF NOT EXISTS ${quote(`${spec.name}_by_id_step`)} ON ${quote(spec.name)} (${UUID_PART}) WHERE ${SEQUENCED_ID}`,
  ];
}
