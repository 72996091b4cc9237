/** One field that failed validation, as the service reports it in `details.errors` (reference: Error body). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every error the sandbox answers with: an HTTP status, a stable `code` and a `reason`, rendered as
 * the service's one envelope `{ code, reason, details? }` (spec: Errors).
 */
export class ServiceError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, reason: string, options: { details?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(reason, { cause: options.cause });
    this.name = 'ServiceError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get reason(): string {
    return this.message;
  }

  toBody(): { code: string; reason: string; details?: Record<string, unknown> } {
    return this.details === undefined ? { code: this.code, reason: this.message } : { code: this.code, reason: this.message, details: this.details };
  }
}

export const invalidInput = (errors: FieldError[], reason = 'The request is invalid.'): ServiceError =>
  new ServiceError(400, 'INVALID_INPUT', reason, { details: { errors } });

/** The enclave's one answer for a rejected wallet request (spec: Authentication, EMAIL_OTP step 6). */
export const invalidWalletRequest = (cause?: unknown): ServiceError =>
  new ServiceError(400, 'INVALID_INPUT', 'Invalid wallet request.', { cause });

export const unauthorized = (reason: string, code = 'UNAUTHORIZED', cause?: unknown): ServiceError =>
  new ServiceError(401, code, reason, { cause });

export const forbidden = (reason: string, code = 'FORBIDDEN'): ServiceError => new ServiceError(403, code, reason);

export const notFound = (what: string, id: string, code = 'NOT_FOUND'): ServiceError =>
  new ServiceError(404, code, `${what} ${JSON.stringify(id)} was not found.`);

export const conflict = (reason: string, code = 'CONFLICT'): ServiceError => new ServiceError(409, code, reason);

export const rateLimited = (retryAfterSeconds: number, reason = 'Too many requests; retry later.'): ServiceError =>
  new ServiceError(429, 'RATE_LIMITED', reason, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    details: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });
