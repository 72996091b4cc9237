import type { OnboardingState } from '@wallet-kit/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import { createVerificationStatusWatch } from './status-store.js';

const CUSTOMER = 'Customer:a';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a verification under review, followed by pushed updates', () => {
  it('is not polled while the stream is up, is read again on its event, and polled again once the stream is down', async () => {
    const live = fakeLiveEvents('up', CUSTOMER);
    let answer = { status: 'IN_REVIEW', verificationStatus: 'IN_PROGRESS' } as unknown as OnboardingState;
    const getOnboarding = vi.fn(async () => answer);
    const watch = createVerificationStatusWatch({ api: { getOnboarding, events: live }, customerId: CUSTOMER, pollMs: 1_000 });
    watch.attach();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getOnboarding).toHaveBeenCalledTimes(1);
    answer = { status: 'APPROVED', verificationStatus: 'APPROVED' } as unknown as OnboardingState;
    live.push('CARD.UPDATED');
    live.push('VERIFICATION.APPROVED');
    await vi.advanceTimersByTimeAsync(0);
    expect(getOnboarding).toHaveBeenCalledTimes(2);
    expect(watch.store.getState().onboarding?.status).toBe('APPROVED');
    watch.dispose();
  });
});
