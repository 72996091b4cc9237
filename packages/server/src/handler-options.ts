import { ServerError } from './errors.js';
import type { WalletEvents } from './events/events.js';
import type { ServiceHandlerOptions } from './handler.js';
import { consoleLog, type ServerLog } from './log.js';
import { booleanOption, describeValue, functionOption, objectOption, storeOption, wholeNumberOption } from './options.js';
import type { PasskeyChallenges } from './passkey-challenge.js';
import { DEFAULT_LIMITS, type HandlerLimits } from './pipeline/limits.js';
import { checkRoutes, END_USER_ROUTES, SANDBOX_KEY_ROUTES, type RouteRule } from './routes.js';
import { memoryStore } from './store/memory.js';
import { MAX_TTL_MS, type StateStore } from './store/state-store.js';
import { checkUpstreamOptions } from './upstream.js';

/** What `createServiceHandler` runs with: every option checked, the defaults filled in. */
export interface CheckedOptions {
  basePath: string;
  routes: readonly RouteRule[];
  passkeyChallenges: PasskeyChallenges | undefined;
  store: StateStore;
  limits: HandlerLimits;
  log: ServerLog;
  now: () => number;
  endUserAddress: ((request: Request) => string | undefined) | undefined;
  onSessionsRevoked: ServiceHandlerOptions['onSessionsRevoked'];
  events: WalletEvents | undefined;
  /** The `selfCheck` option as given; undefined lets the environment decide. */
  selfCheck: boolean | undefined;
  /** The sandbox environment: refusals may explain themselves to the developer (which origins are accepted). */
  sandbox: boolean;
}

const WHERE = 'createServiceHandler';
const BASE_PATH = /^\/[^\s?#]{0,199}$/;

/**
 * Checks every option of `createServiceHandler` when it is made (`allowedOrigins` and
 * `forwardedHosts` are the CSRF step's): a mistake fails once, at start, as ServerError INVALID_ARGUMENT naming the option,
 * instead of answering every call with 500 or quietly running without a limit.
 */
export function checkServiceHandlerOptions(options: ServiceHandlerOptions): CheckedOptions {
  objectOption(`${WHERE}: options`, options, false);
  checkUpstreamOptions(WHERE, options);
  if (typeof options.resolveEndUser !== 'function') throw new ServerError('INVALID_ARGUMENT', `${WHERE}: resolveEndUser: expected a function, got ${describeValue(options.resolveEndUser)}`);
  const basePath: unknown = options.basePath === undefined ? '/api/service' : options.basePath;
  if (typeof basePath !== 'string' || !BASE_PATH.test(basePath)) {
    throw new ServerError('INVALID_ARGUMENT', `${WHERE}: basePath: expected a path such as /api/service, got ${describeValue(options.basePath)}`);
  }
  const environment: unknown = options.environment;
  if (environment !== undefined && environment !== 'sandbox' && environment !== 'production') {
    throw new ServerError('INVALID_ARGUMENT', `${WHERE}: environment: expected 'sandbox' or 'production', got ${describeValue(environment)}`);
  }
  const sandbox = (environment ?? (booleanOption(`${WHERE}: sandbox`, options.sandbox) ? 'sandbox' : 'production')) === 'sandbox';
  const now = functionOption(`${WHERE}: now`, options.now) ?? Date.now;
  return {
    basePath: basePath.replace(/\/$/, ''),
    routes: options.routes === undefined ? [...END_USER_ROUTES, ...(sandbox ? SANDBOX_KEY_ROUTES : [])] : checkRoutes(`${WHERE}: routes`, options.routes),
    passkeyChallenges: checkChallenges(options.passkeyChallenges),
    store: storeOption(`${WHERE}: store`, options.store) ?? memoryStore(),
    limits: checkLimits(objectOption(`${WHERE}: limits`, options.limits, true) ?? {}),
    log: functionOption(`${WHERE}: log`, options.log) ?? consoleLog,
    now,
    endUserAddress: functionOption(`${WHERE}: endUserAddress`, options.endUserAddress),
    onSessionsRevoked: functionOption(`${WHERE}: onSessionsRevoked`, options.onSessionsRevoked),
    events: checkEvents(options.events),
    selfCheck: booleanOption(`${WHERE}: selfCheck`, options.selfCheck),
    sandbox,
  };
}

function checkEvents(events: WalletEvents | undefined): WalletEvents | undefined {
  if (events === undefined) return undefined;
  const methods = events as unknown as Record<string, unknown> | null;
  if (typeof methods !== 'object' || methods === null || typeof methods.stream !== 'function' || typeof methods.emit !== 'function') {
    throw new ServerError('INVALID_ARGUMENT', `${WHERE}: events: expected createEvents(), got ${describeValue(events)}`);
  }
  return events;
}

function checkChallenges(challenges: PasskeyChallenges | undefined): PasskeyChallenges | undefined {
  if (challenges === undefined) return undefined;
  const methods = challenges as unknown as Record<string, unknown> | null;
  if (typeof methods !== 'object' || methods === null || typeof methods.create !== 'function' || typeof methods.consume !== 'function') {
    throw new ServerError('INVALID_ARGUMENT', `${WHERE}: passkeyChallenges: expected createPasskeyChallenges(), got ${describeValue(challenges)}`);
  }
  return challenges;
}

function checkLimits(overrides: Partial<HandlerLimits>): HandlerLimits {
  for (const name of Object.keys(overrides)) {
    if (!(name in DEFAULT_LIMITS)) throw new ServerError('INVALID_ARGUMENT', `${WHERE}: limits.${name}: not a limit; expected one of ${Object.keys(DEFAULT_LIMITS).join(', ')}`);
  }
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    // These two are store entries' lifetimes, which the stores cap.
    wholeNumberOption(`${WHERE}: limits.${name}`, value, name === 'passkeyChallengeWindowMs' || name === 'ownershipMemoryMs' ? MAX_TTL_MS : undefined);
  }
  return limits;
}
