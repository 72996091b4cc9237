import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import type { FlowTools } from '../flow/create-flow.js';
import { keepFresh } from './live.js';

const CUSTOMER = 'Customer:a';

const controller = new AbortController();
const flow = { signal: controller.signal } as unknown as FlowTools<object, object>;
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a wallet widget kept fresh by pushed updates', () => {
  it('reads again on an event that matters, and polls nothing while the stream is up', () => {
    const live = fakeLiveEvents('up', CUSTOMER);
    const refresh = vi.fn();
    keepFresh(flow, refresh, 1_000, { events: live, customerId: CUSTOMER, types: /^OUTGOING_PAYMENT\./ });
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled();
    live.push('CARD.UPDATED');
    live.push('OUTGOING_PAYMENT.COMPLETED', { customerId: 'Customer:someone-else' });
    expect(refresh).not.toHaveBeenCalled();
    live.push('OUTGOING_PAYMENT.COMPLETED');
    live.push('resync');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('polls with a backoff while the stream is down, reads at once when it drops, and stops when it is back', () => {
    const live = fakeLiveEvents('up', CUSTOMER);
    const refresh = vi.fn();
    keepFresh(flow, refresh, 1_000, { events: live, customerId: CUSTOMER, types: /^OUTGOING_PAYMENT\./ });
    live.set('down');
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_999);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    live.set('up');
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
