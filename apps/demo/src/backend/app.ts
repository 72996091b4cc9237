import { randomUUID } from 'node:crypto';
import {
  createEvents,
  createPasskeyChallenges,
  createProvisioner,
  createServiceHandler,
  createWebhookHandler,
  END_USER_ROUTES,
  memoryStore,
  SANDBOX_CONTROL_ROUTES,
  SANDBOX_KEY_ROUTES,
} from '@wallet-kit/server';
import type { Sandbox } from '@wallet-kit/sandbox';
import { createCookieSigner } from './cookie.js';
import { createDemoProvisioner, isRegion, type PlatformCall } from './provision.js';

export interface DemoBackendOptions {
  sandbox: Sandbox;
  /** Signs the session cookie. */
  cookieSecret: string;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Where the sandbox delivers the platform's webhooks: give `${origin}${WEBHOOK_PATH}` to {@link deliverWebhooksTo}. */
export const WEBHOOK_PATH = '/api/webhooks';

/**
 * Sets the platform's webhook URL at the sandbox (`PATCH /config`), as an integrator does once in the
 * service's dashboard: every event from then on is delivered there, signed.
 */
export async function deliverWebhooksTo(sandbox: Sandbox, url: string): Promise<void> {
  const { clientId, clientSecret } = sandbox.credentials;
  const answer = await sandbox.fetch(
    new Request(`http://sandbox.internal${sandbox.basePath}/config`, {
      method: 'PATCH',
      headers: { Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ webhookEndpoint: url }),
    }),
  );
  if (answer.status !== 200) throw new Error(`the sandbox refused the webhook URL ${url}: ${answer.status} ${await answer.text()}`);
}

/** Where the browser loads the card processor's reveal pages: give `${origin}${PROCESSOR_PATH}` to the sandbox as `cardRevealBaseUrl`. */
export const PROCESSOR_PATH = '/api/processor';

/**
 * The integrator's back end as one fetch handler under `/api`: its own demo sign-in (an e-mail
 * address finds or creates the service customer and sets a signed, httpOnly cookie), and
 * `createServiceHandler` at `/api/service`, which holds the platform credentials and forwards the
 * browser's calls scoped to the customer in that cookie.
 */
