import type { SigningKey } from '@wallet-kit/key-store';
import { bytesToBase64url, bytesToHex, p1363ToDer } from '@wallet-kit/key-store/encoding';
import { StampError } from './errors.js';

/** The only scheme the service accepts for P-256 API-key stamps. */
export const STAMP_SCHEME = 'SIGNATURE_SCHEME_TK_API_P256';

const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

function checkPayload(payload: unknown): string {
  if (typeof payload !== 'string') {
    throw new StampError('INVALID_ARGUMENT', `payload: expected the payloadToSign string exactly as received, got ${typeof payload}`);
  }
  return payload;
}

function checkKey(key: SigningKey): SigningKey {
  const privateKey: unknown = key?.privateKey;
  const algorithm = (privateKey as CryptoKey | undefined)?.algorithm as EcKeyAlgorithm | undefined;
  // A real CryptoKey, not an object shaped like one (WebCrypto would throw a TypeError), and the
  // compressed public key the stamp names.
  if (
    !(privateKey instanceof CryptoKey) ||
    algorithm?.name !== 'ECDSA' ||
    algorithm.namedCurve !== 'P-256' ||
    !privateKey.usages.includes('sign') ||
    !/^0[23][0-9a-f]{64}$/.test(String(key.publicKey?.compressed))
  ) {
    throw new StampError('INVALID_ARGUMENT', 'key: expected a signing key (ECDSA P-256 with the sign usage) from @wallet-kit/key-store');
  }
  return key;
}

/**
 * ECDSA P-256 over SHA-256 of the UTF-8 bytes of `payload`, taken exactly as given (never
 * re-serialized), as lowercase DER hex.
 *
 * @example const signature = await signPayload(payloadToSign, key); // '3045…' or '3044…'
 */
export async function signPayload(payload: string, key: SigningKey): Promise<string> {
  const bytes = new TextEncoder().encode(checkPayload(payload));
  const p1363 = await crypto.subtle.sign(ECDSA_SHA256, checkKey(key).privateKey, bytes);
  return bytesToHex(p1363ToDer(new Uint8Array(p1363)));
}

/**
 * The `Service-Wallet-Signature` header value for `payload`: base64url (no padding) of the compact
 * JSON `{"publicKey","scheme","signature"}`, keys in that order (reference: Stamps).
 *
 * @example
 * const stamp = await stampPayload(challenge.payloadToSign, sessionKey);
 * fetch(url, { method: 'POST', body, headers: { 'Service-Wallet-Signature': stamp, 'Request-Id': challenge.requestId } });
 */
export async function stampPayload(payload: string, key: SigningKey): Promise<string> {
  const signature = await signPayload(payload, key);
  const json = JSON.stringify({ publicKey: key.publicKey.compressed, scheme: STAMP_SCHEME, signature });
  return bytesToBase64url(new TextEncoder().encode(json));
}
