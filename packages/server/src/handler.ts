import type { WalletEvents } from './events/events.js';
import { ownershipFacts } from './facts.js';
import { checkServiceHandlerOptions } from './handler-options.js';
import type { ServerLog } from './log.js';
import type { PasskeyChallenges } from './passkey-challenge.js';
import { allow } from './pipeline/allow.js';
import { authenticate } from './pipeline/authenticate.js';
import type { Authenticated, EndUser } from './pipeline/call.js';
import { recordConsent } from './pipeline/consent.js';
import { consume } from './pipeline/consume.js';
import { checkCsrf, type CsrfOptions } from './pipeline/csrf.js';
import { answerForFailure } from './pipeline/failure.js';
import { bodyFields } from './pipeline/fields.js';
import { forward, type AfterForward } from './pipeline/forward.js';
import { incoming } from './pipeline/incoming.js';
import { learn } from './pipeline/learn.js';
import { checkDeclaredSize, rateLimit, type HandlerLimits } from './pipeline/limits.js';
import { owns } from './pipeline/owns.js';
import { parse } from './pipeline/parse.js';
import { revocationOf } from './pipeline/revocation.js';
import { whenRevoked } from './pipeline/revoked.js';
import { scope } from './pipeline/scope.js';
import { sessions, type SessionsRevoked } from './pipeline/sessions.js';
import { clientAddressOf } from './node.js';
import { UPLOAD_ROUTES, compileRoutes, type RouteRule } from './routes.js';
import type { StateStore } from './store/state-store.js';
import { checkService, inDevelopment, selfCheckOnce } from './service-check.js';
import { createUpstream } from './upstream.js';

export type { EndUser } from './pipeline/call.js';
export type { HandlerLimits } from './pipeline/limits.js';
export type { SessionsRevoked } from './pipeline/sessions.js';

/** Where the browser opens its event stream, below `basePath`. */
export const EVENTS_PATH = '/events';

/** What {@link createServiceHandler} makes: the fetch handler, and its check of its own settings. */
export interface ServiceHandler {
  /** Answers one browser call under `basePath`; never throws (a failure is a code and a fixed sentence). */
  (request: Request): Promise<Response>;
  /**
   * Calls the service with `serviceUrl` and the credentials and compares its environment with `environment`.
   * Throws ServerError INVALID_ARGUMENT whose message and `details.option` name the option to fix (`serviceUrl`,
   * `clientSecret` or `environment`), or UPSTREAM_FAILED when the service cannot be reached. In development
   * (see `selfCheck`) it runs by itself on the first request and logs what it finds instead.
   */
  check(): Promise<void>;
}

/** Options of {@link createServiceHandler}. */
export interface ServiceHandlerOptions extends CsrfOptions {
  /** The service's base URL including the version, e.g. `https://api.example.com/2025-10-13`. */
  serviceUrl: string;
  /** The platform's API client id; it never leaves this server. */
  clientId: string;
  /** The platform's API secret; it never leaves this server. */
  clientSecret: string;
  /** Who is calling: `{ customerId: 'Customer:<uuid>' }`, or null for nobody. Anything else is nobody, logged. */
  resolveEndUser(request: Request): Promise<EndUser | null> | EndUser | null;
  /** Where the browser calls; default `/api/service`. */
  basePath?: string;
  /** The allowlist; default END_USER_ROUTES (plus the sandbox key route for the sandbox environment). */
  routes?: readonly RouteRule[];
  /** Serves `POST {basePath}/passkey-registration-challenge` and consumes the challenge of every passkey registration. */
  passkeyChallenges?: PasskeyChallenges;
  /** Where the rate-limit counters and the owners it has learned live; default `memoryStore()`. Share one store between instances. */
  store?: StateStore;
  /** Overrides of `DEFAULT_LIMITS`. */
  limits?: Partial<HandlerLimits>;
  /** Told what the integrator should know and the browser must not see; default the console. */
  log?: ServerLog;
  /** `'sandbox'` lets the sandbox's `GET /sandbox/enclave-keys` through; the same switch as the client's and the provider's. Default `'production'`. */
  environment?: 'sandbox' | 'production';
  /**
   * Whether the first request runs `handler.check()` and logs what it finds. Default: in development
   * (`environment: 'sandbox'`, or a NODE_ENV other than `production` and `test`).
   */
  selfCheck?: boolean;
  /** @deprecated Use `environment: 'sandbox'`. */
  sandbox?: boolean;
  /** The fetch that reaches the service; the global one by default (tests pass the sandbox's). */
  fetch?: typeof fetch;
  /**
   * The end user's IP address, recorded as the evidence of their End User Terms acceptance. Default:
   * the socket's peer under `toNodeListener`; behind a proxy, read your proxy's trusted header here.
   */
  endUserAddress?: (request: Request) => string | undefined;
  /** The clock that dates an End User Terms acceptance; default `Date.now`. A seam for tests on a sandbox clock. */
  now?: () => number;
  /**
   * Called once a user has ended wallet sessions through this handler ("Sign out everywhere else", one
   * session, or a sign-in method removed), after the service did. Your app's reads (balances, history)
   * are allowed by your own login, not by the wallet's session: end that user's logins on the other
   * devices here (keep the one of `event.request`), or they keep seeing the wallet until an action fails.
   * Not called when a device ends the session it opened on its own login (signing out), when `resolveEndUser`
   * names a `loginId`. A throw is logged; the person still gets the service's answer.
   */
  onSessionsRevoked?: (event: SessionsRevoked) => void | Promise<void>;
  /** Serves `GET {basePath}/events` (a `text/event-stream` of the signed-in user's events) and pushes `session.revoked` when a revocation is forwarded. */
  events?: WalletEvents;
}

