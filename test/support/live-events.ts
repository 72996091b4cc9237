import type { LiveEvent, LiveEvents, LiveStatus } from '../../packages/client/src/events/hub.js';

/** A stream of pushed updates that a test drives, in place of the client's hub (`client.events`). */
export interface FakeLiveEvents extends LiveEvents {
  /** Delivers an event of `type` to whoever listens for its customer (the stream's customer unless `fields` names another). */
  push(type: string, fields?: Partial<Omit<LiveEvent, 'type'>>): void;
  /** Changes the stream's status, as a connection that drops or comes back, and tells the status listeners. */
  set(status: LiveStatus): void;
  /** How many listen now: none once what subscribed has let go. */
  listening(): number;
}

/**
 * A fake of `LiveEvents` for `customerId`: events are numbered in order and stamped now; a subscription made for a
 * customer hears only that customer's events, as the hub's does.
 *
 * @example const live = fakeLiveEvents('up', 'Customer:a'); live.push('OUTGOING_PAYMENT.COMPLETED');
 */
export function fakeLiveEvents(initial: LiveStatus = 'up', customerId = 'Customer:a'): FakeLiveEvents {
  let status = initial;
  let seq = 0;
  const listeners = new Set<{ listener: (event: LiveEvent) => void; customerId: string | undefined }>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  return {
    subscribe(listener, options = {}) {
      const entry = { listener, customerId: options.customerId };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    push(type, fields = {}) {
      const event: LiveEvent = { id: String(++seq), customerId, timestamp: new Date().toISOString(), data: {}, type, ...fields };
      for (const entry of [...listeners]) if (entry.customerId === undefined || entry.customerId === event.customerId) entry.listener(event);
    },
    set(next) {
      status = next;
      for (const listener of [...statusListeners]) listener(next);
    },
    listening: () => listeners.size,
  };
}
