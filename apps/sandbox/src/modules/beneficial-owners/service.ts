import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { checkBody } from '../../platform/schema.js';
import { Fields } from '../../platform/validate.js';
import { mustActiveCustomer } from '../customers/index.js';
import { beneficialOwners, mustBeneficialOwner, type BeneficialOwnerRecord } from './repo.js';

const COUNTRY = /^[A-Z]{2}$/;

function country(f: Fields | undefined, name: string): void {
  const value = f?.value[name];
  if (typeof value === 'string' && !COUNTRY.test(value)) f!.fail(name, `expected an ISO 3166-1 alpha-2 country code, got ${JSON.stringify(value)}`);
}

/** The rules of BeneficialOwnerPersonalInfo the schema leaves to prose: country codes and a birth date in the past. */
function personalInfoRules(f: Fields, now: number): void {
  const info = f.object('personalInfo');
  if (!info) return;
  country(info, 'nationality');
  country(info, 'countryOfIssuance');
  country(info.object('address'), 'country');
  const birthDate = info.value.birthDate;
  if (typeof birthDate === 'string' && Date.parse(birthDate) > now) info.fail('birthDate', `expected a date in the past, got ${birthDate}`);
}

/** The rules on a body the schema accepted (the schema's problems are named first, alone). */
function checkPersonalInfo(k: Kernel, body: unknown): void {
  const f = Fields.of(body);
  personalInfoRules(f, k.now());
  f.done();
}

/** `POST /beneficial-owners`, checked against the contract's schema, then the rules it leaves to prose. */
export function readOwnerCreate(k: Kernel, body: unknown): Schema<'BeneficialOwnerCreateRequest'> {
  const request = checkBody('post', '/beneficial-owners', body);
  checkPersonalInfo(k, body);
  return request;
}

/** `PATCH /beneficial-owners/{beneficialOwnerId}`: the fields that change. */
export function readOwnerUpdate(k: Kernel, body: unknown): Schema<'BeneficialOwnerUpdateRequest'> {
  const request = checkBody('patch', '/beneficial-owners/{beneficialOwnerId}', body);
  checkPersonalInfo(k, body);
  return request;
}

/**
 * Adds an owner, director or officer to a business customer. "The beneficial owner will go through
 * KYC verification automatically": with the business's verification, so it starts PENDING.
 */
export function addOwner(k: Kernel, request: Schema<'BeneficialOwnerCreateRequest'>): BeneficialOwnerRecord {
  return k.store.transaction(() => {
    const customer = mustActiveCustomer(k, request.customerId);
    if (customer.customerType !== 'BUSINESS') throw invalidInput([{ field: 'customerId', message: 'expected a BUSINESS customer; individuals have no beneficial owners' }]);
    const now = k.now();
    return beneficialOwners(k).insert({ id: k.id('BeneficialOwner'), customerId: customer.id, roles: [...new Set(request.roles)], ownershipPercentage: request.ownershipPercentage, personalInfo: request.personalInfo, kycStatus: 'PENDING', createdAt: now, updatedAt: now });
  });
}

/** Changes an owner's roles, share or personal details; the details are merged over what was sent before. */
export function updateOwner(k: Kernel, id: string, update: Schema<'BeneficialOwnerUpdateRequest'>): BeneficialOwnerRecord {
  return k.store.transaction(() => {
    const owner = mustBeneficialOwner(k, id);
    return beneficialOwners(k).update({
      ...owner,
      ...(update.roles === undefined ? {} : { roles: [...new Set(update.roles)] }),
      ...(update.ownershipPercentage === undefined ? {} : { ownershipPercentage: update.ownershipPercentage }),
      personalInfo: { ...owner.personalInfo, ...update.personalInfo },
      updatedAt: k.now(),
    });
  });
}
