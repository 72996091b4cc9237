/**
 * The platform's side of webhooks in tests: a P-256 key pair made by Node's OpenSSL (independent of
 * the kit) and deliveries signed with it as the service signs them.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import type { WebhookEnvelope } from '../src/index.js';

export interface Platform {
  /** The public key as uncompressed hex, as an integrator configures it. */
  publicKeyHex: string;
  publicKeyPem: string;
  /** `X-Service-Signature` for `body`. */
  signatureFor(body: string | Uint8Array): string;
  /** A delivery of `envelope` (pretty-printed, as raw bytes the handler must not re-serialize). */
  deliver(envelope: WebhookEnvelope, url?: string): Request;
}

export function platformKeys(): Platform {
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = pair.publicKey.export({ format: 'jwk' });
  const publicKeyHex = '04' + Buffer.from(jwk.x!, 'base64url').toString('hex') + Buffer.from(jwk.y!, 'base64url').toString('hex');
  const signatureFor = (body: string | Uint8Array) =>
    JSON.stringify({ v: '1', s: sign('sha256', Buffer.from(body), { key: pair.privateKey, dsaEncoding: 'der' }).toString('base64') });
  return {
    publicKeyHex,
    publicKeyPem: pair.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    signatureFor,
    deliver(envelope, url = 'http://integrator.test/webhooks') {
      const body = JSON.stringify(envelope, null, 2);
      return new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Service-Signature': signatureFor(body) } });
    },
  };
}

/** An envelope with a fresh id, stamped now. */
export function envelope(overrides: Partial<WebhookEnvelope> = {}): WebhookEnvelope {
  return { id: `Webhook:${crypto.randomUUID()}`, type: 'OUTGOING_PAYMENT.COMPLETED', timestamp: new Date().toISOString(), data: { id: 'Transaction:1' }, ...overrides };
}
