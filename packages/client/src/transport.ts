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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (response.ok) throw new ClientError('INVALID_RESPONSE', `expected JSON from ${response.url || 'the service'}, got ${text.slice(0, 80)}`, { cause: error });
    return { code: 'UNEXPECTED_RESPONSE', reason: text.slice(0, 200) };
  }
}

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

/**
 * One function that sends a request and returns the decoded 2xx answer, or throws a typed error:
 * `ServiceError` for non-2xx, `NetworkError` when no answer came, `RequestAbortedError` on abort.
 * A 429 is waited out (bounded by `Retry-After` and `rateLimit`); no other 4xx is ever retried.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = options.baseUrl ?? '/api/service';
  const maxRetries = options.rateLimit?.maxRetries ?? 2;
  const maxWaitMs = options.rateLimit?.maxWaitMs ?? 30_000;
  const sleep = options.sleep ?? abortableSleep;

  return async function send<T>(request: SendOptions): Promise<Answer<T>> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const url = buildUrl(baseUrl, request.path, request.query);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: request.method,
          headers: { Accept: 'application/json', ...(request.bodyText === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
          ...(request.bodyText === undefined ? {} : { body: request.bodyText }),
          ...(request.form === undefined ? {} : { body: request.form }),
          ...(request.signal ? { signal: request.signal } : {}),
          credentials: 'same-origin',
        });
      } catch (error) {
        if (request.signal?.aborted || (error as { name?: string }).name === 'AbortError') throw new RequestAbortedError({ cause: error });
        throw new NetworkError(`no answer from ${request.method} ${request.path}: ${(error as Error).message}`, { cause: error });
      }
      const body = await readBody(response);
      if (response.ok) return { status: response.status, headers: response.headers, body: body as T };
      const error = toServiceError(response, body);
      const wait = error.retryAfterMs ?? 1000 * 2 ** attempt;
      if (response.status !== 429 || attempt >= maxRetries || wait > maxWaitMs) throw error;
      await sleep(wait, request.signal);
    }
  };
}
