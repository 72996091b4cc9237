import { createApp, BASE_PATH } from './app.js';
import type { SandboxState, Scenarios, TransactionRecord } from './model/types.js';
import { runDueJobs } from './payments/engine.js';
import { fundAccount } from './routes/sandbox.js';
import { Runtime, type SandboxOptions } from './runtime.js';
import { flushWebhooks } from './webhooks/deliver.js';

export interface Sandbox {
  /** The service as a fetch handler: `(Request) => Promise<Response>`, under `/2025-10-13`. */
  fetch(request: Request): Promise<Response>;
  readonly basePath: string;
  readonly credentials: { clientId: string; clientSecret: string };
  /** The simulated enclave's signer keys (uncompressed hex), for verifying bundles; same as `GET /sandbox/enclave-keys`. */
  readonly enclaveKeys: { otpBundle: string; walletExport: string; webhook: string };
  now(): number;
  /** Moves the sandbox clock and settles whatever fell due. */
  advanceClock(ms: number): void;
  /** Settles whatever fell due on the clock (servers call it every second). */
  tick(): void;
  fund(accountId: string, amount: number): TransactionRecord;
  setScenarios(scenarios: Partial<Scenarios>): void;
  /** Waits until no webhook delivery is in flight. */
  flushWebhooks(): Promise<void>;
  /** Ways money could have gone missing; empty when the books balance. */
  audit(): string[];
  /** A JSON copy of the whole state, for `createSandbox({ state })`. */
  snapshot(): SandboxState;
  /** The live state, read-only by convention: for tests and the CLI's listing. */
  readonly state: SandboxState;
  /** Called after every change (the CLI saves the state file on it). */
  onChange(listener: () => void): () => void;
  /** Every endpoint served, as `{ method, path }` with `:param` segments and without the base path (the contract test reads it). */
  readonly routes: ReadonlyArray<{ method: string; path: string }>;
}

/**
 * The service, simulated: a fetch handler built on Hono and Web APIs only, so it runs in Node, in
 * tests without a socket, and in a browser for Storybook.
 *
 * @example
 * const sandbox = await createSandbox({ clock: createManualClock() });
 * const response = await sandbox.fetch(new Request('http://sandbox/2025-10-13/config', { headers: { Authorization: 'Basic ' + btoa('sandbox-client-id:sandbox-client-secret') } }));
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const rt = await Runtime.create(options);
  const app = createApp(rt);
  return {
    fetch: async (request) => app.fetch(request),
    basePath: BASE_PATH,
    routes: app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ method: route.method, path: route.path.slice(BASE_PATH.length) })),
    get credentials() {
      return { clientId: rt.state.platform.clientId, clientSecret: rt.state.platform.clientSecret };
    },
    enclaveKeys: { otpBundle: rt.keys.otpBundle.publicKey, walletExport: rt.keys.walletExport.publicKey, webhook: rt.keys.webhook.publicKey },
    now: () => rt.now(),
    advanceClock(ms) {
      rt.clock.advance(ms);
      runDueJobs(rt);
      rt.changed();
    },
    tick() {
      if (runDueJobs(rt) > 0) rt.changed();
    },
    fund(accountId, amount) {
      const tx = fundAccount(rt, accountId, amount);
      rt.changed();
      return tx;
    },
    setScenarios(scenarios) {
      Object.assign(rt.state.scenarios, scenarios);
      rt.changed();
    },
    flushWebhooks: () => flushWebhooks(rt),
    audit: () => rt.ledger.audit(),
    snapshot: () => {
      // Not changed(): a snapshot changes nothing, and notifying would make the CLI save again, forever.
      rt.syncClock();
      return JSON.parse(JSON.stringify(rt.state)) as SandboxState;
    },
    get state() {
      return rt.state;
    },
    onChange(listener) {
      rt.listeners.add(listener);
      return () => rt.listeners.delete(listener);
    },
  };
}

