import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox.js';
import type { SandboxEnv } from './http.js';
import { compareRoutePaths, mountRoutes } from './route-order.js';

const router = (path: string, answer: string) => new Hono<SandboxEnv>().get(path, (c) => c.text(answer));

/** Whether one request path can reach both routes (same length, every segment equal or a parameter on one side). */
function overlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  return x.length === y.length && x.every((segment, i) => segment === y[i] || segment.startsWith(':') || y[i]!.startsWith(':'));
}

describe('the order of the sandbox routes', () => {
  it('answers a fixed path added after its parameterised sibling with the fixed route', async () => {
    const areas = [router('/things/:thingId', 'by id'), router('/things/special', 'special')];
    // Hono alone answers with the first route registered that matches: the parameter would swallow the fixed path.
    const byRegistration = new Hono<SandboxEnv>();
    for (const area of areas) byRegistration.route('/', area);
    expect(await (await byRegistration.request('/things/special')).text()).toBe('by id');

    const app = new Hono<SandboxEnv>();
    mountRoutes(app, areas);
    expect(await (await app.request('/things/special')).text()).toBe('special');
    expect(await (await app.request('/things/other')).text()).toBe('by id');
  });

  it('puts a fixed segment first at the first segment where two paths differ, and keeps the order of paths of one shape', () => {
    const paths = ['/a/:x/b', '/a/y/:z', '/c/:id', '/a/y', '/a/:x', '/a/y/z'];
    expect([...paths].sort(compareRoutePaths)).toEqual(['/a/y', '/a/y/z', '/a/y/:z', '/c/:id', '/a/:x', '/a/:x/b']);
  });

  it("refuses middleware in an area's router: it would run in the order of the routes, not first", () => {
    const withMiddleware = new Hono<SandboxEnv>().use('*', async (_c, next) => next()).get('/x', (c) => c.text('x'));
    expect(() => mountRoutes(new Hono<SandboxEnv>(), [withMiddleware])).toThrow(/middleware/);
  });

  it("registers each of the sandbox's fixed paths before every parameterised route that could match it", async () => {
    const sandbox = await createSandbox();
    try {
      const routes = sandbox.routes;
      const misordered: string[] = [];
      routes.forEach((earlier, i) => {
        for (const later of routes.slice(i + 1)) {
          if (earlier.method === later.method && earlier.path !== later.path && overlap(earlier.path, later.path) && compareRoutePaths(earlier.path, later.path) > 0) {
            misordered.push(`${earlier.method} ${earlier.path} before ${later.path}`);
          }
        }
      });
      expect(routes.some((route) => route.path === '/customers/internal-accounts')).toBe(true);
      expect(misordered).toEqual([]);
    } finally {
      sandbox.close();
    }
  });
});
