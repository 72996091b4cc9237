import { KeyStoreError, describe } from '../errors.js';
import { isBytes } from './bytes.js';
import { P256_N, bigIntToBytes, bytesToBigInt } from './p256.js';

/**
 * DER (X9.62 `Ecdsa-Sig-Value`, a SEQUENCE of two INTEGERs) of a 64-byte P1363 signature r || s,
 * the form WebCrypto produces.
 * @example p1363ToDer(signature64).length // 70 to 72 bytes
 */
export function p1363ToDer(signature: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!isBytes(signature) || signature.length !== 64) {
    throw new KeyStoreError('INVALID_SIGNATURE', `p1363ToDer: expected a 64-byte r || s signature, got ${describe(signature)}`);
  }
  const r = derInteger(signature.subarray(0, 32));
  const s = derInteger(signature.subarray(32));
  return Uint8Array.of(0x30, r.length + s.length, ...r, ...s);
}

function derInteger(value: Uint8Array): Uint8Array<ArrayBuffer> {
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start++;
  const body = value.subarray(start);
  // A set high bit would read as negative: DER puts a zero byte in front.
  const padded = body[0]! & 0x80 ? Uint8Array.of(0, ...body) : body;
  return Uint8Array.of(0x02, padded.length, ...padded);
}

/**
 * The 64-byte P1363 form r || s of a strict DER ECDSA P-256 signature. Rejects trailing bytes,
 * non-minimal integers, negative integers and r or s outside [1, n-1].
 */
export function derToP1363(der: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!isBytes(der)) {
    throw new KeyStoreError('INVALID_SIGNATURE', `derToP1363: expected DER bytes, got ${describe(der)}`);
  }
  if (der.length < 8 || der.length > 72 || der[0] !== 0x30 || der[1] !== der.length - 2) {
    throw new KeyStoreError(
      'INVALID_SIGNATURE',
      `signature: expected a DER SEQUENCE (30 LL …) of 8 to 72 bytes whose length byte matches, got ${der.length} bytes`,
    );
  }
  const [r, afterR] = readInteger(der, 2, 'r');
  const [s, afterS] = readInteger(der, afterR, 's');
  if (afterS !== der.length) throw new KeyStoreError('INVALID_SIGNATURE', 'signature: unexpected bytes after the DER SEQUENCE');
  const out = new Uint8Array(64);
  out.set(bigIntToBytes(r), 0);
  out.set(bigIntToBytes(s), 32);
  return out;
}

function readInteger(der: Uint8Array, offset: number, name: string): [bigint, number] {
  const length = der[offset + 1] ?? 0;
  const start = offset + 2;
  const end = start + length;
  if (der[offset] !== 0x02 || length === 0 || length > 33 || end > der.length) {
    throw new KeyStoreError('INVALID_SIGNATURE', `signature: expected a DER INTEGER for ${name} at byte ${offset}`);
  }
  const body = der.subarray(start, end);
  if (body[0]! & 0x80) throw new KeyStoreError('INVALID_SIGNATURE', `signature: ${name} is negative`);
  if (body.length > 1 && body[0] === 0 && !(body[1]! & 0x80)) {
    throw new KeyStoreError('INVALID_SIGNATURE', `signature: ${name} is not minimally encoded`);
  }
  const value = bytesToBigInt(body);
  if (value === 0n || value >= P256_N) {
    throw new KeyStoreError('INVALID_SIGNATURE', `signature: ${name} is outside [1, n-1] for P-256`);
  }
  return [value, end];
}
