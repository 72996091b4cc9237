import type { Kernel } from '../../kernel/kernel.js';
import type { WebhookType } from '../../kernel/webhooks.js';
import { ServiceError } from '../../platform/errors.js';
import { internalAccounts, internalAccountView } from '../internal-accounts/index.js';
import { customers, mustCustomer, verificationStateOf, type CustomerRecord, type VerificationState } from './repo.js';
import { customerView } from './views.js';

/** The End User Terms the sandbox's service hosts (GET /customers/end-user-terms). */
export const END_USER_TERMS = { version: 'V1', url: 'https://sandbox.wallet-kit.dev/end-user-terms/V1' } as const;
export const TERMS_VERSIONS: readonly string[] = [END_USER_TERMS.version];

/**
 * Whether customers must record their acceptance of the End User Terms before transacting: the
 * document asks it of unregulated platforms (CustomerCreateRequest.endUserTermsConsent), and the
 * sandbox's platform is one (PlatformConfig.isRegulatedFinancialInstitution is false).
 */
export const termsRequired = (k: Kernel): boolean => k.platform.settings?.isRegulatedFinancialInstitution !== true;

/** Records from before onboarding existed belong to customers who were onboarded, terms included. */
const termsAccepted = (customer: CustomerRecord): boolean => customer.endUserTermsConsent !== undefined || customer.verification === undefined;

/** Where a customer stands: what is still missing before money can move, in the order it is done. */
export function onboardingOf(k: Kernel, customer: CustomerRecord) {
  const contacts = customer.contactVerification ?? {};
  return {
    verification: verificationStateOf(customer),
    termsAccepted: !termsRequired(k) || termsAccepted(customer),
    contactsVerified: Object.values(contacts).every((state) => state === 'VERIFIED'),
  };
}

/**
 * Refuses money movement for a customer who is not onboarded (reference OpenAPI: POST /quotes 403):
 * `END_USER_TERMS_NOT_ACCEPTED` until the terms are recorded, then `USER_NOT_READY` until the
 * KYC/KYB verification is approved, and for a deleted customer.
 */
export function assertReadyToTransact(k: Kernel, customerId: string | undefined): void {
  const customer = customerId === undefined ? undefined : customers(k).get(customerId);
  if (!customer) return;
  const state = onboardingOf(k, customer);
  const details = { customerId: customer.id, [customer.customerType === 'BUSINESS' ? 'kybStatus' : 'kycStatus']: state.verification, endUserTermsAccepted: state.termsAccepted };
  if (customer.isDeleted === true) throw new ServiceError(403, 'USER_NOT_READY', 'The customer has been deleted.', { details });
  if (!state.termsAccepted) {
    throw new ServiceError(403, 'END_USER_TERMS_NOT_ACCEPTED', 'The customer has not accepted the End User Terms; record endUserTermsConsent with PATCH /customers/{customerId}.', { details });
  }
  if (state.verification !== 'APPROVED') {
    throw new ServiceError(403, 'USER_NOT_READY', `The customer's ${customer.customerType === 'BUSINESS' ? 'KYB' : 'KYC'} status is ${state.verification}; money moves once it is APPROVED.`, { details });
  }
}

/** The webhook a KYC (individual) or KYB (business) status sends; the document has none for UNVERIFIED or HOLD. */
const VERIFICATION_STATE_WEBHOOKS: Record<CustomerRecord['customerType'], Partial<Record<VerificationState, WebhookType>>> = {
  INDIVIDUAL: { PENDING: 'CUSTOMER.KYC_PENDING', APPROVED: 'CUSTOMER.KYC_APPROVED', REJECTED: 'CUSTOMER.KYC_REJECTED' },
  BUSINESS: { PENDING: 'CUSTOMER.KYB_PENDING', APPROVED: 'CUSTOMER.KYB_APPROVED', REJECTED: 'CUSTOMER.KYB_REJECTED' },
};

/**
 * Moves a customer's KYC/KYB status (in the caller's transaction) and tells the platform:
 * `CUSTOMER.KYC_*` / `CUSTOMER.KYB_*` for PENDING, APPROVED and REJECTED (the document has no event
 * for HOLD). Approval finishes provisioning: the customer's PENDING accounts become ACTIVE, each
 * with `INTERNAL_ACCOUNT.STATUS_UPDATED`.
 */
export function setVerificationState(k: Kernel, customerId: string, state: VerificationState): CustomerRecord {
  const current = mustCustomer(k, customerId);
  if (verificationStateOf(current) === state) return current;
  const updated = customers(k).update({ ...current, verification: state, updatedAt: k.now() });
  const event = VERIFICATION_STATE_WEBHOOKS[updated.customerType === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL'][state];
  if (event) k.emit(event, customerView(updated));
  if (state === 'APPROVED') {
    for (const account of internalAccounts(k).find({ customerId }, { orderBy: 'createdAt', limit: 100 })) {
      if (account.status !== 'PENDING') continue;
      const active = internalAccounts(k).update({ ...account, status: 'ACTIVE', updatedAt: k.now() });
      k.emit('INTERNAL_ACCOUNT.STATUS_UPDATED', internalAccountView(k, active));
    }
  }
  return updated;
}
