import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { KeyStoreError } from './errors.js';
import type { KeyStoreEvent, StoredKey } from './types.js';

export type DegradedReason = KeyStoreEvent['reason'];

/**
 * Where key records live: IndexedDB when it can hold a CryptoKey, else memory. The memory map is
 * always read too, so keys kept there after a degradation stay visible next to persisted ones.
 */
export class KeyStorage {
  private readonly memory = new Map<string, StoredKey>();
  private idb: UseStore | undefined;
  private degraded: DegradedReason | undefined;

  constructor(
    databaseName: string,
    private readonly onDegraded: (reason: DegradedReason, cause?: unknown) => void,
  ) {
    if (typeof indexedDB !== 'undefined') this.idb = createStore(databaseName, 'keys');
  }

  get mode(): 'indexeddb' | 'memory' {
    return this.idb && !this.degraded ? 'indexeddb' : 'memory';
  }

  /** A missing IndexedDB is reported at the first write, once listeners have had a chance to subscribe. */
  async put(record: StoredKey): Promise<void> {
    if (this.idb && !this.degraded) {
      try {
        await set(record.id, record, this.idb);
        return;
      } catch (error) {
        // The write's transaction aborted, so nothing half-written stays in IndexedDB.
        this.degrade(reasonFor(error), error);
      }
    } else if (!this.idb) {
      this.degrade('indexeddb-unavailable');
    }
    this.memory.set(record.id, record);
  }

  async get(id: string): Promise<StoredKey | undefined> {
    return this.memory.get(id) ?? (await this.readIdb(() => get<StoredKey>(id, this.idb)));
  }

  async list(): Promise<StoredKey[]> {
    const persisted = (await this.readIdb(() => values<StoredKey>(this.idb))) ?? [];
    const all = new Map<string, StoredKey>(persisted.map((record) => [record.id, record]));
    for (const [id, record] of this.memory) all.set(id, record);
    return [...all.values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  async delete(id: string): Promise<void> {
    this.memory.delete(id);
    await this.writeIdb(() => del(id, this.idb));
  }

  async clear(): Promise<void> {
    this.memory.clear();
    await this.writeIdb(() => clear(this.idb));
  }

  private degrade(reason: DegradedReason, cause?: unknown): void {
    if (this.degraded) return;
    this.degraded = reason;
    this.onDegraded(reason, cause);
  }

  private async readIdb<T>(read: () => Promise<T>): Promise<T | undefined> {
    if (!this.idb) return undefined;
    try {
      return await read();
    } catch (error) {
      this.degrade('indexeddb-open-failed', error);
      return undefined;
    }
  }

  private async writeIdb(write: () => Promise<void>): Promise<void> {
    if (!this.idb) return;
    try {
      await write();
    } catch (error) {
      if (this.degraded) return;
      throw new KeyStoreError('STORAGE_FAILED', 'IndexedDB refused to delete the key; it may still be stored', { cause: error });
    }
  }
}

function reasonFor(error: unknown): DegradedReason {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'DataCloneError') return 'crypto-key-not-cloneable';
  if (name === 'InvalidStateError' || name === 'UnknownError' || name === 'SecurityError') return 'indexeddb-open-failed';
  return 'indexeddb-write-failed';
}
