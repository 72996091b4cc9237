/** One field that failed validation, as the service reports it in `details.errors` (reference: Error body). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The codes the sandbox may answer with, by status: the public document's own enums (its `Error400`
 * ... `Error503` schemas), plus the corrections of scripts/build-contract.ts (CODE_CORRECTIONS, each
 * with the reason the spec demands it): 404 NOT_FOUND, 409 QUOTE_EXPIRED and QUOTE_RATE_UNAVAILABLE.
 * Nothing outside these lists can be sent; error-contract.test.ts holds the lists to the contract.
 */
export const ERROR_CODES = {
  400: [
    'INVALID_INPUT', 'END_USER_TERMS_VERSION_NOT_FOUND', 'MISSING_MANDATORY_USER_INFO', 'INVITATION_ALREADY_CLAIMED', 'INVITATIONS_NOT_CONFIGURED',
    'INVALID_UMA_ADDRESS', 'INVITATION_CANCELLED', 'QUOTE_REQUEST_FAILED', 'INVALID_PAYREQ_RESPONSE', 'INVALID_RECEIVER', 'PARSE_PAYREQ_RESPONSE_ERROR',
    'CERT_CHAIN_INVALID', 'CERT_CHAIN_EXPIRED', 'INVALID_PUBKEY_FORMAT', 'MISSING_REQUIRED_UMA_PARAMETERS', 'SENDER_NOT_ACCEPTED', 'AMOUNT_OUT_OF_RANGE',
    'INVALID_CURRENCY', 'INVALID_TIMESTAMP', 'INVALID_NONCE', 'INVALID_REQUEST_FORMAT', 'INVALID_BANK_ACCOUNT', 'SELF_PAYMENT', 'LOOKUP_REQUEST_FAILED',
    'PARSE_LNURLP_RESPONSE_ERROR', 'INVALID_AMOUNT', 'WEBHOOK_ENDPOINT_NOT_SET', 'WEBHOOK_DELIVERY_ERROR', 'LOW_QUALITY', 'DATA_MISMATCH', 'EXPIRED',
    'SUSPECTED_FRAUD', 'UNSUITABLE_DOCUMENT', 'INCOMPLETE', 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS',
    'PASSKEY_CREDENTIAL_ALREADY_EXISTS', 'STABLECOIN_PROVIDER_ACCOUNT_INVALID', 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED',
    'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED', 'CARDHOLDER_KYC_NOT_APPROVED', 'TRANSACTION_SIZE_LIMIT_EXCEEDED', 'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
    // Correction: named by the document for card funding sources, missing from its Error400 enum.
    'FUNDING_SOURCE_INELIGIBLE',
  ],
  401: ['UNAUTHORIZED', 'INVALID_SIGNATURE', 'WALLET_SIGNATURE_MISSING', 'WALLET_SIGNATURE_MALFORMED', 'WALLET_SIGNATURE_BODY_MISMATCH', 'WALLET_SIGNATURE_INVALID', 'REQUEST_ID_MISSING'],
  403: ['FORBIDDEN', 'USER_NOT_READY', 'COUNTERPARTY_NOT_ALLOWED', 'VELOCITY_LIMIT_EXCEEDED', 'END_USER_TERMS_NOT_ACCEPTED'],
  404: [
    'TRANSACTION_NOT_FOUND', 'INVITATION_NOT_FOUND', 'USER_NOT_FOUND', 'QUOTE_NOT_FOUND', 'LOOKUP_REQUEST_NOT_FOUND', 'TOKEN_NOT_FOUND',
    'BULK_UPLOAD_JOB_NOT_FOUND', 'REFERENCE_NOT_FOUND', 'UMA_NOT_FOUND', 'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND',
    // Correction (scripts/build-contract.ts): the document's 404 enum names no code for the other resources (accounts, credentials, sessions, agents...).
    'NOT_FOUND',
  ],
  405: ['METHOD_NOT_ALLOWED'],
  409: [
    'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL', 'TRANSACTION_NOT_CANCELLABLE', 'UMA_ADDRESS_EXISTS', 'EMAIL_OTP_EMAIL_ALREADY_EXISTS',
    'EMAIL_OTP_CREDENTIAL_SET_CHANGED', 'PASSKEY_ALREADY_ENROLLED', 'SCA_SESSION_REQUIRED', 'BENEFICIARY_TRUSTED', 'INVALID_STATE_TRANSITION',
    'CARD_ALREADY_CLOSED', 'CARD_NOT_MUTABLE', 'CONFLICT',
    // Correction (scripts/build-contract.ts): the spec (Errors: Other codes seen) names these for POST /quotes/{quoteId}/execute; the status is the sandbox's choice.
    'QUOTE_EXPIRED', 'QUOTE_RATE_UNAVAILABLE',
  ],
  410: ['CUSTOMER_DELETED'],
  412: ['UNSUPPORTED_UMA_VERSION'],
  423: ['ACCOUNT_LOCKED'],
  424: ['PAYREQ_REQUEST_FAILED', 'COUNTERPARTY_PUBKEY_FETCH_ERROR', 'NO_COMPATIBLE_UMA_VERSION', 'LNURLP_REQUEST_FAILED', 'EMAIL_OTP_CREDENTIAL_SYNC_FAILED'],
  429: ['RATE_LIMITED', 'DAILY_VOLUME_LIMIT_EXCEEDED'],
  500: ['SERVICE_SWITCH_ERROR', 'INTERNAL_ERROR'],
  501: ['UNRECOGNIZED_MANDATORY_PAYEE_DATA_KEY', 'NOT_IMPLEMENTED'],
  503: ['SERVICE_UNAVAILABLE'],
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;
/** The public document's error codes for a status (all of them by default). */
export type ErrorCode<S extends ErrorStatus = ErrorStatus> = (typeof ERROR_CODES)[S][number];

/**
 * Every error the sandbox answers with: an HTTP status, a stable `code` from that status's list and
 * a `reason`, rendered as the service's one envelope `{ code, reason, details? }` (spec: Errors).
 */
export class ServiceError extends Error {
  /** The HTTP status it answers with. */
  readonly status: ErrorStatus;
  /** One of the document's codes for that status. */
  readonly code: ErrorCode;
  /** More, such as `errors: [{ field, message }]` for INVALID_INPUT. */
  readonly details: Record<string, unknown> | undefined;
  /** Headers of the answer, such as `Retry-After`. */
  readonly headers: Record<string, string>;

  constructor(status: ErrorStatus, code: ErrorCode, reason: string, options: { details?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {}) {
    // A code sent with a status whose list lacks it is the sandbox's bug: caught by the first test that meets it.
    if (!(ERROR_CODES[status] as readonly string[]).includes(code)) throw new TypeError(`ServiceError: ${code} is not one of the document's codes for ${status}`);
    super(reason, { cause: options.cause });
    this.name = 'ServiceError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** The sentence the answer carries. */
  get reason(): string {
    return this.message;
  }

  /** The service's error envelope. */
  toBody(): {
    /** The code. */
    code: string;
    /** The sentence. */
    reason: string;
    /** The details, when any. */
    details?: Record<string, unknown>;
  } {
    return this.details === undefined ? { code: this.code, reason: this.message } : { code: this.code, reason: this.message, details: this.details };
  }
}

export const invalidInput = (errors: FieldError[], reason = 'The request is invalid.'): ServiceError =>
  new ServiceError(400, 'INVALID_INPUT', reason, { details: { errors } });

/** The enclave's one answer for a rejected wallet request (spec: Authentication, EMAIL_OTP step 6). */
export const invalidWalletRequest = (cause?: unknown): ServiceError => new ServiceError(400, 'INVALID_INPUT', 'Invalid wallet request.', { cause });

export const unauthorized = (reason: string, code: ErrorCode<401> = 'UNAUTHORIZED', cause?: unknown): ServiceError => new ServiceError(401, code, reason, { cause });

export const forbidden = (reason: string, code: ErrorCode<403> = 'FORBIDDEN'): ServiceError => new ServiceError(403, code, reason);

export const notFound = (what: string, id: string, code: ErrorCode<404> = 'NOT_FOUND'): ServiceError =>
  new ServiceError(404, code, `${what} ${JSON.stringify(id)} was not found.`);

export const conflict = (reason: string, code: ErrorCode<409> = 'CONFLICT'): ServiceError => new ServiceError(409, code, reason);

export const rateLimited = (retryAfterSeconds: number, reason = 'Too many requests; retry later.'): ServiceError => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ServiceError(429, 'RATE_LIMITED', reason, { headers: { 'Retry-After': String(seconds) }, details: { retryAfterSeconds: seconds } });
};
