import { KeyStoreError, describe } from './errors.js';
import { generateKeyMaterial, importScalarMaterial, randomId } from './crypto-keys.js';
import { KeyStorage } from './storage.js';
import type { CreateKeyOptions, KeyPurpose, KeyStoreEvent, StoredKey } from './types.js';

/** Options of {@link createKeyStore}. */
export interface KeyStoreOptions {
  /** IndexedDB database name; one object store `keys` inside. Default `wallet-kit`. */
  databaseName?: string;
}

/** The keys of one IndexedDB database (or of memory, when IndexedDB cannot hold them). */
export interface KeyStore {
  /** A new non-extractable ECDSA P-256 key, stored. */
  createSigningKey(options?: CreateKeyOptions): Promise<StoredKey>;
  /** A new non-extractable ECDH P-256 key (an HPKE recipient), stored. */
  createDecryptionKey(options?: CreateKeyOptions): Promise<StoredKey>;
  /** A 32-byte legacy session scalar as a non-extractable signing key; the scalar is zeroed. */
  importSigningScalar(scalar: Uint8Array, options?: CreateKeyOptions): Promise<StoredKey>;
  /** The key with this id, or undefined. */
  getKey(id: string): Promise<StoredKey | undefined>;
  /** Like getKey, but a missing key or a key of another purpose is a typed error. */
  requireKey(id: string, purpose: KeyPurpose): Promise<StoredKey>;
  /** Every key in the store. */
  listKeys(): Promise<StoredKey[]>;
  /** Deletes one key; deleting a missing key is not an error. */
  deleteKey(id: string): Promise<void>;
  /** Deletes every key of the store (sign-out of every session on this device). */
  clearKeys(): Promise<void>;
  /** Where keys are kept now. */
  readonly storageMode: 'indexeddb' | 'memory';
  /** Listens for `storage-degraded`; returns the function that stops listening. */
  on(type: KeyStoreEvent['type'], listener: (event: KeyStoreEvent) => void): () => void;
}

/**
 * A key store over one IndexedDB database. Private keys are created and imported non-extractable;
 * where IndexedDB cannot hold a CryptoKey the store keeps keys in memory and emits `storage-degraded`.
 *
 * @example
 * const store = createKeyStore();
 * store.on('storage-degraded', (e) => console.warn('keys will not survive a reload:', e.reason));
 * const key = await store.createSigningKey({ label: 'session' });
 */
export function createKeyStore(options: KeyStoreOptions = {}): KeyStore {
  const { databaseName = 'wallet-kit' } = checkOptions(options) ?? {};
  if (typeof databaseName !== 'string' || !databaseName) throw invalid('databaseName', 'a non-empty string', databaseName);
  const listeners = new Set<(event: KeyStoreEvent) => void>();
  const storage = new KeyStorage(databaseName, (reason, cause) => {
    const event: KeyStoreEvent = { type: 'storage-degraded', reason, cause };
    for (const listener of listeners) listener(event);
  });

  async function save(material: Omit<StoredKey, 'id' | 'createdAt' | 'label'>, options?: CreateKeyOptions): Promise<StoredKey> {
    const label = checkLabel(checkOptions(options)?.label);
    const record: StoredKey = { id: randomId(), createdAt: Date.now(), ...material, ...(label === undefined ? {} : { label }) };
    await storage.put(record);
    return record;
  }

  return {
    createSigningKey: async (options) => save(await generateKeyMaterial('signing'), options),
    createDecryptionKey: async (options) => save(await generateKeyMaterial('decryption'), options),
    importSigningScalar: async (scalar, options) => save(await importScalarMaterial(scalar, 'signing'), options),
    getKey: async (id) => storage.get(checkId(id)),
    async requireKey(id, purpose) {
      if (purpose !== 'signing' && purpose !== 'decryption') throw invalid('purpose', "'signing' or 'decryption'", purpose);
      const key = await storage.get(checkId(id));
      if (!key) throw new KeyStoreError('KEY_NOT_FOUND', `no key with id ${JSON.stringify(id)} in this store`);
      if (key.purpose !== purpose) {
        throw new KeyStoreError('WRONG_KEY_PURPOSE', `key ${id} is a ${key.purpose} key, expected a ${purpose} key`);
      }
      return key;
    },
    listKeys: () => storage.list(),
    deleteKey: async (id) => storage.delete(checkId(id)),
    clearKeys: () => storage.clear(),
    get storageMode() {
      return storage.mode;
    },
    on(type, listener) {
      if (type !== 'storage-degraded') throw invalid('event', "'storage-degraded'", type);
      if (typeof listener !== 'function') throw invalid('listener', 'a function', listener);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function invalid(name: string, expected: string, got: unknown): KeyStoreError {
  return new KeyStoreError('INVALID_ARGUMENT', `${name}: expected ${expected}, got ${describe(got)}`);
}

/** Options are a plain object or nothing: `null`, bytes, a string or a function is a mistake worth naming. */
function checkOptions<T extends object>(options: T | undefined): T | undefined {
  if (options !== undefined && (typeof options !== 'object' || options === null || ![Object.prototype, null].includes(Object.getPrototypeOf(options)))) throw invalid('options', 'an object', options);
  return options;
}

function checkId(id: string): string {
  if (typeof id !== 'string' || id.length === 0) {
    throw new KeyStoreError('INVALID_ARGUMENT', `expected a key id (a non-empty string), got ${id === '' ? 'an empty string' : typeof id}`);
  }
  return id;
}

function checkLabel(label: unknown): string | undefined {
  if (label === undefined) return undefined;
  if (typeof label !== 'string' || label.length > 200) {
    throw new KeyStoreError('INVALID_ARGUMENT', 'expected label to be a string of at most 200 characters');
  }
  return label;
}
