import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, type ServiceError } from '../../platform/errors.js';
import { allowedOrigins, newWebauthnChallenge, rpIds, verifyPasskeyAssertion, type AssertionInput } from '../../platform/webauthn.js';
import { CHALLENGE_TTL_MS, SANDBOX_SMS_CODE, VERIFY_LEASE_MS, checkLock } from './challenges.js';
import { totpMatches } from './proofs.js';
import { factorsOf, saveFactors, type ScaFactor, type ScaFactorsRecord } from './repo.js';

/** How long an SCA login session lasts before money movement needs another login. */
export const SCA_SESSION_MS = 12 * 3600_000;

/** Lockout by cumulative failed logins (reference OpenAPI: RecordSecurityEventRequest): 5 → 15 min, 6 → 30 min, 7 → 1 h, 8 → 24 h, 9 → suspended. */
const LOCKOUT_MS: Record<number, number> = { 5: 15 * 60_000, 6: 30 * 60_000, 7: 3600_000, 8: 24 * 3600_000 };
const SUSPEND_AT = 9;

const badProof = (field: string, message: string) => invalidInput([{ field, message }], 'Invalid or expired proof.');

/** A failed login counted, with the lockout it reaches. */
export function countFailedLogin(k: Kernel, record: ScaFactorsRecord): ScaFactorsRecord {
  const loginFailures = (record.loginFailures ?? 0) + 1;
  const lock = LOCKOUT_MS[loginFailures];
  return saveFactors(k, { ...record, loginFailures, ...(loginFailures >= SUSPEND_AT ? { suspended: true } : {}), ...(lock === undefined ? {} : { lockedUntil: k.now() + lock }) });
}

/** Whether the customer's SCA session allows authorizations: none was revoked or has run out (409 SCA_SESSION_REQUIRED otherwise). */
export function checkScaSession(k: Kernel, customerId: string): void {
  const record = factorsOf(k, customerId);
  const expired = record.loginSessionExpiresAt !== undefined && record.loginSessionExpiresAt <= k.now();
  if (record.sessionRevoked || expired) throw conflict('The customer\'s SCA session is missing or expired; complete an SCA login, then authorize again.', 'SCA_SESSION_REQUIRED');
}

/** Starts an SCA login with an enrolled factor (reference OpenAPI: startScaLogin). */
export function startLogin(k: Kernel, customerId: string, factor: ScaFactor): Schema<'ScaLoginStart'> {
  return k.store.transaction(() => {
    const record = factorsOf(k, customerId);
    if (factor === 'TOTP' && !record.totp) throw invalidInput([{ field: 'factor', message: 'the customer has no TOTP enrolled' }], 'Invalid or unknown factor.');
    if (factor === 'PASSKEY' && !record.passkey) throw invalidInput([{ field: 'factor', message: 'the customer has no passkey enrolled' }], 'Invalid or unknown factor.');
    const login = { factor, challengeId: k.id('ScaChallenge'), expiresAt: k.now() + CHALLENGE_TTL_MS, ...(factor === 'PASSKEY' ? { passkeyChallenge: newWebauthnChallenge() } : {}) };
    saveFactors(k, { ...record, login });
    if (factor === 'SMS_OTP') return { factor, challengeId: login.challengeId, expiresAt: iso(login.expiresAt) };
    if (factor === 'TOTP') return { factor };
    const passkey = record.passkey!;
    const options = { challenge: login.passkeyChallenge, rpId: rpIds(k)[0], timeout: CHALLENGE_TTL_MS, userVerification: 'preferred', allowCredentials: [{ id: passkey.credentialId, type: 'public-key', ...(passkey.transports ? { transports: passkey.transports } : {}) }] };
    return { factor, passkeyOptions: options, allowedOrigins: allowedOrigins(k), relyingPartyId: rpIds(k)[0] };
  });
}

export interface LoginProof {
  factor: ScaFactor;
  challengeId?: string | null;
  code?: string | null;
  assertion?: AssertionInput;
  origin?: string | null;
}

/** The started login this proof answers, checked for everything but the proof itself. */
function pendingLogin(k: Kernel, customerId: string, proof: LoginProof) {
  checkLock(k, customerId);
  const login = factorsOf(k, customerId).login;
  if (!login || login.expiresAt <= k.now()) throw badProof('factor', 'no SCA login is waiting for a proof, or it expired: start one');
  if (login.factor !== proof.factor) throw badProof('factor', `expected ${login.factor}, the factor the login was started with`);
  if (login.factor === 'SMS_OTP' && proof.challengeId !== login.challengeId) throw badProof('challengeId', `expected ${login.challengeId}, the challengeId of the login start`);
  if (login.verifyingUntil !== undefined && login.verifyingUntil > k.now()) throw badProof('passkeyAssertion', 'a proof of this login is being checked');
  return login;
}

/**
 * Applies a checked proof: a right one opens the session and spends the login; a wrong one counts
 * as a failed login and leaves the login open for another try. Returns the refusal to throw once
 * the count is committed.
 */
