import type { PersonalDetails, VerificationError } from '@wallet-kit/client';

/** A detail the kit can ask a person for, named by the service as missing or invalid. */
export type DetailField = 'fullName' | 'birthDate' | 'nationality' | 'address' | 'identifier';

const ORDER: readonly DetailField[] = ['fullName', 'birthDate', 'nationality', 'address', 'identifier'];

// The service names a field by its path on the customer (`customer.address.line1`); contacts are
// their own steps (EMAIL, PHONE), a business's fields are the partner's page's to collect.
const FIELD_OF: ReadonlyArray<readonly [RegExp, DetailField]> = [
  [/^customer\.(fullName|firstName|lastName|middleName)$/, 'fullName'],
  [/^customer\.birthDate$/, 'birthDate'],
  [/^customer\.nationality$/, 'nationality'],
  [/^customer\.address(\.|$)/, 'address'],
  [/^customer\.(identifier|idType|countryOfIssuance)$/, 'identifier'],
];

/** The details to ask for, each once and in the form's order, from a verification's field errors. */
export function askedDetails(errors: readonly VerificationError[]): DetailField[] {
  const asked = new Set<DetailField>();
  for (const error of errors) {
    if (error.type !== 'MISSING_FIELD' && error.type !== 'INVALID_FIELD') continue;
    const field = FIELD_OF.find(([pattern]) => pattern.test(error.field ?? ''))?.[1];
    if (field) asked.add(field);
  }
  return ORDER.filter((field) => asked.has(field));
}

/** What the details form holds: text as typed, countries as ISO codes. */
export interface DetailsForm {
  fullName: string;
  birthDate: string;
  nationality: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
  identifier: string;
}

/** A control of the form that can be wrong, and why. */
export type DetailProblem = 'required' | 'future' | 'tooOld' | 'identifier';
export type DetailControl = Exclude<keyof DetailsForm, 'line2'>;

const CONTROLS: Record<DetailField, readonly DetailControl[]> = {
  fullName: ['fullName'],
  birthDate: ['birthDate'],
  nationality: ['nationality'],
  address: ['line1', 'city', 'postalCode', 'country'],
  identifier: ['identifier'],
};

/** The controls shown for the details asked, in order. */
export const controlsOf = (asked: readonly DetailField[]): DetailControl[] => asked.flatMap((field) => CONTROLS[field]);

/** Each shown control's problem, if any: empty, a birth date not in the past (or before 1900), an SSN or ITIN not `###-##-####`. */
export function detailProblems(form: DetailsForm, asked: readonly DetailField[], today: string): Partial<Record<DetailControl, DetailProblem>> {
  const problems: Partial<Record<DetailControl, DetailProblem>> = {};
  for (const control of controlsOf(asked)) {
    const value = form[control].trim();
    if (value === '') problems[control] = 'required';
    else if (control === 'birthDate' && value >= today) problems[control] = 'future';
    else if (control === 'birthDate' && value < '1900-01-01') problems[control] = 'tooOld';
    else if (control === 'identifier' && !/^\d{3}-?\d{2}-?\d{4}$/.test(value)) problems[control] = 'identifier';
  }
  return problems;
}

/** The update the form makes: only the details asked for. */
export function detailsOf(form: DetailsForm, asked: readonly DetailField[]): PersonalDetails {
  const details: PersonalDetails = {};
  if (asked.includes('fullName')) details.fullName = form.fullName.trim();
  if (asked.includes('birthDate')) details.birthDate = form.birthDate;
  if (asked.includes('nationality')) details.nationality = form.nationality;
  if (asked.includes('address')) {
    details.address = {
      line1: form.line1.trim(),
      city: form.city.trim(),
      postalCode: form.postalCode.trim(),
      country: form.country,
      ...(form.line2.trim() ? { line2: form.line2.trim() } : {}),
    };
  }
  if (asked.includes('identifier')) {
    const digits = form.identifier.replace(/\D/g, '');
    details.identifier = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  }
  return details;
}
