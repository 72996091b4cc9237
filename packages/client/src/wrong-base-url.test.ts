import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testWorld, type TestWorld } from '../test/world.js';
import { ClientError } from './errors.js';

// Issue 24: a browser whose baseUrl reached the app's own pages (an HTML answer) was told "No way to sign in is set up
// for this wallet". The error names baseUrl, and in development the console says so once.

let t: TestWorld;
beforeAll(async () => {
  t = await testWorld();
});
afterAll(() => t.dispose());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const appPage = async () => new Response('<!doctype html><html><body>Northwind</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

describe('a baseUrl that reaches a web page instead of createServiceHandler', () => {
  it('fails with INVALID_RESPONSE naming baseUrl and the fix, and in development says so on the console once', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = t.clientFor(t.world.alice.id, { baseUrl: '/wallet', fetch: appPage });
    for (let call = 0; call < 2; call++) {
      const error = await client.credentials.listCredentials(t.world.alice.wallet).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ClientError);
      expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: 'baseUrl /wallet answered 200 with <!doctype html><html><body>Northwind</bo, not the JSON of createServiceHandler: point baseUrl at the route that runs it' });
    }
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(/^\[wallet-kit\] baseUrl \/wallet answered 200/);
  });
});
