import type { Schema } from '@wallet-kit/contract';
import { p1363ToDer } from '@wallet-kit/key-store/encoding';
import type { Store } from '../store/store.js';
import { defineTable, type Page } from '../store/table.js';
import { iso } from './clock.js';

/** The document's webhook types (its `WebhookType` enum, `TEST` included): the only ones the sandbox sends. */
export type WebhookType = Schema<'WebhookType'>;

/** How the sandbox delivers webhooks (`createSandbox({ webhooks })`). */
export interface WebhookOptions {
  /** How deliveries are sent; the global fetch by default. Tests pass a receiver's fetch handler. */
  fetch?: (request: Request) => Promise<Response>;
  /** Multiplies the retry schedule (160 attempts over 7 days): 0.001 squeezes it into 10 minutes. */
  retryScale?: number;
}

/**
 * What the outbox needs of the kernel, which hands itself over: the store, the sandbox clock, ids,
 * the webhook signer, the delivery options and the log. Declared here so the kernel's module and this
 * one do not import each other.
 */
export interface WebhookHost {
  readonly store: Store;
  now(): number;
  id(type: string): string;
  readonly keys: { readonly webhook: { readonly privateKey: CryptoKey } };
  readonly options: { readonly webhooks: WebhookOptions };
  log(message: string, error?: unknown): void;
}

/** The service's delivery budget: up to 160 attempts over 7 days (spec: Events, delivery rule 2). */
export const MAX_ATTEMPTS = 160;
const WINDOW_MS = 7 * 24 * 3600_000;
/** How long an attempt may be in flight before a retry scan takes it for lost. */
const LEASE_MS = 60_000;
// Deliveries at once: past it, events wait in the database (PENDING, due) and go out as slots free up,
// so a platform slower than the traffic costs rows on disk, not memory (32 in flight measured enough
// to keep up with the sandbox's own throughput in `npm run bench`).
const MAX_IN_FLIGHT = 32;

export interface WebhookRecord {
  id: string;
  type: WebhookType;
  timestamp: number;
  body: string;
  attempts: number;
  /** PENDING deliveries to a configured endpoint: when the next attempt falls due (or its lease ends, while one is in flight). */
  nextAttemptAt?: number;
  state: 'PENDING' | 'DELIVERED' | 'GAVE_UP';
  lastStatus?: number;
}

export const webhooksTable = defineTable<WebhookRecord>({
  name: 'webhooks',
  fields: ['timestamp', 'state', 'nextAttemptAt'],
  indexes: [['timestamp'], ['state', 'nextAttemptAt']],
  required: ['id', 'type', 'timestamp', 'body', 'attempts', 'state'],
});

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

/**
 * Webhooks as an outbox: `emit` records the event in the caller's transaction, and delivery starts
 * once that commits, so no event is sent for a change that was rolled back and none is lost to a
 * crash (a restart retries what was pending).
 */
export class Webhooks {
  private readonly inFlight = new Set<Promise<void>>();
  /** Events were left due for want of a slot: each finished delivery starts the next ones. */
  private waiting = false;
  private readonly answerHooks = new Map<WebhookType, (data: unknown, status: number) => void>();

  constructor(
    private readonly k: WebhookHost,
    /** The platform's configured endpoint, read at each attempt. */
    private readonly endpoint: () => string | undefined,
  ) {}

  private get table() {
    return this.k.store.table(webhooksTable);
  }

  /**
   * Records an event `{id, type, timestamp, data}` for the platform's endpoint; its first attempt starts
   * after the commit. With no endpoint configured there is nowhere to deliver it, and nothing is kept.
   */
  emit(type: WebhookType, data: unknown): WebhookRecord | undefined {
    if (this.endpoint() === undefined) return undefined;
    const id = this.k.id('Webhook');
    const timestamp = this.k.now();
    const record: WebhookRecord = { id, type, timestamp, body: JSON.stringify({ id, type, timestamp: iso(timestamp), data }), attempts: 0, state: 'PENDING', nextAttemptAt: timestamp };
    this.table.insert(record);
    this.k.store.onCommit(() => void this.attempt(id));
    return record;
  }

  /**
   * What the platform's answer to an event of `type` decides (an incoming payment's approval: 200
   * approves, 403 rejects, 202 defers); the hook runs after the attempt is recorded.
   */
  onAnswer(type: WebhookType, hook: (data: unknown, status: number) => void): void {
    this.answerHooks.set(type, hook);
  }

  get(id: string): WebhookRecord | undefined {
    return this.table.get(id);
  }

  page(limit: number, cursor: string | undefined): Page<WebhookRecord> {
    return this.table.page({}, { orderBy: 'timestamp', direction: 'desc', limit, cursor });
  }

  /**
   * One attempt now, or, with every delivery slot taken, as soon as one frees up (the event stays due
   * in the database); resolves with the endpoint's status (undefined when it did not answer now).
   */
  attempt(id: string): Promise<number | undefined> {
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      this.waiting = true;
      return Promise.resolve(undefined);
    }
    const run = this.deliver(id);
    const tracked = run.then(
      () => undefined,
      (error: unknown) => this.k.log(`webhook ${id}: delivery failed`, error),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => {
      this.inFlight.delete(tracked);
      // The events that waited for a slot: before this one leaves the set, flush() keeps waiting for them.
      if (this.waiting) {
        const free = MAX_IN_FLIGHT - this.inFlight.size;
        if (this.retryDue(free) < free) this.waiting = false;
      }
    });
    return run.catch(() => undefined);
  }

  private async deliver(id: string): Promise<number | undefined> {
    const endpoint = this.endpoint();
    // Leased before the await, so the due-retry scan skips it while it is in flight; if the process
    // dies meanwhile, the lease runs out and a later scan retries it.
    const record = this.k.store.transaction(() => {
      const current = this.table.get(id);
      if (!current || current.state !== 'PENDING' || current.nextAttemptAt === undefined || current.nextAttemptAt > this.k.now() || endpoint === undefined) return undefined;
      return this.table.update({ ...current, attempts: current.attempts + 1, nextAttemptAt: this.k.now() + LEASE_MS });
    });
    if (!record || endpoint === undefined) return undefined;
    let status: number | undefined;
    try {
      const signature = await signWebhookBody(record.body, this.k.keys.webhook.privateKey);
      const request = new Request(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Service-Signature': signature }, body: record.body });
      const send = this.k.options.webhooks.fetch ?? ((r: Request) => fetch(r));
      const response = await send(request);
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = undefined;
    }
    const next: WebhookRecord = { ...record, ...(status === undefined ? {} : { lastStatus: status }) };
    delete next.nextAttemptAt;
    if (status !== undefined && status >= 200 && status < 300) next.state = 'DELIVERED';
    else if (record.attempts >= MAX_ATTEMPTS) next.state = 'GAVE_UP';
    else next.nextAttemptAt = this.k.now() + retryDelayMs(record.attempts) * (this.k.options.webhooks.retryScale ?? 1);
    this.table.update(next);
    const hook = status === undefined ? undefined : this.answerHooks.get(record.type);
    if (hook) hook((JSON.parse(record.body) as { data: unknown }).data, status!);
    return status;
  }

  /** Starts every attempt that has fallen due on the sandbox clock (bounded per call). */
  retryDue(limit = 200): number {
    if (this.endpoint() === undefined) return 0;
    const due = this.table.find({ state: 'PENDING', nextAttemptAt: { lte: this.k.now() } }, { orderBy: 'nextAttemptAt', limit });
    for (const record of due) void this.attempt(record.id);
    return due.length;
  }

  /** Waits until no delivery is in flight. */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
