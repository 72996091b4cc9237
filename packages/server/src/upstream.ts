import { ServerError } from './errors.js';
import { functionOption, httpUrlOption, textOption } from './options.js';
import { confirmApi, credentialsRefused, serviceJson, wrongServiceUrl } from './service-check.js';

/** The service, as the handler reaches it: with the platform's credentials, which never leave this process. */
export interface Upstream {
  /** Sends `path` (with its query) to the service; no answer at all is UPSTREAM_FAILED with the cause. */
  send(path: string, init?: RequestInit): Promise<Response>;
  /**
   * A lookup: the JSON answer, `undefined` for the service's own 404, UPSTREAM_RATE_LIMITED (with `retryAfter`)
   * for 429, UPSTREAM_FAILED for any other failure: a 401, an answer not the service's JSON or a route-level 404
   * (a wrong `serviceUrl`) with the INVALID_ARGUMENT naming the option to fix as its cause.
   */
  getJson(path: string): Promise<Record<string, unknown> | undefined>;
}

export interface UpstreamOptions {
  /** The service's base URL including the version, e.g. `https://api.example.com/2025-10-13`. */
  serviceUrl: string;
  /** The platform's client id (Basic auth); never sent to a browser. */
  clientId: string;
  /** The platform's client secret (Basic auth); never sent to a browser. */
  clientSecret: string;
  /** The fetch to reach the service with; the global one by default. */
  fetch?: typeof fetch;
}

/** The service's URL, the platform's credentials and the fetch, checked when a handler or provisioner is made. */
export function checkUpstreamOptions(where: string, options: UpstreamOptions): void {
  httpUrlOption(`${where}: serviceUrl`, options.serviceUrl);
  textOption(`${where}: clientId`, options.clientId);
  textOption(`${where}: clientSecret`, options.clientSecret);
  functionOption(`${where}: fetch`, options.fetch);
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const serviceUrl = options.serviceUrl.replace(/\/$/, '');
  const authorization = `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`;
  // The global fetch is looked up at each call: a test's MSW server (or any instrumentation) installed after
  // the handler was made still sees its calls.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await doFetch(`${serviceUrl}${path}`, { ...init, headers: { Authorization: authorization, Accept: 'application/json', ...init.headers } });
    } catch (error) {
      throw new ServerError('UPSTREAM_FAILED', `the service did not answer ${init.method ?? 'GET'} ${path}`, { cause: error });
    }
  }

  /** Whether serviceUrl reaches the API: a success is kept, a failure asked again next time. */
  let apiConfirmed: Promise<void> | undefined;
  const confirmed = () =>
    (apiConfirmed ??= confirmApi({ send, getJson }, options.serviceUrl).catch((error: unknown) => {
      apiConfirmed = undefined;
      throw error;
    }));

  async function getJson(path: string): Promise<Record<string, unknown> | undefined> {
    const response = await send(path);
    if (response.status === 401) throw misconfiguredLookup(path, credentialsRefused(options.serviceUrl, path));
    if (response.status === 404) {
      const body = await serviceJson(response);
      if (typeof body?.code !== 'string') throw misconfiguredLookup(path, wrongServiceUrl(options.serviceUrl, `GET ${path} answered 404 with something other than the service's JSON`, 404));
      // The document's codes (QUOTE_NOT_FOUND, ...) name a missing resource; a bare NOT_FOUND is also what an unknown route answers.
      if (body.code === 'NOT_FOUND') await confirmed().catch((error: unknown) => Promise.reject(misconfiguredLookup(path, error)));
      return undefined;
    }
    if (response.status === 429) {
      throw new ServerError('UPSTREAM_RATE_LIMITED', `the service rate-limited the lookup ${path}`, { details: { retryAfter: response.headers.get('Retry-After') ?? '' } });
    }
    if (!response.ok) throw new ServerError('UPSTREAM_FAILED', `the lookup ${path} answered ${response.status}`, { details: { status: response.status } });
    const body = await serviceJson(response);
    if (body === undefined) throw misconfiguredLookup(path, wrongServiceUrl(options.serviceUrl, `GET ${path} answered ${response.status} with something other than the service's JSON`, response.status));
    return body;
  }

  return { send, getJson };
}

/** A call that failed because the handler is set up wrongly: UPSTREAM_FAILED, the misconfiguration as its cause. */
export function misconfiguredCall(call: string, cause: unknown): unknown {
  if (!(cause instanceof ServerError) || cause.code !== 'INVALID_ARGUMENT') return cause;
  return new ServerError('UPSTREAM_FAILED', `${call} failed: ${cause.message}`, { cause, details: { ...cause.details } });
}

const misconfiguredLookup = (path: string, cause: unknown): unknown => misconfiguredCall(`the lookup ${path}`, cause);
