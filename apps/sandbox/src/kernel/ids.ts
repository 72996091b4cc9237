import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';

/**
 * Where the sandbox's identifiers and reference codes come from. With a seed they repeat from run to
 * run (stable ids in tests and stories). Every step of the counter is reported to `persist`, which
 * writes it in the same transaction as the records that use it, so a restarted sandbox never hands
 * out an id twice.
 */
export interface IdSource {
  /** `<ResourceType>:<uuid>`, the service's id form (spec: Resources). */
  id(type: string): string;
  bytes(length: number): Uint8Array;
  /** Upper-case letters and digits, for payment references. */
  code(length: number): string;
  /** The id `id(type)` would return after `ahead` more steps, without taking it (the start check uses it). */
  peekId(type: string, ahead: number): string;
  readonly counter: number;
}

const uuid = (b: Uint8Array): string => {
  // RFC 9562 §5.4: version 4, variant 10.
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(b);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function createIdSource(seed: string | undefined, startCounter = 0, persist: (counter: number) => void = () => undefined): IdSource {
  let counter = startCounter;
  const seedBytes = seed === undefined ? undefined : new TextEncoder().encode(seed);
  const block = (n: number) => sha256(new Uint8Array([...seedBytes!, 0, ...new TextEncoder().encode(String(n))]));
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
    id: (type) => `${type}:${uuid(bytes(16))}`,
    peekId: (type, ahead) => (seedBytes ? `${type}:${uuid(block(counter + ahead).subarray(0, 16))}` : ''),
    code(length) {
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      return Array.from(bytes(length), (b) => alphabet[b % alphabet.length]).join('');
    },
    get counter() {
      return counter;
    },
  };
}
