/** Stable codes for every failure this package reports; the `BUNDLE_*` ones mean a bundle cannot be trusted. */
export type OtpEncryptErrorCode =
  | 'BUNDLE_MALFORMED'
  | 'BUNDLE_VERSION_UNSUPPORTED'
  | 'BUNDLE_SIGNER_UNEXPECTED'
  | 'BUNDLE_SIGNATURE_INVALID'
  | 'ORGANIZATION_MISMATCH'
  | 'INVALID_PUBLIC_KEY'
  | 'INVALID_ARGUMENT'
  | 'DECRYPTION_FAILED'
  | 'KEY_STORE_FAILED';

/** The one error class of @wallet-kit/otp-encrypt: a stable `code`, the original error as `cause`. */
export class OtpEncryptError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: OtpEncryptErrorCode;

  constructor(code: OtpEncryptErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OtpEncryptError';
    this.code = code;
  }
}
