import { ServerError } from '../errors.js';

/**
 * How instances of the integrator's backend tell each other of events (issue 23): a webhook
 * verified by one instance reaches a browser connected to another. Messages are references of a
 * few dozen bytes (the event itself is read from the shared store), far under PostgreSQL's 8,000
 * byte NOTIFY limit. Adapters: `memoryEventBus()` (one process, the default), `redisEventBus` from
 * `@wallet-kit/server/redis`, `postgresEventBus` from `@wallet-kit/server/postgres`.
 */
export interface EventBus {
  /** Sends `message` to every instance listening, this one included. */
  publish(message: string): Promise<void>;
  /** Calls `listener` with every message any instance publishes from now on; resolves once listening. */
  subscribe(listener: (message: string) => void): Promise<void>;
  /** Stops listening; the connection given to the adapter stays yours to close. */
  close(): Promise<void>;
}

/** The largest message a bus carries: references only, so PostgreSQL's NOTIFY limit is never near. */
export const MAX_BUS_MESSAGE_BYTES = 1_000;

/** A message as a bus may carry it: text under the limit, so that no adapter's limit is ever met. */
export function checkBusMessage(message: unknown): string {
  if (typeof message !== 'string' || new TextEncoder().encode(message).length > MAX_BUS_MESSAGE_BYTES) {
    throw new ServerError('INVALID_ARGUMENT', `an event bus message must be text of at most ${MAX_BUS_MESSAGE_BYTES} bytes`);
  }
  return message;
}

/** The default bus: this process only. Several instances need `redisEventBus` or `postgresEventBus`. */
export function memoryEventBus(): EventBus {
  const listeners = new Set<(message: string) => void>();
  return {
    async publish(message) {
      checkBusMessage(message);
      // Delivered after the publisher's turn, as a real bus would.
      queueMicrotask(() => listeners.forEach((listener) => listener(message)));
    },
    async subscribe(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
