import { OtpEncryptError } from './errors.js';
import { verifySignedBundle, type SignedBundle } from './bundle.js';

/**
 * How a bundle is trusted: by the signer key the environment expects (the production keys, or the
 * sandbox's from `GET /sandbox/enclave-keys`), or, only for sandboxes that sign nothing, not at all.
 */
export type BundleTrust =
  | {
      /** The uncompressed hex key that must have signed the bundle. */
      expectedSigner: string;
      /** Not with `expectedSigner`. */
      insecureSkipVerify?: never;
    }
  | {
      /** Trusts any bundle: only for a sandbox that signs nothing, never in production. */
      insecureSkipVerify: true;
      /** Not with `insecureSkipVerify`. */
      expectedSigner?: never;
    };

export async function checkTrust(bundle: SignedBundle, trust: BundleTrust | undefined, what: string): Promise<void> {
  if (trust?.insecureSkipVerify === true) return;
  if (typeof trust?.expectedSigner !== 'string') {
    throw new OtpEncryptError(
      'INVALID_ARGUMENT',
      'expectedSigner is required: pass the enclave key of the environment (or insecureSkipVerify: true for a sandbox that signs nothing)',
    );
  }
  await verifySignedBundle(bundle, trust.expectedSigner, what);
}
