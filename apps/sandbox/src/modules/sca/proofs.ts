import type { Schema } from '@wallet-kit/contract';
import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { CHALLENGE_TTL_MS, SANDBOX_SMS_CODE, type ScaChallengeRecord } from './challenges.js';
import { factorsOf, type ScaFactor } from './repo.js';
import { verifyTotp } from './totp.js';

/** The code factors a customer can answer with: SMS always (the phone is verified at onboarding), TOTP once enrolled. */
export function codeFactors(k: Kernel, customerId: string): ScaFactor[] {
  return factorsOf(k, customerId).totp ? ['SMS_OTP', 'TOTP'] : ['SMS_OTP'];
}

/** Whether `code` is the current code of the customer's enrolled TOTP secret (RFC 6238, one step of drift either way). */
export function totpMatches(k: Kernel, customerId: string, code: string): boolean {
  const totp = factorsOf(k, customerId).totp;
  return totp !== undefined && verifyTotp(hexToBytes(totp.secret), code, k.now());
}

/** Whether `code` answers a code challenge: the sandbox's SMS code, or the customer's current TOTP code. */
export const codeMatches = (k: Kernel, customerId: string, code: string): boolean => code === SANDBOX_SMS_CODE || totpMatches(k, customerId, code);

/** A challenge answered with a code (SMS or TOTP): beneficiary trust changes, SCA logins. */
export function newCodeChallenge(k: Kernel, customerId: string): ScaChallengeRecord {
  const now = k.now();
  return { id: k.id('ScaChallenge'), expiresAt: now + CHALLENGE_TTL_MS, factor: 'SMS_OTP', availableFactors: codeFactors(k, customerId), failures: 0, lastSentAt: now };
}

/** A challenge as the document shows it (reference OpenAPI: ScaChallenge), without WebAuthn options. */
export function codeChallengeView(challenge: ScaChallengeRecord): Schema<'ScaChallenge'> {
  return {
    id: challenge.id,
    expiresAt: iso(challenge.expiresAt),
    factor: challenge.factor,
    availableFactors: challenge.availableFactors,
    ...(challenge.purpose === undefined ? {} : { purpose: challenge.purpose }),
  };
}
