import type { LiveEvent, LiveEvents, LiveStatus } from '@wallet-kit/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTools } from '../flow/create-flow.js';
import { keepFresh } from './live.js';

const ALICE = 'Customer:a';

function stream(initial: LiveStatus) {
  let status = initial;
  const listeners = new Set<{ listener: (event: LiveEvent) => void; customerId?: string }>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const events: LiveEvents = {
    subscribe(listener, options = {}) {
      const entry = { listener, ...(options.customerId ? { customerId: options.customerId } : {}) };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
  return {
    events,
    push: (type: string, customerId = ALICE) => listeners.forEach((entry) => (entry.customerId === undefined || entry.customerId === customerId) && entry.listener({ id: '1', customerId, type, timestamp: '', data: {} })),
    set(next: LiveStatus) {
      status = next;
      statusListeners.forEach((listener) => listener(next));
    },
  };
}

const controller = new AbortController();
const flow = { signal: controller.signal } as unknown as FlowTools<object, object>;
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a wallet widget kept fresh by pushed updates', () => {
  it('reads again on an event that matters, and polls nothing while the stream is up', () => {
    const live = stream('up');
    const refresh = vi.fn();
    keepFresh(flow, refresh, 1_000, { events: live.events, customerId: ALICE, types: /^OUTGOING_PAYMENT\./ });
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled();
    live.push('CARD.UPDATED');
    live.push('OUTGOING_PAYMENT.COMPLETED', 'Customer:someone-else');
    expect(refresh).not.toHaveBeenCalled();
    live.push('OUTGOING_PAYMENT.COMPLETED');
    live.push('resync');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('polls with a backoff while the stream is down, reads at once when it drops, and stops when it is back', () => {
    const live = stream('up');
    const refresh = vi.fn();
    keepFresh(flow, refresh, 1_000, { events: live.events, customerId: ALICE, types: /^OUTGOING_PAYMENT\./ });
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