export function createDemoBackend(options: DemoBackendOptions): (request: Request) => Promise<Response> {
  const { sandbox } = options;
  const { clientId, clientSecret } = sandbox.credentials;
  const serviceUrl = `http://sandbox.internal${sandbox.basePath}`;
  const authorization = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  // The sandbox runs in this process: calls go to its fetch handler, with no socket in between.
  const toSandbox: typeof fetch = (input, init) => sandbox.fetch(new Request(input, init));

  const call: PlatformCall = async (method, path, body) => {
    const response = await toSandbox(`${serviceUrl}${path}`, {
      method,
      headers: { Authorization: authorization, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>) };
  };
  const provisioner = createDemoProvisioner(call, createProvisioner({ serviceUrl, clientId, clientSecret, fetch: toSandbox }));
  const cookies = createCookieSigner(options.cookieSecret);
  // The demo's logins, in memory: each customer's, and those ended (signed out, or "everywhere else").
  const loginsOf = new Map<string, Set<string>>();
  const ended = new Set<string>();
  const loginOf = (request: Request) => {
    const login = cookies.read(request.headers.get('cookie'));
    return login && !ended.has(login.loginId) ? login : null;
  };
  const customerOf = (request: Request) => loginOf(request)?.customerId ?? null;
  const newLogin = (customerId: string) => {
    const loginId = randomUUID();
    loginsOf.set(customerId, (loginsOf.get(customerId) ?? new Set()).add(loginId));
    return { customerId, loginId };
  };

  // One store for the handler, the events and the webhook endpoint: events are numbered and kept for replay there.
  const store = memoryStore();
  const events = createEvents({ serviceUrl, clientId, clientSecret, fetch: toSandbox, store });
  // Each verified webhook becomes an event for the customers it concerns (the stream at /api/service/events).
  // The demo acts on none itself: a 200 approves an incoming payment that asks, as the sandbox's platform would.
  const webhooks = createWebhookHandler({ publicKey: sandbox.enclaveKeys.webhook, now: () => sandbox.now(), store, events, handle: () => undefined });

  const service = createServiceHandler({
    serviceUrl,
    clientId,
    clientSecret,
    fetch: toSandbox,
    store,
    events,
    // The login id ties each stream and wallet session to this device's login: signing out ends this device's only.
    resolveEndUser: (request) => {
      const login = loginOf(request);
      return login ? { customerId: login.customerId, loginId: login.loginId } : null;
    },
    // A sandbox demo: the page may also press the sandbox's buttons (fund, pay a realtime quote, scenarios).
    routes: [...END_USER_ROUTES, ...SANDBOX_CONTROL_ROUTES, ...SANDBOX_KEY_ROUTES],
    passkeyChallenges: createPasskeyChallenges(),
    // The balances and history are read on the demo's own login: a wallet session ended from another
    // device must end that device's login too, or it keeps showing the wallet after a reload.
    onSessionsRevoked: ({ user, request }) => {
      const here = loginOf(request)?.loginId;
      for (const loginId of loginsOf.get(user.customerId) ?? []) if (loginId !== here) ended.add(loginId);
    },
  });

  async function me(request: Request): Promise<Response> {
    const customerId = customerOf(request);
    if (!customerId) return json({ signedIn: false });
    const answer = await call('GET', `/customers/${encodeURIComponent(customerId)}`);
    if (answer.status !== 200) return json({ signedIn: false }, 200, { 'Set-Cookie': cookies.clear() });
    const walletId = await provisioner.walletOf(customerId);
    const b = answer.body;
    return json({
      signedIn: true,
      customer: { id: b.id, email: b.email, fullName: b.fullName, region: b.region, umaAddress: b.umaAddress },
      walletId,
    });
  }

  /**
   * The signed-in customer's card on their wallet, issued on first ask (issuing is the platform's
   * call: `POST /cards` is not an end-user route). New cards are PROCESSING for a second.
   */
  async function card(request: Request): Promise<Response> {
    const customerId = customerOf(request);
    if (!customerId) return json({ code: 'UNAUTHENTICATED', reason: 'sign in to the demo first' }, 401);
    const walletId = await provisioner.walletOf(customerId);
    if (!walletId) return json({ code: 'NOT_FOUND', reason: 'this customer has no wallet' }, 404);
    const listed = await call('GET', `/cards?cardholderId=${encodeURIComponent(customerId)}&accountId=${encodeURIComponent(walletId)}&limit=100`);
    const live = ((listed.body.data ?? []) as Record<string, unknown>[]).find((c) => c.state !== 'CLOSED');
    if (live) return json(live);
    const issued = await call('POST', '/cards', { cardholderId: customerId, platformCardId: `northwind-${Date.now().toString(36)}`, form: 'VIRTUAL', fundingSources: [walletId] });
    return issued.status === 201 ? json(issued.body, 201) : json(issued.body, issued.status);
  }

  /** The card processor's reveal pages, as a browser reaches them (the sandbox runs in this process). */
  function processorPage(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    return toSandbox(`${serviceUrl}${pathname.slice(PROCESSOR_PATH.length)}`, { method: 'GET' });
  }

  async function signIn(request: Request): Promise<Response> {
    let body: { email?: unknown; region?: unknown; fullName?: unknown; phoneNumber?: unknown };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return json({ code: 'INVALID_INPUT', reason: 'expected a JSON body { email, region }' }, 400);
    }
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!EMAIL.test(email)) return json({ code: 'INVALID_INPUT', reason: 'Enter an e-mail address such as you@example.com.' }, 400);
    const region = body.region === undefined ? 'US' : body.region;
    if (!isRegion(region)) return json({ code: 'INVALID_INPUT', reason: 'region: expected US or EU' }, 400);
    const fullName = typeof body.fullName === 'string' && body.fullName.trim() ? body.fullName.trim().slice(0, 200) : undefined;
    // The EU provider confirms a phone number too before the identity check: a new EU wallet needs one.
    const phoneNumber = typeof body.phoneNumber === 'string' && body.phoneNumber.trim() ? body.phoneNumber.replace(/[\s()-]/g, '') : undefined;
    if (phoneNumber !== undefined && !/^\+[1-9]\d{1,14}$/.test(phoneNumber)) return json({ code: 'INVALID_INPUT', reason: 'Enter the phone number with its country code, such as +33 6 12 34 56 78.' }, 400);
    const result = await provisioner.findOrCreate(email, region, fullName, phoneNumber);
    const secure = new URL(request.url).protocol === 'https:';
    return json({ signedIn: true, ...result }, 200, { 'Set-Cookie': cookies.issue(newLogin(result.customer.id), secure) });
  }

  /**
   * The page a verification link opens (`kycUrl`): the real service's partner is on the web, the
   * demo's sandbox is inside this process, so its stand-in page is served here, form posts and
   * the redirect back included. Its single-use token is the only key, as at the partner.
   */
  async function hostedVerification(request: Request, token: string): Promise<Response> {
    const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
    const contentType = request.headers.get('Content-Type');
    return toSandbox(`${serviceUrl}/sandbox/kyc/${encodeURIComponent(token)}`, { method: request.method, ...(contentType ? { headers: { 'Content-Type': contentType } } : {}), ...(body ? { body } : {}), redirect: 'manual' });
  }

  return async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    try {
      if (pathname.startsWith('/api/service/')) return await service(request);
      if (pathname === WEBHOOK_PATH && request.method === 'POST') return await webhooks(request);
      const verification = /^\/api\/verification\/([\w-]+)$/.exec(pathname);
      if (verification && (request.method === 'GET' || request.method === 'POST')) return await hostedVerification(request, verification[1]!);
      if (pathname === '/api/me' && request.method === 'GET') return await me(request);
      if (pathname === '/api/sign-in' && request.method === 'POST') return await signIn(request);
      if (pathname === '/api/card' && request.method === 'POST') return await card(request);
      if (pathname.startsWith(`${PROCESSOR_PATH}/sandbox/cards/embed/`) && request.method === 'GET') return await processorPage(request);
      if (pathname === '/api/sign-out' && request.method === 'POST') {
        const login = loginOf(request);
        if (login) {
          ended.add(login.loginId);
          // This device's live updates stop now; the customer's other devices keep their login and their stream.
          await events.signOut(login.customerId, login.loginId);
        }
        return json({ signedIn: false }, 200, { 'Set-Cookie': cookies.clear() });
      }
      return json({ code: 'NOT_FOUND', reason: `${request.method} ${pathname} is not served` }, 404);
    } catch (error) {
      console.error('demo back end:', error);
      return json({ code: 'INTERNAL', reason: 'the demo back end failed; see its console' }, 500);
    }
  };
}
