/**
 * One wallet session of a signed-in user, as a browser makes it through `createServiceHandler` in
 * front of an in-process sandbox (issue 23): what each browser call cost upstream, and how long the
 * handler itself took. The unit test counts the calls (they are deterministic); `npm run bench`
 * times them with the service 80 ms away.
 */
import { createManualClock, createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { createServiceHandler, type EndUser, type ServiceHandlerOptions } from '../src/index.js';

/** What one browser call cost. */
export interface BrowserCall {
  /** `METHOD /path` as the browser sent it, ids replaced by their kind. */
  call: string;
  status: number;
  /** The calls the handler made to the service for it, `METHOD /path`. */
  upstream: string[];
  /** From the browser's call to its answer. */
  wallMs: number;
  /** The part of `wallMs` spent outside the service: the handler's own time. */
  ownMs: number;
}

export interface SessionWorld {
  sandbox: Sandbox;
  alice: { id: string; usd: string; bankUsd: string };
  elodie: { id: string; eur: string; bankEur: string };
  /** Every browser call so far, in order. */
  calls: BrowserCall[];
  /** The handler itself, for calls `browse` does not make (an event stream). */
  handler: (request: Request) => Promise<Response>;
  /** A browser call as `as`, through the handler; resolves with the parsed JSON answer. */
  browse(as: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Record<string, unknown>>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shape = (path: string) => path.replace(/([A-Za-z]+)(:|%3A)[0-9a-f-]{36}/gi, '{$1}').replace(/\?.*$/, '');

/**
 * The sandbox on a manual clock, behind a fetch that waits `latencyMs` before each answer (the
 * service's distance), and a handler signed in as whoever `X-Test-Customer` names.
 */
export async function sessionWorld(options: { latencyMs?: number; handler?: Partial<ServiceHandlerOptions> } = {}): Promise<SessionWorld> {
  const sandbox = await createSandbox({ clock: createManualClock() });
  const people = seededPeople(sandbox);
  const latency = options.latencyMs ?? 0;
  let upstream: string[] = [];
  let upstreamMs = 0;
  const handler = createServiceHandler({
    serviceUrl: `http://sandbox.test${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    resolveEndUser: (request): EndUser | null => (request.headers.get('X-Test-Customer') ? { customerId: request.headers.get('X-Test-Customer')! } : null),
    fetch: async (input, init) => {
      const started = performance.now();
      const request = new Request(input, init);
      upstream.push(`${request.method} ${shape(new URL(request.url).pathname.slice(sandbox.basePath.length))}`);
      const answer = await sandbox.fetch(request);
      const body = await answer.arrayBuffer();
      const delivered = new Response(answer.status === 204 ? null : body, { status: answer.status, headers: answer.headers });
      if (latency > 0) await pause(latency);
      upstreamMs += performance.now() - started;
      return delivered;
    },
    ...options.handler,
  });
  const calls: BrowserCall[] = [];

  async function browse(as: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const request = new Request(`http://app.test/api/service${path}`, {
      method,
      headers: { 'X-Test-Customer': as, 'Sec-Fetch-Site': 'same-origin', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    upstream = [];
    upstreamMs = 0;
    const started = performance.now();
    const answer = await handler(request);
    const text = await answer.text();
    const wallMs = performance.now() - started;
    calls.push({ call: `${method} ${shape(path)}`, status: answer.status, upstream, wallMs, ownMs: Math.max(0, wallMs - upstreamMs) });
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  }

  return {
    sandbox,
    alice: { id: people.alice.id, usd: people.alice.usd!, bankUsd: people.alice.bankUsd! },
    elodie: { id: people.elodie.id, eur: people.elodie.eur!, bankEur: people.elodie.bankEur! },
    calls,
    handler,
    browse,
  };
}

const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/**
 * Alice's session (US, no SCA): balance, activity, payees, a quote created and read 3 times,
 * executed, its transaction read 5 times, the balance again: 14 browser calls.
 */
export async function walletSession(world: SessionWorld): Promise<BrowserCall[]> {
  const { alice, browse } = world;
  const from = world.calls.length;
  await browse(alice.id, 'GET', `/customers/internal-accounts?${q('customerId', alice.id)}`);
  await browse(alice.id, 'GET', `/transactions?${q('customerId', alice.id)}&limit=20`);
  await browse(alice.id, 'GET', `/customers/external-accounts?${q('customerId', alice.id)}`);
  const quote = await browse(alice.id, 'POST', '/quotes', { source: { sourceType: 'ACCOUNT', accountId: alice.usd }, destination: { destinationType: 'ACCOUNT', accountId: alice.bankUsd }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 }, once());
  const quoteId = String(quote.id);
  for (let i = 0; i < 3; i++) await browse(alice.id, 'GET', `/quotes/${quoteId}`);
  const executed = await browse(alice.id, 'POST', `/quotes/${quoteId}/execute`, undefined, once());
  for (let i = 0; i < 5; i++) await browse(alice.id, 'GET', `/transactions/${String(executed.transactionId)}`);
  await browse(alice.id, 'GET', `/customers/internal-accounts?${q('customerId', alice.id)}`);
  return world.calls.slice(from);
}

/**
 * Élodie's send (EU, SCA): quote, execute (PENDING_AUTHORIZATION), the SMS code, then the
 * transaction read until it completes, the clock moving 5 s between reads as a poll would.
 */
export async function sendFlow(world: SessionWorld): Promise<BrowserCall[]> {
  const { elodie, browse, sandbox } = world;
  const from = world.calls.length;
  const quote = await browse(elodie.id, 'POST', '/quotes', { source: { sourceType: 'ACCOUNT', accountId: elodie.eur }, destination: { destinationType: 'ACCOUNT', accountId: elodie.bankEur }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 }, once());
  const quoteId = String(quote.id);
  await browse(elodie.id, 'POST', `/quotes/${quoteId}/execute`, undefined, once());
  const authorized = await browse(elodie.id, 'POST', `/quotes/${quoteId}/authorize`, { code: '123456' });
  for (let read = 0; read < 20; read++) {
    const transaction = await browse(elodie.id, 'GET', `/transactions/${String(authorized.transactionId)}`);
    if (transaction.status === 'COMPLETED') break;
    sandbox.advanceClock(5_000);
  }
  return world.calls.slice(from);
}

/** Upstream calls per browser call. */
export const upstreamPerCall = (calls: BrowserCall[]) => calls.reduce((sum, call) => sum + call.upstream.length, 0) / calls.length;
