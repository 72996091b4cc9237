import { bytesToBase64url } from '@wallet-kit/key-store/encoding';
import { ServerError } from './errors.js';
import { describeValue, functionOption, objectOption, storeOption } from './options.js';
import { memoryStore } from './store/memory.js';
import { MAX_TTL_MS, type StateStore } from './store/state-store.js';

/** How long a registration challenge is accepted: five minutes, time enough for a prompt, short enough to be worthless later. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** 32 bytes in base64url without padding: anything else was not issued here. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Single-use registration challenges, from {@link createPasskeyChallenges}. */
export interface PasskeyChallenges {
  /** 32 random bytes, base64url: the `challenge` of a wallet passkey registration. */
  create(): Promise<{
    /** The base64url challenge to hand the browser. */
    challenge: string;
    /** ISO 8601: when `consume` stops accepting it. */
    expiresAt: string;
  }>;
  /** Accepts a challenge once, within its lifetime; a second use, an unknown or an expired one is a typed error. */
  consume(challenge: string): Promise<void>;
}

/**
 * Registration challenges for wallet passkeys (reference: Passkeys): minted by the integrator's
 * backend, single use, five minutes. Consuming is the store's atomic `take`, so of N instances
 * handed the same challenge at once exactly one accepts it. The store keeps a challenge for twice
 * its lifetime, so that a late one is told CHALLENGE_EXPIRED rather than CHALLENGE_UNKNOWN.
 *
 * @example
 * const challenges = createPasskeyChallenges({ store });   // the store shared by every instance
 * const { challenge } = await challenges.create();      // send to the browser
 * await challenges.consume(body.challenge);              // before forwarding POST /auth/credentials
 */
export function createPasskeyChallenges(options: { store?: StateStore; now?: () => number; lifetimeMs?: number } = {}): PasskeyChallenges {
  objectOption('createPasskeyChallenges: options', options, true);
  const now = functionOption('createPasskeyChallenges: now', options.now) ?? Date.now;
  const store = storeOption('createPasskeyChallenges: store', options.store) ?? memoryStore({ now });
  const lifetime: unknown = options.lifetimeMs === undefined ? PASSKEY_CHALLENGE_LIFETIME_MS : options.lifetimeMs;
  // The store keeps a challenge for twice its lifetime, within what every store keeps an entry.
  if (typeof lifetime !== 'number' || !Number.isInteger(lifetime) || lifetime < 1_000 || lifetime > MAX_TTL_MS / 2) {
    throw new ServerError('INVALID_ARGUMENT', `createPasskeyChallenges: lifetimeMs: expected a whole number of milliseconds from 1000 to ${MAX_TTL_MS / 2}, got ${describeValue(lifetime)}`);
  }
  const keyOf = (challenge: string) => `passkey-challenge:${challenge}`;
  return {
    async create() {
      const challenge = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
      const expiresAt = now() + lifetime;
      if (!(await store.add(keyOf(challenge), String(expiresAt), 2 * lifetime))) {
        throw new ServerError('STORE_FAILED', 'the store already held a fresh random challenge: it does not honour add');
      }
      return { challenge, expiresAt: new Date(expiresAt).toISOString() };
    },
    async consume(challenge) {
      if (typeof challenge !== 'string' || challenge.length === 0) {
        throw new ServerError('INVALID_ARGUMENT', 'challenge: expected the base64url challenge this server issued');
      }
      const issued = CHALLENGE.test(challenge) ? await store.take(keyOf(challenge)) : undefined;
      if (issued === undefined) throw new ServerError('CHALLENGE_UNKNOWN', 'this passkey challenge was not issued here, or was already used');
      if (Number(issued) <= now()) throw new ServerError('CHALLENGE_EXPIRED', 'this passkey challenge expired; ask for a new one');
    },
  };
}