/**
 * The integrator backend's one handler (DESIGN decisions 3 and 11): the browser calls
 * `/api/service/*`, and each call passes a pipeline of small steps, any of which may answer it:
 * incoming (path, method) -> CSRF -> declared size -> authenticate -> allow (the route allowlist,
 * or minting a passkey challenge behind a per-user rate limit) -> scope -> parse (capped body,
 * JSON, or a document upload's form) -> consent (the terms' evidence) -> body fields (where a
 * route limits them) -> owns (every id the user's) -> consume (the passkey challenge) -> forward
 * (platform credentials, the body byte for byte; a revocation then goes through `whenRevoked`: the
 * integrator's `onSessionsRevoked`, `session.revoked` pushed, the streams of devices signed out ended)
 * -> sessions (the device of each wallet session). A step that throws is answered with a code and a fixed
 * sentence; the error goes to `log`.
 *
 * @example
 * const handler = createServiceHandler({ serviceUrl, clientId, clientSecret, resolveEndUser: (req) => sessions.customerOf(req) });
 * app.all('/api/service/*', (c) => handler(c.req.raw)); // Hono
 */
export function createServiceHandler(options: ServiceHandlerOptions): ServiceHandler {
  const checked = checkServiceHandlerOptions(options);
  const { limits, log, passkeyChallenges: challenges } = checked;
  const upstream = createUpstream(options);
  const routes = compileRoutes(checked.routes);
  const uploads = compileRoutes(UPLOAD_ROUTES);
  const facts = ownershipFacts(checked.store, limits.ownershipMemoryMs);
  const { events } = checked;
  const learned = learn(facts, log);
  const revoked = whenRevoked({ store: checked.store, log, events, onSessionsRevoked: checked.onSessionsRevoked });
  const afterForward: AfterForward = async (call, answer) => {
    await learned(call, answer);
    const revocation = revocationOf(call, answer);
    if (revocation) await revoked(call, revocation);
  };

  const steps = {
    incoming: incoming(checked.basePath),
    csrf: checkCsrf(options, uploads, { log, explain: checked.sandbox }),
    declaredSize: checkDeclaredSize(limits.maxBodyBytes, limits.maxUploadBytes),
    authenticate: authenticate(options.resolveEndUser, log),
    allow: allow(routes, { mintsPasskeyChallenges: challenges !== undefined }),
    mintLimit: rateLimit({
      store: checked.store,
      name: 'passkey-challenges',
      limit: limits.passkeyChallengesPerWindow,
      windowMs: limits.passkeyChallengeWindowMs,
    }),
    parse: parse({ ...limits, uploads }),
    consent: recordConsent({ endUserAddress: checked.endUserAddress ?? clientAddressOf, now: checked.now }),
    owns: owns({ upstream, maxIds: limits.maxIdsPerRequest, facts }),
    consume: consume(challenges),
    forward: forward(upstream, afterForward),
    sessions: sessions({ store: checked.store, now: checked.now }),
  };

  async function run(request: Request): Promise<Response> {
    const call = steps.incoming(request);
    if (call instanceof Response) return call;
    const early = steps.csrf(call) ?? steps.declaredSize(call);
    if (early) return early;
    const user = await steps.authenticate(call);
    if (user instanceof Response) return user;
    if (events && user.path === EVENTS_PATH && user.method === 'GET') return events.stream(user.request, user.user.customerId, stillSignedIn(user), user.user.loginId);
    const allowed = steps.allow(user);
    if (allowed instanceof Response) return allowed;
    if (allowed.route.kind === 'mint-passkey-challenge') return (await steps.mintLimit(allowed)) ?? Response.json(await challenges!.create());
    const scoped = scope(allowed);
    if (scoped) return scoped;
    const read = await steps.parse(allowed);
    if (read instanceof Response) return read;
    const parsed = steps.consent(read);
    const refused = bodyFields(parsed) ?? (await steps.owns(parsed)) ?? (await steps.consume(parsed));
    return refused ?? steps.sessions(parsed, await steps.forward(parsed));
  }

  /** Whether the user a stream was opened for is still the one the app has signed in: asked at each heartbeat. */
  const stillSignedIn = (call: Authenticated) => async () => {
    const again: unknown = await options.resolveEndUser(call.request);
    const customerId = (again as Partial<EndUser> | null | undefined)?.customerId;
    return typeof customerId === 'string' && customerId.toLowerCase() === call.user.customerId.toLowerCase();
  };

  const check = () => checkService(upstream, { serviceUrl: options.serviceUrl, sandbox: checked.sandbox });
  const selfCheck = (checked.selfCheck ?? inDevelopment(checked.sandbox)) ? selfCheckOnce(check, log) : async () => undefined;

  async function handle(request: Request): Promise<Response> {
    await selfCheck();
    try {
      return await run(request);
    } catch (error) {
      return answerForFailure(error, log);
    }
  }
  return Object.assign(handle, { check });
}
