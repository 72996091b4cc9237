import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createEvents, createWebhookHandler, END_USER_ROUTES, memoryStore, SANDBOX_KEY_ROUTES, toNodeListener, type WalletEvents } from '@wallet-kit/server';
import { seededPeople } from '@wallet-kit/sandbox';
import { createServer, defaultClientConditions, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { envelope, platformKeys } from '../../../server/test/platform-webhooks.js';
import { sandboxBackend } from '../../../server/test/sandbox-backend.js';

// Live updates end to end (issue 23): real browsers against createServiceHandler with createEvents in
// front of the in-process sandbox. Two tabs of one browser share one stream; a webhook reaches both
// with no status poll while the stream is up; a reconnect replays what it missed; a session revoked
// from device A (another origin: its own cookies, storage, locks and channel) drops device B at once.

const PAGE = 'packages/client/test/live.html';
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const platform = platformKeys();
let world: Awaited<ReturnType<typeof sandboxBackend>>;
let events: WalletEvents;
let webhooks: (request: Request) => Promise<Response>;
let vite: ViteDevServer;
let port: number;
/** What the backend saw: open streams, the Last-Event-ID each asked with, and status reads of a transaction. */
const freshWire = () => ({ open: 0, asked: [] as Array<string | undefined>, statusReads: 0, refuse: false });
let wire = freshWire();

function backendPlugin(): Plugin {
  return {
    name: 'live-backend',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (!req.url?.startsWith('/api/service/')) return next();
        if (req.url.startsWith('/api/service/events')) {
          if (wire.refuse) return void res.writeHead(503).end();
          // The engine's own count: a stream of the engine before may close after this one's began.
          const counted = wire;
          counted.open++;
          counted.asked.push(req.headers['last-event-id'] as string | undefined);
          res.once('close', () => counted.open--);
        }
        if (req.method === 'GET' && /^\/api\/service\/transactions\/[^/?]+$/.test(req.url)) wire.statusReads++;
        listener(req, res);
      });
    },
  };
}
let listener: (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A sandbox, handler and event hub of their own for each engine: an engine after the first would otherwise
 * sign the same person in past the sandbox's five challenges a minute.
 */
async function startBackend(): Promise<void> {
  wire = freshWire();
  world = await sandboxBackend();
  const store = memoryStore();
  events = createEvents({
    serviceUrl: `http://sandbox.test${world.sandbox.basePath}`,
    clientId: world.sandbox.credentials.clientId,
    clientSecret: world.sandbox.credentials.clientSecret,
    fetch: (input, init) => world.sandbox.fetch(new Request(input, init)),
    store,
    heartbeatMs: 5_000,
    log: () => undefined,
  });
  listener = toNodeListener(
    world.handler({
      store,
      events,
      routes: [...END_USER_ROUTES, ...SANDBOX_KEY_ROUTES],
      // The test's stand-in for an app's sign-in cookie: each origin (device) has its own jar.
      resolveEndUser: (request) => {
        const customerId = /wk-test-customer=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
        return customerId ? { customerId: decodeURIComponent(customerId) } : null;
      },
    }),
    { log: () => undefined },
  );
  webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined, log: () => undefined });
}

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    cacheDir: 'node_modules/.vite-client-live-test',
    plugins: [backendPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    optimizeDeps: { entries: [PAGE] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, fs: { allow: [repoRoot] } },
  });
  await vite.listen();
  port = (vite.httpServer!.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await vite?.close();
});

/** A payment of the sandbox's, completed as the service would tell the platform: signed, to the webhook endpoint. */
async function completed(transaction: { id: string; customerId?: string }, updatedAt: string): Promise<void> {
  const answer = await webhooks(platform.deliver(envelope({ type: 'INCOMING_PAYMENT.COMPLETED', data: { ...transaction, status: 'COMPLETED', updatedAt } })));
  expect(answer.status).toBe(200);
}

describeEngines('live updates over one stream per browser', (browser) => {
  beforeAll(startBackend, 60_000);
  afterAll(async () => {
    await events?.close();
  });
  async function open(host: 'localhost' | '127.0.0.1', customerId: string): Promise<TestPage> {
    const page = await browser.newPage();
    await page.goto(`http://${host}:${port}/${PAGE}`);
    await page.waitForFunction(() => window.wkReady === true, undefined, { timeout: 60_000 });
    await page.evaluate((id) => window.live.start(id), customerId);
    return page;
  }
  const seen = (page: TestPage) => page.evaluate(() => window.live.seen.map((entry) => entry.updatedAt));

  it('shares one stream between two tabs, pushes a completed payment to both with no status poll, replays after a reconnect, and signs device B out when A revokes its session', { timeout: 180_000 }, async () => {
    const people = seededPeople(world.sandbox);
    const alice = people.alice;
    const funded = world.sandbox.fund(alice.usd!, 250) as { id: string };

    const tab1 = await open('localhost', alice.id);
    await tab1.evaluate((credential) => window.live.signIn(credential), alice.email!);
    // The second tab opens once signed in: it finds the session in this browser's storage.
    const tab2 = await open('localhost', alice.id);
    for (const tab of [tab1, tab2]) await tab.evaluate((id) => window.live.watch(id), funded.id);
    await expect.poll(() => seen(tab2), { timeout: 30_000 }).toHaveLength(1);
    await expect.poll(() => wire.open, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => tab2.evaluate(() => window.live.client!.events.status()), { timeout: 30_000 }).toBe('up');

    const reads = wire.statusReads;
    const first = new Date(Date.now() + 60_000).toISOString();
    await completed({ id: funded.id, customerId: alice.id }, first);
    for (const tab of [tab1, tab2]) await expect.poll(() => seen(tab), { timeout: 30_000 }).toContain(first);
    expect(wire.statusReads).toBe(reads);
    expect(wire.open).toBe(1);

    // The stream drops and cannot come back for a while: an event meanwhile is replayed on the reconnect.
    wire.refuse = true;
    await events.signOut(alice.id);
    await expect.poll(() => tab1.evaluate(() => window.live.client!.events.status()), { timeout: 30_000 }).toBe('down');
    const missed = new Date(Date.now() + 120_000).toISOString();
    await completed({ id: funded.id, customerId: alice.id }, missed);
    const asked = wire.asked.length;
    wire.refuse = false;
    for (const tab of [tab1, tab2]) await expect.poll(() => seen(tab), { timeout: 60_000 }).toContain(missed);
    expect(wire.asked.slice(asked).filter((id) => id !== undefined)).not.toEqual([]);

    // Device B: another origin, so its own cookies, storage, Web Locks and channel.
    const deviceB = await open('127.0.0.1', alice.id);
    const sessionB = await deviceB.evaluate((credential) => window.live.signIn(credential), alice.email!);
    await deviceB.evaluate((id) => window.live.watch(id), funded.id);
    await expect.poll(() => deviceB.evaluate(() => window.live.client!.events.status()), { timeout: 30_000 }).toBe('up');
    await tab1.evaluate((id) => window.live.client!.sessions.endSession(id), sessionB);
    await expect.poll(() => deviceB.evaluate(() => window.live.client!.session.getState().ended), { timeout: 30_000 }).toBe('revoked');
    expect(await tab1.evaluate(() => window.live.client!.session.getState().status)).toBe('active');
  });
});
