/** Every failure a function of @wallet-kit/server throws, as a stable code. */
export type ServerErrorCode =
  | 'WEBHOOK_SIGNATURE_MISSING'
  | 'WEBHOOK_SIGNATURE_MALFORMED'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WEBHOOK_BODY_MALFORMED'
  | 'BODY_TOO_LARGE'
  | 'CHALLENGE_UNKNOWN'
  | 'CHALLENGE_EXPIRED'
  | 'UPSTREAM_FAILED'
  | 'UPSTREAM_RATE_LIMITED'
  | 'SERVICE_REFUSED'
  | 'STORE_FAILED'
  | 'INVALID_ARGUMENT';

/**
 * The one error class of @wallet-kit/server: a stable `code`, the original error as `cause`, and
 * `details` a caller may act on (`retryAfter` for UPSTREAM_RATE_LIMITED, `limit` for BODY_TOO_LARGE, the service's
 * `status`, `code` and `reason` for SERVICE_REFUSED).
 *
 * @example
 * try { await verifyWebhook(body, header, key) } catch (e) { if (e instanceof ServerError) console.log(e.code) } // 'WEBHOOK_SIGNATURE_INVALID'
 */
export class ServerError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: ServerErrorCode;
  /** What a caller may act on: `retryAfter`, `limit`; empty for most codes. */
  readonly details: Readonly<Record<string, string | number>>;

  constructor(code: ServerErrorCode, message: string, options: { cause?: unknown; details?: Record<string, string | number> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ServerError';
    this.code = code;
    this.details = options.details ?? {};
  }
}
