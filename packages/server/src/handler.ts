import { ServerError } from './errors.js';
import { findIds, owns, type Holdings } from './ownership.js';
import type { PasskeyChallenges } from './passkey-challenge.js';
import { END_USER_ROUTES, SANDBOX_KEY_ROUTES, compileRoutes, matchRoute, type RouteRule } from './routes.js';

/** Who is calling, as the integrator's own authentication says; `null` when nobody is signed in. */
export interface EndUser {
  customerId: string;
}

export interface ServiceHandlerOptions {
  /** The service's base URL including the version, e.g. `https://api.example.com/2025-10-13`. */
  serviceUrl: string;
  clientId: string;
  clientSecret: string;
  resolveEndUser(request: Request): Promise<EndUser | null> | EndUser | null;
  /** Where the browser calls; default `/api/service`. */
  basePath?: string;
  /** The allowlist; default END_USER_ROUTES (plus the sandbox key route for the sandbox environment). */
  routes?: readonly RouteRule[];
  /** Serves `POST {basePath}/passkey-registration-challenge` and consumes the challenge of every passkey registration. */
  passkeyChallenges?: PasskeyChallenges;
  /** `'sandbox'` lets the sandbox's `GET /sandbox/enclave-keys` through; the same switch as the client's and the provider's. Default `'production'`. */
  environment?: 'sandbox' | 'production';
  /** @deprecated Use `environment: 'sandbox'`. */
  sandbox?: boolean;
  fetch?: typeof fetch;
}

const PASSED_THROUGH = ['Service-Wallet-Signature', 'Request-Id', 'Idempotency-Key'];
const RETURNED = ['Content-Type', 'Retry-After', 'Request-Id', 'Location'];

/** The service answered a lookup with something the browser should see as is (429 with its Retry-After). */
class PassedThrough extends Error {
  constructor(readonly response: Response) {
    super(`the service answered ${response.status}`);
  }
}

function refuse(status: number, code: string, reason: string, details?: Record<string, unknown>): Response {
  return Response.json({ code, reason, ...(details ? { details } : {}) }, { status });
}

/**
 * The integrator backend's one handler (DESIGN decision 3): the browser calls `/api/service/*`,
 * this forwards to the service with the platform's Basic credentials, the body byte for byte and
 * the signature headers, after checking the route is one an end user may call and that every id
 * in it belongs to the signed-in user.
 *
 * @example
 * const handler = createServiceHandler({ serviceUrl, clientId, clientSecret, resolveEndUser: (req) => sessions.customerOf(req) });
 * app.all('/api/service/*', (c) => handler(c.req.raw)); // Hono
 */
