/**
 * The store backends the server's tests run against: memory, and real Redis and PostgreSQL servers
 * the harness starts (skipped where they cannot run, failed under WALLET_KIT_STORE_SERVERS=required).
 * `open()` is another instance of the integrator's backend: a new connection to the same server.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { postgresUnavailable, redisUnavailable, skipWithout, startPostgres, startRedis, type RunningServer } from '../../../test/support/servers.js';
import { memoryStore, type StateStore } from '../src/index.js';
import { postgresStore } from '../src/postgres.js';
import { redisStore } from '../src/redis.js';

export interface StoreBackend {
  name: 'memory' | 'Redis' | 'PostgreSQL';
  /** Why the suite is skipped here, or undefined to run it. */
  skipped: string | undefined;
  start(): Promise<void>;
  /** A store on a new connection (for memory, the one store this process holds). */
  open(): StateStore;
  /** The server's URL, once started (none for memory). */
  url(): string | undefined;
  stop(): Promise<void>;
}

export function memoryBackend(): StoreBackend {
  const store = memoryStore();
  return { name: 'memory', skipped: undefined, start: async () => undefined, open: () => store, url: () => undefined, stop: async () => undefined };
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
    url: () => server?.url,
    async stop() {
      await Promise.all(pools.map((pool) => (pool.ended ? undefined : pool.end())));
      await server?.stop();
    },
  };
}

/** The three, each to be started once by the suite that uses it. */
export const storeBackends = (): StoreBackend[] => [memoryBackend(), redisBackend(), postgresBackend()];
