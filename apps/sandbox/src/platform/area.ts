import type { Hono } from 'hono';
import type { Kernel } from '../kernel/kernel.js';
import type { Store } from '../store/store.js';
import type { TableSpec } from '../store/table.js';
import type { SandboxEnv } from './http.js';
import type { Idempotency } from './idempotency.js';

/** What the app hands every area's routes: the one idempotency cache of the sandbox. */
export interface AreaShared {
  idempotency: Idempotency;
}

/**
 * One area of the sandbox (a folder of `modules/`), as its `index.ts` exports it: everything the
 * sandbox needs to serve it. `areas.ts` lists them; the app, the schema and the start loop over
 * that list, so a new area is a folder and one line there.
 *
 * @example
 * export const vaspArea: Area = { name: 'vasps', routes: () => vaspRoutes() };
 */
export interface Area {
  /** The folder's name. */
  readonly name: string;
  /** Its routes; the app orders every area's routes together, fixed paths before parameters. */
  readonly routes?: (k: Kernel, shared: AreaShared) => Hono<SandboxEnv>;
  /** Its tables, in the one schema (`schema.ts`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table holds its own record type
  readonly tables?: readonly TableSpec<any>[];
  /** Data migrations of its tables, by the schema version they lead to. */
  readonly migrations?: Readonly<Record<number, (store: Store) => void>>;
  /** What its scheduled jobs do (`k.onJob`), registered at every start. */
  readonly jobs?: (k: Kernel) => void;
  /** Its hooks into other areas (lookups, observers), registered at every start before anything runs. */
  readonly hooks?: (k: Kernel) => void;
  /** Observers registered once the world is seeded: the seed's own changes are not news to the platform. */
  readonly observers?: (k: Kernel) => void;
}
