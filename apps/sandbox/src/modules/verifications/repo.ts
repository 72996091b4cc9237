import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

/** VerificationStatus (reference OpenAPI). */
export type VerificationStatus = 'RESOLVE_ERRORS' | 'PENDING_MANUAL_REVIEW' | 'IN_PROGRESS' | 'APPROVED' | 'REJECTED' | 'READY_FOR_VERIFICATION';
/** The outcomes a review can reach, by the sandbox's scenario or its control. */
export type Outcome = 'APPROVED' | 'REJECTED' | 'RESOLVE_ERRORS' | 'PENDING_MANUAL_REVIEW';
export const OUTCOMES: readonly Outcome[] = ['APPROVED', 'REJECTED', 'RESOLVE_ERRORS', 'PENDING_MANUAL_REVIEW'];

/** VerificationError: what stops a verification, on which resource. */
export type VerificationError = Schema<'VerificationError'>;

export interface VerificationRecord {
  id: string;
  customerId: string;
  verificationStatus: VerificationStatus;
  errors: VerificationError[];
  createdAt: number;
  updatedAt: number;
  /** The outcome chosen in the hosted flow of a KYC link, applied when the review ends. */
  plannedOutcome?: Outcome;
}

export const verificationsTable = defineTable<VerificationRecord>({
  name: 'verifications',
  fields: ['customerId', 'verificationStatus', 'createdAt'],
  indexes: [['createdAt'], ['customerId', 'createdAt'], ['verificationStatus', 'createdAt'], ['customerId', 'verificationStatus', 'createdAt']],
  required: ['id', 'customerId', 'verificationStatus', 'errors', 'createdAt', 'updatedAt'],
});

export const verifications = (k: Kernel) => k.store.table(verificationsTable);

export function mustVerification(k: Kernel, id: string): VerificationRecord {
  const verification = verifications(k).get(id);
  if (!verification) throw notFound('Verification', id);
  return verification;
}

/** The customer's latest verification, if any. */
export const latestOf = (k: Kernel, customerId: string): VerificationRecord | undefined => verifications(k).first({ customerId }, { orderBy: 'createdAt', direction: 'desc' });
