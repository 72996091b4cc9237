import { Hono } from 'hono';
import { ServiceError, rateLimited, unauthorized } from './errors.js';
import type { SandboxEnv } from './http.js';
import { runDueJobs } from './payments/engine.js';
import { accountRoutes } from './routes/accounts.js';
import { agentRoutes, hashToken } from './routes/agents.js';
import { authRoutes } from './routes/auth.js';
import { quoteRoutes } from './routes/quotes.js';
import { sandboxRoutes } from './routes/sandbox.js';
import { scaRoutes } from './routes/sca.js';
import { transactionRoutes } from './routes/transactions.js';
import type { Runtime } from './runtime.js';

/** The API version is the first path segment (spec: Versioning). */
export const BASE_PATH = '/2025-10-13';

/** Paths that need no credentials: public keys, and the device-code exchange an agent makes before it has a token. */
const OPEN = [/^\/sandbox\/enclave-keys$/, /^\/agents\/device-codes\/[^/]+\/redeem$/];

function timingSafeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

function checkBasic(rt: Runtime, header: string | undefined): void {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  let decoded = '';
  try {
    decoded = match ? atob(match[1]!) : '';
  } catch {
    decoded = '';
  }
  const expected = `${rt.state.platform.clientId}:${rt.state.platform.clientSecret}`;
  if (!timingSafeEqual(decoded, expected)) throw unauthorized('Platform credentials are missing or wrong (HTTP Basic client id and secret).');
}

/** The Hono app: one error envelope, BasicAuth or AgentAuth on every route, the clock's due work run first. */
export function createApp(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>().basePath(BASE_PATH);

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      return c.json(error.toBody(), error.status as 400, error.status === 401 ? { ...error.headers, 'WWW-Authenticate': 'Basic realm="sandbox"' } : error.headers);
    }
    console.error('sandbox: unexpected error', error);
    return c.json({ code: 'INTERNAL_ERROR', reason: 'The sandbox failed to handle this request.' }, 500);
  });
  app.notFound((c) => c.json({ code: 'NOT_FOUND', reason: `No endpoint ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));

  app.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname.slice(BASE_PATH.length);
    if (!OPEN.some((pattern) => pattern.test(path))) {
      if (path === '/agents/me' || path.startsWith('/agents/me/')) {
        const token = /^Bearer\s+(\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
        const agentId = token === undefined ? undefined : rt.state.agentTokens[hashToken(token)];
        if (agentId === undefined || !rt.state.agents[agentId]) throw unauthorized('An agent access token (AgentAuth bearer) is required.');
        c.set('agentId', agentId);
      } else {
        checkBasic(rt, c.req.header('Authorization'));
      }
      const limit = rt.state.scenarios.rateLimitSeconds;
      if (limit !== null && !path.startsWith('/sandbox/')) throw rateLimited(limit);
    }
    runDueJobs(rt);
    await next();
    if (c.req.method !== 'GET') rt.changed();
  });

  app.route('/', sandboxRoutes(rt));
  app.route('/', authRoutes(rt));
  app.route('/', accountRoutes(rt));
  app.route('/', quoteRoutes(rt));
  app.route('/', transactionRoutes(rt));
  app.route('/', scaRoutes(rt));
  app.route('/', agentRoutes(rt));
  return app;
}
