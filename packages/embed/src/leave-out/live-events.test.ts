import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../client/src/events/hub.js';

// wallet-kit.js's stand-in for the client's events: what the widgets ask before wallet-kit.events.js has run.
const loadFile = vi.fn<(name: string) => Promise<void>>();
vi.mock('../areas/runtime.js', () => ({ loadFile: (name: string) => loadFile(name) }));
const { liveEvents, provideEvents } = await import('./live-events.js');

const options = { url: '/api/service/events' } as Parameters<typeof liveEvents>[0];
const event: LiveEvent = { id: '1', customerId: 'Customer:1', type: 'OUTGOING_PAYMENT.COMPLETED', timestamp: '2026-01-01T00:00:00Z', data: {} };

/** The companion's hub, as a fake: it keeps its listeners so the test can push to them. */
function fakeCompanion() {
  const listeners = new Set<(event: LiveEvent) => void>();
  provideEvents((_, hub) => {
    Object.assign(hub, {
      subscribe: (listener: (event: LiveEvent) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      status: () => 'up',
      onStatus: () => () => undefined,
    });
  });
  return { push: () => listeners.forEach((listener) => listener(event)), listeners };
}

describe('the script tag’s events stand-in', () => {
  beforeEach(() => loadFile.mockReset());

  it('fetches wallet-kit.events.js once, on the first listener, and hands the companion every listener that came before it', async () => {
    const companion = fakeCompanion();
    let arrive!: () => void;
    loadFile.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    const hub = liveEvents(options);
    expect(loadFile).not.toHaveBeenCalled();
    const [first, second] = [vi.fn(), vi.fn()];
    hub.subscribe(first);
    hub.subscribe(second);
    expect(loadFile).toHaveBeenCalledTimes(1);
    expect(loadFile).toHaveBeenCalledWith('events');
    expect(hub.status()).toBe('down');
    arrive();
    await expect.poll(() => companion.listeners.size).toBe(2);
    expect(hub.status()).toBe('up');
    companion.push();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('stops a listener stopped before the companion came (an element removed meanwhile)', async () => {
    const companion = fakeCompanion();
    loadFile.mockResolvedValue(undefined);
    const hub = liveEvents(options);
    const [kept, stopped] = [vi.fn(), vi.fn()];
    hub.subscribe(kept);
    hub.subscribe(stopped)();
    await expect.poll(() => hub.status()).toBe('up');
    await expect.poll(() => companion.listeners.size).toBe(1);
    companion.push();
    expect([kept.mock.calls.length, stopped.mock.calls.length]).toEqual([1, 0]);
  });

  it('stays down when the companion cannot load, and the next listener tries again', async () => {
    const companion = fakeCompanion();
    loadFile.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const hub = liveEvents(options);
    hub.subscribe(vi.fn());
    await vi.waitFor(() => expect(loadFile).toHaveBeenCalledTimes(1));
    // The failed load's handlers (microtasks) have all run by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hub.status()).toBe('down');
    hub.subscribe(vi.fn());
    expect(loadFile).toHaveBeenCalledTimes(2);
    await expect.poll(() => companion.listeners.size).toBe(1);
  });
});
