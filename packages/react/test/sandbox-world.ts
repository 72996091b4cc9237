/**
 * The whole service inside the page, for Storybook stories and the Chromium flow tests: the sandbox
 * (a fetch handler on Web APIs), the integrator backend in front of it (createServiceHandler, scoping
 * every call to the story's customer), and a real client that reaches it without a socket.
 * Nothing here is a hand-written fake: codes, stamps, HPKE bundles and SCA rounds are the sandbox's own.
 */
import { createClient, type Quote, type QuoteRequest, type WalletKitClient } from '@wallet-kit/client';
import { createKeyStore } from '@wallet-kit/key-store';
import { createClock, createSandbox, seededPeople, type Sandbox, type Scenarios } from '@wallet-kit/sandbox';
import { createPasskeyChallenges, createServiceHandler } from '@wallet-kit/server';

export type Person = 'alice' | 'elodie';

export interface SandboxWorldOptions {
  /** Whose app this is: the backend resolves every call to this customer. Élodie is in the EU (SCA); Alice in the US. */
  readonly person?: Person;
  readonly scenarios?: Partial<Scenarios>;
  /** The client waits out 429s by default; stories and tests that show the wait turn it off. */
  readonly waitOnRateLimit?: boolean;
  /** The client's session keeping; `autoRefresh: false` makes it warn before expiry instead of refreshing. */
  readonly session?: { readonly autoRefresh?: boolean; readonly warnLeadMs?: number };
  /** A customer the integrator creates at sign-up (a `POST /customers` body), who is then the story's person: onboarding stories. */
  readonly newCustomer?: Readonly<Record<string, unknown>>;
}

