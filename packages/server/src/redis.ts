/** @wallet-kit/server/redis: the state store on Redis, for several instances. Imports no Redis library. */
export { redisStore, type RedisCommands, type RedisStoreOptions } from './store/redis.js';
export type { StateStore } from './store/state-store.js';
