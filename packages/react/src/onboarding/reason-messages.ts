import type { VerificationError } from '@wallet-kit/client';
import type { OnboardingMessageId } from './messages/en.js';

/**
 * What a reviewer's finding means for the customer, in a handful of catalog messages (the service's
 * `reason` is English for the platform, not for the customer). Each message shows once.
 */
export function reasonMessages(errors: readonly VerificationError[]): OnboardingMessageId[] {
  const ids = errors.map((error): OnboardingMessageId => {
    if (error.type.startsWith('APPLICANT_')) return 'onboarding.reason.applicant';
    if (error.type === 'MISSING_BENEFICIAL_OWNER' || error.type === 'MISSING_CONTROL_PERSON') return 'onboarding.reason.owners';
    if (error.type.startsWith('MISSING_') && error.type.endsWith('_DOCUMENT')) return 'onboarding.reason.missingDocument';
    if (error.type.endsWith('_DOCUMENT') || error.type === 'DOCUMENT_VERIFICATION_FAILED') return 'onboarding.reason.document';
    return 'onboarding.reason.details';
  });
  // Field errors the kit can name are said by name (Reasons lists them); the general sentence stays for the rest.
  if (!missingDetails(errors).unnamed) return [...new Set(ids)].filter((id) => id !== 'onboarding.reason.details' || !errors.some((error) => error.type.endsWith('_FIELD')));
  return [...new Set(ids)];
}

/** A detail the service names as missing or unconfirmed, as a person calls it. */
export type DetailWord = 'name' | 'birthDate' | 'address' | 'nationality' | 'taxId' | 'phone' | 'email';

// The service names a field by its path (`customer.address.line1`); a person knows it as one of a few details.
const DETAILS: ReadonlyArray<readonly [RegExp, DetailWord]> = [
  [/(^|\.)(fullName|firstName|lastName|middleName|name)$/i, 'name'],
  [/(^|\.)(birthDate|dateOfBirth)$/i, 'birthDate'],
  [/(^|\.)address(\.|$)/i, 'address'],
  [/(^|\.)(nationality|citizenship)$/i, 'nationality'],
  [/(^|\.)(taxId|ssn|tin|idNumber|personalIdentificationNumber)$/i, 'taxId'],
  [/(^|\.)phone(Number)?$/i, 'phone'],
  [/(^|\.)email$/i, 'email'],
];

/**
 * The details the reviewer named (`MISSING_FIELD`, `INVALID_FIELD` with their `field`), each once and in
 * the order found, so "Some of your details are missing" can say which. `unnamed` is whether any field
 * error had no field the kit knows, for which the general sentence stays.
 */
export function missingDetails(errors: readonly VerificationError[]): { details: DetailWord[]; unnamed: boolean } {
  const details: DetailWord[] = [];
  let unnamed = false;
  for (const error of errors) {
    if (error.type !== 'MISSING_FIELD' && error.type !== 'INVALID_FIELD') continue;
    const word = DETAILS.find(([pattern]) => pattern.test(error.field ?? ''))?.[1];
    if (!word) unnamed = true;
    else if (!details.includes(word)) details.push(word);
  }
  return { details, unnamed };
}
