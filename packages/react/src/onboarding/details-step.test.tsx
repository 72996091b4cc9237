import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState, Verification, VerificationError } from '@wallet-kit/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internalsIn } from '../../../../test/support/internals.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';

// Issue 20, item 6: onboarding asks for each field the service names as missing, with proper controls
// (a country picker, a styled file picker), and a rejection says what next.
const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED', nationality: 'PT' } as Customer;
const missing = (...fields: string[]): VerificationError[] => fields.map((field) => ({ resourceId: CUSTOMER, type: 'MISSING_FIELD', field, reason: `${field} is required.` }));
const resolve = (errors: VerificationError[]): Verification => ({ id: 'Verification:1', customerId: CUSTOMER, verificationStatus: 'RESOLVE_ERRORS', errors, createdAt: '2025-01-01T00:00:00Z' });
const identity = (verification?: Verification): OnboardingState => ({ customer, verificationStatus: 'UNVERIFIED', missing: ['IDENTITY'], status: 'ACTION_REQUIRED', ...(verification ? { verification } : {}) });

function fakeApi(states: OnboardingState[], submissions: Verification[]) {
  let read = 0;
  let submitted = 0;
  return {
    getOnboarding: vi.fn(() => Promise.resolve(states[Math.min(read++, states.length - 1)]!)),
    submitVerification: vi.fn(() => Promise.resolve(submissions[Math.min(submitted++, submissions.length - 1)]!)),
    updateDetails: vi.fn(() => Promise.resolve(customer)),
    uploadDocument: vi.fn(() => Promise.resolve({ id: 'Document:1' })),
    createVerificationLink: vi.fn(),
  } as unknown as OnboardingApi & { updateDetails: ReturnType<typeof vi.fn>; submitVerification: ReturnType<typeof vi.fn> };
}

afterEach(() => vi.restoreAllMocks());

describe('the details step', () => {
  // Role queries walk the country select's 249 options in jsdom: slow, not stuck.
  it('asks only for the details the service named, with labels and autofill, and records them before the document', { timeout: 40_000 }, async () => {
    const named = resolve(missing('customer.fullName', 'customer.birthDate', 'customer.address.line1', 'customer.contactVerification.email'));
    const api = fakeApi([identity(named), identity(resolve([{ resourceId: CUSTOMER, type: 'MISSING_IDENTITY_DOCUMENT', reason: 'x' }]))], [resolve([])]);
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />, { locale: 'en-US' });
    const name = await screen.findByLabelText('Full name');
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Date of birth').getAttribute('autocomplete')).toBe('bday');
    expect(screen.getByLabelText('Street and number').getAttribute('autocomplete')).toBe('address-line1');
    expect(screen.getByLabelText('Postal code').getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByRole('group', { name: 'Home address' })).toBeDefined();
    // Not named, so not asked: the nationality, the tax number; the e-mail is its own step.
    expect(screen.queryByLabelText('Nationality')).toBeNull();
    expect(screen.queryByLabelText('Social Security number or ITIN')).toBeNull();
    // What is known is not asked again: the address's country starts from the nationality.
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('PT');
    expect(internalsIn([container.textContent ?? ''])).toEqual([]);
    await expectNoAxeViolations(container);

    await userEvent.type(name, 'Ana Silva');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-01-15' } });
    await userEvent.type(screen.getByLabelText('Street and number'), 'Rua Augusta 10');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Lisboa');
    await userEvent.type(screen.getByLabelText('Postal code'), '1100-053');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('button', { name: 'Upload an identity document' });
    expect(api.updateDetails).toHaveBeenCalledWith(CUSTOMER, { fullName: 'Ana Silva', birthDate: '1990-01-15', address: { line1: 'Rua Augusta 10', city: 'Lisboa', postalCode: '1100-053', country: 'PT' } }, expect.anything());
    expect(api.submitVerification).toHaveBeenCalledTimes(1);
  });

  it('says what is wrong beside each control: an empty one on submit (focused), a birth date not in the past as soon as it is left', async () => {
    const api = fakeApi([identity(resolve(missing('customer.fullName', 'customer.birthDate')))], []);
    renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    const birth = await screen.findByLabelText('Date of birth');
    fireEvent.change(birth, { target: { value: '2999-01-01' } });
    fireEvent.blur(birth);
    expect(await screen.findByText('Enter a date in the past.')).toBeDefined();
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const name = screen.getByLabelText('Full name');
    expect(screen.getByText('Fill this in to continue.').id).toBe(name.getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(name);
    expect(api.updateDetails).not.toHaveBeenCalled();
  });

  it('asks the service what it needs when a person chooses to upload, so the details it names come first', async () => {
    const api = fakeApi([identity()], [resolve(missing('customer.nationality'))]);
    renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />, { locale: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer une pièce d’identité' }));
    const nationality = (await screen.findByLabelText('Nationalité')) as HTMLSelectElement;
    // Names in the person's language, the ISO code as the value: nobody types a code.
    expect(within(nationality).getByRole('option', { name: 'Allemagne' }).getAttribute('value')).toBe('DE');
    expect(screen.queryByText('Some of your details are missing or could not be confirmed.')).toBeNull();
  });
});

describe('the document picker', () => {
  it('is a button that says the types and size, then shows the file chosen with Replace and Remove', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:thumb');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const api = fakeApi([identity(resolve([{ resourceId: CUSTOMER, type: 'MISSING_IDENTITY_DOCUMENT', reason: 'x' }]))], []);
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />, { locale: 'en-US' });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload an identity document' }));
    const choose = await screen.findByRole('button', { name: 'Choose a file' });
    expect(choose.getAttribute('aria-describedby')).toContain(screen.getByText(/PDF, JPEG or PNG, up to 10 MB/).id);
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeDefined();
    const input = screen.getByLabelText('Photo or scan of the document') as HTMLInputElement;
    const clicked = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.click(choose);
    expect(clicked).toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2_500_000)], 'passport.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('passport.pdf')).toBeDefined();
    expect(screen.getByText('2.5 MB')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('passport.pdf')).toBeNull();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' })] } });
    expect(((await screen.findByRole('img', { name: 'The document you chose' })) as HTMLImageElement).src).toBe('blob:thumb');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Choose a PDF, JPEG or PNG file.')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Send for verification' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a rejection', () => {
  it('says what it means for the person and what to do next, beside the support link', async () => {
    const verification = { ...resolve([{ resourceId: CUSTOMER, type: 'APPLICANT_REJECTED', reason: 'internal note' }]), verificationStatus: 'REJECTED' as const };
    const state: OnboardingState = { customer, verificationStatus: 'REJECTED', missing: [], status: 'REJECTED', verification };
    renderWithKit(<Onboarding customerId={CUSTOMER} api={fakeApi([state], [])} supportUrl="https://help.example/verification" />);
    expect(await screen.findByText(/For now you cannot send or receive money with this account/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('https://help.example/verification');
    expect(screen.queryByText('internal note')).toBeNull();
  });
});
