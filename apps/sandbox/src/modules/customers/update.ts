import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { activityPayload, signedAction, type Signed } from '../../platform/signed.js';
import { internalAccounts } from '../internal-accounts/index.js';
import { activeSessionKeys, credentials, credentialsOf, otpCredentialsFor, type CredentialRecord } from '../wallet-auth/index.js';
import { claimUmaAddress, openAccountsFor } from './create.js';
import { checkConsent, checkCurrencies, checkCustomerRules, profileOf, type Body } from './input.js';
import { customers, mustActiveCustomer, needsSca, type CustomerRecord, type TermsConsent } from './repo.js';

type OtpType = 'EMAIL_OTP' | 'SMS_OTP';

/** The OTP credentials of `type` on every embedded wallet of the customer: their contact changes with the customer's. */
function tiedCredentials(k: Kernel, customerId: string, type: OtpType): CredentialRecord[] {
  return internalAccounts(k)
    .find({ customerId, type: 'EMBEDDED_WALLET' }, { orderBy: 'createdAt', limit: 100 })
    .flatMap((wallet) => credentialsOf(k, wallet.id).filter((c) => c.type === type));
}

const idsOf = (tied: CredentialRecord[]): string => tied.map((c) => c.id).sort().join(',');

/** The contact this update changes, if any; e-mail and phone together are refused (CustomerUpdateRequest). */
function changedContact(customer: CustomerRecord, body: Body): { type: OtpType; value: string } | undefined {
  if (body.email !== undefined && body.phoneNumber !== undefined) {
    throw invalidInput([{ field: 'phoneNumber', message: 'update email and phoneNumber in separate PATCH calls' }], 'A request that changes both email and phoneNumber is rejected.');
  }
  if (typeof body.email === 'string' && body.email !== customer.email) return { type: 'EMAIL_OTP', value: body.email };
  if (typeof body.phoneNumber === 'string' && body.phoneNumber !== customer.phoneNumber) return { type: 'SMS_OTP', value: body.phoneNumber };
  return undefined;
}

function checkUpdate(k: Kernel, customer: CustomerRecord, body: Body): void {
  if (body.customerType !== customer.customerType) throw invalidInput([{ field: 'customerType', message: `expected ${customer.customerType}, the customer's type, got ${JSON.stringify(body.customerType)}` }]);
  checkCustomerRules(k, body);
  checkCurrencies(k, body.currencies as string[] | undefined);
  checkConsent(k, body.endUserTermsConsent as TermsConsent | undefined);
}

/** The record with the update applied: contacts (their verification starts over), currencies, UMA address, consent, profile. */
function applied(k: Kernel, current: CustomerRecord, body: Body): CustomerRecord {
  const next: CustomerRecord = { ...current, updatedAt: k.now() };
  for (const [field, channel] of [['email', 'email'], ['phoneNumber', 'phone']] as const) {
    const value = body[field] as string | undefined;
    if (value === undefined || value === current[field]) continue;
    next[field] = value;
    if (needsSca(current)) next.contactVerification = { ...current.contactVerification, [channel]: 'PENDING' };
  }
  if (body.currencies !== undefined) next.currencies = [...new Set(body.currencies as string[])];
  if (typeof body.umaAddress === 'string' && body.umaAddress !== current.umaAddress) next.umaAddress = claimUmaAddress(k, body.umaAddress, '', current.id);
  if (body.endUserTermsConsent !== undefined) next.endUserTermsConsent = body.endUserTermsConsent as TermsConsent;
  if (typeof body.fullName === 'string') next.fullName = body.fullName;
  if (typeof body.identifier === 'string') next.identifier = body.identifier;
  const profile = profileOf(body);
  if (Object.keys(profile).length > 0) {
    const businessInfo = { ...(current.profile?.businessInfo as Body | undefined), ...(profile.businessInfo as Body | undefined) };
    next.profile = { ...current.profile, ...profile, ...(profile.businessInfo === undefined ? {} : { businessInfo }) };
    if (typeof businessInfo.legalName === 'string') next.businessName = businessInfo.legalName;
  }
  return next;
}

/**
 * PATCH /customers/{customerId}. A change of e-mail (or phone) on a customer whose embedded wallets
 * have EMAIL_OTP (or SMS_OTP) credentials is a signed action: 202 first, then the wallet holder's
 * stamped retry, and the customer and every tied credential change together. Gives the challenge
 * to send back, or the updated customer.
 */
export async function updateCustomer(k: Kernel, id: string, body: Body, headers: Headers): Promise<Signed<CustomerRecord>> {
  const customer = mustActiveCustomer(k, id);
  checkUpdate(k, customer, body);
  const contact = changedContact(customer, body);
  if (contact && otpCredentialsFor(k, contact.type, contact.value).length > 0) {
    throw contact.type === 'EMAIL_OTP' ? conflict(`${contact.value} is already the e-mail of an EMAIL_OTP credential.`, 'EMAIL_OTP_EMAIL_ALREADY_EXISTS') : conflict(`${contact.value} is already the phone number of an SMS_OTP credential.`);
  }
  const tied = contact ? tiedCredentials(k, id, contact.type) : [];
  if (contact && tied.length > 0) {
    const wallets = [...new Set(tied.map((c) => c.accountId))];
    const result = await signedAction(k, {
      scope: `PATCH /customers/${id}`,
      body,
      headers,
      keys: () => wallets.flatMap((wallet) => activeSessionKeys(k, wallet)),
      payload: () =>
        contact.type === 'EMAIL_OTP'
          ? activityPayload(k, 'ACTIVITY_TYPE_UPDATE_USER_EMAIL', { userId: wallets[0], userEmail: contact.value })
          : activityPayload(k, 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER', { userId: wallets[0], userPhoneNumber: contact.value }),
      data: { tied: idsOf(tied) },
    });
    if (result.leg === 'challenge') return result;
    if (result.data.tied !== idsOf(tiedCredentials(k, id, contact.type))) {
      throw conflict('The tied embedded-wallet OTP credentials changed since the challenge; start the update again.', 'EMAIL_OTP_CREDENTIAL_SET_CHANGED');
    }
  }
  const updated = k.store.transaction(() => {
    const current = mustActiveCustomer(k, id);
    const now = k.now();
    if (contact) for (const credential of tiedCredentials(k, id, contact.type)) credentials(k).update({ ...credential, nickname: contact.value, updatedAt: now });
    const saved = customers(k).update(applied(k, current, body));
    if (body.currencies !== undefined) openAccountsFor(k, saved);
    return saved;
  });
  return { leg: 'signed', value: updated };
}
