import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@wallet-kit/server';
import { createSandbox, type Sandbox } from '@wallet-kit/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoBackend, deliverWebhooksTo, WEBHOOK_PATH } from './app.js';

// Issue 23 in the demo: the sandbox delivers its webhooks to the demo's endpoint, and the back end
// pushes each to the browsers of the customer it concerns, over real HTTP as `npm start` serves it.
let sandbox: Sandbox;
let server: Server;
let origin: string;

beforeAll(async () => {
  const receiver: { backend?: (request: Request) => Promise<Response> } = {};
  sandbox = await createSandbox({ webhooks: { fetch: (request) => receiver.backend!(request) } });
  receiver.backend = createDemoBackend({ sandbox, cookieSecret: 'test-secret' });
  server = createServer(toNodeListener(receiver.backend));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await deliverWebhooksTo(sandbox, `${origin}${WEBHOOK_PATH}`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  sandbox.close();
});

async function signIn(email: string) {
  const answer = await fetch(`${origin}/api/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
  const body = (await answer.json()) as { customer: { id: string }; walletId: string };
  return { cookie: (answer.headers.get('Set-Cookie') ?? '').split(';')[0]!, customerId: body.customer.id, walletId: body.walletId };
}

interface Pushed {
  type: string;
  data: { customerId?: string; id?: string };
}

/** A browser's stream of /api/service/events: its events, one at a time, as they come. */
async function stream(cookie: string) {
  const controller = new AbortController();
  const answer = await fetch(`${origin}/api/service/events`, { headers: { cookie, Accept: 'text/event-stream' }, signal: controller.signal });
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  async function next(): Promise<Pushed> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim());
        if (data.length > 0) return JSON.parse(data.join('\n')) as Pushed;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += value;
    }
  }
  return { answer, next, close: () => controller.abort() };
}

describe('the demo back end pushes live updates', () => {
  it('sends a signed-in customer an event for a payment into their wallet, and another customer nothing of it', { timeout: 60_000 }, async () => {
    const alice = await signIn('alice@example.com');
    const elodie = await signIn('elodie@example.com');
    const aliceStream = await stream(alice.cookie);
    const elodieStream = await stream(elodie.cookie);
    expect(aliceStream.answer.headers.get('Content-Type')).toContain('text/event-stream');

    sandbox.fund(alice.walletId, 2_500);
    await sandbox.flushWebhooks();
    let pushed = await aliceStream.next();
    while (!pushed.type.startsWith('INCOMING_PAYMENT')) pushed = await aliceStream.next();
    expect(pushed.data.customerId).toBe(alice.customerId);

    // Élodie's own payment comes after Alice's: whatever her stream carried before it would have been Alice's.
    sandbox.fund(elodie.walletId, 1_000);
    await sandbox.flushWebhooks();
    const toElodie: Pushed[] = [await elodieStream.next()];
    while (!toElodie.at(-1)!.type.startsWith('INCOMING_PAYMENT')) toElodie.push(await elodieStream.next());
    expect(toElodie.map((event) => event.data.customerId ?? elodie.customerId)).toEqual(toElodie.map(() => elodie.customerId));
    aliceStream.close();
    elodieStream.close();
  });

  it('refuses the stream to someone signed out', async () => {
    expect((await fetch(`${origin}/api/service/events`)).status).toBe(401);
  });
});
