/** @wallet-kit/server/postgres: the state store on PostgreSQL, for several instances. Imports no PostgreSQL library. */
export { postgresStore, postgresSchema, type PostgresQueries, type PostgresStoreOptions } from './store/postgres.js';
export type { StateStore } from './store/state-store.js';
