import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { VerificationRecord } from './repo.js';

/** A verification as the service shows it (reference OpenAPI: Verification). */
export function verificationView(v: VerificationRecord): Schema<'Verification'> {
  return { id: v.id, customerId: v.customerId, verificationStatus: v.verificationStatus, errors: v.errors, createdAt: iso(v.createdAt), updatedAt: iso(v.updatedAt) };
}
