import { ServerError } from './errors.js';
import type { ServerLog } from './log.js';
import type { Upstream } from './upstream.js';

/** The API version the kit speaks: the last segment of a right `serviceUrl`. */
export const API_VERSION = '2025-10-13';

/** The option a misconfiguration names, as `details.option` of its INVALID_ARGUMENT. */
export type MisconfiguredOption = 'serviceUrl' | 'clientSecret' | 'environment';

/** The URL as a log may show it: without user info, query or fragment. */
function shown(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

function misconfigured(option: MisconfiguredOption, message: string, status?: number): ServerError {
  return new ServerError('INVALID_ARGUMENT', message, { details: status === undefined ? { option } : { option, status } });
}

/** `serviceUrl` reaches something other than the service's API; `answered` says what, never with the body. */
export function wrongServiceUrl(serviceUrl: string, answered: string, status: number): ServerError {
  const versioned = /\/\d{4}-\d{2}-\d{2}$/.test(new URL(serviceUrl).pathname.replace(/\/$/, ''));
  const fix = versioned ? 'check its host and path' : `it lacks the version path /${API_VERSION}`;
  return misconfigured(
    'serviceUrl',
    `serviceUrl ${shown(serviceUrl)} does not reach the service's API (${answered}): ${fix}; expected the service's base URL with its version, such as https://api.example.com/${API_VERSION}`,
    status,
  );
}

/** The service's 401 to the platform's own credentials. */
export function credentialsRefused(serviceUrl: string, path: string): ServerError {
  return misconfigured(
    'clientSecret',
    `the service at ${shown(serviceUrl)} refused the platform's credentials (401 to GET ${path}): set clientSecret (and clientId) to this platform's API credentials; the sandbox and production each have their own`,
    401,
  );
}

/** The answer's JSON object, or undefined when it is not the service's JSON (an HTML page, a proxy's text). */
export async function serviceJson(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `serviceUrl` and the credentials reach the service's API, asked with `GET /config`, a route every
 * platform has: a 404 or an answer that is not JSON is a wrong URL, a 401 wrong credentials.
 */
export async function confirmApi(upstream: Upstream, serviceUrl: string): Promise<void> {
  const answer = await upstream.send('/config');
  if (answer.status === 401) throw credentialsRefused(serviceUrl, '/config');
  if (answer.status === 404) throw wrongServiceUrl(serviceUrl, 'GET /config answered 404', 404);
  if (!answer.ok) throw new ServerError('UPSTREAM_FAILED', `the service answered ${answer.status} to GET /config`, { details: { status: answer.status } });
  if ((await serviceJson(answer)) === undefined) throw wrongServiceUrl(serviceUrl, `GET /config answered ${answer.status} with something other than the service's JSON`, answer.status);
}

/** Only a sandbox serves its enclave keys (the route the client reads in the sandbox environment). */
async function isSandbox(upstream: Upstream): Promise<boolean> {
  const answer = await upstream.send('/sandbox/enclave-keys');
  return answer.ok && typeof (await serviceJson(answer))?.otpBundle === 'string';
}

/**
 * `handler.check()`: the URL, the credentials, then the environment. Throws ServerError INVALID_ARGUMENT whose
 * `details.option` (and message) names the option to fix, or UPSTREAM_FAILED when the service cannot be reached.
 */
export async function checkService(upstream: Upstream, { serviceUrl, sandbox }: { serviceUrl: string; sandbox: boolean }): Promise<void> {
  await confirmApi(upstream, serviceUrl);
  const served = await isSandbox(upstream);
  if (served === sandbox) return;
  throw misconfigured(
    'environment',
    sandbox
      ? `the handler is set for the sandbox (environment: 'sandbox') but serviceUrl ${shown(serviceUrl)} is not a sandbox (it does not serve GET /sandbox/enclave-keys): set environment: 'production', or point serviceUrl at the sandbox`
      : `the handler is set for production (environment: 'production', the default) but serviceUrl ${shown(serviceUrl)} is a sandbox: set environment: 'sandbox' while you develop against it, or point serviceUrl at the production service`,
  );
}

/**
 * Whether the handler checks itself on its first request: in development, which is `environment: 'sandbox'` or a
 * NODE_ENV other than production. A test runner's NODE_ENV (`test`) is not: a test's stubbed fetch is not the service.
 */
export function inDevelopment(sandbox: boolean): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  // A runtime without process.env (a worker) says nothing of development: only the sandbox switch does.
  return sandbox || (env !== undefined && env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test');
}

/** A service that is busy or failing now (429, 5xx) says nothing of the settings: the check is asked again later. */
function answeredBusy(error: unknown): boolean {
  const status = error instanceof ServerError && error.code === 'UPSTREAM_FAILED' ? (error.details as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'number' && (status === 429 || status >= 500);
}

/** How many requests may find the service busy before the self-check says it could not run. */
const BUSY_TRIES = 3;

/**
 * The self-check run once, on the first request: what it finds is logged, never thrown at the person's call. A busy
 * service (a test's many calls spent the sandbox's rate limit) is no finding: the next request checks again, and only
 * after three such answers one warning says the check could not run.
 */
export function selfCheckOnce(check: () => Promise<void>, log: ServerLog): () => Promise<void> {
  let done: Promise<void> | undefined;
  let busy = 0;
  return () =>
    (done ??= check().catch((error: unknown) => {
      const code = error instanceof ServerError ? error.code : 'INTERNAL';
      const message = error instanceof Error ? error.message : 'the self-check failed';
      const isBusy = answeredBusy(error);
      if (isBusy && ++busy < BUSY_TRIES) {
        done = undefined;
        return;
      }
      log({ level: isBusy ? 'warn' : 'error', code, message: `self-check (in development): ${isBusy ? `could not run, ${message}` : message}`, ...(code === 'INVALID_ARGUMENT' ? {} : { cause: error }) });
    }));
}
