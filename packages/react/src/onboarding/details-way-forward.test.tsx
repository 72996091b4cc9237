import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState, Verification, VerificationError } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';

// Issue 20: every step has a way forward. The details form (what the service names as missing) had only
// "Save and continue": someone who cannot or will not type their details there was stuck. "Choose another
// way" leads back to the identity step's choice, where the partner's page asks for them itself.

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED' } as Customer;
const missing = (...fields: string[]): VerificationError[] => fields.map((field) => ({ resourceId: CUSTOMER, type: 'MISSING_FIELD', field, reason: `${field} is required.` }));
const verification: Verification = { id: 'Verification:1', customerId: CUSTOMER, verificationStatus: 'RESOLVE_ERRORS', errors: missing('customer.fullName'), createdAt: '2025-01-01T00:00:00Z' };
const state: OnboardingState = { customer, verificationStatus: 'UNVERIFIED', missing: ['IDENTITY'], status: 'ACTION_REQUIRED', verification };

describe('the details form', () => {
  it('offers "Choose another way", which leads to the partner’s check with focus on the step’s heading', async () => {
    const api = { getOnboarding: vi.fn(() => Promise.resolve(state)), createVerificationLink: vi.fn() } as unknown as OnboardingApi;
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await screen.findByLabelText('Full name', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Choose another way' }));
    await screen.findByRole('button', { name: 'Continue with our verification partner' });
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Verify your identity'));
    await expectNoAxeViolations(container);
    // The document is no way round the details: choosing it again asks for them again.
    await userEvent.click(screen.getByRole('button', { name: 'Upload an identity document' }));
    await screen.findByLabelText('Full name');
    expect(screen.queryByRole('button', { name: 'Send for verification' })).toBeNull();
  });
});

describe('every onboarding step', () => {
  it('links to the app’s support where it gives one, the contact steps included (a code that never arrives)', async () => {
    const contact: OnboardingState = { customer, verificationStatus: 'UNVERIFIED', missing: ['EMAIL', 'IDENTITY'], status: 'ACTION_REQUIRED' };
    const api = { getOnboarding: vi.fn(() => Promise.resolve(contact)), sendContactCode: vi.fn(() => Promise.resolve()) } as unknown as OnboardingApi;
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} supportUrl="https://help.example/onboarding" />);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }, { timeout: 10_000 }));
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('https://help.example/onboarding');
    await expectNoAxeViolations(container);
  });
});
