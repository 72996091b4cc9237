// Webhook received -> the change yielded by the kit's own watchTransaction, in process: the client's
// stream reader and event hub read the handler's /events, and every status read the watch sends is counted.
import { createEventHub } from '../packages/client/src/events/hub.js';
import type { ClientContext } from '../packages/client/src/context.js';
import type { CrossTab } from '../packages/client/src/session/cross-tab.js';
import { watchTransaction } from '../packages/client/src/transactions.js';
import { abortableSleep, createTransport } from '../packages/client/src/transport.js';
import { createEvents, createWebhookHandler, memoryStore } from '../packages/server/src/index.js';
import { envelope, platformKeys } from '../packages/server/test/platform-webhooks.js';
import { sessionWorld } from '../packages/server/test/wallet-session.js';

const PUSHES = 120;
const WARMUP = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureKitPush(): Promise<{ pushMsP50: number; pushes: number; statusPolls: number }> {
  const store = memoryStore();
  const platform = platformKeys();
  const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store, log: () => undefined });
  const world = await sessionWorld({ handler: { store, events } });
  const webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined });
  const transaction = world.sandbox.fund(world.alice.usd, 100) as { id: string };
  let statusReads = 0;
  // The browser's fetch, signed in as alice: every call reaches the handler in process.
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://app.test'), init);
    if (request.method === 'GET' && request.url.includes('/transactions/')) statusReads++;
    request.headers.set('X-Test-Customer', world.alice.id);
    return world.handler(request);
  };
  const quiet: CrossTab = { withLock: (_name, run) => run(), post: () => undefined, onMessage: () => () => undefined, close: () => undefined };
  const state = { status: 'active' as const, record: { session: { id: 'Session:bench', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, keyId: 'k' } };
  const hub = createEventHub({ url: '/api/service/events', fetch, crossTab: quiet, lockName: 'stream', sessions: { getState: () => state, subscribe: () => () => undefined, clear: async () => undefined, verify: async () => undefined }, sleep: abortableSleep });
  const ctx = { send: createTransport({ fetch, baseUrl: '/api/service' }), events: hub, now: Date.now, sleep: abortableSleep } as unknown as ClientContext;
  const stop = new AbortController();
  const watch = watchTransaction(ctx, transaction.id, { signal: stop.signal, followTerminalMs: 3_600_000 });
  await watch.next();
  while (hub.status() !== 'up') await abortableSleep(5);
  const readsBefore = statusReads;
  const pushMs: number[] = [];
  for (let i = 0; i < PUSHES; i++) {
    const updatedAt = new Date(Date.now() + (i + 1) * 1_000).toISOString();
    const delivery = platform.deliver(envelope({ type: 'INCOMING_PAYMENT.COMPLETED', data: { id: transaction.id, status: 'COMPLETED', customerId: world.alice.id, updatedAt } }));
    const next = watch.next();
    const started = performance.now();
    await webhooks(delivery);
    const { value } = await next;
    if (value?.updatedAt !== updatedAt) throw new Error(`the watch yielded ${JSON.stringify(value)}, not the pushed change`);
    pushMs.push(performance.now() - started);
  }
  const statusPolls = statusReads - readsBefore;
  stop.abort();
  await watch.return();
  hub.dispose();
  await events.close();
  return { pushMsP50: median(pushMs.slice(WARMUP)), pushes: PUSHES - WARMUP, statusPolls };
}
