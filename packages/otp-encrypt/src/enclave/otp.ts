import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { checkObject, checkSigner, publicKeyBytes } from '../checks.js';
import { OtpEncryptError } from '../errors.js';
import { hpkeOpen, type HpkeRecipient } from '../hpke.js';
import { signBundle, type EnclaveSigner } from './keys.js';

/**
 * The `otpEncryptionTargetBundle` string for an OTP challenge: `targetPublic` and the ids, signed.
 * @example const text = await createTargetBundle({ signer, targetKey, organizationId, userId });
 */
export async function createTargetBundle(input: {
  signer: EnclaveSigner;
  targetKey: Pick<HpkeRecipient, 'publicKey'>;
  organizationId?: string;
  userId?: string;
}): Promise<string> {
  checkObject(input, 'input');
  checkSigner(input.signer, 'signer');
  publicKeyBytes(input.targetKey?.publicKey?.uncompressed, 'targetKey.publicKey.uncompressed');
  const data = { organizationId: input.organizationId, targetPublic: input.targetKey.publicKey.uncompressed, userId: input.userId };
  return JSON.stringify(await signBundle(data, input.signer));
}

/** What a client sealed in an `encryptedOtpBundle`. */
export interface OpenedOtpBundle {
  /** The code the user typed. */
  otpCode: string;
  /** `public_key` exactly as the client sent it; the caller decides whether its form is acceptable. */
  publicKey: string;
}

/** Opens an `encryptedOtpBundle` with the challenge's target key. */
export async function openOtpBundle(encryptedOtpBundle: string, targetKey: HpkeRecipient): Promise<OpenedOtpBundle> {
  let outer: { encappedPublic?: unknown; ciphertext?: unknown };
  try {
    outer = JSON.parse(encryptedOtpBundle) as typeof outer;
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_MALFORMED', 'encryptedOtpBundle: expected JSON {"encappedPublic","ciphertext"}', { cause: error });
  }
  if (typeof outer?.encappedPublic !== 'string' || typeof outer.ciphertext !== 'string') {
    throw new OtpEncryptError('BUNDLE_MALFORMED', 'encryptedOtpBundle: expected encappedPublic and ciphertext as hex strings');
  }
  let enc: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    enc = hexToBytes(outer.encappedPublic, 'encappedPublic');
    ciphertext = hexToBytes(outer.ciphertext, 'ciphertext');
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_MALFORMED', `encryptedOtpBundle: ${(error as Error).message}`, { cause: error });
  }
  const plaintext = await hpkeOpen(enc, ciphertext, targetKey);
  let inner: { otp_code?: unknown; public_key?: unknown };
  try {
    inner = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as typeof inner;
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_MALFORMED', 'encryptedOtpBundle: the plaintext is not JSON', { cause: error });
  }
  if (typeof inner?.otp_code !== 'string' || typeof inner.public_key !== 'string') {
    throw new OtpEncryptError('BUNDLE_MALFORMED', 'encryptedOtpBundle: expected otp_code and public_key strings inside');
  }
  return { otpCode: inner.otp_code, publicKey: inner.public_key };
}
