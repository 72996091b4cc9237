import { base64urlToBytes, derToP1363, hexToBytes, isBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { readBody } from './body.js';
import { ServerError } from './errors.js';
import { consoleLog, type ServerLog } from './log.js';
import { describeValue, functionOption, objectOption, storeOption, wholeNumberOption } from './options.js';
import { memoryStore } from './store/memory.js';
import { MAX_TTL_MS, type StateStore } from './store/state-store.js';
import type { WalletEvents } from './events/events.js';

/** The envelope of every webhook the service sends. */
export interface WebhookEnvelope<T = unknown> {
  /** Unique per event: the key to handle it once, since the service retries deliveries. */
  id: string;
  /** The event type, e.g. `OUTGOING_PAYMENT.COMPLETED`. */
  type: string;
  /** ISO 8601, when the event happened. */
  timestamp: string;
  /** The event's object, as the service's API would return it. */
  data: T;
}

/** The service retries a delivery for 7 days (spec: Webhooks); ids are remembered a day longer. */
export const WEBHOOK_SEEN_TTL_MS = 8 * 24 * 3_600_000;
/** The largest delivery read; envelopes are a few kB. */
export const WEBHOOK_MAX_BODY_BYTES = 256 * 1024;
const MAX_HEADER_LENGTH = 1024;
const MAX_ID_LENGTH = 200;

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const PEM = /^-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----$/;

function fromBase64(text: string, what: string): Uint8Array<ArrayBuffer> {
  return base64urlToBytes(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), what);
}

/** The platform key as bytes to import: SPKI from PEM, or the raw point from hex (either form). */
function keyBytes(publicKey: unknown): { format: 'spki' | 'raw'; bytes: Uint8Array<ArrayBuffer> } {
  try {
    if (typeof publicKey !== 'string') throw new TypeError(`got ${publicKey === null ? 'null' : typeof publicKey}`);
    const trimmed = publicKey.trim();
    const pem = PEM.exec(trimmed);
    if (pem) return { format: 'spki', bytes: fromBase64(pem[1]!.replace(/\s+/g, ''), 'PEM body') };
    return { format: 'raw', bytes: hexToBytes(publicKeyForms(trimmed, 'publicKey').uncompressed) };
  } catch (error) {
    throw new ServerError('INVALID_ARGUMENT', 'publicKey: expected the platform webhook key as P-256 hex (66 or 130 characters) or a PEM "PUBLIC KEY"', { cause: error });
  }
}

async function importVerifyKey(publicKey: unknown): Promise<CryptoKey> {
  const { format, bytes } = keyBytes(publicKey);
  try {
    return await crypto.subtle.importKey(format, bytes, ALGORITHM, false, ['verify']);
  } catch (error) {
    throw new ServerError('INVALID_ARGUMENT', 'publicKey: not a P-256 public key', { cause: error });
  }
}

function parseSignature(signatureHeader: unknown): Uint8Array<ArrayBuffer> {
  if (signatureHeader === null || signatureHeader === undefined || signatureHeader === '') {
    throw new ServerError('WEBHOOK_SIGNATURE_MISSING', 'X-Service-Signature is missing');
  }
  const expected = 'X-Service-Signature: expected {"v":"1","s":"<base64 DER signature>"}';
  if (typeof signatureHeader !== 'string' || signatureHeader.length > MAX_HEADER_LENGTH) throw new ServerError('WEBHOOK_SIGNATURE_MALFORMED', expected);
  try {
    const header = JSON.parse(signatureHeader) as { v?: unknown; s?: unknown } | null;
    if (header?.v !== '1' || typeof header.s !== 'string') throw new ServerError('WEBHOOK_SIGNATURE_MALFORMED', expected);
    return derToP1363(fromBase64(header.s, 'signature'));
  } catch (error) {
    if (error instanceof ServerError) throw error;
    throw new ServerError('WEBHOOK_SIGNATURE_MALFORMED', expected, { cause: error });
  }
}

function parseEnvelope<T>(bytes: Uint8Array): WebhookEnvelope<T> {
  let envelope: Partial<WebhookEnvelope<T>> | null;
  try {
    envelope = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as typeof envelope;
  } catch (error) {
    throw new ServerError('WEBHOOK_BODY_MALFORMED', 'the signed body is not UTF-8 JSON', { cause: error });
  }
  const { id, type, timestamp } = envelope ?? {};
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH || typeof type !== 'string' || typeof timestamp !== 'string') {
    throw new ServerError('WEBHOOK_BODY_MALFORMED', `expected the envelope {id (1 to ${MAX_ID_LENGTH} characters), type, timestamp, data}`);
  }
  return envelope as WebhookEnvelope<T>;
}

