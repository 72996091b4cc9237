import type { components, Schema } from '@wallet-kit/contract';

/** Codes the kit itself raises; a `ServiceError` carries a `ServiceErrorCode` instead. */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'REQUEST_ABORTED'
  | 'CHALLENGE_EXPIRED'
  | 'NOT_SIGNED_IN'
  | 'SESSION_EXPIRED'
  | 'INVALID_RESPONSE'
  | 'INVALID_ARGUMENT'
  | 'SCA_ABANDONED'
  | 'UNSUPPORTED_KEY_FLOW'
  | 'ENVIRONMENT_MISMATCH';

type ErrorSchema = Extract<keyof components['schemas'], `Error${number}`>;

/** Every code the service documents for its error answers (the contract's `Error4xx`/`Error5xx` schemas). */
export type ServiceDocumentedCode = Schema<ErrorSchema>['code'];

/**
 * What the integrator backend (`createServiceHandler` of @wallet-kit/server) answers itself: its
 * `RefusalCode`, kept equal to it by a type test in the server package.
 */
export type BackendErrorCode =
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'CONTENT_TYPE_NOT_ALLOWED'
  | 'BODY_TOO_LARGE'
  | 'UNAUTHENTICATED'
  | 'ROUTE_NOT_ALLOWED'
  | 'SCOPE_REQUIRED'
  | 'INVALID_INPUT'
  | 'TOO_MANY_IDS'
  | 'RESOURCE_NOT_OWNED'
  | 'RATE_LIMITED'
  | 'UPSTREAM_FAILED'
  | 'STORE_UNAVAILABLE'
  | 'INTERNAL';

/**
 * The `code` of a `ServiceError`: the service's documented codes, the backend's refusals, and, for an
 * answer that carried no code, `HTTP_<status>` (or `UNEXPECTED_RESPONSE` when its body was not JSON).
 * A service newer than this contract may send a code not listed here: it arrives unchanged.
 */
export type ServiceErrorCode = ServiceDocumentedCode | BackendErrorCode | 'UNEXPECTED_RESPONSE' | `HTTP_${number}`;

/** Every code an error of @wallet-kit/client can carry. */
export type AnyClientErrorCode = ClientErrorCode | ServiceErrorCode;

/**
 * The base of every error @wallet-kit/client throws: a stable `code` and the original as `cause`.
 * Catch `ClientError` to handle them all; check `instanceof ServiceError` for the service's answers.
 */
export class ClientError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: AnyClientErrorCode;

  constructor(code: AnyClientErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ClientError';
    this.code = code;
  }
}

/** One field the service refused, from the `details` of a 400 answer. */
export interface ValidationIssue {
  /** The field's path in the request, e.g. `destination.accountId`. */
  field: string;
  /** The rule it broke, when the service names it. */
  constraint?: string;
  /** The service's words for it. */
  message?: string;
}

/** A non-2xx answer: the service's `{ code, reason, details }` (reference: Error body), with the HTTP status. */
export class ServiceError extends ClientError {
  /** The service's code (or the backend's), stable: branch on it, never on the message. */
  declare readonly code: ServiceErrorCode;
  /** The HTTP status. */
  readonly status: number;
  /** The service's explanation, in English. */
  readonly reason: string;
  /** The service's structured details, when it gives any. */
  readonly details: Record<string, unknown> | undefined;
  /** The service's `Request-Id` for this answer, to quote to support. */
  readonly requestId: string | undefined;
  /** For 429: how long the service asked to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(init: { status: number; code: ServiceErrorCode; reason: string; details?: Record<string, unknown>; requestId?: string; retryAfterMs?: number }) {
    super(init.code, `${init.status} ${init.code}: ${init.reason}`);
    this.name = 'ServiceError';
    this.status = init.status;
    this.reason = init.reason;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** `details.errors` of a validation failure, if any. */
  get validationErrors(): ValidationIssue[] {
    const errors = this.details?.errors;
    return Array.isArray(errors) ? (errors as ValidationIssue[]) : [];
  }
}

/** The request never got an answer: offline, DNS, TLS, a reset connection. */
export class NetworkError extends ClientError {
  /** Always `NETWORK_ERROR`. */
  declare readonly code: 'NETWORK_ERROR';

  constructor(message: string, options?: { cause?: unknown }) {
    super('NETWORK_ERROR', message, options);
    this.name = 'NetworkError';
  }
}

/** The caller aborted the request (its AbortSignal fired). */
export class RequestAbortedError extends ClientError {
  /** Always `REQUEST_ABORTED`. */
  declare readonly code: 'REQUEST_ABORTED';

  constructor(options?: { cause?: unknown }) {
    super('REQUEST_ABORTED', 'the request was aborted', options);
    this.name = 'RequestAbortedError';
  }
}
