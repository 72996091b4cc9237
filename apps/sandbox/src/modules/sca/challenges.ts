import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, rateLimited } from '../../platform/errors.js';
import { newWebauthnChallenge, rpIds } from '../../platform/webauthn.js';
import { factorsOf, saveFactors, type ScaFactor } from './repo.js';

/** The sandbox's SMS code for SCA challenges (reference: SCA). */
export const SANDBOX_SMS_CODE = '123456';
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** How long one passkey proof may take to check before the challenge is open to another attempt. */
export const VERIFY_LEASE_MS = 30_000;
/** Wrong answers on one challenge before it rate-limits, and for how long. */
const CHALLENGE_FAILURES_BEFORE_429 = 3;
const CHALLENGE_COOLDOWN_MS = 30_000;
/** Wrong answers across a customer's challenges before the login locks, and for how long. */
const FAILURES_BEFORE_LOCK = 5;
const LOCK_MS = 15 * 60_000;

export interface ScaChallengeRecord {
  id: string;
  expiresAt: number;
  factor: ScaFactor;
  availableFactors: ScaFactor[];
  purpose?: string;
  /** PASSKEY: the WebAuthn challenge, base64url. */
  passkeyChallenge?: string;
  failures: number;
  rateLimitedUntil?: number;
  lastSentAt: number;
  /** Set while a proof of this challenge is being checked: a second copy of it is refused meanwhile. */
  verifyingUntil?: number;
}

/** The SCA state of an operation that needs one or more authorizations. */
export interface ScaState {
  roundsTotal: number;
  roundsDone: number;
  challenge?: ScaChallengeRecord;
  stage: 'EXECUTE' | 'FUNDING';
  factor: ScaFactor;
}

/** Factors that can authorize one payment: SMS always, a passkey once enrolled; TOTP cannot (reference: SCA). */
export function paymentFactors(k: Kernel, customerId: string): ScaFactor[] {
  return factorsOf(k, customerId).passkey ? ['SMS_OTP', 'PASSKEY'] : ['SMS_OTP'];
}

const PURPOSES = ['CURRENCY_CONVERSION', 'PAYOUT'];

/** A new challenge for the next round of `sca` (a new id each round). */
export function newChallenge(k: Kernel, sca: ScaState, customerId: string): ScaChallengeRecord {
  const available = paymentFactors(k, customerId);
  const factor = available.includes(sca.factor) ? sca.factor : 'SMS_OTP';
  const now = k.now();
  return {
    id: k.id('ScaChallenge'),
    expiresAt: now + CHALLENGE_TTL_MS,
    factor,
    availableFactors: available,
    failures: 0,
    lastSentAt: now,
    // A purpose only labels multi-step flows (spec: ScaChallenge.purpose).
    ...(sca.roundsTotal > 1 ? { purpose: PURPOSES[sca.roundsDone] ?? 'TRANSFER' } : {}),
    ...(factor === 'PASSKEY' ? { passkeyChallenge: newWebauthnChallenge() } : {}),
  };
}

/** The SCA state of an operation that starts now: its first challenge issued. */
export function startSca(k: Kernel, customerId: string, roundsTotal: number, stage: ScaState['stage'], factor: ScaFactor): ScaState {
  const sca: ScaState = { roundsTotal, roundsDone: 0, stage, factor };
  return { ...sca, challenge: newChallenge(k, sca, customerId) };
}

/** WebAuthn request options for a per-transaction passkey challenge (no allowed origins: the page's own origin is used). */
export function passkeyAssertionOptions(k: Kernel, customerId: string | undefined, challenge: ScaChallengeRecord): Record<string, unknown> | undefined {
  if (challenge.factor !== 'PASSKEY' || customerId === undefined) return undefined;
  const passkey = factorsOf(k, customerId).passkey;
  return {
    challenge: challenge.passkeyChallenge,
    rpId: rpIds(k)[0],
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: passkey ? [{ id: passkey.credentialId, type: 'public-key', ...(passkey.transports ? { transports: passkey.transports } : {}) }] : [],
  };
}

/** A customer's login is locked after repeated wrong answers (423 ACCOUNT_LOCKED). */
export function checkLock(k: Kernel, customerId: string): void {
  const record = factorsOf(k, customerId);
  if (record.suspended) {
    throw new ServiceError(423, 'ACCOUNT_LOCKED', 'The login is suspended after too many failed attempts; a password reset lifts it.', { details: { suspended: true, lockedUntil: null, failedAttempts: record.loginFailures ?? 0 } });
  }
  if (record.lockedUntil !== undefined && record.lockedUntil > k.now()) {
    throw new ServiceError(423, 'ACCOUNT_LOCKED', 'Too many failed authorization attempts; the login is locked for a while.', {
      details: { suspended: false, lockedUntil: iso(record.lockedUntil), failedAttempts: record.failures },
    });
  }
}

/** A wrong answer: counted on the customer (lock) and on the challenge (cool-down). Returns the challenge as it now is. */
export function recordFailure(k: Kernel, customerId: string, challenge: ScaChallengeRecord): ScaChallengeRecord {
  const record = factorsOf(k, customerId);
  const failures = record.failures + 1;
  saveFactors(k, { ...record, failures, ...(failures >= FAILURES_BEFORE_LOCK ? { lockedUntil: k.now() + LOCK_MS } : {}) });
  const next: ScaChallengeRecord = { ...challenge, failures: challenge.failures + 1 };
  delete next.verifyingUntil;
  if (failures < FAILURES_BEFORE_LOCK && next.failures >= CHALLENGE_FAILURES_BEFORE_429) next.rateLimitedUntil = k.now() + CHALLENGE_COOLDOWN_MS;
  return next;
}

/** A right answer: the customer's failure count starts again. */
export function recordSuccess(k: Kernel, customerId: string): void {
  const record = factorsOf(k, customerId);
  if (record.failures !== 0) saveFactors(k, { ...record, failures: 0 });
}

/** 429 while a challenge cools down after wrong answers. */
export function checkCooldown(k: Kernel, challenge: ScaChallengeRecord): void {
  const now = k.now();
  if (challenge.rateLimitedUntil !== undefined && challenge.rateLimitedUntil > now) {
    throw rateLimited((challenge.rateLimitedUntil - now) / 1000, 'Authorization attempts for this challenge come too often.');
  }
}
