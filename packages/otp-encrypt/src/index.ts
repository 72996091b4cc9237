/**
 * @wallet-kit/otp-encrypt: the client side of the service's HPKE: seal one-time codes, open session keys and exports.
 *
 * @packageDocumentation
 */
export { parseTargetBundle, verifyTargetBundle, type TargetBundle } from './target-bundle.js';
export { encryptOtpCode, type EncryptOtpCodeInput } from './otp.js';
export { decryptSessionSigningKey } from './session-key.js';
export { decryptWalletExport, type DecryptWalletExportOptions } from './wallet-export.js';
export type { BundleTrust } from './trust.js';
export type { SignedBundle } from './bundle.js';
export type { HpkeRecipient } from './hpke.js';
export { OtpEncryptError, type OtpEncryptErrorCode } from './errors.js';
export { PRODUCTION_SIGNERS } from './signers.js';