/**
 * Verifies `X-Service-Signature: {"v":"1","s":"<base64 DER ECDSA P-256 / SHA-256 over the raw body>"}`
 * with the platform's webhook key (hex, either form, or PEM SPKI) and returns the parsed envelope.
 * Pass the body exactly as received: parsing and re-serializing it would change the bytes. Every
 * failure is a `ServerError`: WEBHOOK_SIGNATURE_MISSING / _MALFORMED / _INVALID, WEBHOOK_BODY_MALFORMED,
 * or INVALID_ARGUMENT for a body that is not text or bytes, or a key that is not a P-256 key.
 *
 * @example
 * const event = await verifyWebhook(await request.text(), request.headers.get('X-Service-Signature'), WEBHOOK_PUBLIC_KEY);
 */
export async function verifyWebhook<T = unknown>(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, publicKey: string): Promise<WebhookEnvelope<T>> {
  return verifyWith<T>(rawBody, signatureHeader, await importVerifyKey(publicKey));
}

async function verifyWith<T>(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, key: CryptoKey): Promise<WebhookEnvelope<T>> {
  if (typeof rawBody !== 'string' && !isBytes(rawBody)) {
    throw new ServerError('INVALID_ARGUMENT', `rawBody: expected the body as received, a string or bytes, got ${rawBody === null ? 'null' : typeof rawBody}`);
  }
  const signature = parseSignature(signatureHeader);
  const bytes = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : Uint8Array.from(rawBody);
  if (!(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, bytes))) {
    throw new ServerError('WEBHOOK_SIGNATURE_INVALID', 'the webhook signature does not verify over this body with the platform key');
  }
  return parseEnvelope<T>(bytes);
}

/** Options of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions<T> {
  /** The platform's webhook key: P-256 hex (either form) or PEM. */
  publicKey: string;
  /** Handles one verified event, once per id; a throw answers 500 so the service delivers it again. */
  handle: (event: WebhookEnvelope<T>) => Promise<void> | void;
  /** Where handled ids are remembered; default `memoryStore()` (lost on restart: use Redis or PostgreSQL in production). */
  store?: StateStore;
  /** Deliveries larger than this answer 413 before their signature is checked; default 256 kB. */
  maxBodyBytes?: number;
  /** How long a handled id is remembered, and the age past which an envelope is refused as a replay; default 8 days. */
  seenTtlMs?: number;
  /** How long one instance may take to run `handle` before another may retry the event; default 2 minutes. */
  processingLeaseMs?: number;
  /** The clock envelope ages are read against; `Date.now` by default. */
  now?: () => number;
  /** Told of a handler that threw; the default logs it. */
  onError?: (error: unknown, event: WebhookEnvelope<T>) => void;
  /** Told what the integrator should know and the service must not see; default the console. */
  log?: ServerLog;
  /** Pushes each handled event to the browsers of the customers it concerns (`createEvents`); never changes the answer. */
  events?: Pick<WalletEvents, 'fromWebhook'>;
}

/** Every `code` the webhook endpoint answers with, besides `{ received: true }`. */
export type WebhookAnswerCode =
  | 'BODY_TOO_LARGE'
  | 'WEBHOOK_SIGNATURE_MISSING'
  | 'WEBHOOK_SIGNATURE_MALFORMED'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WEBHOOK_BODY_MALFORMED'
  | 'WEBHOOK_IN_PROGRESS'
  | 'WEBHOOK_HANDLER_FAILED'
  | 'STORE_UNAVAILABLE'
  | 'INTERNAL';

/**
 * What the service is told, by code: a status and a fixed sentence. No error's message goes into an
 * answer, whatever threw it; the error itself goes to the integrator's log.
 */
const ANSWERS: Readonly<Record<WebhookAnswerCode, { status: number; reason: string }>> = {
  BODY_TOO_LARGE: { status: 413, reason: 'the delivery is larger than this endpoint accepts' },
  WEBHOOK_SIGNATURE_MISSING: { status: 401, reason: 'X-Service-Signature is missing' },
  WEBHOOK_SIGNATURE_MALFORMED: { status: 401, reason: 'X-Service-Signature is not {"v":"1","s":"<base64 DER signature>"}' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, reason: 'the signature does not verify over this body with the platform key' },
  WEBHOOK_BODY_MALFORMED: { status: 400, reason: 'the signed body is not a webhook envelope {id, type, timestamp (a date-time), data}' },
  WEBHOOK_IN_PROGRESS: { status: 409, reason: 'this event is being handled; retry later' },
  WEBHOOK_HANDLER_FAILED: { status: 500, reason: 'the handler failed; retry later' },
  STORE_UNAVAILABLE: { status: 503, reason: 'the webhook endpoint cannot reach its store; retry later' },
  INTERNAL: { status: 500, reason: 'the webhook endpoint failed; retry later' },
};

const answer = (code: WebhookAnswerCode) => Response.json({ code, reason: ANSWERS[code].reason }, { status: ANSWERS[code].status });

/** The refusals verification may end in: the service is told which one. */
const REFUSALS: ReadonlySet<string> = new Set<WebhookAnswerCode>(['BODY_TOO_LARGE', 'WEBHOOK_SIGNATURE_MISSING', 'WEBHOOK_SIGNATURE_MALFORMED', 'WEBHOOK_SIGNATURE_INVALID', 'WEBHOOK_BODY_MALFORMED']);

