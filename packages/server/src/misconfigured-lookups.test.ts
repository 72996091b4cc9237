import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxBackend } from '../test/sandbox-backend.js';
import { ServerError } from './index.js';

// Issue 24, finding 2: with a serviceUrl missing its version every call answered 403 RESOURCE_NOT_OWNED ("does not
// belong to the signed-in user"), and a wrong secret a bare 502. An ownership lookup now tells the service's own
// "no such resource" from a handler set up wrongly, and reports the latter as UPSTREAM_FAILED with its cause.

let world: Awaited<ReturnType<typeof sandboxBackend>>;
beforeAll(async () => {
  world = await sandboxBackend();
});
beforeEach(() => world.forget());

const WRONG_SECRET = 'not-the-platform-secret-0123';
/** A call whose ids the handler must look up before the service sees it. */
const credentialsOf = (handler: ReturnType<typeof world.handler>) => world.call(handler, 'GET', `/auth/credentials?accountId=${encodeURIComponent(world.alice.usd)}`);
const page = (status: number): typeof fetch => async () => new Response('<p>page-of-the-app</p>', { status, headers: { 'Content-Type': 'text/html' } });

/** The one error line logged, and the misconfiguration behind it. */
function loggedMisconfiguration(): { logged: ServerError; cause: ServerError } {
  expect(world.logs).toHaveLength(1);
  const logged = world.logs[0]!.cause as ServerError;
  expect(logged).toBeInstanceOf(ServerError);
  expect(logged.code).toBe('UPSTREAM_FAILED');
  expect(logged.cause).toBeInstanceOf(ServerError);
  return { logged, cause: logged.cause as ServerError };
}

async function expectUpstreamFailed(answer: Response): Promise<void> {
  expect(answer.status).toBe(502);
  const body = (await answer.json()) as { code: string; reason: string };
  expect(body.code).toBe('UPSTREAM_FAILED');
  expect(body.reason).not.toContain('retry later');
}

describe('an ownership lookup with the handler set up wrongly', () => {
  it('is UPSTREAM_FAILED naming serviceUrl, not RESOURCE_NOT_OWNED, when serviceUrl lacks its version (a route-level 404)', async () => {
    await expectUpstreamFailed(await credentialsOf(world.handler({ serviceUrl: 'http://sandbox.test' })));
    const { logged, cause } = loggedMisconfiguration();
    expect(cause).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'serviceUrl' } });
    expect(logged.message).toContain('/2025-10-13');
  });

  it('is UPSTREAM_FAILED naming serviceUrl, not RESOURCE_NOT_OWNED, when the 404 is a web page', async () => {
    await expectUpstreamFailed(await credentialsOf(world.handler({ fetch: page(404) })));
    expect(loggedMisconfiguration().cause).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'serviceUrl' } });
  });

  it('is UPSTREAM_FAILED naming clientSecret when the service answers 401, with neither the secret nor the service\'s words in the log', async () => {
    await expectUpstreamFailed(await credentialsOf(world.handler({ clientSecret: WRONG_SECRET })));
    const { logged, cause } = loggedMisconfiguration();
    expect(cause).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'clientSecret', status: 401 } });
    const text = [world.logs[0]!.message, logged.message, cause.message].join('\n');
    expect(text).toContain('clientSecret');
    expect(text).not.toContain(WRONG_SECRET);
    expect(text).not.toContain('missing or wrong');
  });

  it('keeps a web page\'s body out of the log when a lookup answers 200 with HTML', async () => {
    await expectUpstreamFailed(await credentialsOf(world.handler({ fetch: page(200) })));
    const { logged, cause } = loggedMisconfiguration();
    expect(cause).toMatchObject({ details: { option: 'serviceUrl' } });
    const messages: string[] = [];
    for (let error: unknown = logged; error instanceof Error; error = error.cause) messages.push(error.message);
    expect(messages.join('\n')).not.toContain('page-of');
    expect(messages.join('\n')).not.toContain('<p>');
  });
});

describe('an ownership lookup the service answers with its own 404', () => {
  it('still refuses a quote that does not exist as RESOURCE_NOT_OWNED, asking nothing more', async () => {
    const answer = await world.call(world.handler(), 'GET', '/quotes/Quote:00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    expect(world.upstream).toEqual(['GET /quotes/Quote%3A00000000-0000-4000-8000-000000000000']);
  });

  it('still refuses a card that does not exist as RESOURCE_NOT_OWNED, confirming serviceUrl once for the handler\'s life', async () => {
    const handler = world.handler();
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      const answer = await world.call(handler, 'GET', `/cards/Card:${id}`);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    }
    expect(world.upstream.filter((call) => call === 'GET /config')).toHaveLength(1);
    expect(world.logs).toEqual([]);
  });
});
