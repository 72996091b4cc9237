import {
  base64urlToBytes,
  derToP1363,
  hexToBytes,
  publicKeyForms,
  type PublicKeyHex,
} from '@wallet-kit/key-store/encoding';
import { StampError } from './errors.js';
import { STAMP_SCHEME } from './sign.js';

/** Options of {@link verifyStamp}. */
export interface VerifyStampOptions {
  /** The key the stamp must be made with (compressed or uncompressed hex), e.g. the session's key. */
  publicKey?: string;
}

interface ParsedStamp {
  publicKey: PublicKeyHex;
  p1363: Uint8Array<ArrayBuffer>;
}

function malformed(message: string, cause?: unknown): StampError {
  return new StampError('WALLET_SIGNATURE_MALFORMED', message, { cause });
}

/** Reads a header value into its key and signature; every structural fault is MALFORMED. */
export function parseStamp(headerValue: string): ParsedStamp {
  if (typeof headerValue !== 'string' || headerValue.length === 0) {
    throw malformed('Service-Wallet-Signature: expected a base64url string, got nothing');
  }
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlToBytes(headerValue, 'Service-Wallet-Signature')));
  } catch (error) {
    throw malformed('Service-Wallet-Signature: expected base64url (no padding) of a JSON object', error);
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw malformed('Service-Wallet-Signature: expected a JSON object with publicKey, scheme and signature');
  }
  const { publicKey, scheme, signature } = fields as Record<string, unknown>;
  if (scheme !== STAMP_SCHEME) {
    throw malformed(`Service-Wallet-Signature: expected scheme ${STAMP_SCHEME}, got ${JSON.stringify(scheme)}`);
  }
  if (typeof publicKey !== 'string' || publicKey.length !== 66) {
    throw malformed('Service-Wallet-Signature: expected publicKey to be a 66-character compressed P-256 key in hex');
  }
  if (typeof signature !== 'string') throw malformed('Service-Wallet-Signature: expected signature to be DER hex');
  try {
    return { publicKey: publicKeyForms(publicKey, 'publicKey'), p1363: derToP1363(hexToBytes(signature, 'signature')) };
  } catch (error) {
    throw malformed(`Service-Wallet-Signature: ${(error as Error).message}`, error);
  }
}

/** The compressed form of the key a stamp must be made with; a key that is not one is the caller's mistake. */
function expectedKey(publicKey: unknown): string {
  try {
    return publicKeyForms(publicKey as string, 'options.publicKey').compressed;
  } catch (error) {
    throw new StampError('INVALID_ARGUMENT', 'options.publicKey: expected a P-256 public key', { cause: error });
  }
}

/**
 * Checks a `Service-Wallet-Signature` value against the payload it claims to sign. High-S
 * signatures are accepted, as the service accepts them (reference: Stamps).
 *
 * @example
 * const { publicKey } = await verifyStamp(payloadToSign, request.headers.get('Service-Wallet-Signature')!, { publicKey: session.publicKey });
 */
export async function verifyStamp(
  payload: string,
  headerValue: string,
  options: VerifyStampOptions = {},
): Promise<{
  /** The compressed hex key that made the stamp. */
  publicKey: string;
}> {
  if (typeof payload !== 'string') throw new StampError('INVALID_ARGUMENT', `payload: expected a string, got ${typeof payload}`);
  if (typeof options !== 'object' || options === null) throw new StampError('INVALID_ARGUMENT', 'options: expected { publicKey? }');
  const expected = options.publicKey === undefined ? undefined : expectedKey(options.publicKey);
  const stamp = parseStamp(headerValue);
  if (expected !== undefined) {
    if (expected !== stamp.publicKey.compressed) {
      throw new StampError('WALLET_SIGNATURE_INVALID', `the stamp was made with key ${stamp.publicKey.compressed}, expected ${expected}`);
    }
  }
  const key = await crypto.subtle.importKey(
    'raw',
    hexToBytes(stamp.publicKey.uncompressed),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  // WebCrypto verifies r and s as given: it does not insist on low-S, matching the service.
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, stamp.p1363, new TextEncoder().encode(payload));
  if (!valid) throw new StampError('WALLET_SIGNATURE_INVALID', 'the stamp does not verify over this payload with its public key');
  return { publicKey: stamp.publicKey.compressed };
}
