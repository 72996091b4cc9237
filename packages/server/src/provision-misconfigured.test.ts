import { createSandbox, type Sandbox } from '@wallet-kit/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProvisioner, ServerError } from './index.js';

// Issue 24: a serviceUrl missing its version path (/2025-10-13) made link() end in the service's bare 404 NOT_FOUND.
// Every step of link() now reports a route-level 404 as the misconfiguration it is: UPSTREAM_FAILED, with the
// INVALID_ARGUMENT naming serviceUrl and the version path as its cause, and nothing of the secret or of the
// service's answer in the error chain.

const SECRET = 'platform-secret-never-shown-0123';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ credentials: { clientId: 'platform-id', clientSecret: SECRET } });
});

/** Every message down the error's cause chain, as a log that prints causes would show them. */
function chain(error: unknown): string {
  const messages: string[] = [];
  for (let at: unknown = error; at instanceof Error; at = at.cause) messages.push(at.message, JSON.stringify((at as { details?: unknown }).details ?? {}));
  return messages.join('\n');
}

function expectServiceUrlNamed(error: unknown): void {
  expect(error).toBeInstanceOf(ServerError);
  expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('/2025-10-13') });
  expect((error as ServerError).cause).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'serviceUrl', status: 404 }, message: expect.stringContaining('serviceUrl') });
  expect(chain(error)).not.toContain(SECRET);
  expect(chain(error)).not.toContain(btoa(`platform-id:${SECRET}`));
}

/**
 * The sandbox behind a gateway at a versionless serviceUrl that passes the reads on to the versioned API but not
 * the creation: the lookups find no customer, so the route-level 404 comes at POST /customers.
 */
const readsOnly: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.method !== 'GET') return Response.json({ code: 'NOT_FOUND', reason: `No endpoint ${request.method} ${new URL(request.url).pathname}.` }, { status: 404 });
  const url = new URL(request.url);
  url.pathname = `${sandbox.basePath}${url.pathname}`;
  return sandbox.fetch(new Request(url, { method: 'GET', headers: request.headers }));
};

describe('link() with serviceUrl missing its version path', () => {
  it('is UPSTREAM_FAILED naming serviceUrl and /2025-10-13 when the customer lookup meets the route-level 404', async () => {
    const linker = createProvisioner({ serviceUrl: 'http://sandbox.test', clientId: 'platform-id', clientSecret: SECRET, fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
    expectServiceUrlNamed(await linker.link({ platformCustomerId: 'app-user-versionless', customer: { region: 'US' } }).catch((error: unknown) => error));
  });

  it('is UPSTREAM_FAILED naming serviceUrl and /2025-10-13, never SERVICE_REFUSED NOT_FOUND, when the creation meets the route-level 404', async () => {
    const linker = createProvisioner({ serviceUrl: 'http://gateway.test', clientId: 'platform-id', clientSecret: SECRET, fetch: readsOnly });
    const error = await linker.link({ platformCustomerId: 'app-user-new', customer: { region: 'US' } }).catch((caught: unknown) => caught);
    expectServiceUrlNamed(error);
    expect(chain(error)).not.toContain('No endpoint');
  });

  it('keeps a web page answering the creation out of the error chain, naming serviceUrl instead', async () => {
    const page: typeof fetch = async (input, init) =>
      new Request(input, init).method === 'GET' ? readsOnly(input, init) : new Response('<p>page-of-the-gateway</p>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    const linker = createProvisioner({ serviceUrl: 'http://gateway.test', clientId: 'platform-id', clientSecret: SECRET, fetch: page });
    const error = await linker.link({ platformCustomerId: 'app-user-page', customer: { region: 'US' } }).catch((caught: unknown) => caught);
    expectServiceUrlNamed(error);
    expect(chain(error)).not.toContain('page-of');
  });
});
