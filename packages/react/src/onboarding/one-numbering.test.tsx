import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';

// Issue 20: onboarding's steps were numbered from what was still missing, so after the terms "Step 1 of 3"
// became "Step 1 of 2", the e-mail step took the terms' number 1. One numbering for the whole journey: a
// step done stays in the list (muted) and the count goes on.

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED' } as Customer;
const state = (missing: OnboardingState['missing']): OnboardingState => ({ customer, verificationStatus: 'UNVERIFIED', missing, status: 'ACTION_REQUIRED' });

const listed = (container: HTMLElement) =>
  [...container.querySelectorAll('li.wk-step')].map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' (current)' : ''}${li.classList.contains('wk-muted') ? ' (done)' : ''}`);

describe('onboarding’s step numbers', () => {
  it('stay the same across the journey: after the terms, the e-mail step is step 2 of 3', async () => {
    let read = 0;
    const states = [state(['TERMS', 'EMAIL', 'IDENTITY']), state(['EMAIL', 'IDENTITY'])];
    const api = {
      getOnboarding: vi.fn(() => Promise.resolve(states[Math.min(read++, states.length - 1)]!)),
      getEndUserTerms: vi.fn(() => Promise.resolve({ version: '1', url: 'https://example.com/terms', content: 'Terms.' })),
      acceptEndUserTerms: vi.fn(() => Promise.resolve()),
    } as unknown as OnboardingApi;
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />);
    await screen.findByRole('button', { name: 'Accept and continue' }, { timeout: 10_000 });
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await screen.findByRole('button', { name: 'E-mail me a code' });
    expect(screen.getByRole('list', { name: 'Step 2 of 3' })).toBeDefined();
    expect(listed(container)).toEqual(['1 Accept the terms (done)', '2 Confirm your e-mail address (current)', '3 Verify your identity']);
    await expectNoAxeViolations(container);
  });
});
