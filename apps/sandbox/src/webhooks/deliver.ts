import { p1363ToDer } from '@wallet-kit/key-store/encoding';
import { iso } from '../clock.js';
import type { WebhookRecord } from '../model/types.js';
import type { Runtime } from '../runtime.js';

/** The service's delivery budget: up to 160 attempts over 7 days (spec: Events, delivery rule 2). */
export const MAX_ATTEMPTS = 160;
const WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Delay before attempt `n + 1`, in ms: doubling from one second, capped so that the 159 waits add
 * up to exactly seven days (the first 12 double, the remaining 147 share what is left).
 */
export function retryDelayMs(attempt: number): number {
  const doubling = Math.min(attempt, 12);
  if (attempt <= 12) return 2 ** (attempt - 1) * 1000;
  const rest = WINDOW_MS - (2 ** doubling - 1) * 1000;
  const each = Math.floor(rest / (MAX_ATTEMPTS - 1 - 12));
  // The last wait takes the rounding remainder, so the schedule ends at seven days to the millisecond.
  return attempt === MAX_ATTEMPTS - 1 ? rest - each * (MAX_ATTEMPTS - 2 - 12) : each;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

/** `X-Service-Signature: {"v":"1","s":"<base64 DER ECDSA P-256 / SHA-256 over the raw body>"}` (reference: Webhooks). */
export async function signWebhookBody(body: string, key: CryptoKey): Promise<string> {
  const p1363 = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(body)));
  return JSON.stringify({ v: '1', s: toBase64(p1363ToDer(p1363)) });
}

/** Records an event `{id, type, timestamp, data}` and starts delivering it when an endpoint is configured. */
export function emit(rt: Runtime, type: string, data: Record<string, unknown>): WebhookRecord {
  const id = rt.id('Webhook');
  const timestamp = rt.now();
  const record: WebhookRecord = { id, type, timestamp, body: JSON.stringify({ id, type, timestamp: iso(timestamp), data }), attempts: 0, state: 'PENDING' };
  rt.state.webhooks[id] = record;
  if (rt.state.platform.webhookEndpoint) startDelivery(rt, record);
  return record;
}

/** One attempt, tracked so that `flushWebhooks()` can wait for it. */
export function startDelivery(rt: Runtime, record: WebhookRecord): Promise<number | undefined> {
  const attempt = deliverOnce(rt, record);
  const tracked = attempt.then(() => undefined);
  rt.deliveries.add(tracked);
  void tracked.finally(() => rt.deliveries.delete(tracked));
  return attempt;
}

async function deliverOnce(rt: Runtime, record: WebhookRecord): Promise<number | undefined> {
  const endpoint = rt.state.platform.webhookEndpoint;
  if (!endpoint) return undefined;
  record.attempts += 1;
  record.nextAttemptAt = undefined;
  let status: number | undefined;
  try {
    const signature = await signWebhookBody(record.body, rt.keys.webhook.privateKey);
    const request = new Request(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Service-Signature': signature }, body: record.body });
    const send = rt.options.webhooks?.fetch ?? ((r: Request) => fetch(r));
    const response = await send(request);
    status = response.status;
    await response.body?.cancel();
  } catch {
    status = undefined;
  }
  record.lastStatus = status;
  if (status !== undefined && status >= 200 && status < 300) {
    record.state = 'DELIVERED';
  } else if (record.attempts >= MAX_ATTEMPTS) {
    record.state = 'GAVE_UP';
  } else {
    record.nextAttemptAt = rt.now() + retryDelayMs(record.attempts) * (rt.options.webhooks?.retryScale ?? 1);
  }
  rt.changed();
  return status;
}

/** Starts every retry that has fallen due on the sandbox clock. */
export function retryDue(rt: Runtime): number {
  const now = rt.now();
  let started = 0;
  for (const record of Object.values(rt.state.webhooks)) {
    if (record.state === 'PENDING' && record.nextAttemptAt !== undefined && record.nextAttemptAt <= now) {
      startDelivery(rt, record);
      started += 1;
    }
  }
  return started;
}

/** Waits until no delivery is in flight. */
export async function flushWebhooks(rt: Runtime): Promise<void> {
  while (rt.deliveries.size > 0) await Promise.allSettled([...rt.deliveries]);
}

