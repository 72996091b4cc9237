import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';

// Tried as a new EU customer with a screen reader: each step of onboarding put focus on the widget's title,
// "Set up your account", the same words each time; the step itself (the e-mail code, the identity check)
// was further down. Focus goes to the step's own heading.

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED' } as Customer;
const state = (missing: OnboardingState['missing']): OnboardingState => ({ customer, verificationStatus: 'UNVERIFIED', missing, status: 'ACTION_REQUIRED' });

function fakeApi(states: OnboardingState[]) {
  let read = 0;
  return {
    getOnboarding: vi.fn(() => Promise.resolve(states[Math.min(read++, states.length - 1)]!)),
    getEndUserTerms: vi.fn(() => Promise.resolve({ version: 'V1', url: 'https://terms.example/V1' })),
    acceptEndUserTerms: vi.fn(() => Promise.resolve(customer)),
    sendContactCode: vi.fn(() => Promise.resolve()),
    confirmContactCode: vi.fn(() => Promise.resolve(customer)),
  } as unknown as OnboardingApi;
}

const focusedText = () => document.activeElement?.textContent;

describe('Onboarding’s focus, step by step', () => {
  it('lands on each step’s own heading: the terms, the e-mail address, then the identity check', async () => {
    const api = fakeApi([state(['TERMS', 'EMAIL', 'IDENTITY']), state(['EMAIL', 'IDENTITY']), state(['IDENTITY'])]);
    renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />, { locale: 'en-US' });
    await waitFor(() => expect(focusedText()).toBe('Accept the terms'));
    await userEvent.click(screen.getByLabelText('I have read and accept the End User Terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(focusedText()).toBe('Confirm your e-mail address'));
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await userEvent.keyboard('123456');
    await waitFor(() => expect(focusedText()).toBe('Verify your identity'));
    expect(document.activeElement?.getAttribute('role')).toBe('heading');
  });

  it('leaves focus on the page’s own heading while it loads: having loaded is no step the person took', async () => {
    renderWithKit(
      <>
        <h1 tabIndex={-1}>Your wallet</h1>
        <Onboarding customerId={CUSTOMER} api={fakeApi([state(['TERMS', 'IDENTITY'])])} />
      </>,
      { locale: 'en-US' },
    );
    screen.getByRole('heading', { name: 'Your wallet' }).focus();
    await screen.findByLabelText('I have read and accept the End User Terms');
    expect(focusedText()).toBe('Your wallet');
  });

  it('lands on "Verify your identity" when the service first asks for missing details, not on the widget’s title', { timeout: 40_000 }, async () => {
    const named: OnboardingState = {
      ...state(['IDENTITY']),
      verification: { id: 'Verification:1', customerId: CUSTOMER, verificationStatus: 'RESOLVE_ERRORS', errors: [{ resourceId: CUSTOMER, type: 'MISSING_FIELD', field: 'customer.fullName', reason: 'x' }], createdAt: '2025-01-01T00:00:00Z' },
    } as OnboardingState;
    renderWithKit(<Onboarding customerId={CUSTOMER} api={fakeApi([named])} />, { locale: 'en-US' });
    await screen.findByLabelText('Full name');
    await waitFor(() => expect(focusedText()).toBe('Verify your identity'));
  });
});
