import { ServerError } from './errors.js';
import { describeValue } from './options.js';

/**
 * The calls an end user's browser may make through the handler, as `METHOD /path/:param?scope`.
 * `?customerId` (or `?accountId`) marks a query parameter the call must carry, so that a list is
 * always scoped to something the ownership check can test. After the path, a `{field,...}` lists the
 * only top-level body fields an end user may send (a card's `state`, never its limit or funding
 * sources), ` body:customerId` marks a JSON body field the call must carry (its id is then checked
 * like any other), and ` uma:inviteeUma` a body field that must be the signed-in user's own UMA
 * address. Every other route, including all platform-only ones (customers list, config, agents,
 * approvals, webhooks), is refused before anything reaches the service.
 */
export type RouteRule = `${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /${string}`;

/** The default allowlist of {@link createServiceHandler}: every route an end user's own calls need, no other. */
export const END_USER_ROUTES: readonly RouteRule[] = [
  'GET /customers/:customerId',
  'PATCH /customers/:customerId',
  'GET /customers/internal-accounts?customerId',
  'GET /customers/external-accounts?customerId',
  'GET /exchange-rates',
  'POST /auth/credentials',
  'GET /auth/credentials?accountId',
  'POST /auth/credentials/:credentialId/challenge',
  'POST /auth/credentials/:credentialId/verify',
  'DELETE /auth/credentials/:credentialId',
  'GET /auth/sessions?accountId',
  'DELETE /auth/sessions/:sessionId',
  'POST /auth/sessions/:sessionId/refresh',
  'POST /internal-accounts/:accountId/export',
  'PATCH /internal-accounts/:accountId',
  'POST /quotes',
  'GET /quotes/:quoteId',
  'POST /quotes/:quoteId/execute',
  'POST /quotes/:quoteId/authorize',
  'POST /quotes/:quoteId/authorize/resend',
  'GET /transactions?customerId',
  'GET /transactions/:transactionId',
  'GET /sca/factors?customerId',
  'POST /sca/factors?customerId',
  'POST /sca/factors/confirm?customerId',
  'DELETE /sca/factors/:factorId?customerId',
  'GET /cards?cardholderId',
  'GET /cards/:cardId',
  'PATCH /cards/:cardId {state}',
  'POST /cards/:cardId/reveal',
  // Onboarding and identity (issue 13): terms, contact verification, the KYC link, verification,
  // a business's owners, documents, and delegated keys. Every id in them is checked as the user's.
  'GET /customers/end-user-terms',
  'POST /customers/:customerId/verify-email',
  'POST /customers/:customerId/verify-email/confirm',
  'POST /customers/:customerId/verify-phone',
  'POST /customers/:customerId/verify-phone/confirm',
  'POST /customers/:customerId/kyc-link',
  'POST /verifications',
  'GET /verifications?customerId',
  'GET /verifications/:verificationId',
  'POST /beneficial-owners',
  'GET /beneficial-owners?customerId',
  'GET /beneficial-owners/:beneficialOwnerId',
  'PATCH /beneficial-owners/:beneficialOwnerId',
  'POST /documents',
  'GET /documents?documentHolder',
  'GET /documents/:documentId',
  'PUT /documents/:documentId',
  'DELETE /documents/:documentId',
  'POST /auth/delegated-keys',
  'GET /auth/delegated-keys?accountId',
  'GET /auth/delegated-keys/:delegatedKeyId',
  'DELETE /auth/delegated-keys/:delegatedKeyId',
  'POST /sca/login/start?customerId',
  'POST /sca/login/complete?customerId',
  // Payees: the customer's own external accounts (a body without customerId would make a platform account).
  'POST /customers/external-accounts body:customerId',
  'GET /customers/external-accounts/:externalAccountId',
  'DELETE /customers/external-accounts/:externalAccountId',
  'POST /customers/external-accounts/:externalAccountId/challenge',
  'POST /customers/external-accounts/:externalAccountId/verify',
  'POST /customers/external-accounts/:externalAccountId/trust',
  'POST /customers/external-accounts/:externalAccountId/trust/confirm',
  'POST /customers/external-accounts/:externalAccountId/untrust',
  'POST /customers/external-accounts/:externalAccountId/untrust/confirm',
  // Lookups before a quote, as the user sending.
  'GET /receiver/uma/:receiverUmaAddress?customerId',
  'GET /receiver/external-account/:externalAccountId?customerId',
  'POST /transactions/:transactionId/confirm',
  // An invitation is read by its code; it is claimed only for the user's own UMA address.
  'GET /invitations/:invitationCode',
  'POST /invitations/:invitationCode/claim uma:inviteeUma',
  // The user's agents' actions waiting for approval: listed for the user, approved or rejected by them.
  'GET /agents/approvals?customerId',
  'GET /agents/:agentId',
  'POST /agents/:agentId/actions/:actionId/approve',
  'POST /agents/:agentId/actions/:actionId/reject',
];

