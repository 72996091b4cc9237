import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES } from '../../platform/currencies.js';
import { ServiceError, invalidInput, type FieldError } from '../../platform/errors.js';
import { supportedCurrencyCodes } from '../config/index.js';
import { TERMS_VERSIONS } from './onboarding.js';
import type { TermsConsent } from './repo.js';

export const COUNTRY = /^[A-Z]{2}$/;
export const UMA_ADDRESS = /^\$[a-zA-Z0-9._+-]+@[a-zA-Z0-9.-]+$/;
/** How far ahead of the sandbox clock a consent's `acceptedAt` may be (clocks drift; the future does not accept terms). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Fields a customer request carries that have a place of their own; the rest is the profile. */
const OWN_FIELDS = new Set(['customerType', 'platformCustomerId', 'region', 'currencies', 'email', 'phoneNumber', 'umaAddress', 'endUserTermsConsent', 'kycStatus', 'kybStatus', 'fullName', 'identifier']);

export type Body = Record<string, unknown>;

/** The document's descriptive fields of a create or update body (birthDate, address, EDD answers, businessInfo...). */
export const profileOf = (body: Body): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([name, value]) => !OWN_FIELDS.has(name) && value !== undefined));

/**
 * The rules of a customer body the document states in prose, not in its schema: country codes,
 * the UMA address form, dates not in the future, the identification the service accepts, and
 * that an unregulated platform cannot set a KYC/KYB status itself. Every problem in one 400.
 */
export function checkCustomerRules(k: Kernel, body: Body): void {
  const errors: FieldError[] = [];
  const country = (path: string, value: unknown) => {
    if (value !== undefined && !(typeof value === 'string' && COUNTRY.test(value))) errors.push({ field: path, message: `expected an ISO 3166-1 alpha-2 country code, got ${JSON.stringify(value)}` });
  };
  country('region', body.region);
  country('nationality', body.nationality);
  country('address.country', (body.address as Body | undefined)?.country);
  country('businessInfo.country', (body.businessInfo as Body | undefined)?.country);
  if (typeof body.umaAddress === 'string' && (!UMA_ADDRESS.test(body.umaAddress) || body.umaAddress.length > 200)) errors.push({ field: 'umaAddress', message: `expected an UMA address like $name@domain, got ${JSON.stringify(body.umaAddress)}` });
  if (typeof body.platformCustomerId === 'string' && (body.platformCustomerId.length < 1 || body.platformCustomerId.length > 256)) errors.push({ field: 'platformCustomerId', message: `expected 1 to 256 characters, got ${body.platformCustomerId.length}` });
  for (const name of ['birthDate', 'incorporatedOn'] as const) {
    const value = name === 'birthDate' ? body.birthDate : (body.businessInfo as Body | undefined)?.incorporatedOn;
    if (typeof value === 'string' && Date.parse(value) > k.now()) errors.push({ field: name === 'birthDate' ? 'birthDate' : 'businessInfo.incorporatedOn', message: `expected a date in the past, got ${value}` });
  }
  if (body.kycStatus !== undefined || body.kybStatus !== undefined) {
    errors.push({ field: body.kycStatus !== undefined ? 'kycStatus' : 'kybStatus', message: "is set by the service's verification: this platform is not a regulated financial institution (use POST /verifications or a KYC link)" });
  }
  checkIdentification(body, errors);
  if (errors.length > 0) throw invalidInput(errors);
}

/** IndividualCustomerFields.identifier: only SSN (###-##-####) and ITIN, issued by the US. */
function checkIdentification(body: Body, errors: FieldError[]): void {
  if (body.customerType !== 'INDIVIDUAL') return;
  if (body.idType !== undefined && body.idType !== 'SSN' && body.idType !== 'ITIN') errors.push({ field: 'idType', message: `expected SSN or ITIN for an individual, got ${JSON.stringify(body.idType)}` });
  if (typeof body.identifier === 'string' && !/^\d{3}-\d{2}-\d{4}$/.test(body.identifier)) errors.push({ field: 'identifier', message: 'expected an SSN or ITIN in the form ###-##-####' });
  if (body.countryOfIssuance !== undefined && body.countryOfIssuance !== 'US') errors.push({ field: 'countryOfIssuance', message: `expected US (SSN and ITIN are US-issued), got ${JSON.stringify(body.countryOfIssuance)}` });
}

/** Currencies the sandbox knows and the platform supports (PlatformConfig.supportedCurrencies); anything else is INVALID_CURRENCY. */
export function checkCurrencies(k: Kernel, currencies: readonly string[] | undefined, field = 'currencies'): void {
  if (currencies === undefined) return;
  const supported = supportedCurrencyCodes(k);
  const errors = currencies.flatMap((code, i) =>
    supported.includes(code) ? [] : [{ field: `${field}[${i}]`, message: CURRENCY_CODES.includes(code) ? `the platform does not support ${code} (PlatformConfig.supportedCurrencies)` : `expected one of ${supported.join(', ')}, got ${JSON.stringify(code)}` }],
  );
  if (errors.length > 0) throw new ServiceError(400, 'INVALID_CURRENCY', 'A currency is not one the platform supports.', { details: { errors } });
}

/** An End User Terms consent: a version the service hosts, accepted no later than now. */
export function checkConsent(k: Kernel, consent: TermsConsent | undefined): void {
  if (consent === undefined) return;
  if (!TERMS_VERSIONS.includes(consent.termsVersion)) {
    throw new ServiceError(400, 'END_USER_TERMS_VERSION_NOT_FOUND', `End User Terms version ${JSON.stringify(consent.termsVersion)} is not one the service hosts; the current one is ${TERMS_VERSIONS.at(-1)} (GET /customers/end-user-terms).`, {
      details: { errors: [{ field: 'endUserTermsConsent.termsVersion', message: `expected one of ${TERMS_VERSIONS.join(', ')}, got ${JSON.stringify(consent.termsVersion)}` }] },
    });
  }
  if (Date.parse(consent.acceptedAt) > k.now() + CLOCK_SKEW_MS) throw invalidInput([{ field: 'endUserTermsConsent.acceptedAt', message: `expected a time no later than now, got ${consent.acceptedAt}` }]);
}
