import { beforeEach, describe, expect, it } from 'vitest';
import { derToP1363, hexToBytes } from '@wallet-kit/key-store/encoding';
import { testSandbox, type TestSandbox } from '../test-support/client.js';
import { MAX_ATTEMPTS, retryDelayMs } from './webhooks.js';

interface Received {
  body: string;
  signature: string;
}

let t: TestSandbox;
let received: Received[];
let answerWith: number;

beforeEach(async () => {
  received = [];
  answerWith = 200;
  t = await testSandbox({
    webhooks: {
      fetch: async (request) => {
        received.push({ body: await request.text(), signature: request.headers.get('X-Service-Signature') ?? '' });
        return new Response(null, { status: answerWith });
      },
    },
  });
  await t.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
});

async function verifies(delivery: Received): Promise<boolean> {
  const { v, s } = JSON.parse(delivery.signature) as { v: string; s: string };
  expect(v).toBe('1');
  const key = await crypto.subtle.importKey('raw', hexToBytes(t.sandbox.enclaveKeys.webhook), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, derToP1363(new Uint8Array(Buffer.from(s, 'base64'))), new TextEncoder().encode(delivery.body));
}

describe('webhooks', () => {
  it('emits every status change of a payout, each signed with X-Service-Signature over the raw body', async () => {
    const quote = (
      await t.call('POST', '/quotes', {
        body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 500 },
      })
    ).body;
    await t.call('POST', `/quotes/${quote.id}/execute`);
    t.sandbox.advanceClock(10_000);
    await t.sandbox.flushWebhooks();
    const events = received.map((r) => JSON.parse(r.body) as { id: string; type: string; timestamp: string; data: { id: string; quoteId?: string } });
    // Deliveries run concurrently and the service promises no order, so compare what arrived, not when.
    expect(events.map((e) => e.type).sort()).toEqual(['INCOMING_PAYMENT.COMPLETED', 'INTERNAL_ACCOUNT.BALANCE_UPDATED', 'INTERNAL_ACCOUNT.BALANCE_UPDATED', 'OUTGOING_PAYMENT.COMPLETED', 'OUTGOING_PAYMENT.PENDING', 'OUTGOING_PAYMENT.PROCESSING']);
    expect(events.find((e) => e.type === 'OUTGOING_PAYMENT.PENDING')).toMatchObject({ id: expect.stringMatching(/^Webhook:/), data: { id: quote.transactionId, quoteId: quote.id } });
    for (const delivery of received) expect(await verifies(delivery)).toBe(true);
    const pending = received.find((delivery) => delivery.body.includes('OUTGOING_PAYMENT.PENDING'))!;
    expect(await verifies({ ...pending, body: pending.body.replace('PENDING', 'FAILED') })).toBe(false);
  });

  it('retries failed deliveries with exponential backoff on the sandbox clock', async () => {
    answerWith = 500;
    t.sandbox.fund(t.world.platformUsd.id, 1);
    // Funding sends INCOMING_PAYMENT.COMPLETED and INTERNAL_ACCOUNT.BALANCE_UPDATED: follow the first.
    const attempts = () => received.filter((r) => r.body.includes('"INCOMING_PAYMENT.COMPLETED"')).length;
    await t.sandbox.flushWebhooks();
    expect(attempts()).toBe(1);
    t.sandbox.advanceClock(999);
    await t.sandbox.flushWebhooks();
    expect(attempts()).toBe(1);
    t.sandbox.advanceClock(1);
    await t.sandbox.flushWebhooks();
    expect(attempts()).toBe(2);
    answerWith = 204;
    t.sandbox.advanceClock(2000);
    await t.sandbox.flushWebhooks();
    expect(attempts()).toBe(3);
    const list = await t.call('GET', '/sandbox/webhooks');
    expect(list.body.data.find((w: { type: string }) => w.type === 'INCOMING_PAYMENT.COMPLETED')).toMatchObject({ state: 'DELIVERED', attempts: 3 });
  });

  it('keeps at most 32 deliveries in flight to a slow endpoint; the rest wait in the database and all go out', async () => {
    let open = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ids = new Set<string>();
    let calls = 0;
    const slow = await testSandbox({
      webhooks: {
        fetch: async (request) => {
          open += 1;
          calls += 1;
          most = Math.max(most, open);
          ids.add((JSON.parse(await request.text()) as { id: string }).id);
          await gate;
          open -= 1;
          return new Response(null, { status: 200 });
        },
      },
    });
    await slow.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/webhooks' } });
    const transfer = { source: { sourceType: 'ACCOUNT', accountId: slow.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: slow.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true };
    for (let i = 0; i < 20; i++) expect((await slow.call('POST', '/quotes', { body: transfer })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(most).toBe(32);
    release();
    await slow.sandbox.flushWebhooks();
    expect(most).toBe(32);
    // Every event of the twenty transfers went out, once each (a transfer makes several).
    expect(ids.size).toBeGreaterThan(60);
    expect(calls).toBe(ids.size);
    // None was left behind: a tick, which starts whatever is due, finds nothing more to send.
    const sent = calls;
    slow.sandbox.tick();
    await slow.sandbox.flushWebhooks();
    expect(calls).toBe(sent);
    slow.close();
  });

  it('spreads 160 attempts over exactly 7 days, doubling from one second', () => {
    const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(7 * 24 * 3600_000);
    for (let i = 1; i < delays.length - 1; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  });

  it('gives up after 160 attempts, compressed with retryScale', async () => {
    const attempts: string[] = [];
    const quick = await testSandbox({ webhooks: { retryScale: 0.001, fetch: async (request) => (attempts.push(((await request.json()) as { type: string }).type), new Response(null, { status: 503 })) } });
    await quick.call('PATCH', '/config', { body: { webhookEndpoint: 'https://platform.example/hooks' } });
    quick.sandbox.fund(quick.world.platformUsd.id, 1);
    for (let i = 0; i < 200; i += 1) {
      await quick.sandbox.flushWebhooks();
      quick.sandbox.advanceClock(5000);
    }
    await quick.sandbox.flushWebhooks();
    expect(attempts.filter((type) => type === 'INCOMING_PAYMENT.COMPLETED')).toHaveLength(MAX_ATTEMPTS);
    expect((await quick.call('GET', '/sandbox/webhooks')).body.data.map((w: { state: string }) => w.state)).toEqual(['GAVE_UP', 'GAVE_UP']);
  });

  it('POST /sandbox/webhooks/test reports what the endpoint answered', async () => {
    const ok = await t.call('POST', '/sandbox/webhooks/test');
    expect(ok.body).toMatchObject({ url: 'https://platform.example/webhooks', response_status: 200 });
    answerWith = 500;
    expect((await t.call('POST', '/sandbox/webhooks/test')).body.code).toBe('WEBHOOK_DELIVERY_ERROR');
  });
});
