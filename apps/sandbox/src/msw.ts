import { http, type HttpHandler } from 'msw';
import { BASE_PATH } from './app.js';
import { TestKitError } from './kit-error.js';
import type { Sandbox } from './sandbox.js';

/** The service URL the handlers answer by default: give your backend code this `serviceUrl` in tests. */
export const SANDBOX_SERVICE_URL = `https://sandbox.wallet-kit.test${BASE_PATH}`;

/** Options of {@link sandboxHandlers}. */
export interface SandboxHandlersOptions {
  /** The `serviceUrl` your code calls (its path prefix included); default {@link SANDBOX_SERVICE_URL}. */
  serviceUrl?: string;
}

/** Options of {@link backendHandlers}. */
export interface BackendHandlersOptions {
  /**
   * Where the browser's client calls your backend: the client's `baseUrl`. Default `/api/service`, which MSW
   * resolves against the page's location (a browser, jsdom); in Node give an absolute URL.
   */
  baseUrl?: string;
}

function prefix(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch (error) {
    throw new TestKitError('INVALID_ARGUMENT', `${what}: expected a URL such as ${SANDBOX_SERVICE_URL}, got ${JSON.stringify(url)}`, { cause: error });
  }
  return parsed.pathname.replace(/\/$/, '');
}

/** The same call, addressed to the sandbox's own base path. */
async function toSandbox(request: Request, servicePath: string): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = `${BASE_PATH}${url.pathname.slice(servicePath.length)}`;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, ...(body === undefined ? {} : { body }) });
}

/**
 * MSW handlers that answer every call to the service at `serviceUrl` from `sandbox`, in process: your
 * backend code (`createServiceHandler`, `createProvisioner`, webhooks) runs unchanged in your tests, with
 * the sandbox's real checks and no server to start.
 *
 * @example
 * import { setupServer } from 'msw/node';
 * const sandbox = await createSandbox();
 * const server = setupServer(...sandboxHandlers(sandbox)); // your code calls SANDBOX_SERVICE_URL
 * server.listen({ onUnhandledRequest: 'error' });
 */
export function sandboxHandlers(sandbox: Sandbox, options: SandboxHandlersOptions = {}): HttpHandler[] {
  const serviceUrl = (options.serviceUrl ?? SANDBOX_SERVICE_URL).replace(/\/$/, '');
  const servicePath = prefix(serviceUrl, 'sandboxHandlers: serviceUrl');
  return [http.all(`${serviceUrl}/*`, async ({ request }) => sandbox.fetch(await toSandbox(request, servicePath)))];
}

/**
 * MSW handlers that answer the browser's calls to your backend (the client's `baseUrl`) with `handler`:
 * usually your `createServiceHandler`, itself calling the sandbox through {@link sandboxHandlers}. For an
 * app's component tests (jsdom, Vitest browser mode, Storybook) with the kit's widgets doing real flows.
 *
 * @example
 * const handler = createServiceHandler({ serviceUrl: SANDBOX_SERVICE_URL, ...sandbox.credentials, environment: 'sandbox', resolveEndUser });
 * const server = setupServer(...sandboxHandlers(sandbox), ...backendHandlers(handler));
 */
export function backendHandlers(handler: (request: Request) => Promise<Response>, options: BackendHandlersOptions = {}): HttpHandler[] {
  if (typeof handler !== 'function') throw new TestKitError('INVALID_ARGUMENT', `backendHandlers: expected your backend's fetch handler (request) => Promise<Response>, got ${typeof handler}`);
  const baseUrl = (options.baseUrl ?? '/api/service').replace(/\/$/, '');
  prefix(baseUrl, 'backendHandlers: baseUrl');
  return [http.all(`${baseUrl}/*`, ({ request }) => handler(request))];
}

export { TestKitError, type TestKitErrorCode } from './kit-error.js';
