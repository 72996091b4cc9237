import { CursorError, type Page } from '../store/table.js';

/** One of the tables a merged list reads: a page of it from a cursor of its own, and each record's sort value. */
export interface PageSource<T> {
  name: string;
  page(limit: number, cursor: string | undefined): Page<T>;
  sortValue(record: T): number;
}

/** Where each source stands: not started (absent), after a cursor of its own, or read to the end (false). */
type Positions = Record<string, string | false>;

function encode(positions: Positions): string {
  return btoa(JSON.stringify(positions)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function decode(cursor: string, names: string[]): Positions {
  try {
    const parsed: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.entries(parsed).every(([name, value]) => names.includes(name) && (value === false || typeof value === 'string'))) {
      return parsed as Positions;
    }
  } catch {
    // Falls through to the error below: any other text is not a cursor of ours.
  }
  throw new CursorError('expected a nextCursor value from a previous page');
}

/**
 * One page of several tables' records in one order (keyset paging on each): each source is read
 * from its own position, the pages are merged by sort value (ties go to the earlier source), and
 * the cursor keeps every source's new position, so a page costs a few index walks however many
 * came before it. A source that gave some but not all of its page is read again to that many, for
 * its own cursor at the last record taken.
 */
export function mergedPage<T>(sources: PageSource<T>[], options: { direction: 'asc' | 'desc'; limit: number; cursor?: string | undefined }): Page<T> {
  const positions = options.cursor === undefined ? {} : decode(options.cursor, sources.map((s) => s.name));
  const live = sources.filter((source) => positions[source.name] !== false);
  const pages = live.map((source) => ({ source, page: source.page(options.limit, positions[source.name] || undefined), taken: 0 }));
  // Ties go to the earlier source going down and to the later one going up, so that an ascending
  // list is exactly the descending one reversed.
  const before = (a: number, b: number) => (options.direction === 'desc' ? a > b : a <= b);
  const data: T[] = [];
  while (data.length < options.limit) {
    let next: (typeof pages)[number] | undefined;
    for (const candidate of pages) {
      const record = candidate.page.data[candidate.taken];
      if (record === undefined) continue;
      if (!next || before(candidate.source.sortValue(record), next.source.sortValue(next.page.data[next.taken]!))) next = candidate;
    }
    if (!next) break;
    data.push(next.page.data[next.taken]!);
    next.taken += 1;
  }
  const after: Positions = { ...positions };
  let hasMore = false;
  for (const { source, page, taken } of pages) {
    const left = taken < page.data.length || page.hasMore;
    hasMore ||= left;
    if (!left) after[source.name] = false;
    else if (taken === page.data.length) after[source.name] = page.nextCursor!;
    else if (taken > 0) after[source.name] = source.page(taken, positions[source.name] || undefined).nextCursor!;
  }
  return { data, hasMore, ...(hasMore ? { nextCursor: encode(after) } : {}) };
}
