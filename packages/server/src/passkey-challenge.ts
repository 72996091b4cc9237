import { bytesToBase64url } from '@wallet-kit/key-store/encoding';
import { ServerError } from './errors.js';

/** Where issued challenges wait to be used; swap the default for a shared store when several servers answer. */
export interface ChallengeStore {
  /** Keeps `challenge` until `expiresAt` (ms since the epoch). */
  put(challenge: string, expiresAt: number): Promise<void> | void;
  /** Removes `challenge` and says when it expired, or `undefined` if it was never issued or is already used. */
  take(challenge: string): Promise<number | undefined> | number | undefined;
}

export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** An in-memory store that also forgets expired challenges, so it cannot grow without bound. */
export function memoryChallengeStore(now: () => number = Date.now): ChallengeStore {
  const issued = new Map<string, number>();
  return {
    put(challenge, expiresAt) {
      for (const [key, expiry] of issued) if (expiry <= now()) issued.delete(key);
      issued.set(challenge, expiresAt);
    },
    take(challenge) {
      const expiresAt = issued.get(challenge);
      issued.delete(challenge);
      return expiresAt;
    },
  };
}

export interface PasskeyChallenges {
  /** 32 random bytes, base64url: the `challenge` of a wallet passkey registration. */
  create(): Promise<{ challenge: string; expiresAt: string }>;
  /** Accepts a challenge once, within its lifetime; a second use, an unknown or an expired one is a typed error. */
  consume(challenge: string): Promise<void>;
}

/**
 * Registration challenges for wallet passkeys (reference: Passkeys): minted by the integrator's
 * backend, single use, five minutes.
 *
 * @example
 * const challenges = createPasskeyChallenges();
 * const { challenge } = await challenges.create();      // send to the browser
 * await challenges.consume(body.challenge);              // before forwarding POST /auth/credentials
 */
export function createPasskeyChallenges(options: { store?: ChallengeStore; now?: () => number; lifetimeMs?: number } = {}): PasskeyChallenges {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryChallengeStore(now);
  const lifetime = options.lifetimeMs ?? PASSKEY_CHALLENGE_LIFETIME_MS;
  return {
    async create() {
      const challenge = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
      const expiresAt = now() + lifetime;
      await store.put(challenge, expiresAt);
      return { challenge, expiresAt: new Date(expiresAt).toISOString() };
    },
    async consume(challenge) {
      if (typeof challenge !== 'string' || challenge.length === 0) {
        throw new ServerError('INVALID_ARGUMENT', 'challenge: expected the base64url challenge this server issued');
      }
      const expiresAt = await store.take(challenge);
      if (expiresAt === undefined) throw new ServerError('CHALLENGE_UNKNOWN', 'this passkey challenge was not issued here, or was already used');
      if (expiresAt <= now()) throw new ServerError('CHALLENGE_EXPIRED', 'this passkey challenge expired; ask for a new one');
    },
  };
}
