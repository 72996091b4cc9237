import { sha256 } from '@noble/hashes/sha2.js';
import { codeOf } from './ids.js';

/**
 * Where every secret the sandbox makes comes from: device codes, invitation codes, recovery codes,
 * liveness tokens, mnemonics, card numbers, access tokens. Anything a stranger could redeem or guess
 * is drawn from the CSPRNG (`crypto.getRandomValues`), never from the seeded id source, whose seed
 * is public (DESIGN decision 15): ids and references are stable, secrets are not. A caller that wants
 * its own fixtures' secrets stable passes `secretsSeed` (the command-line sandbox never does).
 */
export interface SecretSource {
  bytes(length: number): Uint8Array;
  /** Upper-case letters and digits, `length` of them (5 bits each). */
  code(length: number): string;
  /** Decimal digits, `length` of them (card numbers, CVCs). */
  digits(length: number): string;
}

/** A byte at or above 250 would favour the digits 0 to 5: drawn again. */
const DIGIT_LIMIT = 250;

/**
 * The CSPRNG, or with `seed` a stream of SHA-256 blocks of (a label, the seed, a counter) that never
 * meets the id source's blocks. Each seeded step goes to `persist`, so a restarted sandbox on the
 * same file does not hand a secret out twice.
 */
export function createSecretSource(seed?: string, startCounter = 0, persist: (counter: number) => void = () => undefined): SecretSource {
  let counter = startCounter;
  const label = seed === undefined ? undefined : new TextEncoder().encode(`wallet-kit-sandbox secrets\0${seed}\0`);
  function bytes(length: number): Uint8Array {
    if (!label) return crypto.getRandomValues(new Uint8Array(length));
    const out = new Uint8Array(length);
    for (let offset = 0; offset < length; offset += 32) {
      counter += 1;
      out.set(sha256(new Uint8Array([...label, ...new TextEncoder().encode(String(counter))])).subarray(0, Math.min(32, length - offset)), offset);
    }
    persist(counter);
    return out;
  }
  function digits(length: number): string {
    let out = '';
    while (out.length < length) {
      for (const b of bytes(length - out.length)) if (b < DIGIT_LIMIT && out.length < length) out += String(b % 10);
    }
    return out;
  }
  return { bytes, code: (length) => codeOf(bytes(length)), digits };
}
