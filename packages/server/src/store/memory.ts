import { functionOption, objectOption } from '../options.js';
import { checkKey, checkTtl, checkValue, type StateStore } from './state-store.js';

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * The default store: a Map in this process. Right for one instance; its entries are lost on a
 * restart and invisible to other instances, so several instances (or webhook ids that must survive
 * a deploy) need `redisStore` or `postgresStore`. Expired entries are swept once the writes since
 * the last sweep outnumber the entries, so each write costs O(1) amortized however many are kept.
 *
 * @example const store = memoryStore(); createServiceHandler({ ...options, store });
 */
export function memoryStore(options: { now?: () => number } = {}): StateStore {
  objectOption('memoryStore: options', options, true);
  const now = functionOption('memoryStore: now', options.now) ?? Date.now;
  const entries = new Map<string, Entry>();
  let writesSinceSweep = 0;

  function live(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function write(key: string, entry: Entry, at: number): void {
    entries.set(key, entry);
    if (++writesSinceSweep < Math.max(64, entries.size)) return;
    writesSinceSweep = 0;
    for (const [candidate, { expiresAt }] of entries) if (expiresAt <= at) entries.delete(candidate);
  }

  return {
    async add(key, value, ttlMs) {
      const at = now();
      if (live(checkKey(key), at)) return false;
      write(key, { value: checkValue(value), expiresAt: at + checkTtl(ttlMs) }, at);
      return true;
    },
    async get(key) {
      return live(checkKey(key), now())?.value;
    },
    async set(key, value, ttlMs) {
      const at = now();
      write(checkKey(key), { value: checkValue(value), expiresAt: at + checkTtl(ttlMs) }, at);
    },
    async take(key) {
      const entry = live(checkKey(key), now());
      entries.delete(key);
      return entry?.value;
    },
    async delete(key) {
      entries.delete(checkKey(key));
    },
    async hit(key, windowMs) {
      const at = now();
      const entry = live(checkKey(key), at);
      checkTtl(windowMs, 'windowMs');
      if (!entry) {
        write(key, { value: '1', expiresAt: at + windowMs }, at);
        return { count: 1, resetInMs: windowMs };
      }
      entry.value = String(Number(entry.value) + 1);
      return { count: Number(entry.value), resetInMs: entry.expiresAt - at };
    },
  };
}
