import { ServerError } from '../errors.js';
import type { PostgresQueries } from '../store/postgres.js';
import { checkBusMessage, type EventBus } from './bus.js';

/** What the bus needs of the connection it listens on: a connected `pg.Client` (not a pool: LISTEN holds its connection). */
export interface PostgresListener {
  /** Runs LISTEN and UNLISTEN. */
  query(text: string): Promise<unknown>;
  /** Hears each NOTIFY on a channel it listens to. */
  on(event: 'notification', listener: (notice: { channel: string; payload?: string }) => void): unknown;
  /** Stops hearing them. */
  off(event: 'notification', listener: (notice: { channel: string; payload?: string }) => void): unknown;
}

/** What `postgresEventBus` needs: a pool for NOTIFY and a connected client of its own for LISTEN. */
export interface PostgresEventBusOptions {
  /** Sends NOTIFY: the store's `pg.Pool` serves. */
  client: PostgresQueries;
  /** A connected `pg.Client` of its own, which LISTENs. */
  listener: PostgresListener;
  /** The channel, a lowercase identifier; default `wallet_kit_events`. */
  channel?: string;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * An `EventBus` on PostgreSQL `LISTEN/NOTIFY`. A notification's payload must stay under 8,000
 * bytes: this bus carries references only (the event is read from the shared store).
 *
 * @example
 * const listener = new pg.Client({ connectionString }); await listener.connect();
 * const bus = postgresEventBus({ client: pool, listener });
 */
export function postgresEventBus(options: PostgresEventBusOptions): EventBus {
  const { client, listener } = options ?? {};
  if (typeof client?.query !== 'function') throw new ServerError('INVALID_ARGUMENT', 'postgresEventBus: client: expected a pg.Pool (query(text, values))');
  if (typeof listener?.query !== 'function' || typeof listener.on !== 'function') throw new ServerError('INVALID_ARGUMENT', 'postgresEventBus: listener: expected a connected pg.Client of its own');
  const channel = options.channel === undefined ? 'wallet_kit_events' : options.channel;
  if (typeof channel !== 'string' || !CHANNEL.test(channel)) throw new ServerError('INVALID_ARGUMENT', 'postgresEventBus: channel: expected a lowercase SQL identifier such as wallet_kit_events');
  let heard: ((notice: { channel: string; payload?: string }) => void) | undefined;
  return {
    async publish(message) {
      await client.query('SELECT pg_notify($1, $2)', [channel, checkBusMessage(message)]);
    },
    async subscribe(onMessage) {
      heard = (notice) => {
        if (notice.channel === channel && notice.payload !== undefined) onMessage(notice.payload);
      };
      listener.on('notification', heard);
      await listener.query(`LISTEN ${channel}`);
    },
    async close() {
      if (heard) listener.off('notification', heard);
      await listener.query(`UNLISTEN ${channel}`);
    },
  };
}
