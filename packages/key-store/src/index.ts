/**
 * @wallet-kit/key-store: P-256 client keys kept as non-extractable WebCrypto keys in IndexedDB.
 * Nothing runs at import time, so server-side rendering can import it.
 *
 * @packageDocumentation
 */
import { createKeyStore, type KeyStore } from './store.js';
import type { CreateKeyOptions, StoredKey } from './types.js';

export { createKeyStore, type KeyStore, type KeyStoreOptions } from './store.js';
export { KeyStoreError, type KeyStoreErrorCode } from './errors.js';
export type { StoredKey, SigningKey, DecryptionKey, KeyPurpose, CreateKeyOptions, KeyStoreEvent } from './types.js';
export type { PublicKeyHex } from './encoding/p256.js';

let defaultStore: KeyStore | undefined;

/** The store behind the plain functions below: database `wallet-kit`, made on first use. */
export function defaultKeyStore(): KeyStore {
  defaultStore ??= createKeyStore();
  return defaultStore;
}

/**
 * A new ECDSA P-256 key for stamps and the client-held-key sign-in.
 * @example const key = await createSigningKey(); key.publicKey.compressed // '02…' or '03…'
 */
export const createSigningKey = (options?: CreateKeyOptions): Promise<StoredKey> => defaultKeyStore().createSigningKey(options);

/**
 * A new ECDH P-256 key to receive HPKE-sealed material (legacy session keys, wallet exports).
 * @example const key = await createDecryptionKey(); key.publicKey.uncompressed // '04…'
 */
export const createDecryptionKey = (options?: CreateKeyOptions): Promise<StoredKey> => defaultKeyStore().createDecryptionKey(options);

/**
 * Turns a 32-byte P-256 scalar (the legacy session signing key) into a non-extractable signing key
 * and zeroes `scalar`.
 * @example const key = await importSigningScalar(scalarBytes); scalarBytes.every((b) => b === 0) // true
 */
export const importSigningScalar = (scalar: Uint8Array, options?: CreateKeyOptions): Promise<StoredKey> =>
  defaultKeyStore().importSigningScalar(scalar, options);

/** @example const key = await getKey(id); // undefined when there is none */
export const getKey = (id: string): Promise<StoredKey | undefined> => defaultKeyStore().getKey(id);

/** @example (await listKeys()).map((key) => key.id) // oldest first */
export const listKeys = (): Promise<StoredKey[]> => defaultKeyStore().listKeys();

/** @example await deleteKey(id) */
export const deleteKey = (id: string): Promise<void> => defaultKeyStore().deleteKey(id);

/** @example await clearKeys() */
export const clearKeys = (): Promise<void> => defaultKeyStore().clearKeys();
