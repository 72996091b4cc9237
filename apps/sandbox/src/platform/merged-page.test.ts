import { describe, expect, it } from 'vitest';
import { CursorError, type Page } from '../store/table.js';
import { mergedPage, type PageSource } from './merged-page.js';

interface Item {
  source: string;
  n: number;
  at: number;
}

/** A source over a sorted array, paged by position the way a table pages by (value, rowid). */
function arraySource(name: string, ats: number[], direction: 'asc' | 'desc', reads: { count: number }): PageSource<Item> {
  const items = ats.map((at, n) => ({ source: name, n, at }));
  const sorted = direction === 'asc' ? [...items].sort((a, b) => a.at - b.at || a.n - b.n) : [...items].sort((a, b) => b.at - a.at || b.n - a.n);
  return {
    name,
    sortValue: (item) => item.at,
    page(limit, cursor): Page<Item> {
      reads.count += 1;
      const start = cursor === undefined ? 0 : Number(cursor);
      const data = sorted.slice(start, start + limit);
      const hasMore = start + limit < sorted.length;
      return { data, hasMore, ...(hasMore ? { nextCursor: String(start + limit) } : {}) };
    },
  };
}

function readAll(direction: 'asc' | 'desc', limit: number, a: number[], b: number[]) {
  const reads = { count: 0 };
  const sources = [arraySource('a', a, direction, reads), arraySource('b', b, direction, reads)];
  const out: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = mergedPage(sources, { direction, limit, cursor });
    expect(page.data.length).toBeLessThanOrEqual(limit);
    out.push(...page.data);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { out, pages, reads: reads.count };
}

describe('mergedPage', () => {
  it('reads two sources in one order, every record once, whatever the page size, with ties and both directions', () => {
    const a = [1, 3, 3, 3, 7, 8, 8, 10];
    const b = [2, 3, 3, 5, 8, 9];
    for (const limit of [1, 2, 3, 5, 100]) {
      const down = readAll('desc', limit, a, b).out;
      expect(down.map((i) => i.at)).toEqual([...a, ...b].sort((x, y) => y - x));
      expect(new Set(down.map((i) => `${i.source}${i.n}`)).size).toBe(a.length + b.length);
      const up = readAll('asc', limit, a, b).out;
      expect(up.map((i) => `${i.source}${i.n}`)).toEqual(down.map((i) => `${i.source}${i.n}`).reverse());
    }
  });

  it('a full last page ends the list; an empty source costs one read', () => {
    const { out, pages } = readAll('desc', 3, [1, 2, 3], []);
    expect(out).toHaveLength(3);
    expect(pages).toBe(1);
  });

  it('reads a few pages per page, not the history before it', () => {
    const long = Array.from({ length: 1000 }, (_, i) => i);
    const { pages, reads } = readAll('desc', 10, long, long);
    expect(pages).toBe(200);
    expect(reads / pages).toBeLessThanOrEqual(4);
  });

  it('refuses a cursor it did not hand out', () => {
    const sources = [arraySource('a', [1], 'desc', { count: 0 })];
    for (const cursor of ['zzz', btoa(JSON.stringify({ other: '1' })), btoa(JSON.stringify([1, 2]))]) {
      expect(() => mergedPage(sources, { direction: 'desc', limit: 1, cursor })).toThrow(CursorError);
    }
  });
});
