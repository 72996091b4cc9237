import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 §6 base32, no padding (what authenticator apps take). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${JSON.stringify(char)}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** HOTP (RFC 4226 §5.3): HMAC-SHA-1 over the 8-byte counter, dynamic truncation, `digits` decimal digits. */
export function hotp(secret: Uint8Array, counter: number, digits = 6): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(sha1, secret, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** TOTP (RFC 6238 §4): HOTP over the 30-second step count since the epoch. */
export const totp = (secret: Uint8Array, atMs: number, stepSeconds = 30, digits = 6): string => hotp(secret, Math.floor(atMs / 1000 / stepSeconds), digits);

/** Accepts the code of the current step or one step either side, for clock drift (RFC 6238 §5.2). */
export function verifyTotp(secret: Uint8Array, code: string, atMs: number): boolean {
  return [-1, 0, 1].some((drift) => totp(secret, atMs + drift * 30_000) === code);
}
