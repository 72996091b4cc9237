import { CursorError, type Page } from '../store/table.js';
import { invalidInput, type FieldError } from './errors.js';

/** Reads a query parameter `limit` the way every list endpoint does: default 20, 1 to 100 (spec: Limits). */
export function pageLimit(raw: string | undefined, errors: FieldError[]): number {
  if (raw === undefined) return 20;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1 || value > 100) {
    errors.push({ field: 'limit', message: `expected an integer from 1 to 100, got ${JSON.stringify(raw)}` });
    return 20;
  }
  return value;
}

/** Reads an ISO 8601 date-time query parameter. */
export function dateParam(name: string, raw: string | undefined, errors: FieldError[]): number | undefined {
  if (raw === undefined) return undefined;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(ms)) {
    errors.push({ field: name, message: `expected an ISO 8601 date-time, got ${JSON.stringify(raw)}` });
    return undefined;
  }
  return ms;
}

/** Throws the 400 with every collected error, if there is any. */
export function failOn(errors: FieldError[]): void {
  if (errors.length > 0) throw invalidInput(errors);
}

/**
 * Runs one page query and renders it as the service's list envelope `{data, hasMore, nextCursor?}`;
 * a cursor that is not ours is a 400 naming `cursor`.
 */
export function listPage<T, V>(query: () => Page<T>, view: (record: T) => V): { data: V[]; hasMore: boolean; nextCursor?: string } {
  let page: Page<T>;
  try {
    page = query();
  } catch (error) {
    if (error instanceof CursorError) throw invalidInput([{ field: 'cursor', message: error.message }]);
    throw error;
  }
  return { data: page.data.map(view), hasMore: page.hasMore, ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }) };
}

/** The position a fixed list's cursor names, or NaN for text that is not one of ours. */
function listPosition(cursor: string): number {
  let decoded: string;
  try {
    decoded = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    // Not base64: not a cursor of ours, reported below as a 400.
    decoded = '';
  }
  return /^at:\d+$/.test(decoded) ? Number(decoded.slice(3)) : NaN;
}

/**
 * One page of a fixed list (the sandbox's directories of banks, VASPs and UMA providers): the
 * cursor is the position of the next item; anything else is a 400 naming `cursor`.
 */
export function listArray<T>(items: readonly T[], limit: number, cursor: string | undefined): { data: T[]; hasMore: boolean; nextCursor?: string } {
  const start = cursor === undefined ? 0 : listPosition(cursor);
  if (!Number.isSafeInteger(start) || start > items.length) throw invalidInput([{ field: 'cursor', message: 'expected a nextCursor value from a previous page' }]);
  const data = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  return { data, hasMore, ...(hasMore ? { nextCursor: btoa(`at:${start + limit}`).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_') } : {}) };
}