/**
 * The routes whose body may be `multipart/form-data` (a document and its file); every other body
 * is JSON. They take bodies up to `maxUploadBytes`, and only from the app's own pages.
 */
export const UPLOAD_ROUTES: readonly RouteRule[] = ['POST /documents', 'PUT /documents/:documentId'];

/** The sandbox's own read of its enclave keys: forward it only to a sandbox. */
export const SANDBOX_KEY_ROUTES: readonly RouteRule[] = ['GET /sandbox/enclave-keys'];

/** Sandbox controls a demo may let its user press (fund, pay a realtime quote, scenarios, clock). Never in production. */
export const SANDBOX_CONTROL_ROUTES: readonly RouteRule[] = [
  'POST /sandbox/internal-accounts/:accountId/fund',
  'POST /sandbox/send',
  'GET /sandbox/scenarios',
  'PATCH /sandbox/scenarios',
  'POST /sandbox/scenarios/reset',
  'POST /sandbox/clock/advance',
  'POST /sandbox/transactions/:transactionId/bank-return',
  'POST /sandbox/cards/:cardId/simulate/authorization',
  'POST /sandbox/cards/:cardId/simulate/clearing',
  'POST /sandbox/cards/:cardId/simulate/return',
];

export interface CompiledRoute {
  method: string;
  segments: string[];
  requiredQuery: string[];
  /** The only top-level body fields allowed, when the rule names them. */
  bodyFields?: string[];
  /** Top-level JSON body fields the call must carry (` body:customerId`). */
  requiredBody: string[];
  /** Body fields that must be the signed-in user's own UMA address (` uma:inviteeUma`). */
  ownUma: string[];
}

/** `METHOD /path/:param?query`, then marks: `{a,b}`, `body:field`, `uma:field` (see {@link RouteRule}). */
const ROUTE_RULE = /^(GET|POST|PATCH|PUT|DELETE) \/[^\s?#]*(\?[\w&]+)?( (\{[\w,]+\}|body:\w+|uma:\w+))*$/;

/** A `routes` option, checked when the handler is made: a rule that does not parse would otherwise never match, or throw on every call. */
export function checkRoutes(name: string, rules: unknown): readonly RouteRule[] {
  if (!Array.isArray(rules)) throw new ServerError('INVALID_ARGUMENT', `${name}: expected a list of rules such as 'GET /quotes/:quoteId', got ${describeValue(rules)}`);
  for (const rule of rules as unknown[]) {
    if (typeof rule !== 'string' || rule.length > 300 || !ROUTE_RULE.test(rule)) {
      throw new ServerError('INVALID_ARGUMENT', `${name}: expected rules such as 'GET /quotes/:quoteId' or 'GET /transactions?customerId', got ${describeValue(rule)}`);
    }
  }
  return rules as RouteRule[];
}

export function compileRoutes(rules: readonly RouteRule[]): CompiledRoute[] {
  return rules.map((rule) => {
    const [method, target, ...marks] = rule.split(' ') as [string, string, ...string[]];
    const [path, query = ''] = target.split('?') as [string, string?];
    const marked = (prefix: string) => marks.filter((mark) => mark.startsWith(prefix)).map((mark) => mark.slice(prefix.length));
    const fields = marks.find((mark) => mark.startsWith('{'));
    return {
      method,
      segments: path.split('/').filter(Boolean),
      requiredQuery: query.split('&').filter(Boolean),
      ...(fields === undefined ? {} : { bodyFields: fields.replace(/^\{|\}$/g, '').split(',').filter(Boolean) }),
      requiredBody: marked('body:'),
      ownUma: marked('uma:'),
    };
  });
}

/**
 * The route `method path` matches (a `:param` matches one non-empty segment), if any. Where
 * several match, the one with the most literal segments wins: `/customers/internal-accounts` is
 * the scoped list, never `/customers/:customerId` read with a fake id.
 */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): CompiledRoute | undefined {
  const segments = path.split('/').filter(Boolean);
  const literals = (route: CompiledRoute) => route.segments.filter((segment) => !segment.startsWith(':')).length;
  return routes
    .filter(
      (route) =>
        route.method === method &&
        route.segments.length === segments.length &&
        route.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
    )
    .sort((a, b) => literals(b) - literals(a))[0];
}
