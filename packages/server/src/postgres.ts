/** @wallet-kit/server/postgres: the state store and the event bus on PostgreSQL, for several instances. Imports no PostgreSQL library. */
export { postgresStore, postgresSchema, type PostgresQueries, type PostgresStoreOptions } from './store/postgres.js';
export type { StateStore } from './store/state-store.js';
export { postgresEventBus, type PostgresEventBusOptions, type PostgresListener } from './events/postgres-bus.js';
export type { EventBus } from './events/bus.js';
