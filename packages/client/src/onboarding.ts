import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import { deleteDocument, listDocuments, replaceDocument, uploadDocument } from './documents.js';
import { sendIdempotent } from './idempotency.js';
import type { BeneficialOwner, BeneficialOwnerRequest, BeneficialOwnerUpdate, Customer, EndUserTerms, EndUserTermsAcceptanceMethod, KycLink, KycStatus, Page, Verification } from './types.js';
import { requireId, segment } from './validate.js';

type Signal = { signal?: AbortSignal };
const withSignal = (options: Signal) => (options.signal ? { signal: options.signal } : {});

/** A step of onboarding, in the order it is done: the terms, each contact, a business's owners, the identity check. */
export type OnboardingStep = 'TERMS' | 'EMAIL' | 'PHONE' | 'BENEFICIAL_OWNERS' | 'IDENTITY';

/** Where a customer's onboarding stands, as `getOnboarding` reads it from the service. */
export interface OnboardingState {
  /** The customer as the service shows them. */
  customer: Customer;
  /** Their KYC (individual) or KYB (business) status. */
  verificationStatus: KycStatus;
  /** Their latest verification, if one was started: its `errors` say what the reviewer needs. */
  verification?: Verification;
  /** What is still to do, in order; empty once nothing is asked of the customer. */
  missing: OnboardingStep[];
  /**
   * `COMPLETE`: money can move. `IN_REVIEW`: nothing to do but wait. `ACTION_REQUIRED`: see `missing`.
   * `REJECTED`: the verification failed (its `errors` say why).
   */
  status: 'COMPLETE' | 'IN_REVIEW' | 'ACTION_REQUIRED' | 'REJECTED';
}

/** @example const customer = await client.onboarding.getCustomer(customerId); */
export async function getCustomer(ctx: ClientContext, customerId: string, options: Signal = {}): Promise<Customer> {
  return (await ctx.send<Customer>({ method: 'GET', path: `/customers/${segment(requireId('customerId', customerId))}`, ...withSignal(options) })).body;
}

/** The customer's verifications, newest first (the first page: a customer has a handful). */
export const listVerifications = (ctx: ClientContext, customerId: string, options: Signal = {}): Promise<Verification[]> => firstPage(ctx, '/verifications', customerId, 20, options);

/** A business's beneficial owners, directors and officers (the first hundred). */
export const listBeneficialOwners = (ctx: ClientContext, customerId: string, options: Signal = {}): Promise<BeneficialOwner[]> => firstPage(ctx, '/beneficial-owners', customerId, 100, options);

function checkChannel(channel: unknown): void {
  if (channel !== 'email' && channel !== 'phone') throw new ClientError('INVALID_ARGUMENT', `input.channel: expected email or phone, got ${JSON.stringify(channel)}`);
}

/** The first page of a scoped list (a customer has a handful of verifications, a business a few owners). */
async function firstPage<T>(ctx: ClientContext, path: string, customerId: string, limit: number, options: Signal): Promise<T[]> {
  const { body } = await ctx.send<Page<T>>({ method: 'GET', path, query: { customerId: requireId('customerId', customerId), limit }, ...withSignal(options) });
  if (!Array.isArray(body?.data)) throw new ClientError('INVALID_RESPONSE', `GET ${path}: expected { data: [...] }`);
  return body.data;
}

const statusOf = (customer: Customer): KycStatus => ((customer.customerType === 'BUSINESS' ? customer.kybStatus : customer.kycStatus) ?? 'UNVERIFIED') as KycStatus;

/** What a customer still has to do, in order (see OnboardingStep), from what the service shows. */
export function missingSteps(customer: Customer, owners: readonly BeneficialOwner[] | undefined): OnboardingStep[] {
  const status = statusOf(customer);
  const missing: OnboardingStep[] = [];
  if (!customer.endUserTermsConsent) missing.push('TERMS');
  if (customer.contactVerification?.email === 'PENDING') missing.push('EMAIL');
  if (customer.contactVerification?.phone === 'PENDING') missing.push('PHONE');
  const done = status === 'APPROVED' || status === 'PENDING' || status === 'REJECTED';
  if (owners && !done && !(owners.some((o) => o.roles.includes('CONTROL_PERSON')) && owners.some((o) => o.roles.includes('UBO')))) missing.push('BENEFICIAL_OWNERS');
  if (!done) missing.push('IDENTITY');
  return missing;
}

/**
 * Where the customer's onboarding stands: the customer, their latest verification, what is still
 * missing in order, and an overall status. Money moves once it is `COMPLETE`.
 *
 * @example const { status, missing } = await client.onboarding.getOnboarding(customerId); // 'ACTION_REQUIRED', ['TERMS', 'IDENTITY']
 */
