import { createClock, createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { createEvents, createServiceHandler, createWebhookHandler, memoryStore, toNodeListener, type WalletEvents } from '@wallet-kit/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { envelope, platformKeys } from '../../server/test/platform-webhooks.js';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf, startStaticHost, type StaticHost } from '../test/host.js';

// Issue 23: <wallet-kit-activity> of the BUILT wallet-kit.js changes from a pushed payment, read once for the
// event and never polled while the stream is up, though its refresh interval is short enough to show any poll.
// And elements given different `signers` (two clients: each checks the bundles of its own environment) still
// read one stream: the clients share the session's storage key, so its Web Lock and channel.

const platform = platformKeys();
let host: StaticHost;
let sandbox: Sandbox;
let events: WalletEvents;
let handler: (request: Request) => Promise<Response>;
let webhooks: (request: Request) => Promise<Response>;
let elodie: { id: string; wallet: string; eur: string };

beforeAll(async () => {
  host = await startStaticHost({ '/': [new URL('../test/blank.html', import.meta.url), 'text/html'] }, (request, response) => toNodeListener(handler)(request, response));
});
afterAll(() => host?.close());

/** A sandbox, event hub and handler of their own for each engine: the sign-in codes are limited per minute. */
async function startBackend(): Promise<void> {
  sandbox = await createSandbox({ clock: createClock(), strictSignatures: true });
  const seeded = seededPeople(sandbox).elodie;
  elodie = { id: seeded.id, wallet: seeded.wallet, eur: seeded.eur! };
  const store = memoryStore();
  const upstream = { serviceUrl: `http://sandbox.test${sandbox.basePath}`, clientId: sandbox.credentials.clientId, clientSecret: sandbox.credentials.clientSecret, fetch: (input: RequestInfo | URL, init?: RequestInit) => sandbox.fetch(new Request(input, init)) };
  events = createEvents({ ...upstream, store, heartbeatMs: 5_000, log: () => undefined });
  handler = createServiceHandler({ ...upstream, store, events, resolveEndUser: () => ({ customerId: elodie.id }), environment: 'sandbox', log: () => undefined });
  webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined, log: () => undefined });
}

async function addElement(page: TestPage, tag: string, attributes: Record<string, string>): Promise<void> {
  await page.evaluate(
    ([tagName, attrs]) => {
      const element = document.createElement(tagName);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      document.getElementById('main')!.append(element);
    },
    [tag, attributes] as const,
  );
}

/** A blank page of the host with wallet-kit.js, Élodie signed in through <wallet-kit-sign-in>, noting the stream's status as the hub tells the tabs. */
async function openSignedIn(page: TestPage): Promise<void> {
  await page.goto(host.origin);
  await page.waitForFunction(() => window.WalletKit !== undefined);
  await page.evaluate(() => {
    const place = window as unknown as { liveStatus?: string };
    new BroadcastChannel('wallet-kit:session:events').addEventListener('message', (event: MessageEvent<{ type?: string; status?: string }>) => {
      if (event.data?.type === 'live-status') place.liveStatus = event.data.status;
    });
  });
  await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' });
  await page.getByRole('button', { name: /^Email a code to / }).click();
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await code.waitFor();
  await code.click();
  await page.keyboard.type('000000');
  await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
}

const liveStatus = (page: TestPage) => page.evaluate(() => (window as unknown as { liveStatus?: string }).liveStatus);
/** Reads of the activity (`GET /transactions`) that reached the backend. */
const activityReads = () => host.requests.filter((request) => request.method === 'GET' && request.path === '/api/service/transactions').length;

const streamsOpened = () => host.requests.filter((request) => request.path === '/api/service/events').length;

describeEngines('<wallet-kit-activity> on the event stream', (browser) => {
  beforeAll(startBackend, 60_000);
  afterAll(async () => {
    await events?.close();
  });

  it('shows a payment pushed over the stream, read once for the event and never polled while the stream is up', { timeout: 120_000 }, async () => {
    // A payment already there: the list shows rows, not its empty state.
    sandbox.fund(elodie.eur, 4_200);
    host.requests.length = 0;
    const page = await browser.newPage();
    await openSignedIn(page);
    // A poll every 300 ms while the stream is down: one while it is up would add reads below.
    await addElement(page, 'wallet-kit-activity', { 'customer-id': elodie.id, 'refresh-interval-ms': '300', signers: 'sandbox' });
    const activity = page.locator('wallet-kit-activity [part="root"]');
    await activity.getByRole('listitem').first().waitFor();
    await expect.poll(() => liveStatus(page)).toBe('up');
    const rows = await activity.getByRole('listitem').count();
    const reads = activityReads();

    const credited = sandbox.fund(elodie.eur, 98_765) as { id: string };
    const answer = await webhooks(platform.deliver(envelope({ type: 'INCOMING_PAYMENT.COMPLETED', data: { id: credited.id, customerId: elodie.id, status: 'COMPLETED', updatedAt: new Date().toISOString() } })));
    expect(answer.status).toBe(200);
    await expect.poll(() => activity.getByRole('listitem').count()).toBe(rows + 1);
    expect(activityReads()).toBe(reads + 1);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('elements with different signers (two clients) read one stream, and each shows the payment pushed over it', { timeout: 120_000 }, async () => {
    sandbox.fund(elodie.eur, 4_200);
    host.requests.length = 0;
    const page = await browser.newPage();
    await openSignedIn(page);
    await addElement(page, 'wallet-kit-activity', { 'customer-id': elodie.id, signers: 'sandbox' });
    await addElement(page, 'wallet-kit-balance', { 'customer-id': elodie.id, signers: 'production' });
    const activity = page.locator('wallet-kit-activity [part="root"]');
    const balance = page.locator('wallet-kit-balance [part="root"]');
    await activity.getByRole('listitem').first().waitFor();
    await balance.getByText('Available').first().waitFor();
    await expect.poll(() => liveStatus(page)).toBe('up');
    const [rows, before] = [await activity.getByRole('listitem').count(), await balance.textContent()];

    const credited = sandbox.fund(elodie.eur, 54_321) as { id: string };
    const answer = await webhooks(platform.deliver(envelope({ type: 'INCOMING_PAYMENT.COMPLETED', data: { id: credited.id, customerId: elodie.id, status: 'COMPLETED', updatedAt: new Date().toISOString() } })));
    expect(answer.status).toBe(200);
    await expect.poll(() => activity.getByRole('listitem').count()).toBe(rows + 1);
    await expect.poll(() => balance.textContent()).not.toBe(before);
    expect(streamsOpened()).toBe(1);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });
});
