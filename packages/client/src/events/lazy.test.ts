import { describe, expect, it, vi } from 'vitest';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import type { LiveEvent, LiveStatus } from './hub.js';
import { lazyEvents } from './lazy.js';

/** A hub, down until the test says, whose dispose the test sees called. */
const recordingHub = () => ({ ...fakeLiveEvents('down', 'Customer:1'), dispose: vi.fn() });

const event: LiveEvent = { id: '1', type: 'OUTGOING_PAYMENT.COMPLETED', customerId: 'Customer:1', timestamp: '2026-01-01T00:00:00Z', data: {} };

describe('client.events, loaded on the first listener', () => {
  it('loads nothing until something subscribes, and is down meanwhile', () => {
    const load = vi.fn(async () => recordingHub());
    const events = lazyEvents(load);
    events.onStatus(() => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(events.status()).toBe('down');
  });

  it('hands the hub every listener that came before it loaded, once, and none that stopped meanwhile', async () => {
    const recorded = recordingHub();
    const events = lazyEvents(async () => recorded);
    const heard: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    events.onStatus((status) => statuses.push(status));
    events.subscribe((e) => heard.push(e));
    const stopped = vi.fn();
    events.subscribe(stopped)();
    await vi.waitFor(() => expect(recorded.listening()).toBe(1));
    recorded.set('up');
    recorded.push(event.type, event);
    expect(heard).toEqual([event]);
    expect(stopped).not.toHaveBeenCalled();
    expect(statuses).toEqual(['up']);
    expect(events.status()).toBe('up');
  });

  it('loads once for many listeners, and asks again after a failed load', async () => {
    const recorded = recordingHub();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(recorded);
    const events = lazyEvents(load);
    events.subscribe(() => undefined);
    events.subscribe(() => undefined);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(events.status()).toBe('down');
    events.subscribe(() => undefined);
    await vi.waitFor(() => expect(recorded.listening()).toBe(3));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('disposes a hub that loads after the client was disposed', async () => {
    const recorded = recordingHub();
    let resolve!: (hub: typeof recorded) => void;
    const events = lazyEvents(() => new Promise((done) => (resolve = done)));
    events.subscribe(() => undefined);
    events.dispose();
    resolve(recorded);
    await vi.waitFor(() => expect(recorded.dispose).toHaveBeenCalled());
    expect(recorded.listening()).toBe(0);
  });
});
