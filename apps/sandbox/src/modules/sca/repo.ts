import type { Kernel } from '../../kernel/kernel.js';
import type { PasskeyRecord } from '../../platform/webauthn.js';
import { defineTable } from '../../store/table.js';

export type ScaFactor = 'SMS_OTP' | 'TOTP' | 'PASSKEY';
export const SCA_FACTORS: readonly ScaFactor[] = ['SMS_OTP', 'TOTP', 'PASSKEY'];

/** A customer's SCA enrollment and lock state; its id is the customer's id. */
export interface ScaFactorsRecord {
  id: string;
  totp?: { secret: string; enrolledAt: number };
  pendingTotpSecrets: string[];
  passkey?: PasskeyRecord & { name?: string; enrolledAt: number };
  pendingPasskey?: { challenge: string; expiresAt: number };
  failures: number;
  lockedUntil?: number;
  /** An SCA login started and waiting for its proof (reference OpenAPI: startScaLogin). */
  login?: { factor: ScaFactor; challengeId: string; expiresAt: number; passkeyChallenge?: string; verifyingUntil?: number };
  /**
   * Until when the customer's SCA login session (POST /sca/login/complete) lets them read sensitive data,
   * such as a card reveal, and authorize money movement; absent until the first login.
   */
  loginSessionExpiresAt?: number;
  /** Set when RESET_PASSWORD_COMPLETED revoked the session: authorizations need a new login. */
  sessionRevoked?: boolean;
  /** The cumulative failed-login counter of POST /sca/record-event and failed logins. */
  loginFailures?: number;
  /** Locked with no automatic expiry, until a password reset. */
  suspended?: boolean;
}

export const scaFactorsTable = defineTable<ScaFactorsRecord>({
  name: 'sca_factors',
  fields: [],
  indexes: [],
  required: ['id', 'pendingTotpSecrets', 'failures'],
});

const table = (k: Kernel) => k.store.table(scaFactorsTable);

/** A customer's factors record (an empty one when they have enrolled nothing yet). */
export function factorsOf(k: Kernel, customerId: string): ScaFactorsRecord {
  return table(k).get(customerId) ?? { id: customerId, pendingTotpSecrets: [], failures: 0 };
}

export function saveFactors(k: Kernel, record: ScaFactorsRecord): ScaFactorsRecord {
  return table(k).put(record);
}

/** Until when the customer's SCA login session is live, or undefined when they have none (or it ran out). */
export function scaLoginSessionUntil(k: Kernel, customerId: string): number | undefined {
  const until = factorsOf(k, customerId).loginSessionExpiresAt;
  return until !== undefined && until > k.now() ? until : undefined;
}
