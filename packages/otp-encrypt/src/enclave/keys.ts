import { bytesToHex, p1363ToDer, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { BUNDLE_VERSION, type SignedBundle } from '../bundle.js';
import { checkObject, checkSigner, isPlainObject } from '../checks.js';
import { OtpEncryptError } from '../errors.js';
import type { HpkeRecipient } from '../hpke.js';

/** An enclave signing key: its private CryptoKey and its uncompressed public key in hex. */
export interface EnclaveSigner {
  /** ECDSA P-256, for `signBundle`. */
  privateKey: CryptoKey;
  /** Uncompressed hex: what clients pass as `expectedSigner`. */
  publicKey: string;
}

async function rawPublicKey(key: CryptoKey): Promise<string> {
  return publicKeyForms(new Uint8Array(await crypto.subtle.exportKey('raw', key))).uncompressed;
}

/**
 * A new enclave signer. Pass `extractable: true` only where the key must be persisted (the
 * sandbox's state file); it is a simulated enclave's key, never a user's.
 */
export async function createEnclaveSigner(options: { extractable?: boolean } = {}): Promise<EnclaveSigner> {
  if (!isPlainObject(options)) throw new OtpEncryptError('INVALID_ARGUMENT', 'options: expected { extractable? } or nothing');
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, options.extractable === true, ['sign'])) as CryptoKeyPair;
  return { privateKey: pair.privateKey, publicKey: await rawPublicKey(pair.publicKey) };
}

/** A new one-time HPKE key for the enclave to receive an OTP bundle on. */
export async function createEnclaveTargetKey(): Promise<HpkeRecipient> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])) as CryptoKeyPair;
  return { privateKey: pair.privateKey, publicCryptoKey: pair.publicKey, publicKey: { uncompressed: await rawPublicKey(pair.publicKey) } };
}

/** Signs `data` (an object, serialized here) the way the enclave does: DER ECDSA over the JSON bytes. */
export async function signBundle(data: Record<string, unknown>, signer: EnclaveSigner | undefined): Promise<SignedBundle> {
  checkObject(data, 'data');
  if (signer !== undefined) checkSigner(signer, 'signer');
  let text: string;
  try {
    text = JSON.stringify(data);
  } catch (error) {
    throw new OtpEncryptError('INVALID_ARGUMENT', 'data: expected a JSON-serializable object', { cause: error });
  }
  const bytes = new TextEncoder().encode(text);
  if (!signer) return { version: BUNDLE_VERSION, data: bytesToHex(bytes), dataSignature: '', enclaveQuorumPublic: '' };
  const p1363 = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer.privateKey, bytes));
  return {
    version: BUNDLE_VERSION,
    data: bytesToHex(bytes),
    dataSignature: bytesToHex(p1363ToDer(p1363)),
    enclaveQuorumPublic: signer.publicKey,
  };
}