export async function getOnboarding(ctx: ClientContext, customerId: string, options: Signal = {}): Promise<OnboardingState> {
  const customer = await getCustomer(ctx, customerId, options);
  const [verifications, owners] = await Promise.all([listVerifications(ctx, customerId, options), customer.customerType === 'BUSINESS' ? listBeneficialOwners(ctx, customerId, options) : undefined]);
  const verificationStatus = statusOf(customer);
  const missing = missingSteps(customer, owners);
  const status = verificationStatus === 'REJECTED' ? 'REJECTED' : missing.length > 0 ? 'ACTION_REQUIRED' : verificationStatus === 'APPROVED' ? 'COMPLETE' : 'IN_REVIEW';
  return { customer, verificationStatus, ...(verifications[0] ? { verification: verifications[0] } : {}), missing, status };
}

/** @example const { version, url } = await client.onboarding.getEndUserTerms(); */
export async function getEndUserTerms(ctx: ClientContext, options: Signal = {}): Promise<EndUserTerms> {
  return (await ctx.send<EndUserTerms>({ method: 'GET', path: '/customers/end-user-terms', ...withSignal(options) })).body;
}

const METHODS: readonly EndUserTermsAcceptanceMethod[] = ['CHECKBOX', 'CLICK_TO_ACCEPT'];

/**
 * Records that the customer accepted the End User Terms (`PATCH /customers/{id}` with
 * `endUserTermsConsent`). The integrator backend writes the evidence itself: the time, and the end
 * user's address (@wallet-kit/server's `endUserAddress`), which a browser cannot know.
 *
 * @example await client.onboarding.acceptEndUserTerms({ customer, termsVersion: terms.version, acceptanceMethod: 'CHECKBOX' });
 */
export async function acceptEndUserTerms(
  ctx: ClientContext,
  input: { customer: Pick<Customer, 'id' | 'customerType'>; termsVersion: string; acceptanceMethod: EndUserTermsAcceptanceMethod },
  options: Signal = {},
): Promise<Customer> {
  const customerId = requireId('input.customer.id', input?.customer?.id);
  if (typeof input.termsVersion !== 'string' || input.termsVersion === '') throw new ClientError('INVALID_ARGUMENT', 'input.termsVersion: expected the version of getEndUserTerms()');
  if (!METHODS.includes(input.acceptanceMethod)) throw new ClientError('INVALID_ARGUMENT', `input.acceptanceMethod: expected CHECKBOX or CLICK_TO_ACCEPT, got ${JSON.stringify(input.acceptanceMethod)}`);
  // No ipAddress: the browser cannot know it, the backend adds it (and its own acceptedAt); a backend
  // that cannot tell the address leaves it out, and the service's 400 names the field.
  const endUserTermsConsent = { acceptedAt: new Date(ctx.now()).toISOString(), termsVersion: input.termsVersion, acceptanceMethod: input.acceptanceMethod };
  const body = JSON.stringify({ customerType: input.customer.customerType, endUserTermsConsent });
  return (await ctx.send<Customer>({ method: 'PATCH', path: `/customers/${segment(customerId)}`, bodyText: body, ...withSignal(options) })).body;
}

/** A person's own details, as the service names them when missing (`customer.fullName`, `customer.address.line1`...). */
export interface PersonalDetails {
  /** As on the identity document. */
  fullName?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  /** ISO 3166-1 alpha-2. */
  nationality?: string;
  /** Where the person lives. */
  address?: {
    /** Street and number. */
    line1: string;
    /** Flat, floor or building. */
    line2?: string;
    /** Town or city. */
    city?: string;
    /** State, province or region, where the country has them. */
    state?: string;
    /** Postal or ZIP code. */
    postalCode: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
  };
  /** A US account holder's SSN or ITIN (`###-##-####`); write-only, never read back. */
  identifier?: string;
}

/**
 * Records the details a verification found missing (`PATCH /customers/{id}`, an individual's fields
 * only: a contact changes through its own signed flow).
 *
 * @example await client.onboarding.updateDetails(customerId, { fullName: 'Ana Silva', birthDate: '1990-01-15' });
 */
export async function updateDetails(ctx: ClientContext, customerId: string, details: PersonalDetails, options: Signal = {}): Promise<Customer> {
  const id = requireId('customerId', customerId);
  const { fullName, birthDate, nationality, address, identifier } = details ?? {};
  const body = { customerType: 'INDIVIDUAL', fullName, birthDate, nationality, address, identifier };
  return (await ctx.send<Customer>({ method: 'PATCH', path: `/customers/${segment(id)}`, bodyText: JSON.stringify(body), ...withSignal(options) })).body;
}

