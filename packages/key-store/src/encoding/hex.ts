import { KeyStoreError, argumentName, describe } from '../errors.js';
import { isBytes } from './bytes.js';

const HEX_DIGITS = '0123456789abcdef';

/**
 * Lowercase hex of `bytes`.
 * @example bytesToHex(new Uint8Array([1, 171])) // '01ab'
 */
export function bytesToHex(bytes: Uint8Array): string {
  if (!isBytes(bytes)) {
    throw new KeyStoreError('INVALID_ARGUMENT', `bytesToHex: expected a Uint8Array, got ${describe(bytes)}`);
  }
  let out = '';
  for (const byte of bytes) out += HEX_DIGITS[byte >> 4]! + HEX_DIGITS[byte & 15]!;
  return out;
}

/**
 * Bytes of a hex string (either case, even length, no `0x` prefix).
 * @example hexToBytes('01ab') // Uint8Array [1, 171]
 */
export function hexToBytes(hex: string, what = 'hex'): Uint8Array<ArrayBuffer> {
  const name = argumentName(what, 'hex');
  if (typeof hex !== 'string') {
    throw new KeyStoreError('INVALID_HEX', `${name}: expected a hex string, got ${describe(hex)}`);
  }
  if (hex.length % 2 !== 0) {
    throw new KeyStoreError('INVALID_HEX', `${name}: expected an even number of hex digits, got ${hex.length}`);
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const high = hexValue(hex.charCodeAt(2 * i));
    const low = hexValue(hex.charCodeAt(2 * i + 1));
    if (high < 0 || low < 0) {
      throw new KeyStoreError(
        'INVALID_HEX',
        `${name}: expected only the digits 0-9a-f, got ${JSON.stringify(hex.slice(2 * i, 2 * i + 2))} at position ${2 * i}`,
      );
    }
    bytes[i] = high * 16 + low;
  }
  return bytes;
}

function hexValue(charCode: number): number {
  if (charCode >= 48 && charCode <= 57) return charCode - 48;
  const lower = charCode | 32;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}