function conclude(k: Kernel, customerId: string, challengeId: string, valid: boolean): { result?: Record<string, unknown>; refused?: ServiceError } {
  const record = factorsOf(k, customerId);
  const login = record.login;
  if (login?.challengeId !== challengeId) throw badProof('factor', 'the login was spent meanwhile');
  if (!valid) {
    const { verifyingUntil: _lease, ...open } = login;
    countFailedLogin(k, { ...record, login: open });
    return { refused: badProof(login.factor === 'PASSKEY' ? 'passkeyAssertion' : 'code', 'the proof is wrong') };
  }
  const { login: _spent, ...rest } = record;
  const sessionExpiresAt = k.now() + SCA_SESSION_MS;
  saveFactors(k, { ...rest, loginFailures: 0, loginSessionExpiresAt: sessionExpiresAt, sessionRevoked: false });
  return { result: { status: 'SUCCESS', sessionExpiresAt: iso(sessionExpiresAt) } };
}

function settle(outcome: { result?: Record<string, unknown>; refused?: ServiceError }): Record<string, unknown> {
  if (outcome.refused) throw outcome.refused;
  return outcome.result!;
}

/**
 * Completes an SCA login (reference OpenAPI: completeScaLogin). A code is checked and applied in one
 * transaction; a passkey assertion is checked asynchronously with the login leased meanwhile, so
 * one proof opens one session however many copies arrive.
 */
export async function completeLogin(k: Kernel, customerId: string, proof: LoginProof): Promise<Record<string, unknown>> {
  const leased = k.store.transaction(() => {
    const login = pendingLogin(k, customerId, proof);
    if (login.factor !== 'PASSKEY') {
      if (proof.code == null) throw badProof('code', `is required for a ${login.factor} login`);
      const sandboxTotp = login.factor === 'TOTP' && !k.options.strictSignatures && proof.code === SANDBOX_SMS_CODE;
      const valid = login.factor === 'SMS_OTP' ? proof.code === SANDBOX_SMS_CODE : sandboxTotp || totpMatches(k, customerId, proof.code);
      return { outcome: conclude(k, customerId, login.challengeId, valid) };
    }
    if (!proof.assertion || proof.origin == null) throw badProof('passkeyAssertion', 'passkeyAssertion and origin are required for a PASSKEY login');
    const lease = { ...login, verifyingUntil: k.now() + VERIFY_LEASE_MS };
    saveFactors(k, { ...factorsOf(k, customerId), login: lease });
    return { login: lease };
  });
  if (leased.outcome) return settle(leased.outcome);
  try {
    const passkey = factorsOf(k, customerId).passkey!;
    const counter = await verifyPasskeyAssertion(k, proof.assertion!, leased.login!.passkeyChallenge!, passkey, proof.origin!);
    return settle(
      k.store.transaction(() => {
        if (counter !== undefined) {
          const record = factorsOf(k, customerId);
          if (record.passkey) saveFactors(k, { ...record, passkey: { ...record.passkey, counter } });
        }
        return conclude(k, customerId, leased.login!.challengeId, counter !== undefined);
      }),
    );
  } finally {
    // A check that failed half-way (a fault, not a wrong proof) must not hold the login until the lease runs out.
    releaseLease(k, customerId, leased.login!);
  }
}

/** Clears this request's lease on the login, if the login still carries it (a concluded proof already spent or reopened it). */
function releaseLease(k: Kernel, customerId: string, leased: { challengeId: string; verifyingUntil?: number }): void {
  k.store.transaction(() => {
    const record = factorsOf(k, customerId);
    if (record.login?.challengeId !== leased.challengeId || record.login.verifyingUntil !== leased.verifyingUntil) return;
    const { verifyingUntil: _lease, ...open } = record.login;
    saveFactors(k, { ...record, login: open });
  });
}

/** Records a client-side security event (reference OpenAPI: recordSecurityEvent). */
export function recordSecurityEvent(k: Kernel, customerId: string, eventType: 'RESET_PASSWORD_COMPLETED' | 'FAILED_LOGIN_ATTEMPT'): Schema<'RecordSecurityEventResponse'> {
  return k.store.transaction(() => {
    let record = factorsOf(k, customerId);
    if (eventType === 'RESET_PASSWORD_COMPLETED') {
      // Revokes every session and clears the counter and any lockout, suspension included.
      const { lockedUntil: _lock, suspended: _suspended, loginSessionExpiresAt: _session, ...rest } = record;
      record = saveFactors(k, { ...rest, loginFailures: 0, failures: 0, sessionRevoked: true });
    } else {
      checkLock(k, customerId);
      record = countFailedLogin(k, record);
    }
    const locked = record.lockedUntil !== undefined && record.lockedUntil > k.now() && !record.suspended;
    return { eventType, suspended: record.suspended === true, ...(locked ? { lockedUntil: iso(record.lockedUntil!) } : {}), failedAttempts: record.loginFailures ?? 0 };
  });
}
