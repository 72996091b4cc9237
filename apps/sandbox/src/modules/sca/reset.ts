import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, notFound, rateLimited } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import { customers, mustCustomer } from '../customers/index.js';
import { factorsOf, saveFactors, type ScaFactor } from './repo.js';

/** A 2FA reset: a liveness-gated recovery of a lost factor (reference OpenAPI: startTwoFactorReset). */
export interface ScaResetRecord {
  id: string;
  customerId: string;
  factor: ScaFactor;
  status: 'INITIATED' | 'PENDING_REVIEW' | 'LIVENESS_PASSED' | 'COMPLETED' | 'REJECTED';
  token: string;
  createdAt: number;
  expiresAt: number;
  completedAt?: number;
}

export const scaResetsTable = defineTable<ScaResetRecord>({
  name: 'sca_resets',
  fields: ['customerId', 'createdAt'],
  indexes: [['customerId', 'createdAt']],
  required: ['id', 'customerId', 'factor', 'status', 'token', 'createdAt', 'expiresAt'],
});

const resets = (k: Kernel) => k.store.table(scaResetsTable);

const RESET_WINDOW_MS = 30 * 60_000;
/** Resets a customer may start in 24 hours (reference OpenAPI: 429 of startTwoFactorReset). */
const RESETS_PER_DAY = 5;
/** The sandbox's liveness review: submitted after 5 s, passed after 10 s. */
const REVIEW_AFTER_MS = 5_000;
const PASS_AFTER_MS = 10_000;
const RESET_JOB = 'SCA_RESET_LIVENESS';

function enrolled(k: Kernel, customerId: string, factor: ScaFactor): boolean {
  const record = factorsOf(k, customerId);
  if (factor === 'SMS_OTP') return customers(k).get(customerId)?.phoneNumber !== undefined;
  return factor === 'TOTP' ? record.totp !== undefined : record.passkey !== undefined;
}

/** Starts a reset of an enrolled factor, at most five a day (reference OpenAPI: startTwoFactorReset). */
export function startReset(k: Kernel, customerId: string, factor: ScaFactor): Schema<'TwoFactorResetStart'> {
  return k.store.transaction(() => {
    if (!enrolled(k, customerId, factor)) throw invalidInput([{ field: 'factor', message: `the customer has no ${factor} enrolled to reset` }], 'Invalid or unknown factor.');
    const now = k.now();
    const recent = resets(k).find({ customerId, createdAt: { gt: now - 24 * 3600_000 } }, { orderBy: 'createdAt', limit: RESETS_PER_DAY });
    if (recent.length >= RESETS_PER_DAY) throw rateLimited((recent[0]!.createdAt + 24 * 3600_000 - now) / 1000, 'Reset initiation is limited to 5 per 24 hours per customer.');
    const reset = resets(k).insert({ id: k.id('ScaReset'), customerId, factor, status: 'INITIATED', token: k.secrets.code(24), createdAt: now, expiresAt: now + RESET_WINDOW_MS });
    k.schedule(RESET_JOB, reset.id, now + REVIEW_AFTER_MS);
    k.schedule(RESET_JOB, reset.id, now + PASS_AFTER_MS);
    return { resetId: reset.id, livenessAccessToken: reset.token, verificationLink: `https://verify.sandbox.wallet-kit.dev/liveness/${reset.token}`, expiresAt: iso(reset.expiresAt) };
  });
}

function mustReset(k: Kernel, customerId: string, resetId: string): ScaResetRecord {
  const reset = resets(k).get(resetId);
  if (!reset || reset.customerId !== customerId) throw notFound('Reset', resetId);
  return reset;
}

/** A reset as polled (reference OpenAPI: TwoFactorResetStatus); EXPIRED once its window closed unfinished. */
export function resetStatus(k: Kernel, customerId: string, resetId: string): Schema<'TwoFactorResetStatus'> {
  const reset = mustReset(k, customerId, resetId);
  const expired = reset.status !== 'COMPLETED' && reset.status !== 'REJECTED' && reset.expiresAt <= k.now();
  const record = factorsOf(k, customerId);
  const reEnrolledAt = reset.factor === 'TOTP' ? record.totp?.enrolledAt : record.passkey?.enrolledAt;
  const enrollmentStatus = reset.factor === 'SMS_OTP' ? null : reset.completedAt !== undefined && reEnrolledAt !== undefined && reEnrolledAt >= reset.completedAt ? 'COMPLETED' : 'PENDING';
  return { status: expired ? 'EXPIRED' : reset.status, factor: reset.factor, enrollmentStatus, expiresAt: iso(reset.expiresAt), completedAt: reset.completedAt === undefined ? null : iso(reset.completedAt) };
}

/**
 * Completes a reset once liveness passed (reference OpenAPI: completeTwoFactorReset): the lost
 * factor is cleared for re-enrollment, or for SMS_OTP the new number becomes the customer's.
 */
export function completeReset(k: Kernel, customerId: string, resetId: string, mobile: { countryCode: string; number: string } | undefined): void {
  k.store.transaction(() => {
    const reset = mustReset(k, customerId, resetId);
    if (reset.status !== 'LIVENESS_PASSED' || reset.expiresAt <= k.now()) throw invalidInput([{ field: 'resetId', message: `the reset is ${reset.expiresAt <= k.now() ? 'EXPIRED' : reset.status}; it completes once liveness has passed` }], 'Reset not ready.');
    if (reset.factor === 'SMS_OTP') {
      if (!mobile) throw invalidInput([{ field: 'mobile', message: 'is required to reset SMS_OTP: the new number to enroll' }]);
      const customer = mustCustomer(k, customerId);
      customers(k).update({ ...customer, phoneNumber: `${mobile.countryCode}${mobile.number}`, updatedAt: k.now() });
    } else {
      const { totp, passkey, ...rest } = factorsOf(k, customerId);
      saveFactors(k, { ...rest, ...(reset.factor === 'TOTP' ? (passkey ? { passkey } : {}) : totp ? { totp } : {}) });
    }
    resets(k).update({ ...reset, status: 'COMPLETED', completedAt: k.now() });
  });
}

/** The sandbox's liveness review moves a reset along on its clock: INITIATED, PENDING_REVIEW, LIVENESS_PASSED. */
export function registerResetJobs(k: Kernel): void {
  k.onJob(RESET_JOB, (resetId) => {
    const reset = resets(k).get(resetId);
    if (!reset || reset.expiresAt <= k.now()) return;
    if (reset.status === 'INITIATED') resets(k).update({ ...reset, status: 'PENDING_REVIEW' });
    else if (reset.status === 'PENDING_REVIEW') resets(k).update({ ...reset, status: 'LIVENESS_PASSED' });
  });
}
