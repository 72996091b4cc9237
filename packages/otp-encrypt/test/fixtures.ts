import { p256 } from '@noble/curves/nist.js';
import { bytesToBase64url, bytesToHex, hexToBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import type { HpkeRecipient } from '@wallet-kit/otp-encrypt';

/** A non-extractable ECDH recipient from a known private scalar, as the vectors give them. */
export async function decryptionKeyFromScalar(scalarHex: string): Promise<HpkeRecipient> {
  const scalar = hexToBytes(scalarHex);
  const point = p256.getPublicKey(scalar, false);
  const jwk = { kty: 'EC', crv: 'P-256', x: bytesToBase64url(point.subarray(1, 33)), y: bytesToBase64url(point.subarray(33)), d: bytesToBase64url(scalar) };
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, algorithm, false, ['deriveBits']);
  const publicCryptoKey = await crypto.subtle.importKey('raw', Uint8Array.from(point), algorithm, true, []);
  return { privateKey, publicCryptoKey, publicKey: publicKeyForms(point) };
}

/** Compressed public key of a known scalar, computed independently of the code under test. */
export function publicKeyOfScalar(scalarHex: string): string {
  return bytesToHex(p256.getPublicKey(hexToBytes(scalarHex), true));
}
