import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { serviceError } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';

// Issue 20, finding 11: an EU customer was asked again for the e-mail address just verified. Where the
// service answers that a contact needs no code (409: verified already, in another tab or by a code whose
// answer was lost, or not asked for here), onboarding goes on to what is still missing; it never keeps the
// person on that contact's step with nothing to do but read "Not needed here".

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED' } as Customer;
const state = (missing: OnboardingState['missing']): OnboardingState => ({ customer, verificationStatus: 'UNVERIFIED', missing, status: 'ACTION_REQUIRED' });

function fakeApi(states: OnboardingState[], overrides: Partial<OnboardingApi>) {
  let read = 0;
  return {
    getOnboarding: vi.fn(() => Promise.resolve(states[Math.min(read++, states.length - 1)]!)),
    getEndUserTerms: vi.fn(),
    acceptEndUserTerms: vi.fn(),
    createVerificationLink: vi.fn(),
    uploadDocument: vi.fn(),
    replaceDocument: vi.fn(),
    submitVerification: vi.fn(),
    updateDetails: vi.fn(),
    addBeneficialOwner: vi.fn(),
    sendContactCode: vi.fn(() => Promise.resolve()),
    confirmContactCode: vi.fn(() => Promise.resolve(customer)),
    ...overrides,
  } as unknown as OnboardingApi;
}

describe('onboarding never asks twice for a contact already verified', () => {
  it('goes on to the phone when the service says the e-mail address needs no code', async () => {
    const api = fakeApi([state(['EMAIL', 'PHONE', 'IDENTITY']), state(['PHONE', 'IDENTITY'])], { sendContactCode: vi.fn(() => Promise.reject(serviceError(409, 'CONFLICT'))) });
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }, { timeout: 10_000 }));
    await screen.findByRole('button', { name: 'Text me a code' });
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
    expect(screen.queryByText('Not needed here: there is nothing to confirm.')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirm your phone number'));
    await expectNoAxeViolations(container);
  });

  it('goes on when a code was confirmed already and the service says so', async () => {
    const api = fakeApi([state(['EMAIL', 'IDENTITY']), state(['IDENTITY'])], { confirmContactCode: vi.fn(() => Promise.reject(serviceError(409, 'CONFLICT'))) });
    renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await screen.findByRole('button', { name: 'Continue with our verification partner' });
    // Done, it stays in the step list (one numbering), but its step is not shown again.
    expect(screen.queryByRole('heading', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
