import { act, screen } from '@testing-library/react';
import type { OnboardingState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { VerificationStatusApi } from './api.js';
import { VerificationStatus } from './VerificationStatus.js';

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000003';
const state = (verificationStatus: OnboardingState['verificationStatus'], extra: Partial<OnboardingState> = {}): OnboardingState =>
  ({ customer: { id: CUSTOMER }, verificationStatus, missing: [], status: verificationStatus === 'PENDING' ? 'IN_REVIEW' : verificationStatus === 'APPROVED' ? 'COMPLETE' : 'ACTION_REQUIRED', ...extra }) as OnboardingState;

describe('VerificationStatus', () => {
  it('follows a check under way to its outcome, and stops asking once it is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const getOnboarding = vi.fn().mockResolvedValueOnce(state('PENDING')).mockResolvedValue(state('APPROVED'));
      const onChange = vi.fn();
      renderWithKit(<VerificationStatus customerId={CUSTOMER} api={{ getOnboarding } as unknown as VerificationStatusApi} pollMs={1000} onChange={onChange} />);
      await screen.findByText('Being checked');
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      await screen.findByText('Verified');
      await act(async () => vi.advanceTimersByTimeAsync(5000));
      expect(getOnboarding).toHaveBeenCalledTimes(2);
      expect(onChange.mock.calls.map(([s]) => (s as OnboardingState).verificationStatus)).toEqual(['PENDING', 'APPROVED']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the reasons of a check that asks for more, in the customer’s words', async () => {
    const verification = { verificationStatus: 'RESOLVE_ERRORS', errors: [{ resourceId: CUSTOMER, type: 'MISSING_IDENTITY_DOCUMENT', reason: 'x' }, { resourceId: CUSTOMER, type: 'MISSING_FIELD', field: 'customer.birthDate', reason: 'y' }] };
    const getOnboarding = vi.fn().mockResolvedValue(state('HOLD', { verification } as unknown as Partial<OnboardingState>));
    const { container } = renderWithKit(<VerificationStatus customerId={CUSTOMER} api={{ getOnboarding } as unknown as VerificationStatusApi} />);
    await screen.findByText('More information needed');
    expect(screen.getByText('A document is missing.')).toBeDefined();
    // The detail by name (issue 20, finding 10), not "some of your details".
    expect(screen.getByText('Missing or not confirmed: your date of birth.')).toBeDefined();
    expect(screen.queryByText('Some of your details are missing or could not be confirmed.')).toBeNull();
    expect(container.querySelector('.wk-verification')!.getAttribute('data-state')).toBe('hold');
    await expectNoAxeViolations(container);
  });
});
