import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { ownersOf, type BeneficialOwnerRecord } from '../beneficial-owners/index.js';
import type { CustomerRecord } from '../customers/index.js';
import { documentsOf, type DocumentRecord } from '../documents/index.js';
import type { VerificationError } from './repo.js';

type Json = Record<string, unknown>;

/** Document categories and the types that satisfy each (VerificationError.acceptedDocumentTypes). */
export const ACCEPTED = {
  MISSING_IDENTITY_DOCUMENT: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'],
  MISSING_LEGAL_PRESENCE_DOCUMENT: ['CERTIFICATE_OF_INCORPORATION', 'ARTICLES_OF_INCORPORATION', 'ARTICLES_OF_ASSOCIATION', 'STATE_REGISTRY_EXCERPT'],
  MISSING_OWNERSHIP_STRUCTURE_DOCUMENT: ['SHAREHOLDER_REGISTER', 'TRUST_AGREEMENT', 'PARTNERSHIP_AGREEMENT'],
  MISSING_PROOF_OF_ADDRESS_DOCUMENT: ['UTILITY_BILL', 'RENT_OR_LEASE_AGREEMENT', 'ELECTRICITY_BILL', 'BANK_STATEMENT', 'TAX_RETURN'],
} as const satisfies Record<string, readonly Schema<'DocumentType'>[]>;

type Category = keyof typeof ACCEPTED;

const REASON: Record<Category, string> = {
  MISSING_IDENTITY_DOCUMENT: 'An identity document (passport, driving licence or national ID) is required.',
  MISSING_LEGAL_PRESENCE_DOCUMENT: 'A company formation document (certificate or articles of incorporation, registry excerpt) is required.',
  MISSING_OWNERSHIP_STRUCTURE_DOCUMENT: 'A document showing who owns the business (shareholder register or equivalent) is required.',
  MISSING_PROOF_OF_ADDRESS_DOCUMENT: 'A proof of address dated within the last 3 months is required.',
};

function missingField(resourceId: string, field: string, reason: string): VerificationError {
  return { resourceId, type: 'MISSING_FIELD', field, reason };
}

/**
 * Every document a reviewer found wrong (to replace), and each category nobody has uploaded for
 * `holder` (a document to replace counts as uploaded: it is named once, by its own problem).
 */
function documentErrors(holder: string, documents: DocumentRecord[], categories: Category[]): VerificationError[] {
  const errors: VerificationError[] = documents.filter((d) => d.problem).map((d) => ({ resourceId: d.id, type: d.problem!.type, reason: d.problem!.reason }));
  for (const category of categories) {
    const accepted: readonly Schema<'DocumentType'>[] = ACCEPTED[category];
    if (!documents.some((d) => accepted.includes(d.documentType))) errors.push({ resourceId: holder, type: category, acceptedDocumentTypes: [...accepted], reason: REASON[category] });
  }
  return errors;
}

/** Contacts the provider asks to verify before KYC (ContactVerification: every present channel VERIFIED). */
function contactErrors(customer: CustomerRecord): VerificationError[] {
  return Object.entries(customer.contactVerification ?? {})
    .filter(([, state]) => state !== 'VERIFIED')
    .map(([channel]) => missingField(customer.id, `customer.contactVerification.${channel}`, `Verify the customer's ${channel === 'email' ? 'e-mail address' : 'phone number'} first (POST /customers/{customerId}/verify-${channel}).`));
}

function individualErrors(k: Kernel, customer: CustomerRecord): VerificationError[] {
  const profile = (customer.profile ?? {}) as Json;
  const address = profile.address as Json | undefined;
  const errors = contactErrors(customer);
  const need = (present: unknown, field: string, reason: string) => {
    if (present === undefined || present === '') errors.push(missingField(customer.id, field, reason));
  };
  need(customer.fullName, 'customer.fullName', 'The full name is required.');
  need(profile.birthDate, 'customer.birthDate', 'The date of birth is required.');
  need(profile.nationality, 'customer.nationality', 'The nationality is required.');
  need(address?.line1, 'customer.address.line1', 'The residential address is required.');
  if (customer.region === 'US') need(customer.identifier, 'customer.identifier', 'An SSN or ITIN is required to onboard a US account holder.');
  return [...errors, ...documentErrors(customer.id, documentsOf(k, customer.id), ['MISSING_IDENTITY_DOCUMENT'])];
}

/** An owner's own requirement: a non-US person shows a passport (the KYB list in POST /verifications). */
function ownerErrors(k: Kernel, owner: BeneficialOwnerRecord): VerificationError[] {
  const documents = documentsOf(k, owner.id);
  const problems = documentErrors(owner.id, documents, []);
  if (owner.personalInfo.nationality !== 'US' && !documents.some((d) => d.documentType === 'PASSPORT')) {
    problems.push({ resourceId: owner.id, type: 'MISSING_IDENTITY_DOCUMENT', acceptedDocumentTypes: ['PASSPORT'], reason: 'A non-US beneficial owner shows a passport.' });
  }
  return problems;
}

function businessErrors(k: Kernel, customer: CustomerRecord): VerificationError[] {
  const profile = (customer.profile ?? {}) as Json;
  const info = (profile.businessInfo ?? {}) as Json;
  const errors = contactErrors(customer);
  for (const name of ['legalName', 'country', 'taxId', 'incorporatedOn', 'countriesOfOperation'] as const) {
    const value = name === 'legalName' ? (customer.businessName ?? info.legalName) : info[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) errors.push(missingField(customer.id, `customer.businessInfo.${name}`, `The business's ${name} is required.`));
  }
  if ((profile.address as Json | undefined)?.line1 === undefined) errors.push(missingField(customer.id, 'customer.address.line1', 'The principal place of business is required.'));
  const owners = ownersOf(k, customer.id);
  if (!owners.some((o) => o.roles.includes('CONTROL_PERSON'))) errors.push({ resourceId: customer.id, type: 'MISSING_CONTROL_PERSON', reason: 'One control person is required (POST /beneficial-owners with role CONTROL_PERSON).' });
  if (!owners.some((o) => o.roles.includes('UBO'))) errors.push({ resourceId: customer.id, type: 'MISSING_BENEFICIAL_OWNER', reason: 'Every individual owning 25% or more is required (POST /beneficial-owners with role UBO).' });
  errors.push(...documentErrors(customer.id, documentsOf(k, customer.id), ['MISSING_LEGAL_PRESENCE_DOCUMENT', 'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT', 'MISSING_PROOF_OF_ADDRESS_DOCUMENT']));
  for (const owner of owners) errors.push(...ownerErrors(k, owner));
  return errors;
}

/**
 * What a customer still has to supply before KYC (individuals) or KYB (businesses) can run, as
 * VerificationErrors (reference OpenAPI: POST /verifications, "What to collect for KYB"); empty when
 * everything is there.
 */
export function requirementsOf(k: Kernel, customer: CustomerRecord): VerificationError[] {
  return customer.customerType === 'BUSINESS' ? businessErrors(k, customer) : individualErrors(k, customer);
}

/** The documents a verification takes in: the customer's and their owners'. */
export function submittedDocuments(k: Kernel, customer: CustomerRecord): DocumentRecord[] {
  return [...documentsOf(k, customer.id), ...ownersOf(k, customer.id).flatMap((o) => documentsOf(k, o.id))];
}
