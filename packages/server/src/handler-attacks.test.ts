import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxBackend } from '../test/sandbox-backend.js';
import { createPasskeyChallenges, ServerError, toNodeListener } from './index.js';

// Each finding of the hardening review (issue 11), tried as an attacker would, against the sandbox.
let world: Awaited<ReturnType<typeof sandboxBackend>>;
beforeAll(async () => {
  world = await sandboxBackend();
});
beforeEach(() => world.forget());

const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
const SAME_ORIGIN = { Origin: 'http://app.test', 'Sec-Fetch-Site': 'same-origin' };

/** Pay $50 of alice's to an address the attacker holds, executed at once (alice is outside SCA). */
const payout = () =>
  JSON.stringify({
    source: { sourceType: 'ACCOUNT', accountId: world.alice.usd },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$mallory@uma.example.com', currency: 'USD' },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 5_000,
    immediatelyExecute: true,
  });

/** A body of `total` bytes streamed in 16 kB chunks, counting the chunks the handler asked for. */
function countedStream(total: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled++;
      if (counter.pulled * chunk.length > total) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

async function overHttp<T>(handler: (request: Request) => Promise<Response>, run: (origin: string) => Promise<T>): Promise<T> {
  const server = createServer(toNodeListener(handler, { log: () => undefined }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('cross-site writes', () => {
  it('refuse a text/plain POST from another site asking to pay out at once: 403, and the service never sees it', async () => {
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: payout(), headers: { ...CROSS_SITE, 'Content-Type': 'text/plain' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect(world.upstream).toEqual([]);
  });

  it('refuse a JSON POST from another origin', async () => {
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: payout(), headers: { Origin: 'https://other.example' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect(world.upstream).toEqual([]);
  });

  it('refuse a text/plain POST that carries no origin at all', async () => {
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: payout(), headers: { 'Content-Type': 'text/plain' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'CONTENT_TYPE_NOT_ALLOWED' });
    expect(world.upstream).toEqual([]);
  });

  it('still let the same payout through from the app\'s own page, as JSON', async () => {
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: payout(), headers: SAME_ORIGIN });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('limits', () => {
  it('answer 413 to a body that declares 50 MB, before reading it or asking who is calling', async () => {
    let resolved = 0;
    const handler = world.handler({ resolveEndUser: () => (resolved++, { customerId: world.alice.id }) });
    const { stream, counter } = countedStream(50 * 1024 * 1024);
    const answer = await world.call(handler, 'POST', '/quotes', { body: stream, headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'BODY_TOO_LARGE', details: { limit: 65_536 } });
    expect(resolved).toBe(0);
    // A ReadableStream asks for its first chunk as it is made; nothing more was read.
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it('answer 413 to a streamed 50 MB body that declares nothing, having read no more than a chunk past 64 kB', async () => {
    const { stream, counter } = countedStream(50 * 1024 * 1024);
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: stream, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 / 16 + 2);
    expect(world.upstream).toEqual([]);
  });

  it('hold over real HTTP: a 1 MB body gets its 413, and the server goes on serving', async () => {
    await overHttp(world.handler(), async (origin) => {
      const big = await fetch(`${origin}/api/service/quotes`, {
        method: 'POST',
        headers: { 'X-Test-Customer': world.alice.id, 'Content-Type': 'application/json' },
        body: new Uint8Array(1024 * 1024).fill(0x20),
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
      const next = await fetch(`${origin}/api/service/exchange-rates`, { headers: { 'X-Test-Customer': world.alice.id } });
      expect(next.status).toBe(200);
    });
  });

  it('make three calls upstream for a call that names the user\'s own quote 500 times (it made 503)', async () => {
    const created = await world.call(world.handler(), 'POST', '/quotes', {
      body: JSON.stringify({ source: { sourceType: 'ACCOUNT', accountId: world.alice.usd }, destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$bob@uma.example.com', currency: 'USD' }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 }),
    });
    const { id } = (await created.json()) as { id: string };
    world.forget();
    // Another instance, with a store of its own: it has not learned the quote, so it looks it up.
    await world.call(world.handler(), 'POST', `/quotes/${id}/authorize`, { body: JSON.stringify({ code: '123456', refs: Array(500).fill(id) }) });
    expect(world.upstream).toEqual([`GET /quotes/${encodeURIComponent(id)}`, 'GET /customers/internal-accounts', `POST /quotes/${id}/authorize`]);
  });

  it('refuse a call naming 33 distinct ids before asking the service anything', async () => {
    const ids = Array.from({ length: 33 }, () => `Transaction:${crypto.randomUUID()}`);
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: JSON.stringify({ ids }) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'TOO_MANY_IDS' });
    expect(world.upstream).toEqual([]);
  });

  it('answer 429 with Retry-After to the 11th passkey challenge one user mints in a minute; another user still mints', async () => {
    const handler = world.handler({ passkeyChallenges: createPasskeyChallenges() });
    const mint = (as = world.alice.id) => world.call(handler, 'POST', '/passkey-registration-challenge', { body: '{}', as });
    for (let i = 0; i < 10; i++) expect((await mint()).status).toBe(200);
    const refused = await mint();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await mint(world.elodie.id)).status).toBe(200);
  });
});

describe('who is calling', () => {
  it.each([
    ['{ customerId: undefined }', { customerId: undefined }],
    ['{ customerId: "" }', { customerId: '' }],
    ['{}', {}],
    ['undefined', undefined],
    ['a bare string', 'Customer:x'],
  ])('a resolver answering %s is signed out: 401, a line in the log, nothing asked of the service', async (_what, value) => {
    const answer = await world.call(world.handler({ resolveEndUser: () => value as never }), 'GET', '/exchange-rates');
    expect(answer.status).toBe(401);
    expect(world.logs).toEqual([expect.objectContaining({ code: 'END_USER_INVALID' })]);
    expect(world.upstream).toEqual([]);
  });
});

describe('hostile shapes', () => {
  it('JSON nested 5,000 deep is a 400 the browser can act on, not a 502, and reaches nobody', async () => {
    const answer = await world.call(world.handler(), 'POST', '/quotes', { body: '['.repeat(5_000) + ']'.repeat(5_000) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(world.upstream).toEqual([]);
  });

  it('TRACE over HTTP is a 405, not a 500', async () => {
    const status = await overHttp(world.handler(), async (origin) => {
      const { request } = await import('node:http');
      return new Promise<number>((resolve, reject) => {
        const trace = request(`${origin}/api/service/exchange-rates`, { method: 'TRACE' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        trace.on('error', reject);
        trace.end();
      });
    });
    expect(status).toBe(405);
  });

  it.each([
    ['customer:', (id: string) => id.replace('Customer:', 'customer:')],
    ['CUSTOMER: with an upper-case UUID', (id: string) => id.toUpperCase()],
  ])('another user\'s id spelled %s is checked like any other, before the service sees it', async (_what, spell) => {
    const answer = await world.call(world.handler(), 'GET', `/customers/internal-accounts?customerId=${encodeURIComponent(spell(world.elodie.id))}`);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'RESOURCE_NOT_OWNED' });
    expect(world.upstream).toEqual([]);
  });

  it('a service out of reach is 502 UPSTREAM_FAILED: the cause goes to the log, none of it to the browser', async () => {
    const refused = new Error('connect ECONNREFUSED 10.0.0.7:443');
    const handler = world.handler({ fetch: () => Promise.reject(refused) });
    const answer = await world.call(handler, 'GET', `/auth/credentials?accountId=${encodeURIComponent(world.alice.usd)}`);
    expect(answer.status).toBe(502);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'UPSTREAM_FAILED' });
    expect(text).not.toContain('10.0.0.7');
    const logged = world.logs[0]?.cause;
    expect(logged).toBeInstanceOf(ServerError);
    expect(logged).toMatchObject({ code: 'UPSTREAM_FAILED', cause: refused });
  });

  it('an ownership lookup the service fails with 500 is UPSTREAM_FAILED, not INVALID_ARGUMENT', async () => {
    const handler = world.handler({ fetch: async () => Response.json({ code: 'INTERNAL' }, { status: 500 }) });
    const answer = await world.call(handler, 'GET', `/auth/credentials?accountId=${encodeURIComponent(world.alice.usd)}`);
    expect(answer.status).toBe(502);
    expect(world.logs[0]?.cause).toMatchObject({ code: 'UPSTREAM_FAILED', details: { status: 500 } });
  });
});

afterAll(() => world.forget());
