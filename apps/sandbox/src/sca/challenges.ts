import { ServiceError, conflict, invalidInput, rateLimited } from '../errors.js';
import { iso } from '../clock.js';
import type { CustomerRecord, QuoteRecord, ScaChallengeRecord, ScaFactor, ScaFactorsRecord } from '../model/types.js';
import type { Runtime } from '../runtime.js';
import { Fields } from '../validate.js';
import { newWebauthnChallenge, rpIds, verifyPasskeyAssertion, type AssertionInput } from '../wallet/webauthn.js';

/** The sandbox's SMS code for SCA challenges (reference: SCA). */
export const SANDBOX_SMS_CODE = '123456';
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong answers on one challenge before it rate-limits, and for how long. */
const CHALLENGE_FAILURES_BEFORE_429 = 3;
const CHALLENGE_COOLDOWN_MS = 30_000;
/** Wrong answers across a customer's challenges before the login locks, and for how long. */
const FAILURES_BEFORE_LOCK = 5;
const LOCK_MS = 15 * 60_000;

export function factorsOf(rt: Runtime, customerId: string): ScaFactorsRecord {
  return (rt.state.scaFactors[customerId] ??= { pendingTotpSecrets: [], failures: 0 });
}

/** Factors that can authorize one payment: SMS always, a passkey once enrolled; TOTP cannot (reference: SCA). */
export function paymentFactors(rt: Runtime, customerId: string): ScaFactor[] {
  return factorsOf(rt, customerId).passkey ? ['SMS_OTP', 'PASSKEY'] : ['SMS_OTP'];
}

/** How many authorizations an operation needs today: two for a conversion then payout, one otherwise (spec: ScaChallenge). */
export function roundsFor(rt: Runtime, quote: QuoteRecord): number {
  return rt.state.scenarios.scaRounds ?? (quote.sendingCurrency === quote.receivingCurrency ? 1 : 2);
}

const PURPOSES = ['CURRENCY_CONVERSION', 'PAYOUT'];

function issue(rt: Runtime, quote: QuoteRecord, customerId: string): ScaChallengeRecord {
  const sca = quote.sca!;
  const available = paymentFactors(rt, customerId);
  const factor = available.includes(sca.factor) ? sca.factor : 'SMS_OTP';
  const now = rt.now();
  const challenge: ScaChallengeRecord = {
    id: rt.id('ScaChallenge'),
    expiresAt: now + CHALLENGE_TTL_MS,
    factor,
    availableFactors: available,
    failures: 0,
    lastSentAt: now,
    // A purpose only labels multi-step flows (spec: ScaChallenge.purpose).
    ...(sca.roundsTotal > 1 ? { purpose: PURPOSES[sca.roundsDone] ?? 'TRANSFER' } : {}),
    ...(factor === 'PASSKEY' ? { passkeyChallenge: newWebauthnChallenge() } : {}),
  };
  sca.challenge = challenge;
  return challenge;
}

/** Puts a quote behind SCA: status PENDING_AUTHORIZATION with its first challenge. */
export function startSca(rt: Runtime, quote: QuoteRecord, customer: CustomerRecord, stage: 'EXECUTE' | 'FUNDING', factor: ScaFactor = 'SMS_OTP'): void {
  quote.sca = { roundsTotal: roundsFor(rt, quote), roundsDone: 0, stage, factor };
  quote.status = 'PENDING_AUTHORIZATION';
  issue(rt, quote, customer.id);
}

/** WebAuthn request options for a per-transaction passkey challenge (no allowed origins: the page's own origin is used). */
export function passkeyAssertionOptions(rt: Runtime, customerId: string | undefined, challenge: ScaChallengeRecord): Record<string, unknown> | undefined {
  if (challenge.factor !== 'PASSKEY' || customerId === undefined) return undefined;
  const passkey = factorsOf(rt, customerId).passkey;
  return {
    challenge: challenge.passkeyChallenge,
    rpId: rpIds(rt)[0],
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: passkey ? [{ id: passkey.credentialId, type: 'public-key', ...(passkey.transports ? { transports: passkey.transports } : {}) }] : [],
  };
}

/** A customer's login is locked after repeated wrong answers (423 ACCOUNT_LOCKED). */
export function checkLock(rt: Runtime, customerId: string): void {
  const record = factorsOf(rt, customerId);
  if (record.lockedUntil !== undefined && record.lockedUntil > rt.now()) {
    throw new ServiceError(423, 'ACCOUNT_LOCKED', 'Too many failed authorization attempts; the login is locked for a while.', {
      details: { suspended: false, lockedUntil: iso(record.lockedUntil), failedAttempts: record.failures },
    });
  }
}

