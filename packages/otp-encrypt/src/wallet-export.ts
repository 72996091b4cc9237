import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { decodeBundleData, parseSignedBundle, type SignedBundle } from './bundle.js';
import { OtpEncryptError } from './errors.js';
import { hpkeOpen, type HpkeRecipient } from './hpke.js';
import { checkTrust, type BundleTrust } from './trust.js';

/** How {@link decryptWalletExport} trusts the bundle, and which organization it must name. */
export type DecryptWalletExportOptions = BundleTrust & {
  /** When given, the bundle must name this organization. */
  organizationId?: string;
};

/**
 * The mnemonic inside `encryptedWalletCredentials` from `POST /internal-accounts/{id}/export`,
 * after checking the export signer and, if given, the organization.
 *
 * @example const mnemonic = await decryptWalletExport(response.encryptedWalletCredentials, decryptionKey, { expectedSigner });
 */
export async function decryptWalletExport(
  encryptedWalletCredentials: string | SignedBundle,
  decryptionKey: HpkeRecipient,
  options: DecryptWalletExportOptions,
): Promise<string> {
  if (options?.organizationId !== undefined && typeof options.organizationId !== 'string') throw new OtpEncryptError('INVALID_ARGUMENT', 'organizationId: expected a string');
  const bundle = parseSignedBundle(encryptedWalletCredentials, 'encryptedWalletCredentials');
  await checkTrust(bundle, options, 'encryptedWalletCredentials');
  const data = decodeBundleData(bundle, 'encryptedWalletCredentials');
  if (typeof data.encappedPublic !== 'string' || typeof data.ciphertext !== 'string') {
    throw new OtpEncryptError('BUNDLE_MALFORMED', 'encryptedWalletCredentials.data: expected encappedPublic and ciphertext as hex strings');
  }
  if (options.organizationId !== undefined && data.organizationId !== options.organizationId) {
    throw new OtpEncryptError(
      'ORGANIZATION_MISMATCH',
      `encryptedWalletCredentials: made for organization ${JSON.stringify(data.organizationId)}, expected ${JSON.stringify(options.organizationId)}`,
    );
  }
  let enc: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    enc = hexToBytes(data.encappedPublic, 'encappedPublic');
    ciphertext = hexToBytes(data.ciphertext, 'ciphertext');
  } catch (error) {
    throw new OtpEncryptError('BUNDLE_MALFORMED', `encryptedWalletCredentials.data: ${(error as Error).message}`, { cause: error });
  }
  const plaintext = await hpkeOpen(enc, ciphertext, decryptionKey);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } finally {
    plaintext.fill(0);
  }
}
