import type { Kernel } from '../kernel/kernel.js';
import { ServiceError, invalidInput } from './errors.js';
import { canonicalJson } from './json.js';

/** How long an answer is kept for replay. */
const KEEP_MS = 24 * 3600_000;

interface Entry {
  fingerprint: string;
  state: 'RUNNING' | 'DONE';
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A refusal that is the request's answer for good, kept and replayed like a success: a 4xx, except a
 * 401 (the retry may carry the signature or credentials it lacked; nothing ran) and a 429 (it says
 * "retry later"). A 5xx or an unexpected fault releases the key, so a retry runs the work again.
 */
const isFinalRefusal = (error: unknown): error is ServiceError => error instanceof ServiceError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;

/**
 * `Idempotency-Key` (spec: POST /quotes): the first answer to a key, a success or a final refusal,
 * is kept and replayed to every retry with the same body; the same key with another body is
 * refused. The key is claimed before the first await, so copies sent at once wait for the first and
 * receive its answer.
 */
export class Idempotency {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly k: Kernel) {}

  private get entries() {
    return this.k.store.expiring<Entry>('idempotency');
  }

  async run(key: string | undefined, scope: string, body: unknown, work: () => Promise<Answer>): Promise<Response> {
    if (key === undefined) {
      const result = await work();
      return Response.json(result.body, { status: result.status });
    }
    const storeKey = `${scope} ${key}`;
    const fingerprint = canonicalJson(body ?? null);
    for (;;) {
      const now = this.k.now();
      const seen = this.entries.get(storeKey, now);
      // The OpenAPI documents no 409 on POST /quotes: a reused key is a field error.
      if (seen && seen.fingerprint !== fingerprint) throw invalidInput([{ field: 'Idempotency-Key', message: 'this Idempotency-Key was used with a different request body' }]);
      if (seen?.state === 'DONE') return Response.json(seen.body, { status: seen.status ?? 200, headers: { ...seen.headers, 'Idempotent-Replayed': 'true' } });
      const inFlight = seen?.state === 'RUNNING' ? this.running.get(storeKey) : undefined;
      if (inFlight) {
        await inFlight.catch(() => undefined);
        continue;
      }
      // Free, or RUNNING from a process that died before answering: this call takes it.
      this.entries.set(storeKey, { fingerprint, state: 'RUNNING' }, now + KEEP_MS);
      // Called at once; a refusal thrown before the work's first await becomes this promise's rejection.
      const attempt = (async () => work())();
      this.running.set(storeKey, attempt);
      try {
        const result = await attempt;
        if (result.status < 500) this.entries.set(storeKey, { fingerprint, state: 'DONE', status: result.status, body: result.body }, this.k.now() + KEEP_MS);
        else this.entries.delete(storeKey);
        return Response.json(result.body, { status: result.status });
      } catch (error) {
        if (isFinalRefusal(error)) this.entries.set(storeKey, { fingerprint, state: 'DONE', status: error.status, body: error.toBody(), headers: error.headers }, this.k.now() + KEEP_MS);
        else this.entries.delete(storeKey);
        throw error;
      } finally {
        this.running.delete(storeKey);
      }
    }
  }
}
