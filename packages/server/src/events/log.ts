import { MAX_TTL_MS, type StateStore } from '../store/state-store.js';
import type { SequencedEvent } from './sse.js';
import type { UserEvent } from './webhook-events.js';

/** Where one customer's events live in the store: a counter, and each event under its number for the replay window. */
const seqKey = (customerId: string) => `events:seq:${customerId}`;
const eventKey = (customerId: string, seq: number) => `events:log:${customerId}:${seq}`;

/** What a store entry holds at most; an event past it goes out with its data cut to its id and status. */
const MAX_EVENT_CHARS = 4_000;

/**
 * Each customer's events, numbered in one sequence across every instance sharing the store, each
 * kept for `windowMs` so that a browser that reconnects with `Last-Event-ID` gets what it missed.
 */
export function eventLog(store: StateStore, windowMs: number) {
  return {
    /** Numbers and keeps `event`; resolves with it as sent. */
    async append(event: UserEvent): Promise<SequencedEvent> {
      // The counter's window is the longest a store keeps; when it closes, numbers start again and a
      // browser holding a larger one is told to reload (see `since`).
      const { count } = await store.hit(seqKey(event.customerId), MAX_TTL_MS);
      let sequenced: SequencedEvent = { id: String(count), ...event };
      if (JSON.stringify(sequenced).length > MAX_EVENT_CHARS) sequenced = { ...sequenced, data: { id: event.data.id, status: event.data.status } };
      await store.set(eventKey(event.customerId, count), JSON.stringify(sequenced), windowMs);
      return sequenced;
    },
    /** The customer's last number, 0 before any. */
    async last(customerId: string): Promise<number> {
      return Number((await store.get(seqKey(customerId))) ?? 0) || 0;
    },
    /** Event `seq` of the customer, if still kept. */
    async read(customerId: string, seq: number): Promise<SequencedEvent | undefined> {
      const text = await store.get(eventKey(customerId, seq));
      return text === undefined ? undefined : (JSON.parse(text) as SequencedEvent);
    },
  };
}

export type EventLog = ReturnType<typeof eventLog>;
