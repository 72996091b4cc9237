/**
 * Calls at each stage of the handler's pipeline, to test one step alone, and a fake of the service
 * that answers lookups from a table and records what it was asked.
 */
import { compileRoutes, type RouteRule } from '../src/routes.js';
import type { Allowed, Authenticated, Incoming, Parsed } from '../src/pipeline/call.js';
import { createUpstream, type Upstream } from '../src/upstream.js';

export const ALICE = 'Customer:0a0a0a0a-0000-4000-8000-00000000000a';
export const BOB = 'Customer:0b0b0b0b-0000-4000-8000-00000000000b';

export function incomingCall(method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit; origin?: string } = {}): Incoming {
  const url = new URL(`/api/service${path}`, init.origin ?? 'http://app.test');
  const streamed = init.body instanceof ReadableStream ? { duplex: 'half' } : {};
  const request = new Request(url, { method, ...(init.headers ? { headers: init.headers } : {}), ...(init.body === undefined ? {} : { body: init.body, ...streamed }) } as RequestInit);
  return { request, url, method, path: url.pathname.slice('/api/service'.length) };
}

/** The call as Firefox's Request carries it in a page: no `body` stream (the bytes are there, read whole). */
export function withoutBodyStream<T extends { request: Request }>(call: T): T {
  Object.defineProperty(call.request, 'body', { value: undefined });
  return call;
}

export function authenticatedCall(method: string, path: string, init: Parameters<typeof incomingCall>[2] & { as?: string } = {}): Authenticated {
  return { ...incomingCall(method, path, init), user: { customerId: init.as ?? ALICE } };
}

/** A call the allowlist matched to `rule`. */
export function allowedCall(rule: RouteRule, path: string, init: Parameters<typeof authenticatedCall>[2] = {}): Allowed {
  const [method] = rule.split(' ') as [string];
  return { ...authenticatedCall(method, path, init), route: { kind: 'service', rule: compileRoutes([rule])[0]! } };
}

/** A call whose JSON body the parse step read. */
export function parsedCall(rule: RouteRule, path: string, body?: unknown, init: Parameters<typeof authenticatedCall>[2] = {}): Parsed {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const allowed = allowedCall(rule, path, { ...init, ...(text === undefined ? {} : { body: text, headers: { 'Content-Type': 'application/json', ...init.headers } }) });
  return { ...allowed, bytes: text === undefined ? undefined : new TextEncoder().encode(text), body };
}

/**
 * The service as a table, behind the real `createUpstream`: `answers[path]` (the query's trailing
 * `limit=100` left out) is the JSON, a Response, or an Error to throw for that path; anything else
 * is 404. `calls` lists every path asked, in order, with the credentials each carried.
 */
export function fakeService(answers: Record<string, unknown> = {}): { upstream: Upstream; calls: string[]; authorizations: string[] } {
  const calls: string[] = [];
  const authorizations: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/v1/, '') + new URL(request.url).search;
    calls.push(path);
    authorizations.push(request.headers.get('Authorization') ?? '');
    const answer = answers[path.replace(/[?&]limit=100$/, '')];
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return answer === undefined ? Response.json({ code: 'NOT_FOUND' }, { status: 404 }) : Response.json(answer);
  };
  return { upstream: createUpstream({ serviceUrl: 'http://service.test/v1', clientId: 'platform', clientSecret: 'secret', fetch }), calls, authorizations };
}
