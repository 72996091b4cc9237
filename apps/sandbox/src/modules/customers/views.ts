import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import { verificationStateOf, type CustomerRecord } from './repo.js';

/** The profile fields an individual's customer shows (IndividualCustomerFields and CustomerEdd, less the write-only identifier). */
const INDIVIDUAL_FIELDS = [
  'birthDate', 'nationality', 'address', 'idType', 'countryOfIssuance', 'sourceOfFundsCategories', 'sourceOfFundsOtherDescription', 'sourceOfWealthCategories',
  'sourceOfWealthOtherDescription', 'purposeOfAccount', 'purposeOfAccountOtherDescription', 'expectedMonthlyTransactionCount', 'expectedMonthlyTransactionVolume',
  'annualIncomeRange', 'netWorthRange', 'pepStatus',
] as const;

function pick(profile: Record<string, unknown> | undefined, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => profile?.[name] !== undefined).map((name) => [name, profile![name]]));
}

/** A customer as the service shows it (reference OpenAPI: IndividualCustomer, BusinessCustomer). */
export function customerView(c: CustomerRecord): Schema<'CustomerOneOf'> {
  const status = verificationStateOf(c);
  const business = (c.profile?.businessInfo as Record<string, unknown> | undefined) ?? {};
  return {
    id: c.id,
    platformCustomerId: c.platformCustomerId,
    customerType: c.customerType,
    region: c.region,
    currencies: c.currencies,
    ...(c.email === undefined ? {} : { email: c.email }),
    ...(c.phoneNumber === undefined ? {} : { phoneNumber: c.phoneNumber }),
    umaAddress: c.umaAddress,
    ...(c.customerType === 'INDIVIDUAL'
      ? { ...(c.fullName === undefined ? {} : { fullName: c.fullName }), kycStatus: status, ...pick(c.profile, INDIVIDUAL_FIELDS) }
      : { businessInfo: { ...business, legalName: c.businessName ?? business.legalName ?? '' }, kybStatus: status, ...pick(c.profile, ['address']) }),
    ...(c.endUserTermsConsent === undefined ? {} : { endUserTermsConsent: c.endUserTermsConsent }),
    ...(c.contactVerification === undefined ? {} : { contactVerification: c.contactVerification }),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    isDeleted: c.isDeleted === true,
    // The profile holds the document's own fields as the request schema let them in.
  } as Schema<'CustomerOneOf'>;
}
