/**
 * What a person needs to know about a failure, read from the client's typed errors by their stable
 * fields (`code`, `status`, `retryAfterMs`) rather than by class, so the widgets never bundle the client.
 */
export type FlowErrorKind =
  | 'wrong-code'
  | 'expired'
  | 'locked'
  | 'rate-limited'
  | 'passkey-cancelled'
  | 'passkey-unavailable'
  | 'network'
  | 'session-expired'
  | 'quote-expired'
  | 'rate-unavailable'
  | 'insufficient-funds'
  | 'environment-mismatch'
  | 'failed';

/** A failure as a flow shows it: its kind picks the message; the original stays in `cause`. */
export interface FlowError {
  /** Which message to show, e.g. `wrong-code`, `rate-limited`, `network`. */
  readonly kind: FlowErrorKind;
  /** For `rate-limited`: whole seconds to wait. */
  readonly seconds?: number;
  /** For `locked`: when approvals open again (epoch ms), from the service's `details.lockedUntil`. */
  readonly until?: number;
  /** For `locked`: no automatic end (`details.suspended`): only the integrator's support can lift it. */
  readonly suspended?: boolean;
  /** The original error, for the integrator's `onError`. */
  readonly cause: unknown;
}

interface ErrorFields {
  readonly code?: unknown;
  readonly status?: unknown;
  readonly retryAfterMs?: unknown;
  readonly details?: unknown;
}

export function errorCode(error: unknown): string | undefined {
  const code = (error as ErrorFields | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as ErrorFields | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Seconds to wait on a 429: Retry-After as the client read it, else the service's `details`, else 30. */
export function retryAfterSeconds(error: unknown, now: number = Date.now()): number {
  const fields = error as ErrorFields | null;
  if (typeof fields?.retryAfterMs === 'number') return Math.max(1, Math.ceil(fields.retryAfterMs / 1000));
  const details = fields?.details as { retryAfterSeconds?: unknown; lockedUntil?: unknown } | undefined;
  if (typeof details?.retryAfterSeconds === 'number') return Math.max(1, Math.ceil(details.retryAfterSeconds));
  if (typeof details?.lockedUntil === 'string') return Math.max(1, Math.ceil((Date.parse(details.lockedUntil) - now) / 1000));
  return 30;
}

function errorDetails(error: unknown): Record<string, unknown> | undefined {
  const details = (error as ErrorFields | null)?.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined;
}

/** A 423 as the document details it (Error423): until when, or suspended with no end. */
function locked(error: unknown): FlowError {
  const details = errorDetails(error);
  const until = typeof details?.lockedUntil === 'string' ? Date.parse(details.lockedUntil) : Number.NaN;
  return { kind: 'locked', cause: error, ...(details?.suspended === true ? { suspended: true } : Number.isNaN(until) ? {} : { until }) };
}

/** The common classification; each flow refines what a 400 or 401 means for it. */
export function classify(error: unknown, now: number = Date.now()): FlowError {
  const code = errorCode(error);
  const status = errorStatus(error);
  if (status === 423 || code === 'ACCOUNT_LOCKED') return locked(error);
  if (status === 429 || code === 'RATE_LIMITED') return { kind: 'rate-limited', seconds: retryAfterSeconds(error, now), cause: error };
  if (code === 'QUOTE_EXPIRED') return { kind: 'quote-expired', cause: error };
  if (code === 'QUOTE_RATE_UNAVAILABLE') return { kind: 'rate-unavailable', cause: error };
  // The service's 400 INVALID_AMOUNT for a balance too small names what was there and what was needed.
  if (code === 'INVALID_AMOUNT' && typeof errorDetails(error)?.required === 'number') return { kind: 'insufficient-funds', cause: error };
  if (code === 'CHALLENGE_EXPIRED' || code === 'PASSKEY_CHALLENGE_EXPIRED') return { kind: 'expired', cause: error };
  if (code === 'PASSKEY_CANCELLED' || code === 'PASSKEY_TIMEOUT' || code === 'PASSKEY_ABORTED') return { kind: 'passkey-cancelled', cause: error };
  if (code?.startsWith('PASSKEY_')) return { kind: 'passkey-unavailable', cause: error };
  // The client's ENVIRONMENT_MISMATCH, or a signer refused where the client could not tell why: a configuration fault.
  if (code === 'ENVIRONMENT_MISMATCH' || code === 'BUNDLE_SIGNER_UNEXPECTED') return { kind: 'environment-mismatch', cause: error };
  if (code === 'NETWORK_ERROR') return { kind: 'network', cause: error };
  if (code === 'SESSION_EXPIRED' || code === 'NOT_SIGNED_IN') return { kind: 'session-expired', cause: error };
  return { kind: 'failed', cause: error };
}
