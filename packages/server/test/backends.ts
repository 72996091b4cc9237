/**
 * The store backends the server's tests run against: memory, and real Redis and PostgreSQL servers
 * the harness starts (skipped where they cannot run, failed under WALLET_KIT_STORE_SERVERS=required).
 * `open()` is another instance of the integrator's backend: a new connection to the same server.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { postgresUnavailable, redisUnavailable, skipWithout, startPostgres, startRedis, type RunningServer } from '../../../test/support/servers.js';
import { memoryEventBus, memoryStore, type EventBus, type StateStore } from '../src/index.js';
import { postgresEventBus, postgresStore } from '../src/postgres.js';
import { redisEventBus, redisStore, type RedisSubscriber } from '../src/redis.js';

export interface StoreBackend {
  name: 'memory' | 'Redis' | 'PostgreSQL';
  /** Why the suite is skipped here, or undefined to run it. */
  skipped: string | undefined;
  start(): Promise<void>;
  /** A store on a new connection (for memory, the one store this process holds). */
  open(): StateStore;
  /** An event bus on connections of its own, as another instance would open (for memory, the one bus of this process). */
  bus(): Promise<EventBus>;
  /** The server's URL, once started (none for memory). */
  url(): string | undefined;
  stop(): Promise<void>;
}

export function memoryBackend(): StoreBackend {
  const store = memoryStore();
  const bus = memoryEventBus();
  return { name: 'memory', skipped: undefined, start: async () => undefined, open: () => store, bus: async () => bus, url: () => undefined, stop: async () => undefined };
}

export function redisBackend(): StoreBackend {
  let server: RunningServer | undefined;
  const clients: Redis[] = [];
  return {
    name: 'Redis',
    skipped: skipWithout(redisUnavailable()),
    async start() {
      server = await startRedis();
    },
    open() {
      const client = new Redis(server!.url, { maxRetriesPerRequest: 0 });
      clients.push(client);
      return redisStore({ client });
    },
    async bus() {
      const [publisher, subscriber] = [new Redis(server!.url, { maxRetriesPerRequest: 0 }), new Redis(server!.url, { maxRetriesPerRequest: 0 })];
      clients.push(publisher, subscriber);
      return redisEventBus({ publisher, subscriber: subscriber as unknown as RedisSubscriber });
    },
    url: () => server?.url,
    async stop() {
      clients.forEach((client) => client.disconnect());
      await server?.stop();
    },
  };
}

export function postgresBackend(): StoreBackend {
  let server: RunningServer | undefined;
  const pools: pg.Pool[] = [];
  const listeners: pg.Client[] = [];
  return {
    name: 'PostgreSQL',
    skipped: skipWithout(postgresUnavailable()),
    async start() {
      server = await startPostgres();
    },
    open() {
      const pool = new pg.Pool({ connectionString: server!.url, max: 8 });
      pools.push(pool);
      return postgresStore({ client: pool });
    },
    async bus() {
      const pool = new pg.Pool({ connectionString: server!.url, max: 2 });
      const listener = new pg.Client({ connectionString: server!.url });
      await listener.connect();
      pools.push(pool);
      listeners.push(listener);
      return postgresEventBus({ client: pool, listener });
    },
    url: () => server?.url,
    async stop() {
      await Promise.all(listeners.map((listener) => listener.end().catch(() => undefined)));
      await Promise.all(pools.map((pool) => (pool.ended ? undefined : pool.end())));
      await server?.stop();
    },
  };
}

/** The three, each to be started once by the suite that uses it. */
export const storeBackends = (): StoreBackend[] => [memoryBackend(), redisBackend(), postgresBackend()];
