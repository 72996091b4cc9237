import { publicKeyForms } from '@wallet-kit/key-store/encoding';
import { decodeBundleData, parseSignedBundle, type SignedBundle } from './bundle.js';
import { OtpEncryptError } from './errors.js';
import { checkTrust } from './trust.js';

/** An `otpEncryptionTargetBundle`, parsed: the signed envelope and the key to seal the code to. */
export interface TargetBundle extends SignedBundle {
  /** Uncompressed hex of the enclave's one-time HPKE key. */
  targetPublic: string;
  /** Everything else `data` holds (organizationId, userId, ...), as sent. */
  fields: Record<string, unknown>;
}

/**
 * Parses the `otpEncryptionTargetBundle` string of an OTP challenge. Tolerates the single-quote
 * wrapping some examples have. Checks shape only: call `verifyTargetBundle` before trusting it.
 *
 * @example const bundle = parseTargetBundle(challenge.otpEncryptionTargetBundle); bundle.targetPublic // '04…'
 */
export function parseTargetBundle(text: string | SignedBundle): TargetBundle {
  const bundle = parseSignedBundle(text, 'otpEncryptionTargetBundle');
  const fields = decodeBundleData(bundle, 'otpEncryptionTargetBundle');
  let targetPublic: string;
  try {
    targetPublic = publicKeyForms(String(fields.targetPublic ?? ''), 'targetPublic').uncompressed;
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_MALFORMED', `otpEncryptionTargetBundle.data.targetPublic: ${(error as Error).message}`, { cause: error });
  }
  const { version, data, dataSignature, enclaveQuorumPublic } = bundle;
  return { version, data, dataSignature, enclaveQuorumPublic, targetPublic, fields };
}

/**
 * Checks that a target bundle was signed by `expectedSigner` (reference: OTP): the bundle's
 * `enclaveQuorumPublic` must be that key and `dataSignature` must verify over the decoded `data`.
 *
 * @example await verifyTargetBundle(bundle, { expectedSigner: PRODUCTION_OTP_SIGNER });
 */
export async function verifyTargetBundle(bundle: TargetBundle, options: { expectedSigner: string }): Promise<TargetBundle> {
  const signed = parseSignedBundle(bundle, 'otpEncryptionTargetBundle');
  await checkTrust(signed, { expectedSigner: options?.expectedSigner }, 'otpEncryptionTargetBundle');
  return bundle;
}
