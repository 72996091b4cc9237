import type { LiveEvent, LiveEvents, LiveStatus, OnboardingState } from '@wallet-kit/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVerificationStatusWatch } from './status-store.js';

const CUSTOMER = 'Customer:a';

function stream(initial: LiveStatus) {
  let status = initial;
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const events: LiveEvents = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
  return {
    events,
    push: (type: string) => listeners.forEach((listener) => listener({ id: '1', customerId: CUSTOMER, type, timestamp: '', data: {} })),
    set(next: LiveStatus) {
      status = next;
      statusListeners.forEach((listener) => listener(next));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a verification under review, followed by pushed updates', () => {
  it('is not polled while the stream is up, is read again on its event, and polled again once the stream is down', async () => {
    const live = stream('up');
    let answer = { status: 'IN_REVIEW', verificationStatus: 'IN_PROGRESS' } as unknown as OnboardingState;
    const getOnboarding = vi.fn(async () => answer);
    const watch = createVerificationStatusWatch({ api: { getOnboarding, events: live.events }, customerId: CUSTOMER, pollMs: 1_000 });
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
