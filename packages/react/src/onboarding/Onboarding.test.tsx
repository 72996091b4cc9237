import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = (extra: Partial<Customer> = {}): Customer => ({ id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED', ...extra }) as Customer;
const state = (missing: OnboardingState['missing'], extra: Partial<OnboardingState> = {}): OnboardingState => ({ customer: customer(), verificationStatus: 'UNVERIFIED', missing, status: missing.length ? 'ACTION_REQUIRED' : 'IN_REVIEW', ...extra });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' });

/** A fake of the calls, walking through the states given, one per getOnboarding. */
function fakeApi(states: OnboardingState[], overrides: Partial<OnboardingApi> = {}) {
  let read = 0;
  // As the service: until a document is in, a submission answers what is missing.
  let uploaded = false;
  const missingDocument = { verificationStatus: 'RESOLVE_ERRORS', errors: [{ resourceId: CUSTOMER, type: 'MISSING_IDENTITY_DOCUMENT', reason: 'x' }] };
  const api = {
    getOnboarding: vi.fn(() => Promise.resolve(states[Math.min(read++, states.length - 1)]!)),
    getEndUserTerms: vi.fn(() => Promise.resolve({ version: 'V1', url: 'https://terms.example/V1' })),
    acceptEndUserTerms: vi.fn(() => Promise.resolve(customer())),
    createVerificationLink: vi.fn(() => Promise.resolve({ kycUrl: 'https://kyc.example/abc', expiresAt: '2030-01-01T00:00:00Z', provider: 'SUMSUB' as const })),
    uploadDocument: vi.fn(() => ((uploaded = true), Promise.resolve({ id: 'Document:1' }))),
    replaceDocument: vi.fn(() => ((uploaded = true), Promise.resolve({ id: 'Document:1' }))),
    submitVerification: vi.fn(() => Promise.resolve(uploaded ? { verificationStatus: 'IN_PROGRESS', errors: [] } : missingDocument)),
    updateDetails: vi.fn(() => Promise.resolve(customer())),
    addBeneficialOwner: vi.fn(() => Promise.resolve({ id: 'BeneficialOwner:1' })),
    sendContactCode: vi.fn(() => Promise.resolve()),
    confirmContactCode: vi.fn(() => Promise.resolve(customer())),
    ...overrides,
  };
  return api as typeof api & OnboardingApi;
}

describe('Onboarding', () => {
  it('lists what is missing in order, records the terms once the box is ticked, then moves to the identity step', async () => {
    const api = fakeApi([state(['TERMS', 'IDENTITY']), state(['IDENTITY'])]);
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await screen.findByText('Before you can send money, read and accept the End User Terms of our payment partner.');
    expect([...container.querySelectorAll('li.wk-step')].map((li) => li.textContent)).toEqual(['1 Accept the terms', '2 Verify your identity']);
    expect(screen.getByRole('link', { name: 'Read the End User Terms' }).getAttribute('href')).toBe('https://terms.example/V1');
    const accept = screen.getByRole('button', { name: 'Accept and continue' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByLabelText('I have read and accept the End User Terms'));
    await userEvent.click(accept);
    await screen.findByRole('button', { name: 'Continue with our verification partner' });
    expect(api.acceptEndUserTerms).toHaveBeenCalledWith({ customer: expect.objectContaining({ id: CUSTOMER }), termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' }, expect.anything());
    expect(container.querySelector('.wk-onboarding')!.getAttribute('data-state')).toBe('identity');
  });

  it('uploads a document, refusing a file it cannot send before anything goes, then asks for the verification', async () => {
    const api = fakeApi([state(['IDENTITY']), state([])]);
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload an identity document' }));
    fireEvent.change(await screen.findByLabelText('Country that issued it'), { target: { value: 'FR' } });
    const file = screen.getByLabelText('Photo or scan of the document');
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await screen.findByText('Choose a PDF, JPEG or PNG file.');
    expect(api.uploadDocument).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    fireEvent.change(file, { target: { files: [png()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await screen.findByText('We are checking your details');
    expect(api.uploadDocument).toHaveBeenCalledWith({ documentHolder: CUSTOMER, documentType: 'PASSPORT', country: 'FR', file: expect.any(File) }, expect.anything());
    expect(api.submitVerification).toHaveBeenCalledWith(CUSTOMER, expect.anything());
  });

  it('replaces the document the reviewer could not read, and says what was asked', async () => {
    const verification = { id: 'Verification:1', customerId: CUSTOMER, verificationStatus: 'RESOLVE_ERRORS' as const, errors: [{ resourceId: 'Document:9', type: 'POOR_QUALITY_DOCUMENT' as const, reason: 'blurred' }], createdAt: '2025-01-01T00:00:00Z' };
    const api = fakeApi([state(['IDENTITY'], { verificationStatus: 'HOLD', verification }), state([])]);
    renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await screen.findByText('We need something more from you.');
    expect(screen.getByText('A document could not be read. Upload a clear picture of the whole document.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Upload an identity document' }));
    fireEvent.change(screen.getByLabelText('Country that issued it'), { target: { value: 'DE' } });
    fireEvent.change(screen.getByLabelText('Photo or scan of the document'), { target: { files: [png()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await waitFor(() => expect(api.replaceDocument).toHaveBeenCalledWith('Document:9', expect.objectContaining({ country: 'DE' }), expect.anything()));
    expect(api.uploadDocument).not.toHaveBeenCalled();
  });

  it('hands the verification link to the app, which opens it', async () => {
    const onVerificationLink = vi.fn();
    const api = fakeApi([state(['IDENTITY'])]);
    renderWithKit(<Onboarding customerId={CUSTOMER} api={api} redirectUri="https://app.example/back" onVerificationLink={onVerificationLink} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with our verification partner' }));
    await screen.findByText('The verification page is open. Come back here when you have finished.');
    expect(api.createVerificationLink).toHaveBeenCalledWith({ customerId: CUSTOMER, redirectUri: 'https://app.example/back' }, expect.anything());
    expect(onVerificationLink).toHaveBeenCalledWith(expect.objectContaining({ kycUrl: 'https://kyc.example/abc' }));
  });

  // Role queries walk the two country selects' options in jsdom: slow, not stuck.
  it('adds a business’s owners, one at a time, then goes on', { timeout: 40_000 }, async () => {
    const business = state(['BENEFICIAL_OWNERS', 'IDENTITY'], { customer: customer({ customerType: 'BUSINESS' } as Partial<Customer>) });
    const api = fakeApi([business, state(['IDENTITY'], { customer: business.customer })]);
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await screen.findByText('Add the person who runs the business and everyone who owns 25% or more of it.');
    const fill = async (label: string | RegExp, value: string) => userEvent.type(screen.getByLabelText(label), value);
    await fill('First name', 'Ada');
    await fill('Last name', 'Lovelace');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1980-12-10' } });
    fireEvent.change(screen.getByLabelText('Nationality'), { target: { value: 'GB' } });
    await fill('Share of the business owned (%)', '60');
    await fill('Street address', '1 Analytical Row');
    await fill('Postal code', 'N1 1AA');
    fireEvent.change(screen.getByLabelText('Country of residence'), { target: { value: 'GB' } });
    await fill('Tax identification number', 'GB123');
    await userEvent.click(screen.getByLabelText('Runs the business'));
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Add this person' }));
    await screen.findByText('Added: Ada Lovelace');
    expect(api.addBeneficialOwner).toHaveBeenCalledWith(
      { customerId: CUSTOMER, roles: ['UBO', 'CONTROL_PERSON'], ownershipPercentage: 60, personalInfo: expect.objectContaining({ firstName: 'Ada', nationality: 'GB', idType: 'NON_US_TAX_ID', identifier: 'GB123', address: { line1: '1 Analytical Row', postalCode: 'N1 1AA', country: 'GB' } }) },
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Continue with our verification partner' });
    expect(screen.queryByRole('button', { name: 'Upload an identity document' })).toBeNull();
  });

  it('waits for the review, asking again, and says when the account is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onComplete = vi.fn();
      const api = fakeApi([state([]), state([], { status: 'COMPLETE', verificationStatus: 'APPROVED' })]);
      renderWithKit(<Onboarding customerId={CUSTOMER} api={api} pollMs={1000} onComplete={onComplete} />);
      await screen.findByText('We are checking your details');
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      await screen.findByText('Your account is ready. You can now send money.');
      expect(onComplete).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a rejection with its reasons, in the customer’s words', async () => {
    const verification = { id: 'Verification:1', customerId: CUSTOMER, verificationStatus: 'REJECTED' as const, errors: [{ resourceId: CUSTOMER, type: 'APPLICANT_SANCTIONED' as const, reason: 'listed' }], createdAt: '2025-01-01T00:00:00Z' };
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={fakeApi([state([], { status: 'REJECTED', verificationStatus: 'REJECTED', verification })])} />);
    await screen.findByText('We could not verify your identity.');
    expect(screen.getByText('The identity check was not passed.')).toBeDefined();
    expect(screen.queryByText('listed')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the loading failure, and tries again on request', async () => {
    const getOnboarding = vi.fn().mockRejectedValueOnce(Object.assign(new Error('down'), { code: 'NETWORK_ERROR' })).mockResolvedValue(state(['IDENTITY']));
    renderWithKit(<Onboarding customerId={CUSTOMER} api={fakeApi([], { getOnboarding })} />);
    await screen.findByText('We could not reach the service. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Continue with our verification partner' });
  });

  it('reads right to left in Arabic, and refuses a customer id that is not one', async () => {
    renderWithKit(<Onboarding customerId={CUSTOMER} api={fakeApi([state(['TERMS'])])} />, { locale: 'ar' });
    await screen.findByText('إعداد حسابك');
    expect(document.querySelector('.wk-onboarding')!.closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithKit(<Onboarding customerId="alice" api={fakeApi([])} />)).toThrow(/Customer:<uuid>/);
  });
});
