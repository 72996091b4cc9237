import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../../test/support/assertions.js';
import { postgresUnavailable, redisUnavailable, skipWithout, startPostgres, startRedis, type RunningServer } from '../../../../test/support/servers.js';
import { envelope, platformKeys } from '../../test/platform-webhooks.js';
import { ServerError, createPasskeyChallenges, createWebhookHandler, memoryStore, type StateStore } from '../index.js';
import { postgresStore } from '../postgres.js';
import { redisStore } from '../redis.js';

/**
 * One suite, run against each adapter: memory, and real Redis and PostgreSQL servers that the
 * harness starts here. `open()` is another instance of the backend (a new connection to the same
 * server); for memory, which one process holds, it is the same store.
 */
interface Backend {
  name: string;
  /** Why the suite is skipped here (its server cannot start); never under WALLET_KIT_STORE_SERVERS=required, where it fails instead. */
  skipped: string | undefined;
  durable: boolean;
  start(): Promise<void>;
  open(): StateStore;
  /** A store whose connection is already closed. */
  broken(): Promise<StateStore>;
  stop(): Promise<void>;
}

function memoryBackend(): Backend {
  const store = memoryStore();
  return {
    name: 'memory',
    skipped: undefined,
    durable: false,
    start: async () => undefined,
    open: () => store,
    broken: async () => store,
    stop: async () => undefined,
  };
}

function redisBackend(): Backend {
  let server: RunningServer | undefined;
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(server!.url, { maxRetriesPerRequest: 0, enableOfflineQueue: true });
    clients.push(client);
    return client;
  };
  return {
    name: 'Redis',
    skipped: skipWithout(redisUnavailable()),
    durable: true,
    async start() {
      server = await startRedis();
    },
    open: () => redisStore({ client: connect() }),
    async broken() {
      const client = connect();
      await client.quit();
      return redisStore({ client });
    },
    async stop() {
      clients.forEach((client) => client.disconnect());
      await server?.stop();
    },
  };
}

