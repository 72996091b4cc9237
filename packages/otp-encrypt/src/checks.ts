import { hexToBytes, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { OtpEncryptError } from './errors.js';

/** What an HPKE recipient needs: the private key and its public half (as a CryptoKey and as hex). */
export interface HpkeRecipient {
  /** ECDH P-256, non-extractable: the opening happens inside WebCrypto. */
  privateKey: CryptoKey;
  /** The public half, extractable: HPKE's key schedule needs its bytes. */
  publicCryptoKey: CryptoKey;
  /** The public half as the service's fields carry it. */
  publicKey: {
    /** 130 hex characters, `04…`. */
    uncompressed: string;
  };
}

const UNCOMPRESSED = /^04[0-9a-f]{128}$/i;

function isCryptoKey(value: unknown, name: string, usage: KeyUsage): value is CryptoKey {
  return value instanceof CryptoKey && value.algorithm.name === name && (value.algorithm as EcKeyAlgorithm).namedCurve === 'P-256' && value.usages.includes(usage);
}

/** A plain object, as every options argument must be: `null`, bytes or a string is a mistake worth naming. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));
}

export function checkObject(value: unknown, what: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new OtpEncryptError('INVALID_ARGUMENT', `${what}: expected an object`);
  return value;
}

/**
 * A decryption key from @wallet-kit/key-store, or any `{ privateKey, publicKey: { uncompressed } }`.
 * A CryptoKey of another kind is left to WebCrypto, whose refusal hpkeOpen reports as DECRYPTION_FAILED.
 */
export function checkRecipient(recipient: unknown, what: string): HpkeRecipient {
  const candidate = recipient as Partial<HpkeRecipient> | null | undefined;
  if (!(candidate?.privateKey instanceof CryptoKey) || !UNCOMPRESSED.test(String(candidate.publicKey?.uncompressed))) {
    throw new OtpEncryptError('INVALID_ARGUMENT', `${what}: expected an ECDH P-256 decryption key`);
  }
  return candidate as HpkeRecipient;
}

/** An enclave signing key: an ECDSA P-256 CryptoKey that can sign, and its uncompressed public key in hex. */
export function checkSigner(signer: unknown, what: string): { privateKey: CryptoKey; publicKey: string } {
  const candidate = signer as { privateKey?: unknown; publicKey?: unknown } | null | undefined;
  if (!isCryptoKey(candidate?.privateKey, 'ECDSA', 'sign') || typeof candidate?.publicKey !== 'string' || !UNCOMPRESSED.test(candidate.publicKey)) {
    throw new OtpEncryptError('INVALID_ARGUMENT', `${what}: expected an ECDSA P-256 enclave signer`);
  }
  return candidate as { privateKey: CryptoKey; publicKey: string };
}

/** The uncompressed bytes of a P-256 public key given in either form; anything else is INVALID_PUBLIC_KEY. */
export function publicKeyBytes(key: unknown, what: string): Uint8Array<ArrayBuffer> {
  try {
    return hexToBytes(publicKeyForms(key as string, what).uncompressed);
  } catch (error) {
    throw new OtpEncryptError('INVALID_PUBLIC_KEY', `${what}: expected a P-256 public key`, { cause: error });
  }
}
