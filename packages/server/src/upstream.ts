import { ServerError } from './errors.js';
import { functionOption, httpUrlOption, textOption } from './options.js';

/** The service, as the handler reaches it: with the platform's credentials, which never leave this process. */
export interface Upstream {
  /** Sends `path` (with its query) to the service; no answer at all is UPSTREAM_FAILED with the cause. */
  send(path: string, init?: RequestInit): Promise<Response>;
  /**
   * A lookup: the JSON answer, `undefined` for 404, UPSTREAM_RATE_LIMITED (with `retryAfter`) for
   * 429, UPSTREAM_FAILED for any other failure.
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

  async function getJson(path: string): Promise<Record<string, unknown> | undefined> {
    const response = await send(path);
    if (response.status === 404) return undefined;
    if (response.status === 429) {
      throw new ServerError('UPSTREAM_RATE_LIMITED', `the service rate-limited the lookup ${path}`, { details: { retryAfter: response.headers.get('Retry-After') ?? '' } });
    }
    if (!response.ok) throw new ServerError('UPSTREAM_FAILED', `the lookup ${path} answered ${response.status}`, { details: { status: response.status } });
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      throw new ServerError('UPSTREAM_FAILED', `the lookup ${path} answered something other than JSON`, { cause: error });
    }
  }

  return { send, getJson };
}
