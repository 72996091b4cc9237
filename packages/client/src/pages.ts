import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import type { SendOptions } from './transport.js';
import type { Page } from './types.js';

/** The page size a caller may ask of the service's lists (spec: Pagination). */
export function checkLimit(name: string, limit: number | undefined): void {
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
    throw new ClientError('INVALID_ARGUMENT', `${name}: expected an integer from 1 to 100, got ${JSON.stringify(limit)}`);
  }
}

/**
 * Every item of a paged `GET` list, page after page (following `nextCursor` while `hasMore`). A
 * service that hands back a cursor it gave before would loop forever: that is an INVALID_RESPONSE.
 */
export async function* pagesOf<T>(ctx: ClientContext, path: string, query: SendOptions['query'], signal?: AbortSignal): AsyncGenerator<T, void, undefined> {
  const cursors = new Set<string>();
  let cursor: string | undefined;
  do {
    const { body } = await ctx.send<Page<T>>({ method: 'GET', path, query: { ...query, ...(cursor === undefined ? {} : { cursor }) }, ...(signal ? { signal } : {}) });
    if (!Array.isArray(body?.data)) throw new ClientError('INVALID_RESPONSE', `GET ${path}: expected { data: [...] }`);
    yield* body.data;
    cursor = body.hasMore === true && typeof body.nextCursor === 'string' ? body.nextCursor : undefined;
    if (cursor !== undefined) {
      if (cursors.has(cursor)) throw new ClientError('INVALID_RESPONSE', `GET ${path} returned the cursor ${cursor} twice`);
      cursors.add(cursor);
    }
  } while (cursor !== undefined);
}

/** Every item of a paged list, gathered (for short lists: accounts, payees). */
export async function allPages<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
