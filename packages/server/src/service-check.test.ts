import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxBackend } from '../test/sandbox-backend.js';
import { ServerError, type ServerLogEntry } from './index.js';

// Issue 24, finding 2: a serviceUrl without its version, a wrong secret or the other environment's service went
// unnamed (403 RESOURCE_NOT_OWNED, a bare 502, silence). handler.check() names the option to fix.

let world: Awaited<ReturnType<typeof sandboxBackend>>;
beforeAll(async () => {
  world = await sandboxBackend();
});
beforeEach(() => world.forget());
afterEach(() => vi.unstubAllEnvs());

const WRONG_SECRET = 'not-the-platform-secret-0123';

/** The sandbox as a production service answers: no route for the sandbox's enclave keys. */
const productionLike: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  if (new URL(request.url).pathname.endsWith('/sandbox/enclave-keys')) return Response.json({ code: 'NOT_FOUND', reason: 'No endpoint.' }, { status: 404 });
  return world.sandbox.fetch(request);
};

/** A web app's page, where serviceUrl points at the app instead of the service. */
const webApp: typeof fetch = async () => new Response('<!doctype html><title>page-of-the-app</title>', { status: 200, headers: { 'Content-Type': 'text/html' } });

async function failureOf(check: () => Promise<void>): Promise<ServerError> {
  const error: unknown = await check().then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ServerError);
  return error as ServerError;
}

/** Every word a log line carries, its causes' messages included. */
function logText(entries: readonly ServerLogEntry[]): string {
  const words: string[] = [];
  for (const entry of entries) {
    words.push(entry.code, entry.message);
    for (let cause = entry.cause; cause instanceof Error; cause = cause.cause) words.push(cause.message, JSON.stringify(cause));
  }
  return words.join('\n');
}

describe('handler.check()', () => {
  it('passes when serviceUrl, the credentials and the environment are right', async () => {
    await expect(world.handler({ environment: 'sandbox' }).check()).resolves.toBeUndefined();
  });

  it('names serviceUrl and its missing version path when the URL is the service without /2025-10-13', async () => {
    const error = await failureOf(world.handler({ environment: 'sandbox', serviceUrl: 'http://sandbox.test' }).check);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'serviceUrl', status: 404 } });
    expect(error.message).toContain('serviceUrl http://sandbox.test does not reach the service');
    expect(error.message).toContain('/2025-10-13');
  });

  it('names serviceUrl when it answers a web page instead of the service\'s JSON', async () => {
    const error = await failureOf(world.handler({ fetch: webApp }).check);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'serviceUrl' } });
    expect(error.message).not.toContain('page-of-the-app');
  });

  it('names clientSecret when the service answers 401, and never says the secret', async () => {
    const error = await failureOf(world.handler({ environment: 'sandbox', clientSecret: WRONG_SECRET }).check);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'clientSecret', status: 401 } });
    expect(error.message).toContain('clientSecret');
    expect(error.message).not.toContain(WRONG_SECRET);
  });

  it('names environment when a production handler points at the sandbox', async () => {
    const error = await failureOf(world.handler({ environment: 'production' }).check);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'environment' } });
    expect(error.message).toContain("set environment: 'sandbox'");
  });

  it('names environment when a sandbox handler points at a service that is not a sandbox', async () => {
    const error = await failureOf(world.handler({ environment: 'sandbox', fetch: productionLike }).check);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', details: { option: 'environment' } });
    expect(error.message).toContain("set environment: 'production'");
  });

  it('is UPSTREAM_FAILED with the cause when the service cannot be reached', async () => {
    const refused = new TypeError('fetch failed');
    const error = await failureOf(world.handler({ fetch: () => Promise.reject(refused) }).check);
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', cause: refused });
  });
});

describe('the self-check in development', () => {
  const call = (handler: ReturnType<typeof world.handler>) => world.call(handler, 'GET', '/exchange-rates');

  it('runs by itself on the first request in the sandbox environment and logs one line naming the option, not the secret', async () => {
    const handler = world.handler({ environment: 'sandbox', clientSecret: WRONG_SECRET, selfCheck: undefined });
    await call(handler);
    await call(handler);
    const lines = world.logs.filter((entry) => entry.message.startsWith('self-check'));
    expect(lines).toEqual([expect.objectContaining({ level: 'error', code: 'INVALID_ARGUMENT' })]);
    expect(lines[0]!.message).toContain('clientSecret');
    const text = logText(world.logs);
    expect(text).not.toContain(WRONG_SECRET);
    expect(text).not.toMatch(/Basic |Authorization/i);
    // The sandbox's own 401 reason is an upstream body: it stays out of the log.
    expect(text).not.toContain('missing or wrong');
  });

  it('runs by itself when NODE_ENV is development, and tells a production handler it points at the sandbox', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await call(world.handler({ selfCheck: undefined }));
    expect(world.logs.filter((entry) => entry.message.startsWith('self-check'))).toEqual([
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining("set environment: 'sandbox'") }),
    ]);
  });

  it('stays quiet and asks nothing more of the service with NODE_ENV production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await call(world.handler({ selfCheck: undefined }));
    expect(world.logs).toEqual([]);
    expect(world.upstream).toEqual(['GET /exchange-rates']);
  });

  it('still answers the request it ran on', async () => {
    const answer = await call(world.handler({ environment: 'sandbox', serviceUrl: 'http://sandbox.test', selfCheck: undefined }));
    expect(answer.status).toBe(404);
    expect(world.logs.map((entry) => entry.code)).toEqual(['INVALID_ARGUMENT']);
  });

  it('takes a busy service (429) for no finding: checks again on later requests, and after three says once it could not run', async () => {
    let configAnswers = 0;
    const busyFor = (times: number): typeof fetch => async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/config') && configAnswers++ < times) return Response.json({ code: 'RATE_LIMITED', reason: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '1' } });
      return world.sandbox.fetch(request);
    };
    const settles = world.handler({ environment: 'sandbox', fetch: busyFor(1), selfCheck: undefined });
    for (let i = 0; i < 3; i++) await call(settles);
    expect(world.logs.filter((entry) => entry.message.startsWith('self-check'))).toEqual([]);
    expect(configAnswers).toBe(2);

    configAnswers = 0;
    const busy = world.handler({ environment: 'sandbox', fetch: busyFor(Infinity), selfCheck: undefined });
    for (let i = 0; i < 5; i++) await call(busy);
    expect(world.logs.filter((entry) => entry.message.startsWith('self-check'))).toEqual([
      expect.objectContaining({ level: 'warn', code: 'UPSTREAM_FAILED', message: expect.stringContaining('could not run') }),
    ]);
    expect(configAnswers).toBe(3);
  });
});
