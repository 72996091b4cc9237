import type { PublicKeyHex } from './encoding/p256.js';

/** What a key is for: ECDSA signing, or ECDH decryption as an HPKE recipient. A key has one purpose only. */
export type KeyPurpose = 'signing' | 'decryption';

/**
 * A client key as the kit keeps it. The private half is a non-extractable WebCrypto key; the
 * public half is given as hex (both forms) and as a CryptoKey for verifying or for HPKE.
 */
export interface StoredKey {
  /** Random and unique in its store; `getKey(id)` finds the key again after a reload. */
  id: string;
  /** Signing (ECDSA) or decryption (ECDH); never both. */
  purpose: KeyPurpose;
  /** The public key as the service's fields take it: compressed and uncompressed hex. */
  publicKey: PublicKeyHex;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The caller's own name for the key (`'session'`), kept for listing and debugging. */
  label?: string;
  /** ECDSA P-256 (signing) or ECDH P-256 (decryption); `extractable` is always false. */
  privateKey: CryptoKey;
  /** The public half (public keys are always exportable in WebCrypto). */
  publicCryptoKey: CryptoKey;
}

/** What a signer needs of a key: the stamp carries the compressed public key. */
export type SigningKey = Pick<StoredKey, 'privateKey' | 'publicKey'>;

/** What an HPKE recipient needs of a key. */
export type DecryptionKey = Pick<StoredKey, 'privateKey' | 'publicCryptoKey' | 'publicKey'>;

/** Options for a new or imported key. */
export interface CreateKeyOptions {
  /** A name of your own, at most 200 characters, stored with the key. */
  label?: string;
}

/**
 * Emitted once when the store falls back to memory: the keys it holds from then on do not survive the page.
 * @example store.on('storage-degraded', (event) => console.warn(event.reason));
 */
export type KeyStoreEvent = {
  /** The one event a store emits. */
  type: 'storage-degraded';
  /** Why keys are now kept in memory only (lost when the page closes). */
  reason: 'indexeddb-unavailable' | 'indexeddb-open-failed' | 'crypto-key-not-cloneable' | 'indexeddb-write-failed';
  /** The error IndexedDB or the browser raised, if any. */
  cause?: unknown;
};
