import type { Kernel } from '../../kernel/kernel.js';
import { currencyEntry } from '../../platform/currencies.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { internalAccounts, openInternalAccount, type InternalAccountRecord } from '../internal-accounts/index.js';
import { checkConsent, checkCurrencies, profileOf, type Body } from './input.js';
import { inferRegionAndCurrencies, primaryCurrency, SERVED_REGIONS } from './regions.js';
import { customers, needsSca, verificationStateOf, type CustomerRecord, type TermsConsent } from './repo.js';

/** A customer create request, checked against the document's schema and rules (see routes and bulk import). */
export type CustomerInput = Body & { customerType: 'INDIVIDUAL' | 'BUSINESS' };

/** An active customer (not deleted) with this platformCustomerId. */
export const activeWithPlatformId = (k: Kernel, platformCustomerId: string): CustomerRecord | undefined =>
  customers(k)
    .find({ platformCustomerId }, { orderBy: 'createdAt', limit: 100 })
    .find((c) => c.isDeleted !== true);

/** A UMA address no other customer holds: the one asked for (409 when taken), or one made from the handle. */
export function claimUmaAddress(k: Kernel, requested: string | undefined, handle: string, exceptId?: string): string {
  const taken = (address: string) => customers(k).find({ umaAddress: address }, { orderBy: 'createdAt', limit: 2 }).some((c) => c.id !== exceptId);
  if (requested !== undefined) {
    if (taken(requested)) throw conflict(`The UMA address ${requested} is taken.`, 'UMA_ADDRESS_EXISTS');
    return requested;
  }
  const base = `$${handle.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 60) || 'customer'}`;
  for (let n = 0; ; n += 1) {
    const address = `${base}${n === 0 ? '' : `.${k.code(4).toLowerCase()}`}@${k.platform.umaDomain}`;
    if (!taken(address)) return address;
  }
}

/**
 * Opens what the service provisions for a customer's currencies: a fiat or crypto internal account
 * per currency and one embedded wallet in the primary currency. A customer who is not approved yet
 * gets them PENDING (InternalAccountStatus: under review, no payments until provisioning completes).
 */
export function openAccountsFor(k: Kernel, customer: CustomerRecord): InternalAccountRecord[] {
  const status = verificationStateOf(customer) === 'APPROVED' ? 'ACTIVE' : 'PENDING';
  const existing = internalAccounts(k).find({ customerId: customer.id }, { orderBy: 'createdAt', limit: 100 });
  const opened: InternalAccountRecord[] = [];
  const open = (type: InternalAccountRecord['type'], currency: string) => {
    if (!existing.some((a) => a.type === type && a.currency === currency)) opened.push(openInternalAccount(k, { customerId: customer.id, type, currency, status }));
  };
  for (const code of customer.currencies) open(currencyEntry(code).crypto === true ? 'INTERNAL_CRYPTO' : 'INTERNAL_FIAT', code);
  if (!existing.some((a) => a.type === 'EMBEDDED_WALLET')) open('EMBEDDED_WALLET', primaryCurrency(customer.currencies));
  return opened;
}

/**
 * Creates a customer (POST /customers, and each row of a bulk import) in the caller's transaction:
 * region and currencies inferred from each other where one is missing, a generated platformCustomerId
 * and UMA address where none is given, KYC/KYB UNVERIFIED, contact verification PENDING where the
 * provider mandates it, and the accounts the service opens.
 */
export function createCustomer(k: Kernel, input: CustomerInput): CustomerRecord {
  const inferred = inferRegionAndCurrencies(input.region as string | undefined, input.currencies as string[] | undefined);
  if (!inferred) throw invalidInput([{ field: 'region', message: `the sandbox opens accounts for ${SERVED_REGIONS.join(', ')} (or an EEA country); send currencies for another region` }]);
  checkCurrencies(k, inferred.currencies);
  checkConsent(k, input.endUserTermsConsent as TermsConsent | undefined);
  const platformCustomerId = (input.platformCustomerId as string | undefined) ?? k.code(16).toLowerCase();
  if (activeWithPlatformId(k, platformCustomerId)) throw conflict(`A customer with platformCustomerId ${JSON.stringify(platformCustomerId)} exists.`);
  const email = input.email as string | undefined;
  const phoneNumber = input.phoneNumber as string | undefined;
  const profile = profileOf(input);
  const businessInfo = profile.businessInfo as Record<string, unknown> | undefined;
  const now = k.now();
  const record: CustomerRecord = {
    id: k.id('Customer'),
    platformCustomerId,
    customerType: input.customerType,
    region: inferred.region,
    ...(typeof input.fullName === 'string' ? { fullName: input.fullName } : {}),
    ...(typeof businessInfo?.legalName === 'string' ? { businessName: businessInfo.legalName } : {}),
    ...(email === undefined ? {} : { email }),
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
    umaAddress: claimUmaAddress(k, input.umaAddress as string | undefined, platformCustomerId),
    currencies: inferred.currencies,
    createdAt: now,
    updatedAt: now,
    verification: 'UNVERIFIED',
    ...(input.endUserTermsConsent === undefined ? {} : { endUserTermsConsent: input.endUserTermsConsent as TermsConsent }),
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
    ...(typeof input.identifier === 'string' ? { identifier: input.identifier } : {}),
    isDeleted: false,
  };
  if (needsSca(record)) record.contactVerification = { email: 'PENDING', phone: 'PENDING' };
  const customer = customers(k).insert(record);
  openAccountsFor(k, customer);
  return customer;
}

/** `POST /customers`: one customer, created in its own transaction. */
export function addCustomer(k: Kernel, input: CustomerInput): CustomerRecord {
  return k.store.transaction(() => createCustomer(k, input));
}
