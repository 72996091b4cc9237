import { ServerError } from '../errors.js';
import type { RedisCommands } from '../store/redis.js';
import { checkBusMessage, type EventBus } from './bus.js';

/** What the bus needs of the connection it listens on (Redis gives a subscribing connection to nothing else): an ioredis client has it as is. */
export interface RedisSubscriber {
  /** Puts the connection in subscriber mode on `channel`. */
  subscribe(channel: string): Promise<unknown>;
  /** Leaves `channel`. */
  unsubscribe(channel: string): Promise<unknown>;
  /** Hears each message published on a subscribed channel. */
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  /** Stops hearing them. */
  off(event: 'message', listener: (channel: string, message: string) => void): unknown;
}

/** What `redisEventBus` needs: a client for PUBLISH and a connection of its own for SUBSCRIBE. */
export interface RedisEventBusOptions {
  /** A client that sends commands (the store's may serve). */
  publisher: RedisCommands;
  /** A connection of its own, which this bus puts in subscriber mode: `new Redis(url)` again. */
  subscriber: RedisSubscriber;
  /** The pub/sub channel; default `wallet-kit:events`. */
  channel?: string;
}

/**
 * An `EventBus` on Redis pub/sub: an event verified by one instance reaches browsers connected to
 * any other. Messages are references; the event is read from the shared store.
 *
 * @example
 * const bus = redisEventBus({ publisher: new Redis(url), subscriber: new Redis(url) });
 */
export function redisEventBus(options: RedisEventBusOptions): EventBus {
  const { publisher, subscriber } = options ?? {};
  if (typeof publisher !== 'object' || publisher === null || typeof publisher.call !== 'function') throw new ServerError('INVALID_ARGUMENT', 'redisEventBus: publisher: expected a Redis client with call(command, ...args) (ioredis)');
  if (typeof subscriber !== 'object' || subscriber === null || typeof subscriber.subscribe !== 'function' || typeof subscriber.on !== 'function') {
    throw new ServerError('INVALID_ARGUMENT', 'redisEventBus: subscriber: expected a Redis connection of its own with subscribe and on("message") (ioredis)');
  }
  const channel = options.channel === undefined ? 'wallet-kit:events' : options.channel;
  if (typeof channel !== 'string' || channel.length === 0 || channel.length > 100) throw new ServerError('INVALID_ARGUMENT', 'redisEventBus: channel: expected a name of 1 to 100 characters');
  let heard: ((from: string, message: string) => void) | undefined;
  return {
    async publish(message) {
      await publisher.call('PUBLISH', channel, checkBusMessage(message));
    },
    async subscribe(listener) {
      heard = (from, message) => {
        if (from === channel) listener(message);
      };
      subscriber.on('message', heard);
      await subscriber.subscribe(channel);
    },
    async close() {
      if (heard) subscriber.off('message', heard);
      await subscriber.unsubscribe(channel);
    },
  };
}
