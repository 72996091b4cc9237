import type { PublicKeyHex } from './encoding/p256.js';

export type KeyPurpose = 'signing' | 'decryption';

/**
 * A client key as the kit keeps it. The private half is a non-extractable WebCrypto key; the
 * public half is given as hex (both forms) and as a CryptoKey for verifying or for HPKE.
 */
export interface StoredKey {
  id: string;
  purpose: KeyPurpose;
  publicKey: PublicKeyHex;
  /** Milliseconds since the epoch. */
  createdAt: number;
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

export interface CreateKeyOptions {
  label?: string;
}

export type KeyStoreEvent = {
  type: 'storage-degraded';
  /** Why keys are now kept in memory only (lost when the page closes). */
  reason: 'indexeddb-unavailable' | 'indexeddb-open-failed' | 'crypto-key-not-cloneable' | 'indexeddb-write-failed';
  cause?: unknown;
};