export function createServiceHandler(options: ServiceHandlerOptions): (request: Request) => Promise<Response> {
  if (!options.serviceUrl || !options.clientId || !options.clientSecret) {
    throw new ServerError('INVALID_ARGUMENT', 'createServiceHandler: serviceUrl, clientId and clientSecret are required');
  }
  const basePath = (options.basePath ?? '/api/service').replace(/\/$/, '');
  const serviceUrl = options.serviceUrl.replace(/\/$/, '');
  const sandbox = (options.environment ?? (options.sandbox ? 'sandbox' : 'production')) === 'sandbox';
  const routes = compileRoutes(options.routes ?? [...END_USER_ROUTES, ...(sandbox ? SANDBOX_KEY_ROUTES : [])]);
  const authorization = `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`;
  const upstream = (path: string, init: RequestInit = {}) =>
    (options.fetch ?? fetch)(`${serviceUrl}${path}`, { ...init, headers: { Authorization: authorization, Accept: 'application/json', ...init.headers } });

  async function getJson(path: string): Promise<Record<string, unknown> | undefined> {
    const response = await upstream(path);
    if (response.status === 404) return undefined;
    // A rate limit is the user's to wait out: hand it back with its Retry-After, not as a 502.
    if (response.status === 429) throw new PassedThrough(response);
    if (!response.ok) throw new ServerError('INVALID_ARGUMENT', `ownership lookup ${path} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  async function ids(path: string, pick: (item: Record<string, unknown>) => unknown = (item) => item.id): Promise<Set<string>> {
    const out = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await getJson(`${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      for (const item of (page?.data ?? []) as Record<string, unknown>[]) if (typeof pick(item) === 'string') out.add(pick(item) as string);
      cursor = page?.hasMore === true && typeof page.nextCursor === 'string' ? page.nextCursor : undefined;
    } while (cursor);
    return out;
  }

  function holdingsOf(customerId: string): Holdings {
    const once = <T>(load: () => Promise<T>) => {
      let value: Promise<T> | undefined;
      return () => (value ??= load());
    };
    const internalAccounts = once(() => ids(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}`));
    const wallets = async () => [...(await internalAccounts())];
    const perWallet = (path: string) => async () => {
      const sets = await Promise.all((await wallets()).map((accountId) => ids(`${path}?accountId=${encodeURIComponent(accountId)}`)));
      return new Set(sets.flatMap((set) => [...set]));
    };
    return {
      internalAccounts,
      externalAccounts: once(() => ids(`/customers/external-accounts?customerId=${encodeURIComponent(customerId)}`)),
      credentials: once(perWallet('/auth/credentials')),
      sessions: once(perWallet('/auth/sessions')),
      quote: (id) => getJson(`/quotes/${encodeURIComponent(id)}`),
      transaction: (id) => getJson(`/transactions/${encodeURIComponent(id)}`),
    };
  }

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return refuse(404, 'NOT_FOUND', `only ${basePath}/* is served here`);
    const path = url.pathname.slice(basePath.length);
    const method = request.method.toUpperCase();
    const user = await options.resolveEndUser(request);
    if (!user) return refuse(401, 'UNAUTHENTICATED', 'sign in to the app first');

    if (options.passkeyChallenges && method === 'POST' && path === '/passkey-registration-challenge') {
      return Response.json(await options.passkeyChallenges.create());
    }
    const route = matchRoute(routes, method, path);
    if (!route) return refuse(403, 'ROUTE_NOT_ALLOWED', `${method} ${path} is not a route an end user may call`);
    const missing = route.requiredQuery.filter((name) => !url.searchParams.get(name));
    if (missing.length > 0) return refuse(403, 'SCOPE_REQUIRED', `${method} ${path} must be scoped with ${missing.join(' and ')}`, { missing });

    // Read the body once as bytes: they are forwarded unchanged, and a parsed copy is inspected.
    const bytes = method === 'GET' || method === 'DELETE' ? undefined : new Uint8Array(await request.arrayBuffer());
    let body: unknown;
    if (bytes && bytes.length > 0) {
      try {
        body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        return refuse(400, 'INVALID_INPUT', 'the request body is not JSON');
      }
    }

    const holdings = holdingsOf(user.customerId);
    try {
      for (const found of findIds(path, url.searchParams, body)) {
        if (!(await owns(user.customerId, found, holdings))) {
          return refuse(403, 'RESOURCE_NOT_OWNED', `${found.id} (${found.where}) does not belong to the signed-in user`, { id: found.id, where: found.where });
        }
      }
    } catch (error) {
      if (error instanceof PassedThrough) {
        const headers = new Headers({ 'Content-Type': 'application/json' });
        const retryAfter = error.response.headers.get('Retry-After');
        if (retryAfter !== null) headers.set('Retry-After', retryAfter);
        return new Response(await error.response.arrayBuffer(), { status: error.response.status, headers });
      }
      return refuse(502, 'SERVICE_UNAVAILABLE', `could not check ownership with the service: ${(error as Error).message}`);
    }

    const passkey = body as { type?: unknown; challenge?: unknown } | undefined;
    if (options.passkeyChallenges && method === 'POST' && path === '/auth/credentials' && passkey?.type === 'PASSKEY') {
      // Only the first leg spends the challenge: the signed retry carries the same body.
      if (!request.headers.has('Service-Wallet-Signature')) {
        try {
          await options.passkeyChallenges.consume(String(passkey.challenge ?? ''));
        } catch (error) {
          return refuse(400, 'INVALID_INPUT', (error as Error).message, { errors: [{ field: 'challenge', message: (error as Error).message }] });
        }
      }
    }

    const headers: Record<string, string> = {};
    for (const name of PASSED_THROUGH) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    if (bytes) headers['Content-Type'] = 'application/json';
    let answer: Response;
    try {
      answer = await upstream(`${path}${url.search}`, { method, headers, ...(bytes ? { body: bytes } : {}) });
    } catch (error) {
      return refuse(502, 'SERVICE_UNAVAILABLE', `the service did not answer: ${(error as Error).message}`);
    }
    const returned = new Headers();
    for (const name of RETURNED) {
      const value = answer.headers.get(name);
      if (value !== null) returned.set(name, value);
    }
    return new Response(answer.status === 204 ? null : await answer.arrayBuffer(), { status: answer.status, headers: returned });
  };
}
