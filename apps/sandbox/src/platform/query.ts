import type { Context } from 'hono';

/**
 * Every value of a query parameter the document declares as an array (`style: form, explode: true`:
 * `?name=a&name=b`), in the order sent, each once; undefined when absent. `c.req.query(name)`
 * keeps one value only, so an array parameter read with it drops the rest.
 */
export function queryArray(c: Context, name: string): string[] | undefined {
  const values = c.req.queries(name);
  return values === undefined || values.length === 0 ? undefined : [...new Set(values)];
}
