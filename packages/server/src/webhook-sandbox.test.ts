import { createManualClock, createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { describe, expect, it } from 'vitest';
import { createWebhookHandler, type WebhookEnvelope } from './index.js';

async function sandboxDelivering(handler: (request: Request) => Promise<Response>): Promise<Sandbox> {
  const sandbox = await createSandbox({ clock: createManualClock(), webhooks: { fetch: handler, retryScale: 0.001 } });
  const auth = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  const configured = await sandbox.fetch(
    new Request(`http://sandbox.test${sandbox.basePath}/config`, {
      method: 'PATCH',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ webhookEndpoint: 'https://integrator.example/webhooks/service' }),
    }),
  );
  expect(configured.status).toBe(200);
  return sandbox;
}

describe('webhooks from the sandbox', () => {
  it('verify with the sandbox webhook key and are handled once each', async () => {
    const events: WebhookEnvelope[] = [];
    // The platform key is known once the sandbox exists, so the handler is made then.
    const receiver: { handle?: (request: Request) => Promise<Response> } = {};
    const sandbox = await sandboxDelivering((request) => receiver.handle!(request));
    // The sandbox's clock stamps the envelopes: the handler judges their age by the same clock.
    receiver.handle = createWebhookHandler({ publicKey: sandbox.enclaveKeys.webhook, now: () => sandbox.now(), handle: (event) => void events.push(event) });
    sandbox.fund(seededPeople(sandbox).alice.usd!, 12_345);
    await sandbox.flushWebhooks();
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => /^Webhook:/.test(event.id) && typeof event.type === 'string')).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('are retried by the sandbox after a handler fails, and the retry is handled', async () => {
    let attempts = 0;
    const handled: string[] = [];
    const receiver: { handle?: (request: Request) => Promise<Response> } = {};
    const sandbox = await sandboxDelivering((request) => receiver.handle!(request));
    receiver.handle = createWebhookHandler({
      publicKey: sandbox.enclaveKeys.webhook,
      now: () => sandbox.now(),
      handle: (event) => {
        attempts++;
        if (attempts === 1) throw new Error('the database is down for a moment');
        handled.push(event.id);
      },
      onError: () => undefined,
    });
    const auth = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
    const sent = await sandbox.fetch(new Request(`http://sandbox.test${sandbox.basePath}/sandbox/webhooks/test`, { method: 'POST', headers: { Authorization: auth } }));
    // The test endpoint reports the first attempt, which the handler failed on purpose.
    expect(sent.status).toBe(400);
    expect(await sent.json()).toMatchObject({ code: 'WEBHOOK_DELIVERY_ERROR', details: { response_status: 500 } });
    await sandbox.flushWebhooks();
    for (let i = 0; i < 10 && handled.length === 0; i++) {
      sandbox.advanceClock(60_000);
      await sandbox.flushWebhooks();
    }
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(handled).toHaveLength(1);
  });
});
