import type { Hono } from 'hono';
import type { SandboxEnv } from './http.js';

/** Each segment of a path as 0 (fixed) or 1 (a parameter, `:id`, or a wildcard). */
function segmentKinds(path: string): number[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') || segment.includes('*') ? 1 : 0));
}

/**
 * Orders two route paths for matching: segment by segment from the left, a fixed segment before a
 * parameter, so `/customers/internal-accounts` answers before `/customers/:customerId` whichever
 * area registered first (stripe-mock sorts its routes by their parameters for the same reason).
 * Paths of the same shape keep their registration order (the sort is stable).
 */
export function compareRoutePaths(a: string, b: string): number {
  const x = segmentKinds(a);
  const y = segmentKinds(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/**
 * Mounts every area's routes on `app` in matching order (`compareRoutePaths`). Hono answers with
 * the first route registered among those that match, so the order is the rule, not the list of
 * areas. An area's router holds routes only: middleware belongs to the app, where it runs first.
 */
export function mountRoutes(app: Hono<SandboxEnv>, routers: readonly Hono<SandboxEnv>[]): void {
  const routes = routers.flatMap((router) => router.routes);
  const middleware = routes.find((route) => route.method === 'ALL');
  if (middleware) throw new Error(`sandbox: an area's router has middleware (${middleware.path}); add it to app.ts, before every area`);
  for (const route of [...routes].sort((a, b) => compareRoutePaths(a.path, b.path))) app.on(route.method, route.path, route.handler);
}
