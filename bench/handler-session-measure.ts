// Run by bench/handler-session.ts in its own process, under the `source` condition (the handler and
// the sandbox from their sources, no build needed); prints the figures as one JSON line.
import { createEvents, createWebhookHandler, memoryStore } from '../packages/server/src/index.js';
import { readStream } from '../packages/server/test/event-stream.js';
import { envelope, platformKeys } from '../packages/server/test/platform-webhooks.js';
import { sendFlow, sessionWorld, upstreamPerCall, walletSession, type BrowserCall } from '../packages/server/test/wallet-session.js';
import type { HandlerSessionFigures } from './handler-session.js';
import { measureKitPush } from './kit-push.js';

const LATENCY_MS = 80;
const runs = Number(process.env.BENCH_SESSION_RUNS ?? 5);
const OWN_TIME_RUNS = 25;
const OWN_TIME_WARMUP = 5;
const PUSHES = 200;
const total = (calls: BrowserCall[]) => calls.reduce((sum, call) => sum + call.wallMs, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sessions: BrowserCall[][] = [];
const sends: BrowserCall[][] = [];
for (let run = 0; run < runs; run++) {
  // A new handler and sandbox per run: what a handler learns in one run must not make the next one cheaper.
  const world = await sessionWorld({ latencyMs: LATENCY_MS });
  sessions.push(await walletSession(world));
  sends.push(await sendFlow(world));
}
// The handler's own time, measured apart with the service answering at once: idle 80 ms gaps let the
// CPU slow down, and the work after each would be charged to the handler. Warm: the first runs are left out.
const own: number[] = [];
for (let run = 0; run < OWN_TIME_RUNS; run++) {
  const world = await sessionWorld();
  const calls = [...(await walletSession(world)), ...(await sendFlow(world))];
  if (run >= OWN_TIME_WARMUP) own.push(...calls.filter((call) => call.upstream.length > 0).map((call) => call.ownMs));
}
// Webhook received -> event in the browser, in process: a signed delivery to the webhook endpoint,
// until its event is read off the user's stream (memory store and bus).
const pushMs: number[] = [];
{
  const store = memoryStore();
  const platform = platformKeys();
  const events = createEvents({ serviceUrl: 'http://sandbox.test/v1', clientId: 'a', clientSecret: 'b', store });
  const world = await sessionWorld({ handler: { store, events } });
  const { handler } = world;
  const webhooks = createWebhookHandler({ publicKey: platform.publicKeyHex, store, events, handle: () => undefined });
  const stream = readStream(await handler(new Request('http://app.test/api/service/events', { headers: { 'X-Test-Customer': world.alice.id } })));
  for (let i = 0; i < PUSHES; i++) {
    const delivery = platform.deliver(envelope({ type: 'OUTGOING_PAYMENT.COMPLETED', data: { id: `Transaction:${crypto.randomUUID()}`, status: 'COMPLETED', customerId: world.alice.id } }));
    const started = performance.now();
    await webhooks(delivery);
    await stream.waitFor(i + 1);
    pushMs.push(stream.arrivals[i]! - started);
  }
  await stream.cancel();
  await events.close();
}
const kit = await measureKitPush();
const first = sessions[0]!;
const send = sends[0]!;
const figures: HandlerSessionFigures = {
  latencyMs: LATENCY_MS,
  runs,
  session: {
    browserCalls: first.length,
    upstreamCalls: first.reduce((sum, call) => sum + call.upstream.length, 0),
    perCall: upstreamPerCall(first),
    wallMs: median(sessions.map(total)),
    floorMs: first.length * LATENCY_MS,
  },
  send: {
    browserCalls: send.length,
    upstreamCalls: send.reduce((sum, call) => sum + call.upstream.length, 0),
    perCall: upstreamPerCall(send),
    // From Confirm (the execute call) to the answer that shows the transaction COMPLETED.
    confirmToCompletedMs: median(sends.map((calls) => total(calls.slice(1)))),
    // Execute, the SCA code, one read of the completed transaction.
    floorMs: 3 * LATENCY_MS,
  },
  ownMsP50: median(own),
  ownCalls: own.length,
  pushMsP50: median(pushMs.slice(20)),
  pushes: pushMs.length - 20,
  kitPushMsP50: kit.pushMsP50,
  kitPushes: kit.pushes,
  kitStatusPolls: kit.statusPolls,
};
console.log(JSON.stringify(figures));
