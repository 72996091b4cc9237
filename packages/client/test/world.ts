import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeyStore } from '@wallet-kit/key-store';
import { createManualClock, createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { clientAddressOf, createPasskeyChallenges, createServiceHandler, END_USER_ROUTES, SANDBOX_CONTROL_ROUTES, SANDBOX_KEY_ROUTES, toNodeListener, type EndUser } from '@wallet-kit/server';
import { createClient, RequestAbortedError, type ClientOptions, type SessionStorageLike, type WalletKitClient } from '../src/index.js';

/** What reached the integrator backend from a client: method, path and the headers that matter. */
export interface SeenRequest {
  customerId: string;
  method: string;
  path: string;
  body: string;
  headers: Record<string, string>;
}

export function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const HEADERS_OF_INTEREST = ['idempotency-key', 'service-wallet-signature', 'request-id'];

/** Named handles on the sandbox's seeded world. */
function handles(sandbox: Sandbox) {
  const { alice, elodie } = seededPeople(sandbox);
  return {
    alice: { id: alice.id, wallet: alice.wallet, usd: alice.usd!, bankUsd: alice.bankUsd!, email: alice.email!, sms: alice.sms!, card: alice.card! },
    elodie: { id: elodie.id, wallet: elodie.wallet, eur: elodie.eur!, bankUsd: elodie.bankUsd!, bankEur: elodie.bankEur!, email: elodie.email!, card: elodie.card! },
  };
}

/**
 * The whole path of a call, in process: client -> createServiceHandler (the integrator backend,
 * scoping to the end user named by a test header) -> the sandbox in strict-signature mode on a
 * manual clock. The clients wait by moving the sandbox clock, so polls and expiries need no real time.
 */
export async function testWorld(options: { sandboxControls?: boolean } = {}) {
  const clock = createManualClock();
  const sandbox = await createSandbox({ clock, strictSignatures: true });
  const seen: SeenRequest[] = [];
  const clients: WalletKitClient[] = [];
  const handler = createServiceHandler({
    serviceUrl: `http://sandbox.test${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    // The integrator's own sign-in, reduced to a header (never trusted like this in production).
    resolveEndUser: (request): EndUser | null => (request.headers.get('X-Test-Customer') ? { customerId: request.headers.get('X-Test-Customer')! } : null),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    environment: 'sandbox',
    // A demo-like backend also forwards the sandbox's controls; the default one does not.
    ...(options.sandboxControls ? { routes: [...END_USER_ROUTES, ...SANDBOX_KEY_ROUTES, ...SANDBOX_CONTROL_ROUTES] } : {}),
    passkeyChallenges: createPasskeyChallenges({ now: () => sandbox.now() }),
    // Over a socket the peer's address; in process there is none, so a documentation address (RFC 5737) stands in.
    endUserAddress: (request) => clientAddressOf(request) ?? '203.0.113.1',
    now: () => sandbox.now(),
  });

  // WALLET_KIT_TRANSPORT=http (the `client-http` test project) runs every flow again with the
  // backend behind a real Node HTTP server (toNodeListener) and the client's calls on a socket.
  let server: Server | undefined;
  let origin: Promise<string> | undefined;
  const httpOrigin = () =>
    (origin ??= new Promise<string>((resolve) => {
      server = createServer(toNodeListener(handler));
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`));
    }));
  const overSocket = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return fetch(`${await httpOrigin()}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, ...(body ? { body } : {}) });
  };
  const backend = process.env.WALLET_KIT_TRANSPORT === 'http' ? overSocket : handler;

  /** The browser's fetch, as the integrator's app would make it: with its own session naming the user. */
  function browserFetch(customerId: string, target: (request: Request) => Promise<Response> = backend): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      request.headers.set('X-Test-Customer', customerId);
      // What a browser adds to every call its page makes to its own backend.
      request.headers.set('Sec-Fetch-Site', 'same-origin');
      const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
      const headers = Object.fromEntries(HEADERS_OF_INTEREST.flatMap((name) => (request.headers.has(name) ? [[name, request.headers.get(name)!]] : [])));
      seen.push({ customerId, method: request.method, path: decodeURIComponent(new URL(request.url).pathname).replace(/^\/api\/service/, ''), body, headers });
      return target(request);
    };
  }

  /** A client signed in as nobody yet, acting for `customerId`. */
  function clientFor(customerId: string, overrides: Partial<ClientOptions> = {}): WalletKitClient {
    const keyStore = createKeyStore({ databaseName: `client-test-${Math.random()}` });
    keyStore.on('storage-degraded', () => undefined);
    const client = createClient({
      baseUrl: 'http://app.test/api/service',
      fetch: browserFetch(customerId),
      keyStore,
      environment: 'sandbox',
      storage: memoryStorage(),
      now: () => sandbox.now(),
      sleep: async (ms, signal) => {
        if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason });
        sandbox.advanceClock(ms);
      },
      // Its own channel: clients in one process must not hear each other's sign-outs.
      session: { storageKey: `wallet-kit:test:${Math.random()}` },
      ...overrides,
    });
    clients.push(client);
    return client;
  }

  /** A call with the platform's credentials, straight to the sandbox: scenarios, bank returns, inspection. */
  async function platform(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test${sandbox.basePath}${path}`, {
        method,
        headers: { Authorization: `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  return {
    sandbox,
    clock,
    handler,
    seen,
    world: handles(sandbox),
    clientFor,
    browserFetch,
    platform,
    dispose: () => {
      clients.forEach((client) => client.dispose());
      server?.close();
    },
  };
}

export type TestWorld = Awaited<ReturnType<typeof testWorld>>;

/** Signs `client` in with the e-mail OTP credential and the sandbox's code. */
export async function signIn(client: WalletKitClient, credentialId: string) {
  const signInFlow = await client.auth.startOtpSignIn({ credentialId });
  return signInFlow.submitCode('000000');
}

/** An OIDC token from the sandbox's identity provider, signed as a real one's would be (its `iss` is the sandbox's). */
export function oidcToken(sandbox: Sandbox, claims: { sub: string; aud?: string; email?: string; nonce?: string; iat?: number }): Promise<string> {
  return sandbox.issueOidcToken(claims);
}
