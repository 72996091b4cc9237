import type { KeyStore } from '@wallet-kit/key-store';
import type { Environment } from './environment.js';
import type { LiveEvents } from './events/hub.js';
import type { SessionManager } from './session/manager.js';
import type { ExpectedSigners } from './signers.js';
import type { Transport } from './transport.js';
import type { AuthSession } from './types.js';

/** What every flow of the client shares; made once by createClient. */
export interface ClientContext {
  send: Transport;
  keyStore: KeyStore;
  sessions: SessionManager<AuthSession>;
  /** The environment the client was made for; it also chose `signers`. */
  environment: Environment;
  signers(): Promise<ExpectedSigners>;
  now(): number;
  /** Waits between polls and retries; rejects with RequestAbortedError when `signal` aborts. A seam for tests. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Pushed updates; undefined when the client was made with `events: false` (or a test's context). */
  events?: LiveEvents | undefined;
}
