import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { BeneficialOwnerRecord } from './repo.js';

/** All but the last four characters of an identification number hidden: it was sent to the service, not to be read back. */
const masked = (value: unknown): string => (typeof value === 'string' ? value.replace(/[0-9A-Za-z](?=(?:[^0-9A-Za-z]*[0-9A-Za-z]){4})/g, '*') : '');

/** A beneficial owner as the service shows it (reference OpenAPI: BeneficialOwner). */
export function beneficialOwnerView(owner: BeneficialOwnerRecord): Schema<'BeneficialOwner'> {
  return {
    id: owner.id,
    customerId: owner.customerId,
    roles: owner.roles,
    ownershipPercentage: owner.ownershipPercentage,
    personalInfo: { ...owner.personalInfo, identifier: masked(owner.personalInfo.identifier) },
    kycStatus: owner.kycStatus,
    createdAt: iso(owner.createdAt),
    updatedAt: iso(owner.updatedAt),
  };
}
