import { bytesToHex, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { OtpEncryptError } from './errors.js';
import { hpkeSeal } from './hpke.js';
import { parseTargetBundle, type TargetBundle } from './target-bundle.js';
import { checkTrust, type BundleTrust } from './trust.js';
import type { SignedBundle } from './bundle.js';

/** What {@link encryptOtpCode} seals, and how it trusts the target bundle. */
export type EncryptOtpCodeInput = {
  /** The code the user typed, digits or letters only (format it before: no spaces or dashes). */
  otpCode: string;
  /** `otpEncryptionTargetBundle` from the challenge, as text or parsed. */
  targetBundle: string | SignedBundle;
  /** The client's compressed public key (66 hex characters), the key that will sign the session. */
  clientPublicKey: string;
} & BundleTrust;

const OTP_CODE = /^[0-9A-Za-z]{4,32}$/;

/**
 * The `encryptedOtpBundle` for `POST /auth/credentials/{id}/verify`: HPKE-seals
 * `{"otp_code","public_key"}` to the bundle's target key, after verifying the bundle's signature.
 * Nothing is encrypted for a bundle that does not verify or an uncompressed client key.
 *
 * @example
 * const encryptedOtpBundle = await encryptOtpCode({ otpCode: '000000', targetBundle, clientPublicKey: key.publicKey.compressed, expectedSigner });
 */
export async function encryptOtpCode(input: EncryptOtpCodeInput): Promise<string> {
  const { otpCode, clientPublicKey } = input ?? ({} as EncryptOtpCodeInput);
  if (typeof otpCode !== 'string' || !OTP_CODE.test(otpCode)) {
    throw new OtpEncryptError('INVALID_ARGUMENT', 'otpCode: expected 4 to 32 letters or digits with no spaces or dashes');
  }
  if (typeof clientPublicKey !== 'string' || clientPublicKey.length !== 66) {
    throw new OtpEncryptError(
      'INVALID_PUBLIC_KEY',
      `clientPublicKey: expected the compressed P-256 key (66 hex characters, 02/03…), got ${typeof clientPublicKey === 'string' ? `${clientPublicKey.length} characters` : typeof clientPublicKey}; the service answers "Invalid wallet request." to an uncompressed key`,
    );
  }
  let compressed: string;
  try {
    compressed = publicKeyForms(clientPublicKey, 'clientPublicKey').compressed;
  } catch (error) {
    throw new OtpEncryptError('INVALID_PUBLIC_KEY', (error as Error).message, { cause: error });
  }
  const bundle: TargetBundle = parseTargetBundle(input.targetBundle);
  await checkTrust(bundle, input, 'otpEncryptionTargetBundle');
  const plaintext = new TextEncoder().encode(JSON.stringify({ otp_code: otpCode, public_key: compressed }));
  const { enc, ciphertext } = await hpkeSeal(plaintext, bundle.targetPublic);
  return JSON.stringify({ encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) });
}
