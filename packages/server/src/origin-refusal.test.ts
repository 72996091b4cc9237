import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxBackend } from '../test/sandbox-backend.js';
import { ServerError } from './index.js';

// Issue 24, finding 1: behind a development proxy (Vite's changeOrigin) the handler refused the app's own pages with a
// bare 403 and logged nothing. A refusal now says which origin came, which are accepted, and the setting to change.

let world: Awaited<ReturnType<typeof sandboxBackend>>;
beforeAll(async () => {
  world = await sandboxBackend();
});
beforeEach(() => world.forget());

/** The handler at http://app.test, called by a page of the Vite dev server in front of it. */
const fromVite = (handler: ReturnType<typeof world.handler>, headers: Record<string, string> = {}) =>
  world.call(handler, 'POST', '/quotes', { body: '{}', headers: { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-origin', ...headers } });

describe('a refused origin', () => {
  it('is logged once, naming the origin received, the origins accepted and allowedOrigins', async () => {
    const handler = world.handler({ environment: 'sandbox' });
    expect((await fromVite(handler)).status).toBe(403);
    expect((await fromVite(handler)).status).toBe(403);
    const warnings = world.logs.filter((entry) => entry.code === 'ORIGIN_NOT_ALLOWED');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn' });
    expect(warnings[0]!.message).toContain('from http://localhost:5173');
    expect(warnings[0]!.message).toContain('accepts http://app.test');
    expect(warnings[0]!.message).toContain("allowedOrigins: ['http://localhost:5173']");
    expect(world.upstream).toEqual([]);
  });

  it('says in its answer, in the sandbox, which origins are accepted and which setting lists them', async () => {
    const answer = await fromVite(world.handler({ environment: 'sandbox' }));
    expect(await answer.json()).toMatchObject({
      code: 'ORIGIN_NOT_ALLOWED',
      details: { origin: 'http://localhost:5173', allowedOrigins: ['http://app.test'], setting: 'allowedOrigins' },
    });
  });

  it('keeps the accepted origins out of its answer in production (the log still says them)', async () => {
    const answer = await fromVite(world.handler({ environment: 'production' }));
    const body = (await answer.json()) as { details: Record<string, unknown> };
    expect(body.details).toEqual({ origin: 'http://localhost:5173', secFetchSite: 'same-origin' });
    expect(world.logs.filter((entry) => entry.code === 'ORIGIN_NOT_ALLOWED')).toHaveLength(1);
  });

  it('is accepted from the origin of a forwarded host listed in forwardedHosts, and only then', async () => {
    const forwarded = { 'X-Forwarded-Host': 'localhost:5173', 'X-Forwarded-Proto': 'http' };
    const listed = world.handler({ forwardedHosts: ['localhost:5173'] });
    expect((await fromVite(listed, forwarded)).status).not.toBe(403);
    expect((await fromVite(world.handler(), forwarded)).status).toBe(403);
    expect((await fromVite(listed, { ...forwarded, 'X-Forwarded-Host': 'evil.example' })).status).toBe(403);
    expect((await fromVite(listed, { ...forwarded, Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('refuses a forwardedHosts setting that is not a list of host names, when the handler is made', () => {
    expect(() => world.handler({ forwardedHosts: ['http://localhost:5173'] })).toThrow(ServerError);
    expect(() => world.handler({ forwardedHosts: 'localhost:5173' as unknown as string[] })).toThrow(/forwardedHosts: expected a list of host names/);
  });
});