/** How long one instance may run `handle` before another may retry the event. */
const WEBHOOK_PROCESSING_LEASE_MS = 2 * 60_000;

/** Only an option left out takes its default: `null` is a mistake to name, not a way to ask for the default. */
const option = (value: unknown, fallback: number): unknown => (value === undefined ? fallback : value);

const received = (extra: Record<string, true> = {}) => Response.json({ received: true, ...extra });

/**
 * A webhook endpoint as a Fetch handler. It refuses an oversized body before reading past its cap,
 * verifies the signature, and runs `handle` once per envelope `id` across every instance sharing
 * the store: an id is claimed for `processingLeaseMs` while `handle` runs, remembered for
 * `seenTtlMs` once it succeeded (a duplicate answers 200 without running it), and released when it
 * throws (500, so the service retries). An envelope older than `seenTtlMs` is a replay past what
 * the store remembers: it answers 200 and is not handled.
 *
 * @example app.post('/webhooks/service', (c) => webhooks(c.req.raw));
 */
export function createWebhookHandler<T = unknown>(options: WebhookHandlerOptions<T>): (request: Request) => Promise<Response> {
  objectOption('createWebhookHandler: options', options, false);
  if (typeof options.handle !== 'function') throw new ServerError('INVALID_ARGUMENT', `createWebhookHandler: handle: expected a function, got ${describeValue(options.handle)}`);
  keyBytes(options.publicKey);
  if (options.events !== undefined && typeof options.events?.fromWebhook !== 'function') throw new ServerError('INVALID_ARGUMENT', `createWebhookHandler: events: expected createEvents(), got ${describeValue(options.events)}`);
  let key: Promise<CryptoKey> | undefined;
  const store = storeOption('createWebhookHandler: store', options.store) ?? memoryStore();
  const maxBodyBytes = wholeNumberOption('createWebhookHandler: maxBodyBytes', option(options.maxBodyBytes, WEBHOOK_MAX_BODY_BYTES));
  // Both are lifetimes of store entries, which the stores cap.
  const seenTtl = wholeNumberOption('createWebhookHandler: seenTtlMs', option(options.seenTtlMs, WEBHOOK_SEEN_TTL_MS), MAX_TTL_MS);
  const lease = wholeNumberOption('createWebhookHandler: processingLeaseMs', option(options.processingLeaseMs, WEBHOOK_PROCESSING_LEASE_MS), MAX_TTL_MS);
  const now = functionOption('createWebhookHandler: now', options.now) ?? Date.now;
  const log = functionOption('createWebhookHandler: log', options.log) ?? consoleLog;
  const onError = functionOption('createWebhookHandler: onError', options.onError) ?? ((error, event) => log({ level: 'error', code: 'WEBHOOK_HANDLER_FAILED', message: `webhook ${event.id} (${event.type}) failed; the service will retry it`, cause: error }));

  async function verified(request: Request): Promise<WebhookEnvelope<T> | Response> {
    const header = request.headers.get('X-Service-Signature');
    try {
      parseSignature(header);
      return await verifyWith<T>(await readBody(request, maxBodyBytes), header, await (key ??= importVerifyKey(options.publicKey)));
    } catch (error) {
      if (error instanceof ServerError && REFUSALS.has(error.code)) return answer(error.code as WebhookAnswerCode);
      throw error;
    }
  }

  async function run(request: Request): Promise<Response> {
    const event = await verified(request);
    if (event instanceof Response) return event;
    const sent = Date.parse(event.timestamp);
    if (!Number.isFinite(sent)) return answer('WEBHOOK_BODY_MALFORMED');
    if (sent < now() - seenTtl) {
      log({ level: 'warn', code: 'WEBHOOK_STALE', message: `webhook ${event.id} is from ${event.timestamp}, older than the ids remembered: not handled (a replay, or this server's clock is wrong)` });
      return received({ stale: true });
    }
    const seenKey = `webhook:${event.id}`;
    if (!(await store.add(seenKey, 'processing', lease))) {
      if ((await store.get(seenKey)) === 'done') return received({ duplicate: true });
      return answer('WEBHOOK_IN_PROGRESS');
    }
    try {
      await options.handle(event);
    } catch (error) {
      await store.delete(seenKey);
      onError(error, event);
      return answer('WEBHOOK_HANDLER_FAILED');
    }
    await store.set(seenKey, 'done', seenTtl);
    // After the answer is decided: pushing logs its own failures and changes nothing the service is told.
    await options.events?.fromWebhook(event as WebhookEnvelope).catch((error: unknown) => log({ level: 'error', code: 'EVENT_NOT_PUSHED', message: `webhook ${event.id} was not pushed to browsers`, cause: error }));
    return received();
  }

  return async (request) => {
    try {
      return await run(request);
    } catch (error) {
      const code = error instanceof ServerError && error.code === 'STORE_FAILED' ? 'STORE_UNAVAILABLE' : 'INTERNAL';
      log({ level: 'error', code, message: 'the webhook handler failed before handling the event', cause: error });
      return answer(code);
    }
  };
}
