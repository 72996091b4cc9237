/** The service's codes for a bad stamp, plus the kit's own for a bad argument. */
export type StampErrorCode = 'WALLET_SIGNATURE_MALFORMED' | 'WALLET_SIGNATURE_INVALID' | 'INVALID_ARGUMENT';

/**
 * The one error class of @wallet-kit/stamp-signer. `code` is the service's own 401 code where
 * there is one, so the sandbox can answer with it unchanged.
 */
export class StampError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: StampErrorCode;

  constructor(code: StampErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StampError';
    this.code = code;
  }
}
