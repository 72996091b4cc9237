import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import { SCA_REGIONS } from './regions.js';

/** KycStatus and KybStatus (reference OpenAPI): HOLD asks the customer for more information. */
export type VerificationState = 'UNVERIFIED' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'HOLD';
export type ContactState = 'PENDING' | 'VERIFIED';

/** EndUserTermsConsent, as the platform recorded it. */
export interface TermsConsent {
  acceptedAt: string;
  ipAddress: string;
  termsVersion: string;
  acceptanceMethod: 'CHECKBOX' | 'CLICK_TO_ACCEPT';
}

export interface CustomerRecord {
  id: string;
  platformCustomerId: string;
  customerType: 'INDIVIDUAL' | 'BUSINESS';
  /** Country or region; EU customers need SCA (spec: Strong Customer Authentication). */
  region: string;
  fullName?: string;
  /** A business's legal name (also in `profile.businessInfo`). */
  businessName?: string;
  email?: string;
  phoneNumber?: string;
  umaAddress: string;
  currencies: string[];
  createdAt: number;
  updatedAt: number;
  /**
   * kycStatus (individuals) or kybStatus (businesses). Absent on records written before onboarding
   * existed: those customers were onboarded (see `verificationStateOf`).
   */
  verification?: VerificationState;
  endUserTermsConsent?: TermsConsent;
  /** Present only where the provider mandates contact verification (SCA regions). */
  contactVerification?: { email?: ContactState; phone?: ContactState };
  /** The document's descriptive fields as sent (birthDate, nationality, address, idType, EDD answers, businessInfo). */
  profile?: Record<string, unknown>;
  /** The identification number: write-only, never shown (IndividualCustomerFields.identifier). */
  identifier?: string;
  isDeleted?: boolean;
}

export const customersTable = defineTable<CustomerRecord>({
  name: 'customers',
  fields: ['platformCustomerId', 'umaAddress', 'createdAt', 'updatedAt', 'customerType', 'region', 'isDeleted'],
  indexes: [['platformCustomerId'], ['umaAddress'], ['createdAt'], ['platformCustomerId', 'createdAt'], ['umaAddress', 'createdAt'], ['customerType', 'createdAt'], ['region', 'createdAt']],
  required: ['id', 'platformCustomerId', 'customerType', 'region', 'umaAddress', 'currencies', 'createdAt', 'updatedAt'],
});

export const customers = (k: Kernel) => k.store.table(customersTable);

/** A customer by id, deleted ones included (GET shows them with isDeleted); a missing one is the document's 404 `USER_NOT_FOUND`. */
export function mustCustomer(k: Kernel, id: string): CustomerRecord {
  const customer = customers(k).get(id);
  if (!customer) throw notFound('Customer', id, 'USER_NOT_FOUND');
  return customer;
}

/** A customer that can still be acted on: a deleted one is not found. */
export function mustActiveCustomer(k: Kernel, id: string): CustomerRecord {
  const customer = mustCustomer(k, id);
  if (customer.isDeleted === true) throw notFound('Customer', id, 'USER_NOT_FOUND');
  return customer;
}

export { SCA_REGIONS };

export const needsSca = (customer: CustomerRecord | undefined): boolean => customer !== undefined && SCA_REGIONS.includes(customer.region);

/** The platform's own id stands in for a customer id on the platform's own transactions. */
export function platformCustomerIdOf(k: Kernel, customerId: string | undefined): string {
  if (customerId === undefined) return k.platform.id;
  return customers(k).get(customerId)?.platformCustomerId ?? customerId;
}

/** The customer's KYC or KYB status; records from before onboarding existed were approved customers. */
export const verificationStateOf = (customer: CustomerRecord): VerificationState => customer.verification ?? 'APPROVED';
