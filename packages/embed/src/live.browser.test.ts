import type { Sandbox } from '@wallet-kit/sandbox';
import { createEvents, createServiceHandler, createWebhookHandler, memoryStore, type WalletEvents } from '@wallet-kit/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { envelope, platformKeys } from '../../server/test/platform-webhooks.js';
import { describeEngines, type EngineBrowser, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf } from '../test/host.js';
import { addElement, startTestSandbox, useSandboxHost } from '../test/sandbox-page.js';

// The script-tag elements on the pushed updates (issue 23): the BUILT wallet-kit.js fetches wallet-kit.events.js
// when a live element first listens, and its elements then change from a pushed event, not from a poll (Activity's
// refresh interval is short enough to show any). Elements given different `signers` (two clients: each checks the
// bundles of its own environment) still read one stream: the clients share the session's storage key, so its Web
// Lock and channel.

const COMPANION = '/wallet-kit.events.js';
const platform = platformKeys();
// One host for every engine; its backend is the handler (with events) in front of the sandbox of the engine whose tests run now.
const host = useSandboxHost();
let sandbox: Sandbox;
let events: WalletEvents;
let webhooks: (request: Request) => Promise<Response>;
let elodie: { id: string; wallet: string; eur: string };

/** A sandbox, event hub and handler of their own for each engine: the sign-in codes are limited per minute. */
async function startBackend(): Promise<void> {
  const started = await startTestSandbox();
  sandbox = started.sandbox;
  elodie = { id: started.elodie.id, wallet: started.elodie.wallet, eur: started.elodie.eur! };
  const store = memoryStore();
  const { upstream } = started;
  events = createEvents({ ...upstream, store, heartbeatMs: 5_000, log: () => undefined });
  host.serve(createServiceHandler({ ...upstream, store, events, resolveEndUser: () => ({ customerId: elodie.id }), environment: 'sandbox', log: () => undefined }));
  webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined, log: () => undefined });
}

/** Signs Élodie in through <wallet-kit-sign-in> (the sandbox's code is 000000), as the elements' shared client. */
async function signIn(page: TestPage): Promise<void> {
  await addElement(page, 'wallet-kit-sign-in', { 'account-id': elodie.wallet, signers: 'sandbox', methods: '["email"]' });
  await page.getByRole('button', { name: /^Email a code to / }).click();
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await code.waitFor();
  await code.click();
  await page.keyboard.type('000000');
  await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
}

/** Reads of the transaction's status that reached the backend. */
const statusReads = (transactionId: string) => host.requests.filter((request) => request.method === 'GET' && request.path === `/api/service/transactions/${encodeURIComponent(transactionId)}`).length;
const fetchedScripts = () => host.requests.filter((request) => request.path.endsWith('.js')).map((request) => request.path);

/** Reads of the customer's internal accounts (the balance) that reached the backend. */
const balanceReads = () => host.requests.filter((request) => request.method === 'GET' && request.path === '/api/service/customers/internal-accounts').length;
/** Reads of the activity (`GET /transactions`) that reached the backend. */
const activityReads = () => host.requests.filter((request) => request.method === 'GET' && request.path === '/api/service/transactions').length;
const streamsOpened = () => host.requests.filter((request) => request.path === '/api/service/events').length;
const liveStatus = (page: TestPage) => page.evaluate(() => (window as unknown as { liveStatus?: string }).liveStatus);

/** A blank page of the host with wallet-kit.js, signed in as Élodie, noting the stream's status as the hub tells the tabs. */
async function openSignedIn(browser: EngineBrowser): Promise<TestPage> {
  const page = await host.openPage(browser);
  // The hub's own channel: the tab holding the stream tells the others whether it is up.
  await page.evaluate(() => {
    const place = window as unknown as { liveStatus?: string };
    new BroadcastChannel('wallet-kit:session:events').addEventListener('message', (event: MessageEvent<{ type?: string; status?: string }>) => {
      if (event.data?.type === 'live-status') place.liveStatus = event.data.status;
    });
  });
  await signIn(page);
  return page;
}

describeEngines('the script-tag elements on the event stream', (browser) => {
  beforeAll(startBackend, 60_000);
  afterAll(async () => {
    await events?.close();
  });

  it('fetches wallet-kit.events.js for a live element, and <wallet-kit-transaction-status> shows a pushed refund with no status read while the stream is up', { timeout: 120_000 }, async () => {
    const funded = sandbox.fund(elodie.eur, 4_200) as { id: string };
    host.requests.length = 0;
    const page = await openSignedIn(browser);
    expect(fetchedScripts()).not.toContain(COMPANION);

    await addElement(page, 'wallet-kit-transaction-status', { 'transaction-id': funded.id, signers: 'sandbox' });
    await page.getByText('Completed').waitFor();
    await expect.poll(() => liveStatus(page)).toBe('up');
    expect(fetchedScripts().filter((path) => path === COMPANION)).toHaveLength(1);
    expect(host.requests.filter((request) => request.path === '/api/service/events')).toHaveLength(1);

    const reads = statusReads(funded.id);
    const refunded = await webhooks(platform.deliver(envelope({ type: 'INCOMING_PAYMENT.REFUND_COMPLETED', data: { id: funded.id, customerId: elodie.id, status: 'REFUNDED', updatedAt: new Date(Date.now() + 60_000).toISOString() } })));
    expect(refunded.status).toBe(200);
    await page.getByText('Refunded').waitFor();
    expect(statusReads(funded.id)).toBe(reads);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('<wallet-kit-balance> shows a payment pushed over the stream, read once for the event and never polled while the stream is up', { timeout: 120_000 }, async () => {
    host.requests.length = 0;
    const page = await openSignedIn(browser);
    await addElement(page, 'wallet-kit-balance', { 'customer-id': elodie.id, signers: 'sandbox' });
    const balance = page.locator('wallet-kit-balance [part="root"]');
    await balance.getByText('Available').first().waitFor();
    await expect.poll(() => liveStatus(page)).toBe('up');
    const before = await balance.textContent();
    const reads = balanceReads();

    const credited = sandbox.fund(elodie.eur, 123_456) as { id: string };
    const answer = await webhooks(platform.deliver(envelope({ type: 'INCOMING_PAYMENT.COMPLETED', data: { id: credited.id, customerId: elodie.id, status: 'COMPLETED', updatedAt: new Date().toISOString() } })));
    expect(answer.status).toBe(200);
    await expect.poll(() => balance.textContent()).not.toBe(before);
    expect(balanceReads()).toBe(reads + 1);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('<wallet-kit-activity> shows a payment pushed over the stream, read once for the event and never polled while the stream is up', { timeout: 120_000 }, async () => {
    // A payment already there: the list shows rows, not its empty state.
    sandbox.fund(elodie.eur, 4_200);
    host.requests.length = 0;
    const page = await openSignedIn(browser);
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
    const page = await openSignedIn(browser);
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
