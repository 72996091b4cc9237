import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent, LiveEvents, LiveStatus } from './hub.js';
import { lazyEvents } from './lazy.js';

/** A hub that records who listens, and can be told to deliver. */
function recordingHub() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'down';
  const hub: LiveEvents & { dispose(): void } = {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    status: () => status,
    onStatus: (listener) => (statusListeners.add(listener), () => statusListeners.delete(listener)),
    dispose: vi.fn(),
  };
  const up = () => {
    status = 'up';
    for (const listener of statusListeners) listener('up');
  };
  const deliver = (event: LiveEvent) => listeners.forEach((listener) => listener(event));
  return { hub, listeners, statusListeners, up, deliver };
}

const event = { id: '1', type: 'OUTGOING_PAYMENT.COMPLETED', customerId: 'Customer:1', data: {} } as unknown as LiveEvent;

describe('client.events, loaded on the first listener', () => {
  it('loads nothing until something subscribes, and is down meanwhile', () => {
    const load = vi.fn(async () => recordingHub().hub);
    const events = lazyEvents(load);
    events.onStatus(() => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(events.status()).toBe('down');
  });

  it('hands the hub every listener that came before it loaded, once, and none that stopped meanwhile', async () => {
    const recorded = recordingHub();
    const events = lazyEvents(async () => recorded.hub);
    const heard: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    events.onStatus((status) => statuses.push(status));
    events.subscribe((e) => heard.push(e));
    const stopped = vi.fn();
    events.subscribe(stopped)();
    await vi.waitFor(() => expect(recorded.listeners.size).toBe(1));
    recorded.up();
    recorded.deliver(event);
    expect(heard).toEqual([event]);
    expect(stopped).not.toHaveBeenCalled();
    expect(statuses).toEqual(['up']);
    expect(events.status()).toBe('up');
  });

  it('loads once for many listeners, and asks again after a failed load', async () => {
    const recorded = recordingHub();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(recorded.hub);
    const events = lazyEvents(load);
    events.subscribe(() => undefined);
    events.subscribe(() => undefined);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(events.status()).toBe('down');
    events.subscribe(() => undefined);
    await vi.waitFor(() => expect(recorded.listeners.size).toBe(3));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('disposes a hub that loads after the client was disposed', async () => {
    const recorded = recordingHub();
    let resolve!: (hub: typeof recorded.hub) => void;
    const events = lazyEvents(() => new Promise((done) => (resolve = done)));
    events.subscribe(() => undefined);
    events.dispose();
    resolve(recorded.hub);
    await vi.waitFor(() => expect(recorded.hub.dispose).toHaveBeenCalled());
    expect(recorded.listeners.size).toBe(0);
  });
});
