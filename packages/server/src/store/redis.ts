import { ServerError } from '../errors.js';
import { checkKey, checkTtl, checkValue, storeCall, type StateStore } from './state-store.js';

/**
 * What the adapter needs of a Redis client: one way to send a command. An ioredis client has it
 * as is; node-redis fits in one line:
 * `{ call: (command, ...args) => client.sendCommand([command, ...args.map(String)]) }`.
 */
export interface RedisCommands {
  /** Sends one command with its arguments, as ioredis's `call` does. */
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
}

export interface RedisStoreOptions {
  /** A connected client (ioredis `new Redis(url)`, or node-redis through the one-line wrapper above). */
  client: RedisCommands;
  /** Put before every key, so several apps can share one Redis; default `wallet-kit:`. */
  prefix?: string;
}

// One script, so that the count and the window's expiry are set together: a crash between two
// commands would leave a counter that never expires.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * A `StateStore` on Redis (6.2 or later: it uses GETDEL), for several instances of the backend.
 * Expiry is Redis's own (`PX`), every operation is one atomic command, and this module imports no
 * Redis library: you pass your client in, so users of the other stores never load one.
 *
 * @example
 * import Redis from 'ioredis';
 * import { redisStore } from '@wallet-kit/server/redis';
 * const store = redisStore({ client: new Redis(process.env.REDIS_URL!) });
 */
export function redisStore(options: RedisStoreOptions): StateStore {
  // A function has a `call` of its own (Function.prototype.call): a client is an object.
  if (typeof options?.client !== 'object' || options.client === null || typeof options.client.call !== 'function') {
    throw new ServerError('INVALID_ARGUMENT', 'redisStore: expected { client } with a call(command, ...args) method (an ioredis client, or node-redis wrapped)');
  }
  const { client } = options;
  const prefix: unknown = options.prefix === undefined ? 'wallet-kit:' : options.prefix;
  if (typeof prefix !== 'string' || prefix.length > 64) throw new ServerError('INVALID_ARGUMENT', 'redisStore: prefix must be a string of at most 64 characters');
  const send = (operation: string, command: string, ...args: (string | number)[]) => storeCall('Redis', operation, () => client.call(command, ...args));
  const full = (key: string) => prefix + checkKey(key);
  const text = (reply: unknown) => (reply === null || reply === undefined ? undefined : String(reply));

  return {
    async add(key, value, ttlMs) {
      return (await send('add', 'SET', full(key), checkValue(value), 'PX', checkTtl(ttlMs), 'NX')) === 'OK';
    },
    async get(key) {
      return text(await send('get', 'GET', full(key)));
    },
    async set(key, value, ttlMs) {
      await send('set', 'SET', full(key), checkValue(value), 'PX', checkTtl(ttlMs));
    },
    async take(key) {
      return text(await send('take', 'GETDEL', full(key)));
    },
    async delete(key) {
      await send('delete', 'DEL', full(key));
    },
    async hit(key, windowMs) {
      const reply = await send('hit', 'EVAL', HIT, 1, full(key), checkTtl(windowMs, 'windowMs'));
      const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
      if (count === undefined || ttl === undefined || !Number.isFinite(count)) {
        throw new ServerError('STORE_FAILED', 'the Redis store answered hit with something other than [count, ttl]');
      }
      return { count, resetInMs: Math.max(0, ttl) };
    },
  };
}
