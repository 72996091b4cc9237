import { KeyStoreError, argumentName, describe } from '../errors.js';
import { isBytes } from './bytes.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/**
 * base64url without padding (RFC 4648 §5), as the service uses in stamps and WebAuthn fields.
 * @example bytesToBase64url(new TextEncoder().encode('hi')) // 'aGk'
 */
export function bytesToBase64url(bytes: Uint8Array): string {
  if (!isBytes(bytes)) {
    throw new KeyStoreError('INVALID_ARGUMENT', `bytesToBase64url: expected a Uint8Array, got ${describe(bytes)}`);
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

/**
 * Bytes of a base64url string without padding; rejects `+`, `/`, `=` and non-canonical trailing bits.
 * @example base64urlToBytes('aGk') // Uint8Array [104, 105]
 */
export function base64urlToBytes(text: string, what = 'base64url'): Uint8Array<ArrayBuffer> {
  const name = argumentName(what, 'base64url');
  if (typeof text !== 'string') {
    throw new KeyStoreError('INVALID_BASE64URL', `${name}: expected a base64url string, got ${describe(text)}`);
  }
  if (text.length % 4 === 1) {
    throw new KeyStoreError('INVALID_BASE64URL', `${name}: a base64url string cannot be ${text.length} characters long`);
  }
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? LOOKUP[code]! : -1;
    if (value < 0) {
      throw new KeyStoreError(
        'INVALID_BASE64URL',
        `${name}: expected only A-Z a-z 0-9 - _ without padding, got ${JSON.stringify(text[i])} at position ${i}`,
      );
    }
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 255;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) {
    throw new KeyStoreError('INVALID_BASE64URL', `${name}: the last character carries bits that are not zero (not canonical)`);
  }
  return bytes;
}
