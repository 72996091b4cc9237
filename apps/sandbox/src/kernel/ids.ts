import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';

/**
 * Where the sandbox's identifiers and reference codes come from. With a seed they repeat from run to
 * run (stable ids in tests and stories) and each id carries the counter step that made it. Every step
 * of the counter is reported to `persist`, which writes it in the same transaction as the records that
 * use it, so a restarted sandbox never hands out an id twice.
 */
export interface IdSource {
  /** `<ResourceType>:<uuid>`, the service's id form (spec: Resources). */
  id(type: string): string;
  bytes(length: number): Uint8Array;
  /** Upper-case letters and digits, for payment references (never a secret: those come from kernel/secrets.ts). */
  code(length: number): string;
  readonly counter: number;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Upper-case letters and digits without look-alikes (0/O, 1/I), one a byte: 32 symbols, so no byte value is favoured. */
export const codeOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

const uuid = (b: Uint8Array, version: 4 | 8): string => {
  // RFC 9562 §5.4 (random) or §5.8 (custom): the version, then variant 10.
  b[6] = (b[6]! & 0x0f) | (version << 4);
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(b);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A seeded id's uuid (RFC 9562 version 8): its first 48 bits are the counter step that made it, the
 * rest comes from the seed's hash. So ids sort by the order they were handed out, and the start check
 * reads the highest step any stored id was made at with one index seek (store/table.ts).
 */
function sequencedUuid(step: number, hashed: Uint8Array): string {
  // 2^48 steps: more ids than a sandbox could hand out in centuries; past it the step would no longer fit.
  if (step >= 2 ** 48) throw new RangeError(`ids: the counter passed 2^48 (${step})`);
  const b = hashed.slice(0, 16);
  for (let i = 5, rest = step; i >= 0; i -= 1, rest = Math.floor(rest / 256)) b[i] = rest % 256;
  return uuid(b, 8);
}

/** The counter step a seeded id's uuid part was made at; undefined for a random (version 4) uuid, which carries none. */
export function idStep(uuidPart: string): number | undefined {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(uuidPart)) return undefined;
  return Number.parseInt(`${uuidPart.slice(0, 8)}${uuidPart.slice(9, 13)}`, 16);
}

export function createIdSource(seed: string | undefined, startCounter = 0, persist: (counter: number) => void = () => undefined): IdSource {
  let counter = startCounter;
  const seedBytes = seed === undefined ? undefined : new TextEncoder().encode(seed);
  const encoder = new TextEncoder();
  // seed, 0, the step in decimal: assembled with set(), since spreading typed arrays costs more than the hash.
  const block = (n: number) => {
    const step = encoder.encode(String(n));
    const message = new Uint8Array(seedBytes!.length + 1 + step.length);
    message.set(seedBytes!);
    message.set(step, seedBytes!.length + 1);
    return sha256(message);
  };
  function bytes(length: number): Uint8Array {
    if (!seedBytes) return crypto.getRandomValues(new Uint8Array(length));
    const out = new Uint8Array(length);
    for (let offset = 0; offset < length; offset += 32) {
      counter += 1;
      out.set(block(counter).subarray(0, Math.min(32, length - offset)), offset);
    }
    persist(counter);
    return out;
  }
  return {
    bytes,
    // Sixteen bytes are one step of the counter: the step `counter` holds once they are drawn.
    id: (type) => {
      const drawn = bytes(16);
      return `${type}:${seedBytes ? sequencedUuid(counter, drawn) : uuid(drawn, 4)}`;
    },
    code: (length) => codeOf(bytes(length)),
    get counter() {
      return counter;
    },
  };
}
