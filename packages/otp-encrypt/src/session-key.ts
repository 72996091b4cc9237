import { defaultKeyStore, type KeyStore, type KeyStoreError, type StoredKey } from '@wallet-kit/key-store';
import { base58checkToBytes } from '@wallet-kit/key-store/encoding';
import { isPlainObject } from './checks.js';
import { OtpEncryptError } from './errors.js';
import { hpkeOpen, type HpkeRecipient } from './hpke.js';

const COMPRESSED_ENC = 33;

/**
 * Opens a legacy `encryptedSessionSigningKey` (base58check of compressed enc || ciphertext || tag)
 * with the decryption key whose uncompressed public key started the session, and keeps the session
 * key as a non-extractable signing key. The decrypted scalar is zeroed once imported.
 *
 * @example const sessionKey = await decryptSessionSigningKey(session.encryptedSessionSigningKey, decryptionKey);
 */
export async function decryptSessionSigningKey(
  encryptedSessionSigningKey: string,
  decryptionKey: HpkeRecipient,
  options: { keyStore?: KeyStore; label?: string } = {},
): Promise<StoredKey> {
  if (!isPlainObject(options) || (options.keyStore !== undefined && typeof (options.keyStore as Partial<KeyStore> | null)?.importSigningScalar !== 'function')) {
    throw new OtpEncryptError('INVALID_ARGUMENT', 'options: expected { keyStore?: a KeyStore, label? }');
  }
  let payload: Uint8Array;
  try {
    payload = await base58checkToBytes(encryptedSessionSigningKey, 'encryptedSessionSigningKey');
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_MALFORMED', (error as Error).message, { cause: error });
  }
  if (payload.length <= COMPRESSED_ENC + 16) {
    throw new OtpEncryptError(
      'BUNDLE_MALFORMED',
      `encryptedSessionSigningKey: expected a 33-byte encapsulated key then ciphertext and tag (81 bytes), got ${payload.length} bytes`,
    );
  }
  const scalar = await hpkeOpen(payload.subarray(0, COMPRESSED_ENC), payload.subarray(COMPRESSED_ENC), decryptionKey);
  if (scalar.length !== 32) {
    scalar.fill(0);
    throw new OtpEncryptError('DECRYPTION_FAILED', `the session key should be a 32-byte scalar, got ${scalar.length} bytes`);
  }
  const store = options.keyStore ?? defaultKeyStore();
  try {
    return await store.importSigningScalar(scalar, options.label === undefined ? undefined : { label: options.label });
  } catch (error) {
    // A scalar outside [1, n-1] came out of the ciphertext: the sealed key, not the store, is at fault.
    const code = (error as Partial<KeyStoreError> | null)?.code;
    throw new OtpEncryptError(code === 'INVALID_SCALAR' ? 'DECRYPTION_FAILED' : code === 'INVALID_ARGUMENT' ? code : 'KEY_STORE_FAILED', 'the key store refused the session key', { cause: error });
  } finally {
    scalar.fill(0);
  }
}
