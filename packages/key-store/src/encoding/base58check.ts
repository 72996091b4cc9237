import { KeyStoreError, argumentName, describe } from '../errors.js';
import { isBytes } from './bytes.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

// Converting between bases costs the square of the length (100,000 characters took 1.8 s), so
// inputs are capped well above the longest the kit meets (a legacy session key: about 115 characters).
const MAX_LENGTH = 1024;
const MAX_PAYLOAD_BYTES = 700;
const LOOKUP = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

// WebCrypto's SHA-256 rather than a bundled one: base58check only serves the legacy session-key
// flow, which is asynchronous anyway, and this keeps ~2 kB of hashing out of every page.
async function checksum(payload: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const once = await crypto.subtle.digest('SHA-256', payload);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', once)).subarray(0, 4);
}

/**
 * base58check: base58 (Bitcoin alphabet) of payload || first 4 bytes of SHA-256(SHA-256(payload)).
 * @example await bytesToBase58check(new Uint8Array([0])) // '1Wh4bh'
 */
export async function bytesToBase58check(payload: Uint8Array): Promise<string> {
  if (!isBytes(payload)) {
    throw new KeyStoreError('INVALID_ARGUMENT', `bytesToBase58check: expected a Uint8Array, got ${describe(payload)}`);
  }
  if (payload.length > MAX_PAYLOAD_BYTES) throw new KeyStoreError('INVALID_ARGUMENT', `bytesToBase58check: expected at most ${MAX_PAYLOAD_BYTES} bytes, got ${payload.length}`);
  const bytes = new Uint8Array(payload.length + 4);
  bytes.set(payload);
  bytes.set(await checksum(Uint8Array.from(payload)), payload.length);
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  return '1'.repeat(zeros) + out;
}

/**
 * The payload of a base58check string, after checking its 4-byte checksum.
 * @example await base58checkToBytes('1Wh4bh') // Uint8Array [0]
 */
export async function base58checkToBytes(text: string, what = 'base58check'): Promise<Uint8Array<ArrayBuffer>> {
  const name = argumentName(what, 'base58check');
  if (typeof text !== 'string' || text.length === 0) {
    throw new KeyStoreError('INVALID_BASE58CHECK', `${name}: expected a non-empty base58check string, got ${describe(text)}`);
  }
  if (text.length > MAX_LENGTH) throw new KeyStoreError('INVALID_BASE58CHECK', `${name}: expected at most ${MAX_LENGTH} characters, got ${text.length}`);
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  let value = 0n;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? LOOKUP[code]! : -1;
    if (digit < 0) {
      throw new KeyStoreError(
        'INVALID_BASE58CHECK',
        `${name}: expected only base58 characters (no 0, O, I or l), got ${JSON.stringify(text[i])} at position ${i}`,
      );
    }
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.push(Number(value & 255n));
    value >>= 8n;
  }
  const bytes = new Uint8Array(zeros + body.length);
  bytes.set(body.reverse(), zeros);
  if (bytes.length < 4) {
    throw new KeyStoreError('INVALID_BASE58CHECK', `${name}: expected at least 4 checksum bytes, got ${bytes.length} bytes`);
  }
  const payload = bytes.slice(0, -4);
  const expected = await checksum(payload);
  if (!expected.every((byte, i) => byte === bytes[bytes.length - 4 + i])) {
    throw new KeyStoreError('INVALID_BASE58CHECK', `${name}: the checksum does not match (the text was altered or truncated)`);
  }
  return payload;
}
