export type ServerErrorCode =
  | 'WEBHOOK_SIGNATURE_MISSING'
  | 'WEBHOOK_SIGNATURE_MALFORMED'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WEBHOOK_BODY_MALFORMED'
  | 'CHALLENGE_UNKNOWN'
  | 'CHALLENGE_EXPIRED'
  | 'INVALID_ARGUMENT';

/** The one error class of @wallet-kit/server: a stable `code`, the original error as `cause`. */
export class ServerError extends Error {
  readonly code: ServerErrorCode;

  constructor(code: ServerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServerError';
    this.code = code;
  }
}