/** What an integrator's backend does at sign-up: creates the customer with the platform's credentials. */
async function createCustomer(sandbox: Sandbox, body: Readonly<Record<string, unknown>>): Promise<ReturnType<typeof handles>[Person]> {
  const auth = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await sandbox.fetch(new Request(`http://sandbox.test${sandbox.basePath}${path}`, { method, headers: { Authorization: auth, 'Content-Type': 'application/json' }, ...(json ? { body: JSON.stringify(json) } : {}) }));
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; data: { id: string; type: string }[] };
  };
  const { id } = await call('POST', '/customers', body);
  const wallet = (await call('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(id)}`)).data.find((a) => a.type === 'EMBEDDED_WALLET')?.id ?? '';
  return { id, wallet, bankUsd: undefined, bankEur: undefined, email: undefined, sms: undefined, card: undefined };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

/**
 * The request as the backend would receive it from this page: with the `Sec-Fetch-Site: same-origin`
 * a browser's network layer adds (a page's own Request cannot carry it), so the handler's checks of
 * where a call comes from (document uploads need it) hold here as they do behind a real server.
 */
function fromThisPage(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Sec-Fetch-Site', 'same-origin');
  return new Proxy(request, {
    get(target, property) {
      if (property === 'headers') return headers;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The form as a browser sends it (multipart/form-data). WebKit cannot read back a body made from a FormData that
 * holds a file (every read of such a Request fails: "Unable to read form data blob"); over a network its network
 * process reads it, but the handler here runs in the page, so the page encodes the form itself, in every engine.
 */
async function multipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----WalletKitWorld${crypto.randomUUID().replace(/-/g, '')}`;
  const encoder = new TextEncoder();
  const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`));
      continue;
    }
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`));
    parts.push(new Uint8Array(await value.arrayBuffer()), encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  parts.reduce((offset, part) => (body.set(part, offset), offset + part.byteLength), 0);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The client's request as the handler in the page receives it: a form's body encoded here (see multipart). */
async function requestFromClient(url: RequestInfo | URL, init: RequestInit = {}): Promise<Request> {
  const target = new URL(String(url), location.href);
  if (!(init.body instanceof FormData)) return new Request(target, init);
  const { body, contentType } = await multipart(init.body);
  const headers = new Headers(init.headers);
  headers.set('Content-Type', contentType);
  return new Request(target, { ...init, headers, body });
}

/** Named handles on the sandbox's seeded world. */
function handles(sandbox: Sandbox) {
  const { alice, elodie } = seededPeople(sandbox);
  const person = (p: typeof alice) => ({ id: p.id, wallet: p.wallet, bankUsd: p.bankUsd, bankEur: p.bankEur, email: p.email, sms: p.sms, card: p.card });
  return { alice: person(alice), elodie: person(elodie) };
}

export interface SandboxWorld {
  readonly sandbox: Sandbox;
  readonly client: WalletKitClient;
  readonly people: ReturnType<typeof handles>;
  readonly me: ReturnType<typeof handles>[Person];
  /** The sandbox's clock: pass it to the widgets' `now` so countdowns agree with the service after `advance`. */
  now(): number;
  /** Moves the sandbox's clock (quotes and challenges expire, payouts settle), and wakes the widgets' countdowns. */
  advance(ms: number): void;
  /** Signs the client in with the e-mail code (000000), as the SignIn widget would. */
  signIn(): Promise<void>;
  /** A cross-currency send from the wallet to the person's USD bank account (two SCA rounds for Élodie). */
  sendRequest(amount?: number): QuoteRequest;
  /** Signs in and executes a quote, answering with the SCA challenge pending. */
  pendingQuote(options?: { scaFactor?: 'SMS_OTP' | 'PASSKEY' }): Promise<Quote>;
  /** Gives the customer an enrolled SCA passkey record (stories only: no authenticator signs for it). */
  fakeScaPasskey(): void;
  /** Adds a PASSKEY credential record to the wallet (stories only). */
  fakeWalletPasskey(): string;
  /** Another device of the same person, signed in with a key store and storage of its own: it can end this one's session. */
  otherDevice(): Promise<WalletKitClient>;
  /** A call with the platform's credentials straight to the sandbox (card simulators, issuing a card). */
  platform(method: string, path: string, body?: unknown): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stories read JSON freely
  dispose(): void;
}

/**
 * A Storybook loader: the world (and whatever `prepare` adds) arrives in the story's `loaded`, and the
 * preview's decorator hands `loaded.world.client` to the provider.
 *
 * @example export const Review = { loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())] };
 */
export function worldLoader<Extra extends object = object>(options: SandboxWorldOptions = {}, prepare?: (world: SandboxWorld) => Promise<Extra | undefined> | Extra | undefined) {
  return async (): Promise<{ world: SandboxWorld } & Partial<Extra>> => {
    const world = await createSandboxWorld(options);
    const extra = prepare ? await prepare(world) : undefined;
    return { world, ...extra } as { world: SandboxWorld } & Partial<Extra>;
  };
}

/**
 * @example
 * const world = await createSandboxWorld({ person: 'elodie' });
 * <WalletKitProvider client={world.client}><QuoteConfirmation request={world.sendRequest()} now={world.now} /></WalletKitProvider>
 */
export async function createSandboxWorld(options: SandboxWorldOptions = {}): Promise<SandboxWorld> {
  // The wall clock plus whatever the story advanced: @wallet-kit/passkey checks expiries against Date.now.
  const clock = createClock();
  const sandbox = await createSandbox({ clock, strictSignatures: true });
  if (options.scenarios) sandbox.setScenarios(options.scenarios);
  const people = handles(sandbox);
  const me = options.newCustomer ? await createCustomer(sandbox, options.newCustomer) : people[options.person ?? 'elodie'];
  const handler = createServiceHandler({
    serviceUrl: `${location.origin}${sandbox.basePath}`,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    // The integrator's own sign-in says who the user is; here, the story's person.
    resolveEndUser: () => ({ customerId: me.id }),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    environment: 'sandbox',
    passkeyChallenges: createPasskeyChallenges({ now: () => sandbox.now() }),
    // No socket in a page: a documentation address (RFC 5737) is the end user's, for the terms' evidence.
    endUserAddress: () => '203.0.113.7',
    now: () => sandbox.now(),
  });
  // One device: a key store and session storage of its own, against the same backend.
  const device = () => {
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    return createClient({
      fetch: async (url, init) => handler(fromThisPage(await requestFromClient(url, init))),
      environment: 'sandbox',
      keyStore: createKeyStore({ databaseName: `wallet-kit-stories-${unique}` }),
      storage: memoryStorage(),
      now: () => sandbox.now(),
      session: { storageKey: `wallet-kit:stories:${unique}`, ...options.session },
      ...(options.waitOnRateLimit === false ? { rateLimit: { maxRetries: 0 } } : {}),
    });
  };
  const signIn = async (on: WalletKitClient) => {
    const flow = await on.auth.startOtpSignIn({ credentialId: me.email! });
    await flow.submitCode('000000');
  };
  const baseClient = device();

  // A card reveal's URL is the card processor's page; the in-page sandbox has no server to load it
  // from, so the page it would serve is handed to the iframe as a blob of the same HTML.
  const client: WalletKitClient = {
    ...baseClient,
    cards: {
      ...baseClient.cards,
      async revealCard(cardId, options) {
        const reveal = await baseClient.cards.revealCard(cardId, options);
        const page = await sandbox.fetch(new Request(reveal.panEmbedUrl));
        return { ...reveal, panEmbedUrl: URL.createObjectURL(new Blob([await page.text()], { type: 'text/html' })) };
      },
    },
  };

  const world: SandboxWorld = {
    sandbox,
    client,
    people,
    me,
    now: () => sandbox.now(),
    advance(ms) {
      sandbox.advanceClock(ms);
      // Countdowns re-read the clock when the page regains focus.
      window.dispatchEvent(new Event('focus'));
    },
    signIn: () => signIn(client),
    async otherDevice() {
      const other = device();
      await signIn(other);
      return other;
    },
    sendRequest(amount = 3_000) {
      return {
        source: { sourceType: 'ACCOUNT', accountId: me.wallet },
        destination: { destinationType: 'ACCOUNT', accountId: me.bankUsd! },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: amount,
      } as QuoteRequest;
    },
    async pendingQuote(execute = {}) {
      if (client.session.getState().status !== 'active') await world.signIn();
      const quote = await client.quotes.createQuote(world.sendRequest());
      return client.quotes.executeQuote(quote, execute.scaFactor ? { scaFactor: execute.scaFactor } : {});
    },
    fakeScaPasskey() {
      sandbox.fixtures.scaPasskey(me.id, 'Story laptop');
    },
    fakeWalletPasskey() {
      return sandbox.fixtures.walletPasskey(me.wallet, 'Story laptop');
    },
    async platform(method, path, body) {
      const response = await sandbox.fetch(
        new Request(`${location.origin}${sandbox.basePath}${path}`, {
          method,
          headers: { Authorization: `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
      const text = await response.text();
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    },
    dispose: () => client.dispose(),
  };
  return world;
}
