import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, OnboardingState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';
import { createOnboardingFlow } from './onboarding-store.js';

// Issue 20: onboarding's steps were numbered from what was still missing, so after the terms "Step 1 of 3"
// became "Step 1 of 2", the e-mail step took the terms' number 1. One numbering for the whole journey: a
// step done stays in the list (muted) and the count goes on.

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'UNVERIFIED' } as Customer;
const state = (missing: OnboardingState['missing']): OnboardingState => ({ customer, verificationStatus: 'UNVERIFIED', missing, status: 'ACTION_REQUIRED' });

// What a person is told of each step: its words as a screen reader reads them (the visually hidden ones
// included), whether it is the current one, and whether a mark other than colour shows it done.
const listed = (container: HTMLElement) =>
  [...container.querySelectorAll('li.wk-step')].map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' (current)' : ''}${li.querySelector('svg.wk-step-check') ? ' ✓' : ''}`);

function termsThenEmail() {
  let read = 0;
  const states = [state(['TERMS', 'EMAIL', 'IDENTITY']), state(['EMAIL', 'IDENTITY'])];
  return {
    getOnboarding: vi.fn(() => Promise.resolve(states[Math.min(read++, states.length - 1)]!)),
    getEndUserTerms: vi.fn(() => Promise.resolve({ version: '1', url: 'https://example.com/terms', content: 'Terms.' })),
    acceptEndUserTerms: vi.fn(() => Promise.resolve()),
  } as unknown as OnboardingApi;
}

describe('onboarding’s step numbers', () => {
  it('stay the same across the journey: after the terms, the e-mail step is step 2 of 3', async () => {
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={termsThenEmail()} />);
    await screen.findByRole('button', { name: 'Accept and continue' }, { timeout: 10_000 });
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await screen.findByRole('button', { name: 'E-mail me a code' });
    expect(screen.getByRole('list', { name: 'Step 2 of 3' })).toBeDefined();
    expect(listed(container)).toEqual(['1 Accept the terms Done ✓', '2 Confirm your e-mail address (current)', '3 Verify your identity']);
    await expectNoAxeViolations(container);
  });

  // Issue 20: a done step was told by its grey alone, which neither a screen reader nor a person who does
  // not see the grey gets.
  it('tell a done step by words a screen reader reads and a check mark, not by colour alone, in Arabic too', async () => {
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={termsThenEmail()} />, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('checkbox', {}, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'الموافقة والمتابعة' }));
    await screen.findByRole('list', { name: /^الخطوة \P{N}*2\P{N}* من /u });
    const done = container.querySelector('li.wk-step:first-child')!;
    expect(done.querySelector('.wk-visually-hidden')?.textContent).toBe('مكتملة');
    expect(done.querySelector('svg.wk-step-check')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('li.wk-step svg')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });
});

// Issue 20: the numbering was kept in a ref written during render; the flow keeps it now, so render stays pure.
describe('onboarding’s journey', () => {
  it('keeps a step done in the flow’s state beside what is still missing, read after read', async () => {
    const controller = createOnboardingFlow({ api: termsThenEmail(), customerId: CUSTOMER });
    controller.attach();
    await vi.waitFor(() => expect(controller.store.getState().step).toBe('terms'));
    expect(controller.store.getState().journey).toEqual(['TERMS', 'EMAIL', 'IDENTITY']);
    await controller.reload();
    expect(controller.store.getState().onboarding?.missing).toEqual(['EMAIL', 'IDENTITY']);
    expect(controller.store.getState().journey).toEqual(['TERMS', 'EMAIL', 'IDENTITY']);
    controller.dispose();
  });
});
