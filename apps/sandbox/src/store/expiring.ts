import type { SqlSession } from './driver.js';

/**
 * Short-lived values by key (challenges, pending signed requests, rate windows), kept in the
 * database so that a restart keeps them and memory does not grow with them. An expired value reads
 * as absent; `sweep` deletes expired rows in bounded batches.
 */
export class ExpiringMap<V> {
  constructor(
    private readonly store: SqlSession,
    readonly space: string,
  ) {}

  set(key: string, value: V, expiresAt: number): void {
    this.store
      .statement('INSERT INTO expiring (space, key, value, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (space, key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at')
      .run([this.space, key, JSON.stringify(value), expiresAt]);
  }

  /** Adds the value only if the key is free (or its value expired); says whether it did. */
  add(key: string, value: V, expiresAt: number, now: number): boolean {
    return this.store.transaction(() => {
      if (this.get(key, now) !== undefined) return false;
      this.set(key, value, expiresAt);
      return true;
    });
  }

  get(key: string, now: number): V | undefined {
    const row = this.store.statement('SELECT value FROM expiring WHERE space = ? AND key = ? AND expires_at > ?').get([this.space, key, now]);
    return row === undefined ? undefined : (JSON.parse(String(row.value)) as V);
  }

  /** The value with its expiry, or undefined. */
  entry(key: string, now: number): { value: V; expiresAt: number } | undefined {
    const row = this.store.statement('SELECT value, expires_at FROM expiring WHERE space = ? AND key = ? AND expires_at > ?').get([this.space, key, now]);
    return row === undefined ? undefined : { value: JSON.parse(String(row.value)) as V, expiresAt: Number(row.expires_at) };
  }

  /** Removes and returns an unexpired value in one statement: of N callers racing, exactly one gets it. */
  claim(key: string, now: number): V | undefined {
    return this.claimIf(key, now, () => true);
  }

  /** Removes and returns an unexpired value with its expiry, in one step (to put it back as it was with `add` if the caller must). */
  takeEntry(key: string, now: number): { value: V; expiresAt: number } | undefined {
    return this.store.transaction(() => {
      const current = this.entry(key, now);
      if (current !== undefined) this.delete(key);
      return current;
    });
  }

  /**
   * Claims the value only if `matches` says it is still the one the caller read (nothing replaced
   * it meanwhile). Read and delete run in one synchronous transaction, so it is atomic.
   */
  claimIf(key: string, now: number, matches: (value: V) => boolean): V | undefined {
    return this.store.transaction(() => {
      const current = this.get(key, now);
      if (current === undefined || !matches(current)) return undefined;
      this.delete(key);
      return current;
    });
  }

  delete(key: string): void {
    this.store.statement('DELETE FROM expiring WHERE space = ? AND key = ?').run([this.space, key]);
  }

  /** Deletes up to `batch` expired values of every space; returns how many. */
  static sweep(store: SqlSession, now: number, batch = 500): number {
    return store.statement('DELETE FROM expiring WHERE (space, key) IN (SELECT space, key FROM expiring WHERE expires_at <= ? LIMIT ?)').run([now, batch]).changes;
  }
}