function recordFailure(rt: Runtime, customerId: string, challenge: ScaChallengeRecord): void {
  const record = factorsOf(rt, customerId);
  record.failures += 1;
  challenge.failures += 1;
  if (record.failures >= FAILURES_BEFORE_LOCK) record.lockedUntil = rt.now() + LOCK_MS;
  else if (challenge.failures >= CHALLENGE_FAILURES_BEFORE_429) challenge.rateLimitedUntil = rt.now() + CHALLENGE_COOLDOWN_MS;
}

/**
 * Checks one authorization of a quote's pending challenge (reference: SCA): 409 when there is none,
 * 423 while locked, 429 while cooling down, 400 for a wrong or expired proof. Returns true when it
 * was the last round, false when a new challenge (new id) was issued.
 */
export async function authorize(rt: Runtime, quote: QuoteRecord, customer: CustomerRecord, body: unknown): Promise<boolean> {
  const f = Fields.of(body);
  const code = f.string('code', { max: 32 });
  const origin = f.string('origin', { max: 2048 });
  const assertion = f.object('passkeyAssertion');
  f.string('endUserIpAddress', { max: 64 });
  f.done();
  const sca = quote.sca;
  const challenge = quote.status === 'PENDING_AUTHORIZATION' ? sca?.challenge : undefined;
  if (!sca || !challenge) throw conflict('This quote has no pending SCA challenge to authorize.');
  checkLock(rt, customer.id);
  const now = rt.now();
  if (challenge.rateLimitedUntil !== undefined && challenge.rateLimitedUntil > now) {
    throw rateLimited((challenge.rateLimitedUntil - now) / 1000, 'Authorization attempts for this challenge come too often.');
  }
  if (challenge.expiresAt <= now) throw invalidInput([{ field: 'code', message: 'the challenge has expired; execute the quote again for a new one' }], 'Invalid or expired authorization proof.');
  let valid = false;
  if (challenge.factor === 'SMS_OTP') {
    if (code === undefined) throw invalidInput([{ field: 'code', message: 'is required for an SMS_OTP challenge' }]);
    valid = code === SANDBOX_SMS_CODE;
  } else {
    const passkey = factorsOf(rt, customer.id).passkey;
    const a = assertion?.object('response');
    const input: AssertionInput | undefined =
      assertion && a
        ? {
            credentialId: String(assertion.value.id ?? assertion.value.rawId ?? ''),
            clientDataJson: String(a.value.clientDataJSON ?? ''),
            authenticatorData: String(a.value.authenticatorData ?? ''),
            signature: String(a.value.signature ?? ''),
            ...(typeof a.value.userHandle === 'string' ? { userHandle: a.value.userHandle } : {}),
          }
        : undefined;
    if (!input) throw invalidInput([{ field: 'passkeyAssertion', message: 'is required for a PASSKEY challenge (the WebAuthn assertion JSON)' }]);
    // OpenAPI, ScaAuthorization.origin: required alongside passkeyAssertion.
    if (origin === undefined) throw invalidInput([{ field: 'origin', message: 'is required with passkeyAssertion: the origin the assertion was produced on' }]);
    valid = passkey !== undefined && (await verifyPasskeyAssertion(rt, input, challenge.passkeyChallenge!, passkey, origin));
  }
  if (!valid) {
    recordFailure(rt, customer.id, challenge);
    rt.changed();
    throw invalidInput([{ field: challenge.factor === 'SMS_OTP' ? 'code' : 'passkeyAssertion', message: 'the proof is wrong' }], 'Invalid or expired authorization proof.');
  }
  factorsOf(rt, customer.id).failures = 0;
  sca.roundsDone += 1;
  if (sca.roundsDone < sca.roundsTotal) {
    issue(rt, quote, customer.id);
    return false;
  }
  sca.challenge = undefined;
  return true;
}

/** Re-sends the code of a pending SMS challenge without a new challenge or a later expiry. */
export function resend(rt: Runtime, quote: QuoteRecord): void {
  const challenge = quote.status === 'PENDING_AUTHORIZATION' ? quote.sca?.challenge : undefined;
  if (!challenge) throw conflict('This quote has no pending SCA challenge.');
  if (challenge.factor !== 'SMS_OTP') throw conflict('A passkey challenge has no code to re-send.');
  const now = rt.now();
  const wait = challenge.lastSentAt + 30_000 - now;
  if (wait > 0) throw rateLimited(wait / 1000, 'Codes are re-sent at most every 30 seconds.');
  challenge.lastSentAt = now;
}
