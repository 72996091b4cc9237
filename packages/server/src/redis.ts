/** @wallet-kit/server/redis: the state store and the event bus on Redis, for several instances. Imports no Redis library. */
export { redisStore, type RedisCommands, type RedisStoreOptions } from './store/redis.js';
export type { StateStore } from './store/state-store.js';
export { redisEventBus, type RedisEventBusOptions, type RedisSubscriber } from './events/redis-bus.js';
export type { EventBus } from './events/bus.js';
