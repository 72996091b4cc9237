import { isDevelopment } from './environment.js';
import { ClientError, NetworkError, RequestAbortedError, ServiceError, type ServiceErrorCode } from './errors.js';

export interface TransportOptions {
  /** Where the integrator backend forwards to the service. Default `/api/service`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** 429 handling: at most this many waits, none longer than `maxWaitMs` (then the 429 is thrown). */
  rateLimit?: {
    /** How many 429s to wait out per call. Default 2. */
    maxRetries?: number;
    /** The longest wait accepted; a longer `Retry-After` throws the 429 at once. Default 30 s. */
    maxWaitMs?: number;
  };
  /**
   * How long one attempt may go without its whole answer before it fails as a `NetworkError`, so no
   * call waits without a deadline (a stalled backend would otherwise hold a person on "Checking..."
   * for ever). Default 30 s; `0` turns the deadline off.
   */
  timeoutMs?: number;
  /** Seams for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface SendOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** The exact body text: signed retries must send the same bytes, so it is serialized once, by the caller. */
  bodyText?: string;
  /** A document upload instead (`multipart/form-data`; the browser writes the boundary into its Content-Type). */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** This call's deadline per attempt, in place of the transport's `timeoutMs` (an upload may need longer). */
  timeoutMs?: number;
  /**
   * `false`: a 429 is thrown at once (with `retryAfterMs`) instead of being waited out, for calls a
   * person is watching: the widget shows the wait and tries again, rather than "Checking..." for 30 s.
   */
  waitOnRateLimit?: boolean;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export type Transport = <T = unknown>(options: SendOptions) => Promise<Answer<T>>;

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestAbortedError({ cause: signal.reason }));
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(new RequestAbortedError({ cause: signal?.reason }));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function buildUrl(baseUrl: string, path: string, query: SendOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${text ? `?${text}` : ''}`;
}

async function readBody(response: Response, baseUrl: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // A web page where the handler's JSON belongs: baseUrl reaches the app's pages, not createServiceHandler.
    const wrong = new ClientError('INVALID_RESPONSE', `baseUrl ${baseUrl} answered ${response.status} with ${text.slice(0, 40)}, not the JSON of createServiceHandler: point baseUrl at the route that runs it`, { cause: error });
    if (isDevelopment() && !warned) console.error(`[wallet-kit] ${(warned = wrong).message}`);
    if (response.ok) throw wrong;
    return { code: 'UNEXPECTED_RESPONSE', reason: text.slice(0, 200) };
  }
}

/** Said once a page: every call after the first would say the same. */
let warned: ClientError | undefined;

function toServiceError(response: Response, body: unknown): ServiceError {
  const { code, reason, message, details } = (body ?? {}) as { code?: unknown; reason?: unknown; message?: unknown; details?: unknown };
  return new ServiceError({
    status: response.status,
    // A code this contract does not list (a newer service) is kept as sent: see ServiceErrorCode.
    code: typeof code === 'string' ? (code as ServiceErrorCode) : `HTTP_${response.status}`,
    // Older copies of the OpenAPI call it `message`; the live service sends `reason` (reference: Error body).
    reason: typeof reason === 'string' ? reason : typeof message === 'string' ? message : response.statusText,
    ...(details && typeof details === 'object' ? { details: details as Record<string, unknown> } : {}),
    ...(response.headers.get('Request-Id') ? { requestId: response.headers.get('Request-Id')! } : {}),
    ...(response.status === 429 ? { retryAfterMs: retryAfterMs(response.headers.get('Retry-After')) } : {}),
  });
}

/** A deadline for one attempt: its signal aborts when the caller's does, or when `ms` pass (then `expired()`). */
function deadline(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let expired = false;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer =
    ms > 0 && Number.isFinite(ms)
      ? setTimeout(() => {
          expired = true;
          controller.abort();
        }, ms)
      : undefined;
  return {
    signal: controller.signal,
    expired: () => expired,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * One function that sends a request and returns the decoded 2xx answer, or throws a typed error:
 * `ServiceError` for non-2xx, `NetworkError` when no answer came (or none within `timeoutMs`),
 * `RequestAbortedError` on abort. A 429 is waited out (bounded by `Retry-After` and `rateLimit`)
 * unless the call asks to see it; no other 4xx is ever retried.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = options.baseUrl ?? '/api/service';
  const maxRetries = options.rateLimit?.maxRetries ?? 2;
  const maxWaitMs = options.rateLimit?.maxWaitMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sleep = options.sleep ?? abortableSleep;

  async function attempt(url: string, request: SendOptions): Promise<{ response: Response; body: unknown }> {
    const doFetch = options.fetch ?? globalThis.fetch;
    // A file upload on a slow line needs longer than a JSON call: four times the deadline.
    const limit = request.timeoutMs ?? (request.form ? timeoutMs * 4 : timeoutMs);
    const call = deadline(limit, request.signal);
    try {
      // The body is read under the same deadline: a backend can stall after its headers too.
      const response = await doFetch(url, {
        method: request.method,
        headers: { Accept: 'application/json', ...(request.bodyText === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
        ...(request.bodyText === undefined ? {} : { body: request.bodyText }),
        ...(request.form === undefined ? {} : { body: request.form }),
        signal: call.signal,
        credentials: 'same-origin',
      });
      return { response, body: await readBody(response, baseUrl) };
    } catch (error) {
      if (error instanceof ClientError) throw error;
      if (call.expired()) throw new NetworkError(`no answer from ${request.method} ${request.path} within ${Math.round(limit / 1000)} s`, { cause: error });
      if (request.signal?.aborted || (error as { name?: string }).name === 'AbortError') throw new RequestAbortedError({ cause: error });
      throw new NetworkError(`no answer from ${request.method} ${request.path}: ${(error as Error).message}`, { cause: error });
    } finally {
      call.clear();
    }
  }

  return async function send<T>(request: SendOptions): Promise<Answer<T>> {
    const url = buildUrl(baseUrl, request.path, request.query);
    const retries = request.waitOnRateLimit === false ? 0 : maxRetries;
    for (let tries = 0; ; tries++) {
      const { response, body } = await attempt(url, request);
      if (response.ok) return { status: response.status, headers: response.headers, body: body as T };
      const error = toServiceError(response, body);
      const wait = error.retryAfterMs ?? 1000 * 2 ** tries;
      if (response.status !== 429 || tries >= retries || wait > maxWaitMs) throw error;
      await sleep(wait, request.signal);
    }
  };
}
