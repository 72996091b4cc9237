import { KeyStoreError, argumentName, describe } from '../errors.js';
import { isBytes } from './bytes.js';
import { bytesToHex, hexToBytes } from './hex.js';

// SEC 2 §2.4.2 domain parameters of secp256r1 (P-256). Only public values go through this
// BigInt arithmetic: it is not constant-time, so it must never touch a private scalar.
export const P256_P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
export const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function mod(value: bigint): bigint {
  const result = value % P256_P;
  return result < 0n ? result + P256_P : result;
}

function powMod(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let acc = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = mod(result * acc);
    acc = mod(acc * acc);
  }
  return result;
}

/** y² = x³ - 3x + b (SEC 1 §2.2.1, with a = -3). */
function curveRhs(x: bigint): bigint {
  return mod(x * x * x - 3n * x + P256_B);
}

export function bytesToBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt('0x' + bytesToHex(bytes));
}

export function bigIntToBytes(value: bigint, length = 32): Uint8Array<ArrayBuffer> {
  return hexToBytes(value.toString(16).padStart(length * 2, '0'));
}

/** A P-256 public key in both of the forms the service uses, as lowercase hex. */
export interface PublicKeyHex {
  /** 66 hex characters, `02` or `03` then x. */
  compressed: string;
  /** 130 hex characters, `04` then x and y. */
  uncompressed: string;
}

/**
 * Parses a P-256 public key given compressed (33 bytes) or uncompressed (65 bytes), as hex or bytes,
 * checks that the point is on the curve (SEC 1 §3.2.2), and returns both forms.
 *
 * @example publicKeyForms('03' + x).uncompressed // '04' + x + y
 */
export function publicKeyForms(key: string | Uint8Array, what = 'publicKey'): PublicKeyHex {
  const name = argumentName(what, 'publicKey');
  const bytes = typeof key === 'string' ? hexToBytes(key, name) : key;
  if (!isBytes(bytes)) {
    throw new KeyStoreError('INVALID_PUBLIC_KEY', `${name}: expected hex or bytes, got ${describe(key)}`);
  }
  const prefix = bytes[0];
  if (bytes.length === 33 && (prefix === 2 || prefix === 3)) {
    const x = bytesToBigInt(bytes.subarray(1));
    const y = decompressY(x, prefix === 3, name);
    return { compressed: bytesToHex(bytes), uncompressed: '04' + bytesToHex(bytes.subarray(1)) + bytesToHex(bigIntToBytes(y)) };
  }
  if (bytes.length === 65 && prefix === 4) {
    const x = bytesToBigInt(bytes.subarray(1, 33));
    const y = bytesToBigInt(bytes.subarray(33));
    if (x >= P256_P || y >= P256_P || mod(y * y) !== curveRhs(x)) {
      throw new KeyStoreError('INVALID_PUBLIC_KEY', `${name}: the point is not on the P-256 curve`);
    }
    const compressedPrefix = y & 1n ? '03' : '02';
    return { compressed: compressedPrefix + bytesToHex(bytes.subarray(1, 33)), uncompressed: bytesToHex(bytes) };
  }
  throw new KeyStoreError(
    'INVALID_PUBLIC_KEY',
    `${name}: expected a P-256 public key of 33 bytes starting 02/03 (66 hex characters) or 65 bytes starting 04 (130 hex characters), got ${bytes.length} bytes starting ${prefix === undefined ? 'with nothing' : prefix.toString(16).padStart(2, '0')}`,
  );
}

function decompressY(x: bigint, odd: boolean, what: string): bigint {
  if (x >= P256_P) throw new KeyStoreError('INVALID_PUBLIC_KEY', `${what}: x is not a field element of P-256`);
  const rhs = curveRhs(x);
  // p ≡ 3 (mod 4), so a square root of rhs, if one exists, is rhs^((p+1)/4).
  const root = powMod(rhs, (P256_P + 1n) / 4n);
  if (mod(root * root) !== rhs) {
    throw new KeyStoreError('INVALID_PUBLIC_KEY', `${what}: no point on the P-256 curve has this x coordinate`);
  }
  return (root & 1n) === (odd ? 1n : 0n) ? root : P256_P - root;
}

/** Compressed hex (66 characters) of a P-256 public key given in either form. */
export function compressPublicKey(key: string | Uint8Array): string {
  return publicKeyForms(key).compressed;
}

/** Uncompressed hex (130 characters) of a P-256 public key given in either form; rejects points off the curve. */
export function decompressPublicKey(key: string | Uint8Array): string {
  return publicKeyForms(key).uncompressed;
}
