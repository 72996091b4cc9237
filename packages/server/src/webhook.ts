import { base64urlToBytes, derToP1363, hexToBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { ServerError } from './errors.js';

/** The envelope of every webhook the service sends. */
export interface WebhookEnvelope<T = unknown> {
  id: string;
  type: string;
  timestamp: string;
  data: T;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return base64urlToBytes(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'signature');
}

async function importVerifyKey(publicKey: string): Promise<CryptoKey> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
  const trimmed = publicKey.trim();
  if (trimmed.startsWith('-----BEGIN PUBLIC KEY-----')) {
    const body = trimmed.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
    return crypto.subtle.importKey('spki', fromBase64(body), algorithm, false, ['verify']);
  }
  return crypto.subtle.importKey('raw', hexToBytes(publicKeyForms(trimmed, 'publicKey').uncompressed), algorithm, false, ['verify']);
}

/**
 * Verifies `X-Service-Signature: {"v":"1","s":"<base64 DER ECDSA P-256 / SHA-256 over the raw body>"}`
 * with the platform's webhook key (hex, either form, or PEM SPKI) and returns the parsed envelope.
 * Pass the body exactly as received: parsing and re-serializing it would change the bytes.
 *
 * @example
 * const event = await verifyWebhook(await request.text(), request.headers.get('X-Service-Signature'), WEBHOOK_PUBLIC_KEY);
 */
export async function verifyWebhook<T = unknown>(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, publicKey: string): Promise<WebhookEnvelope<T>> {
  if (!signatureHeader) throw new ServerError('WEBHOOK_SIGNATURE_MISSING', 'X-Service-Signature is missing');
  let signature: Uint8Array<ArrayBuffer>;
  try {
    const header = JSON.parse(signatureHeader) as { v?: unknown; s?: unknown };
    if (header.v !== '1' || typeof header.s !== 'string') throw new Error('expected {"v":"1","s":"<base64>"}');
    signature = derToP1363(fromBase64(header.s));
  } catch (error) {
    throw new ServerError('WEBHOOK_SIGNATURE_MALFORMED', `X-Service-Signature: expected {"v":"1","s":"<base64 DER signature>"} (${(error as Error).message})`, { cause: error });
  }
  const bytes = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : Uint8Array.from(rawBody);
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, await importVerifyKey(publicKey), signature, bytes);
  if (!valid) throw new ServerError('WEBHOOK_SIGNATURE_INVALID', 'the webhook signature does not verify over this body with the platform key');
  let envelope: WebhookEnvelope<T>;
  try {
    envelope = JSON.parse(new TextDecoder().decode(bytes)) as WebhookEnvelope<T>;
  } catch (error) {
    throw new ServerError('WEBHOOK_BODY_MALFORMED', 'the signed body is not JSON', { cause: error });
  }
  if (typeof envelope?.id !== 'string' || typeof envelope.type !== 'string') {
    throw new ServerError('WEBHOOK_BODY_MALFORMED', 'expected the envelope {id, type, timestamp, data}');
  }
  return envelope;
}

/** Remembers which webhook ids were handled; swap the default for a shared store when several servers answer. */
export interface SeenStore {
  /** Marks `id` as seen; answers false if it already was. */
  add(id: string): Promise<boolean> | boolean;
  /** Forgets `id` (its handler failed, so a retry must run it again). */
  delete(id: string): Promise<void> | void;
}

export function memorySeenStore(limit = 10_000): SeenStore {
  const seen = new Set<string>();
  return {
    add(id) {
      if (seen.has(id)) return false;
      seen.add(id);
      // Sets iterate in insertion order: drop the oldest past the limit.
      if (seen.size > limit) seen.delete(seen.values().next().value!);
      return true;
    },
    delete(id) {
      seen.delete(id);
    },
  };
}

/**
 * A webhook endpoint as a Fetch handler: verifies the signature, runs `handle` once per envelope
 * `id` (the service retries deliveries, so the same event can arrive again), and answers 200 to a
 * duplicate without running it. A failed handler answers 500 and the id is forgotten, so the
 * service's retry runs it again.
 *
 * @example app.post('/webhooks/service', (c) => webhooks(c.req.raw));
 */
export function createWebhookHandler<T = unknown>(options: {
  publicKey: string;
  handle: (event: WebhookEnvelope<T>) => Promise<void> | void;
  seen?: SeenStore;
  /** Told of a handler that threw; the default logs it. */
  onError?: (error: unknown, event: WebhookEnvelope<T>) => void;
}): (request: Request) => Promise<Response> {
  const seen = options.seen ?? memorySeenStore();
  return async (request) => {
    let event: WebhookEnvelope<T>;
    try {
      event = await verifyWebhook<T>(new Uint8Array(await request.arrayBuffer()), request.headers.get('X-Service-Signature'), options.publicKey);
    } catch (error) {
      const code = error instanceof ServerError ? error.code : 'WEBHOOK_SIGNATURE_INVALID';
      return Response.json({ code, reason: (error as Error).message }, { status: 401 });
    }
    if (!(await seen.add(event.id))) return Response.json({ received: true, duplicate: true });
    try {
      await options.handle(event);
    } catch (error) {
      await seen.delete(event.id);
      (options.onError ?? ((failure) => console.error(`webhook ${event.id} (${event.type}) failed; the service will retry it`, failure)))(error, event);
      return Response.json({ code: 'WEBHOOK_HANDLER_FAILED', reason: 'the handler failed; retry later' }, { status: 500 });
    }
    return Response.json({ received: true });
  };
}
