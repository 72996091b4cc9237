import { KeyStoreError } from './errors.js';
import { bytesToBase64url } from './encoding/base64url.js';
import { isBytes } from './encoding/bytes.js';
import { bytesToHex } from './encoding/hex.js';
import { P256_N, bytesToBigInt, publicKeyForms } from './encoding/p256.js';
import type { KeyPurpose, StoredKey } from './types.js';

type KeyMaterial = Omit<StoredKey, 'id' | 'createdAt' | 'label'>;

export function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) {
    throw new KeyStoreError(
      'CRYPTO_UNAVAILABLE',
      'WebCrypto is unavailable: the page must be a secure context (https:// or http://localhost)',
    );
  }
  return api;
}

function algorithm(purpose: KeyPurpose): EcKeyImportParams {
  return { name: purpose === 'signing' ? 'ECDSA' : 'ECDH', namedCurve: 'P-256' };
}

function usages(purpose: KeyPurpose): KeyUsage[] {
  return purpose === 'signing' ? ['sign'] : ['deriveBits'];
}

async function describeKeyPair(purpose: KeyPurpose, privateKey: CryptoKey, publicCryptoKey: CryptoKey): Promise<KeyMaterial> {
  const raw = new Uint8Array(await subtle().exportKey('raw', publicCryptoKey));
  return { purpose, privateKey, publicCryptoKey, publicKey: publicKeyForms(raw) };
}

/** A fresh P-256 key pair whose private half can never be exported. */
export async function generateKeyMaterial(purpose: KeyPurpose): Promise<KeyMaterial> {
  const pair = (await subtle().generateKey(algorithm(purpose), false, usages(purpose))) as CryptoKeyPair;
  return describeKeyPair(purpose, pair.privateKey, pair.publicKey);
}

/**
 * Imports a raw 32-byte P-256 scalar as a non-extractable key and zeroes the caller's bytes.
 *
 * Browsers (Chromium among them) refuse a PKCS8 or JWK private key without its public point and
 * check that the two match, so the point must be computed first. That is scalar multiplication on
 * a secret, which must be constant-time: it is done by the audited @noble/curves, loaded only for
 * this legacy path so the default flows never download it.
 */
export async function importScalarMaterial(scalar: Uint8Array, purpose: KeyPurpose): Promise<KeyMaterial> {
  try {
    if (!isBytes(scalar) || scalar.length !== 32) {
      throw new KeyStoreError('INVALID_SCALAR', `expected a 32-byte P-256 private scalar, got ${isBytes(scalar) ? `${scalar.length} bytes` : typeof scalar}`);
    }
    const value = bytesToBigInt(scalar);
    if (value === 0n || value >= P256_N) {
      throw new KeyStoreError('INVALID_SCALAR', 'expected a P-256 private scalar in [1, n-1], got a value outside that range');
    }
    const { p256 } = await import('@noble/curves/nist.js');
    const point = Uint8Array.from(p256.getPublicKey(scalar, false));
    const jwk: JsonWebKey = {
      kty: 'EC',
      crv: 'P-256',
      x: bytesToBase64url(point.subarray(1, 33)),
      y: bytesToBase64url(point.subarray(33)),
      d: bytesToBase64url(scalar),
    };
    const privateKey = await subtle().importKey('jwk', jwk, algorithm(purpose), false, usages(purpose));
    delete jwk.d;
    const publicUsages: KeyUsage[] = purpose === 'signing' ? ['verify'] : [];
    const publicCryptoKey = await subtle().importKey('raw', point, algorithm(purpose), true, publicUsages);
    return { purpose, privateKey, publicCryptoKey, publicKey: publicKeyForms(point) };
  } finally {
    if (isBytes(scalar)) scalar.fill(0);
  }
}

/** A random identifier (128 bits, hex) that works outside secure contexts too. */
export function randomId(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}
