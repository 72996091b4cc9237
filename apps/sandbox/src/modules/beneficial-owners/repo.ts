import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import type { VerificationState } from '../customers/index.js';

/** A beneficial owner, director or officer of a business customer (reference OpenAPI: BeneficialOwner). */
export interface BeneficialOwnerRecord {
  id: string;
  customerId: string;
  roles: Schema<'BeneficialOwnerRole'>[];
  ownershipPercentage: number;
  /** BeneficialOwnerPersonalInfo as sent, with any update merged over it; its identifier is shown masked. */
  personalInfo: Schema<'BeneficialOwnerPersonalInfo'>;
  kycStatus: VerificationState;
  createdAt: number;
  updatedAt: number;
}

export const beneficialOwnersTable = defineTable<BeneficialOwnerRecord>({
  name: 'beneficial_owners',
  fields: ['customerId', 'createdAt'],
  indexes: [['customerId', 'createdAt']],
  required: ['id', 'customerId', 'roles', 'ownershipPercentage', 'personalInfo', 'kycStatus', 'createdAt', 'updatedAt'],
});

export const beneficialOwners = (k: Kernel) => k.store.table(beneficialOwnersTable);

export function mustBeneficialOwner(k: Kernel, id: string): BeneficialOwnerRecord {
  const owner = beneficialOwners(k).get(id);
  if (!owner) throw notFound('Beneficial owner', id);
  return owner;
}

/** A business has a handful of owners and officers: read them all. */
export const ownersOf = (k: Kernel, customerId: string): BeneficialOwnerRecord[] => beneficialOwners(k).find({ customerId }, { orderBy: 'createdAt', limit: 500 });

/** Moves every owner of a business along with the business's verification (in the caller's transaction). */
export function setOwnersState(k: Kernel, customerId: string, state: VerificationState): void {
  for (const owner of ownersOf(k, customerId)) {
    if (owner.kycStatus !== state) beneficialOwners(k).update({ ...owner, kycStatus: state, updatedAt: k.now() });
  }
}