function postgresBackend(): Backend {
  let server: RunningServer | undefined;
  const pools: pg.Pool[] = [];
  const connect = () => {
    const pool = new pg.Pool({ connectionString: server!.url, max: 8 });
    pools.push(pool);
    return pool;
  };
  return {
    name: 'PostgreSQL',
    skipped: skipWithout(postgresUnavailable()),
    durable: true,
    async start() {
      server = await startPostgres();
    },
    open: () => postgresStore({ client: connect() }),
    async broken() {
      const pool = connect();
      await pool.end();
      return postgresStore({ client: pool });
    },
    async stop() {
      await Promise.all(pools.map((pool) => (pool.ended ? undefined : pool.end())));
      await server?.stop();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = (what: string) => `${what}:${crypto.randomUUID()}`;
const count = (values: unknown[], wanted: unknown) => values.filter((value) => value === wanted).length;

for (const backend of [memoryBackend(), redisBackend(), postgresBackend()]) {
  if (backend.skipped) console.warn(`the ${backend.name} store tests are skipped: ${backend.skipped}`);
  describe.skipIf(backend.skipped !== undefined)(`the ${backend.name} store${backend.skipped ? ` (skipped: ${backend.skipped})` : ''}`, () => {
    let instances: StateStore[];
    beforeAll(async () => {
      await backend.start();
      instances = Array.from({ length: 5 }, () => backend.open());
    }, 90_000);
    afterAll(() => backend.stop(), 30_000);

    it('creates a key once: add answers true to the first caller and false while the entry lives', async () => {
      const [store] = instances as [StateStore];
      const key = unique('add');
      expect(await store.add(key, 'first', 60_000)).toBe(true);
      expect(await store.add(key, 'second', 60_000)).toBe(false);
      expect(await store.get(key)).toBe('first');
    });

    it('gives a key to exactly one of 50 concurrent claims from 5 instances', async () => {
      const key = unique('claim');
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => instances[i % 5]!.add(key, `claimant-${i}`, 60_000)));
      expect(count(answers, true)).toBe(1);
      expect(await instances[0]!.get(key)).toBe(`claimant-${answers.indexOf(true)}`);
    });

    it('hands a value to exactly one of 50 concurrent takers from 5 instances, then to nobody', async () => {
      const key = unique('take');
      await instances[0]!.add(key, 'the prize', 60_000);
      const taken = await Promise.all(Array.from({ length: 50 }, (_, i) => instances[i % 5]!.take(key)));
      expect(count(taken, 'the prize')).toBe(1);
      expect(count(taken, undefined)).toBe(49);
      expect(await instances[1]!.take(key)).toBeUndefined();
    });

    it('lets an entry expire: it can no longer be read or taken, and can be created again', async () => {
      const [store] = instances as [StateStore];
      const [short, long] = [unique('short'), unique('long')];
      await store.add(short, 'brief', 30);
      await store.add(long, 'lasting', 60_000);
      await sleep(150);
      expect(await store.get(short)).toBeUndefined();
      expect(await store.take(short)).toBeUndefined();
      expect(await store.add(short, 'again', 60_000)).toBe(true);
      expect(await store.get(long)).toBe('lasting');
    });

    it('overwrites with set, and forgets with delete', async () => {
      const [store] = instances as [StateStore];
      const key = unique('set');
      await store.set(key, 'one', 60_000);
      await store.set(key, 'two', 60_000);
      expect(await instances[2]!.get(key)).toBe('two');
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      expect(await store.add(key, 'three', 60_000)).toBe(true);
    });

    it('numbers 40 concurrent hits of one counter 1 to 40, and opens a new window once the old one closes', async () => {
      const key = unique('hits');
      const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => instances[i % 5]!.hit(key, 60_000)));
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(hits.every((hit) => hit.resetInMs > 0 && hit.resetInMs <= 60_000)).toBe(true);
      const brief = unique('window');
      await instances[0]!.hit(brief, 30);
      await instances[0]!.hit(brief, 30);
      await sleep(150);
      expect((await instances[0]!.hit(brief, 30)).count).toBe(1);
    });

    it.each([
      ['an empty key', () => instances[0]!.add('', 'v', 1000)],
      ['a key of 513 characters', () => instances[0]!.get('k'.repeat(513))],
      ['a time to live of 0', () => instances[0]!.set('k', 'v', 0)],
      ['a fractional window', () => instances[0]!.hit('k', 1.5)],
      ['a value that is not a string', () => instances[0]!.add('k', 42 as never, 1000)],
    ])('refuses %s with INVALID_ARGUMENT before reaching the backend', async (_what, run) => {
      expect(await errorCode(run, ServerError)).toBe('INVALID_ARGUMENT');
    });

    it('accepts a passkey challenge once, whichever of 5 instances 20 concurrent registrations reach', async () => {
      const issuer = createPasskeyChallenges({ store: instances[0]! });
      const { challenge } = await issuer.create();
      const consumers = instances.map((store) => createPasskeyChallenges({ store }));
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => errorCode(consumers[i % 5]!.consume(challenge), ServerError)));
      expect(count(outcomes, 'no error')).toBe(1);
      expect(count(outcomes, 'CHALLENGE_UNKNOWN')).toBe(19);
    });

    it('runs a webhook once when 20 copies of its delivery reach 5 instances at once', async () => {
      const platform = platformKeys();
      const handled: string[] = [];
      const handlers = instances.map((store) => createWebhookHandler({ publicKey: platform.publicKeyHex, store, handle: async (event) => void handled.push(event.id) }));
      const event = envelope();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => handlers[i % 5]!(platform.deliver(event))));
      expect(handled).toEqual([event.id]);
      // The others were told it is a duplicate, or that it is being handled (409, so the service retries).
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const retried = await handlers[3]!(platform.deliver(event));
      expect(await retried.json()).toEqual({ received: true, duplicate: true });
    });

    it.runIf(backend.durable)('does not run a webhook again when its delivery is replayed after the handler restarts', async () => {
      const platform = platformKeys();
      const handled: string[] = [];
      const event = envelope();
      const before = createWebhookHandler({ publicKey: platform.publicKeyHex, store: backend.open(), handle: (e) => void handled.push(e.id) });
      expect((await before(platform.deliver(event))).status).toBe(200);
      // A new process: a new handler on a new connection, nothing kept in memory.
      const after = createWebhookHandler({ publicKey: platform.publicKeyHex, store: backend.open(), handle: (e) => void handled.push(e.id) });
      const replay = await after(platform.deliver(event));
      expect(await replay.json()).toEqual({ received: true, duplicate: true });
      expect(handled).toEqual([event.id]);
    });

    it.runIf(backend.durable)('reports a backend it cannot reach as STORE_FAILED, with the client error as cause', async () => {
      const store = await backend.broken();
      const failure = await store.add(unique('broken'), 'v', 1000).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ServerError);
      expect(failure).toMatchObject({ code: 'STORE_FAILED', cause: expect.any(Error) });
    });
  });
}

const postgresSkipped = skipWithout(postgresUnavailable());
describe.skipIf(postgresSkipped !== undefined)(`postgresStore, on its own table${postgresSkipped ? ` (skipped: ${postgresSkipped})` : ''}`, () => {
  let server: RunningServer;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startPostgres();
    pool = new pg.Pool({ connectionString: server.url, max: 8 });
  }, 90_000);
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  }, 30_000);

  it('creates its table once when 8 instances start at the same moment', async () => {
    const stores = Array.from({ length: 8 }, () => postgresStore({ client: pool, table: 'race_to_create' }));
    const answers = await Promise.all(stores.map((store, i) => store.add(`k${i}`, 'v', 60_000)));
    expect(answers).toEqual(Array(8).fill(true));
  });

  it('deletes expired rows as it writes, so the table does not keep them', async () => {
    const store = postgresStore({ client: pool, table: 'swept' });
    for (let i = 0; i < 300; i++) await store.add(`expired-${i}`, 'v', 1);
    await sleep(20);
    for (let i = 0; i < 300; i++) await store.set(`live-${i}`, 'v', 60_000);
    const { rows } = await pool.query<{ expired: string }>('SELECT count(*) AS expired FROM swept WHERE expires_at <= now()');
    expect(Number(rows[0]!.expired)).toBe(0);
  });

  it('refuses a table name that is not a plain identifier', async () => {
    expect(await errorCode(() => postgresStore({ client: pool, table: 'state; DROP TABLE x' }), ServerError)).toBe('INVALID_ARGUMENT');
  });
});

describe('the adapters, given no client', () => {
  it.each([
    ['redisStore', () => redisStore({} as never)],
    ['postgresStore', () => postgresStore({ client: null } as never)],
  ])('%s refuses to start with INVALID_ARGUMENT', async (_name, make) => {
    expect(await errorCode(make, ServerError)).toBe('INVALID_ARGUMENT');
  });
});
