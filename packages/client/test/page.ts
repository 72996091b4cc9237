/**
 * The page the client's browser tests drive. It loads the client, and for tests that want the
 * whole service in the page, the sandbox and the integrator handler too (both are fetch handlers
 * on Web APIs). Test code inside `page.evaluate` reaches them through `window.clientTest`.
 */
import { createKeyStore } from '@wallet-kit/key-store';
import { assertScaPasskey, enrollScaPasskey } from '@wallet-kit/passkey';
import { createClock, createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { createPasskeyChallenges, createServiceHandler } from '@wallet-kit/server';
import { createClient, type ClientOptions, type WalletKitClient } from '../src/index.js';

/** The integrator's own sign-in, reduced to a header naming the customer. */
function withUser(customerId: string, inner: typeof fetch): typeof fetch {
  return (input, init) => inner(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Test-Customer': customerId } });
}

/**
 * The sandbox and the integrator backend, both inside this page; clients reach them without a
 * socket. The sandbox follows the wall clock: @wallet-kit/passkey checks a challenge's expiry
 * against Date.now(), with no clock of its own to take.
 */
async function inPageWorld() {
  const sandbox: Sandbox = await createSandbox({ clock: createClock(), strictSignatures: true });
  const handler = createServiceHandler({
    serviceUrl: `${location.origin}${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    resolveEndUser: (request) => (request.headers.get('X-Test-Customer') ? { customerId: request.headers.get('X-Test-Customer')! } : null),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    environment: 'sandbox',
    passkeyChallenges: createPasskeyChallenges({ now: () => sandbox.now() }),
  });
  const people = seededPeople(sandbox);
  const person = (p: typeof people.alice) => ({ id: p.id, wallet: p.wallet, email: p.email!, bankUsd: p.bankUsd! });
  return {
    sandbox,
    alice: person(people.alice),
    elodie: person(people.elodie),
    /** A call to the backend as `customerId` would make it from the app, for what the client has no call for (SCA enrollment). */
    backend: (customerId: string, path: string, body: unknown) =>
      withUser(customerId, (input, init) => handler(new Request(new URL(String(input), location.href), init)))(`/api/service${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<Record<string, unknown>>),
    client(customerId: string, options: Partial<ClientOptions> = {}): WalletKitClient {
      const keyStore = createKeyStore({ databaseName: `client-page-${Math.random()}` });
      return createClient({
        fetch: withUser(customerId, (input, init) => handler(new Request(new URL(String(input), location.href), init))),
        keyStore,
        environment: 'sandbox',
        now: () => sandbox.now(),
        session: { storageKey: `wallet-kit:page:${Math.random()}` },
        ...options,
      });
    },
  };
}

/** A client of the backend served at this page's origin (`/api/service`), on the clock the test sets in `window.testNow`. */
function backendClient(customerId: string, options: Partial<ClientOptions> = {}): WalletKitClient {
  return createClient({
    fetch: withUser(customerId, (input, init) => fetch(input, init)),
    environment: 'sandbox',
    now: () => window.testNow ?? Date.now(),
    ...options,
  });
}

const api = { inPageWorld, backendClient, assertScaPasskey, enrollScaPasskey };

declare global {
  interface Window {
    clientTest: typeof api;
    wkReady: boolean;
    testNow?: number;
  }
}

window.clientTest = api;
window.wkReady = true;