/** Sends a code to the customer's e-mail address or phone (a 409 ServiceError where the provider asks for none, or it is verified). */
export async function sendContactCode(ctx: ClientContext, input: { customerId: string; channel: 'email' | 'phone' }, options: Signal = {}): Promise<void> {
  const customerId = requireId('input.customerId', input?.customerId);
  checkChannel(input.channel);
  await ctx.send({ method: 'POST', path: `/customers/${segment(customerId)}/verify-${input.channel}`, ...withSignal(options) });
}

/**
 * Confirms a contact with the code received; answers the customer, its `contactVerification` updated.
 *
 * @example await client.onboarding.confirmContactCode({ customerId, channel: 'email', code: '123456' });
 */
export async function confirmContactCode(ctx: ClientContext, input: { customerId: string; channel: 'email' | 'phone'; code: string }, options: Signal = {}): Promise<Customer> {
  const customerId = requireId('input.customerId', input?.customerId);
  checkChannel(input.channel);
  if (typeof input.code !== 'string' || !/^\d{4,10}$/.test(input.code.trim())) throw new ClientError('INVALID_ARGUMENT', 'input.code: expected the digits of the code received');
  const bodyText = JSON.stringify({ code: input.code.trim() });
  return (await ctx.send<Customer>({ method: 'POST', path: `/customers/${segment(customerId)}/verify-${input.channel}/confirm`, bodyText, ...withSignal(options) })).body;
}

/**
 * A single-use link to the service's hosted identity check (`kycUrl`), with `redirectUri` to come
 * back to. Each call makes a new link; a lost answer is re-sent with the same Idempotency-Key.
 *
 * @example location.assign((await client.onboarding.createVerificationLink({ customerId, redirectUri: location.href })).kycUrl);
 */
export async function createVerificationLink(ctx: ClientContext, input: { customerId: string; redirectUri?: string }, options: Signal = {}): Promise<KycLink> {
  const customerId = requireId('input.customerId', input?.customerId);
  if (input.redirectUri !== undefined && !/^https?:\/\//.test(input.redirectUri)) throw new ClientError('INVALID_ARGUMENT', `input.redirectUri: expected an http(s) URL, got ${JSON.stringify(input.redirectUri)}`);
  const bodyText = JSON.stringify(input.redirectUri === undefined ? {} : { redirectUri: input.redirectUri });
  return (await sendIdempotent<KycLink>(ctx, { method: 'POST', path: `/customers/${segment(customerId)}/kyc-link`, bodyText, ...withSignal(options) })).body;
}

/**
 * Asks for the customer's verification once their details and documents are in: the answer says
 * `RESOLVE_ERRORS` with what is missing, or `IN_PROGRESS`.
 *
 * @example const verification = await client.onboarding.submitVerification(customerId);
 */
export async function submitVerification(ctx: ClientContext, customerId: string, options: Signal = {}): Promise<Verification> {
  const bodyText = JSON.stringify({ customerId: requireId('customerId', customerId) });
  return (await ctx.send<Verification>({ method: 'POST', path: '/verifications', bodyText, ...withSignal(options) })).body;
}

/** @example await client.onboarding.addBeneficialOwner({ customerId, roles: ['UBO'], ownershipPercentage: 40, personalInfo }); */
export async function addBeneficialOwner(ctx: ClientContext, request: BeneficialOwnerRequest, options: Signal = {}): Promise<BeneficialOwner> {
  requireId('request.customerId', request?.customerId);
  return (await ctx.send<BeneficialOwner>({ method: 'POST', path: '/beneficial-owners', bodyText: JSON.stringify(request), ...withSignal(options) })).body;
}

/** Changes only the fields sent. */
export async function updateBeneficialOwner(ctx: ClientContext, beneficialOwnerId: string, update: BeneficialOwnerUpdate, options: Signal = {}): Promise<BeneficialOwner> {
  const path = `/beneficial-owners/${segment(requireId('beneficialOwnerId', beneficialOwnerId))}`;
  return (await ctx.send<BeneficialOwner>({ method: 'PATCH', path, bodyText: JSON.stringify(update ?? {}), ...withSignal(options) })).body;
}

/** What `client.onboarding` offers: where a customer stands, the terms, contacts, the identity check, documents and a business's owners. */
export const onboardingCalls = {
  getOnboarding,
  getCustomer,
  getEndUserTerms,
  acceptEndUserTerms,
  updateDetails,
  sendContactCode,
  confirmContactCode,
  createVerificationLink,
  submitVerification,
  listVerifications,
  uploadDocument,
  replaceDocument,
  listDocuments,
  deleteDocument,
  listBeneficialOwners,
  addBeneficialOwner,
  updateBeneficialOwner,
};
