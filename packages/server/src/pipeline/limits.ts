import { declaredLength } from '../body.js';
import type { StateStore } from '../store/state-store.js';
import { refuse, type Authenticated, type Incoming } from './call.js';

/** What one call may cost, with the defaults the README's Security section lists. */
export interface HandlerLimits {
  /** The largest body forwarded, in bytes; default 64 kB. Larger ones answer 413 before they are read. */
  maxBodyBytes: number;
  /** The largest document upload (multipart, UPLOAD_ROUTES only); default 10 MB, the service's limit, plus 64 kB for the form around it. */
  maxUploadBytes: number;
  /** Distinct service ids one call may name; default 32. More answer 400 TOO_MANY_IDS before any lookup. */
  maxIdsPerRequest: number;
  /** How deep a JSON body may nest; default 32. */
  maxJsonDepth: number;
  /** Passkey registration challenges one user may mint per window; default 10 per minute. */
  passkeyChallengesPerWindow: number;
  /** The window of `passkeyChallengesPerWindow`; one minute by default. */
  passkeyChallengeWindowMs: number;
  /** How long the handler remembers who owns an account, quote, transaction, card, document or verification; default a day. */
  ownershipMemoryMs: number;
}

/** The limits `createServiceHandler` applies unless told otherwise. */
export const DEFAULT_LIMITS: Readonly<HandlerLimits> = Object.freeze({
  maxBodyBytes: 64 * 1024,
  maxUploadBytes: 10 * 1024 * 1024 + 64 * 1024,
  maxIdsPerRequest: 32,
  maxJsonDepth: 32,
  passkeyChallengesPerWindow: 10,
  passkeyChallengeWindowMs: 60_000,
  ownershipMemoryMs: 24 * 3_600_000,
});

/** Whether a call's body is a form upload (its route is checked later, by the parse step). */
export const isMultipart = (request: Request): boolean => /^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? '');

/** A body that announces itself too large is refused before a byte of it is read, or anyone is asked anything. */
export function checkDeclaredSize(maxBodyBytes: number, maxUploadBytes = maxBodyBytes) {
  return (call: Incoming): Response | undefined => {
    const limit = isMultipart(call.request) ? maxUploadBytes : maxBodyBytes;
    return (declaredLength(call.request) ?? 0) > limit ? bodyTooLarge(limit) : undefined;
  };
}

export function bodyTooLarge(maxBodyBytes: number): Response {
  return refuse(413, 'BODY_TOO_LARGE', `the body is larger than ${maxBodyBytes} bytes`, { details: { limit: maxBodyBytes } });
}

/**
 * A per-user budget kept in the shared store (so several instances count together): past `limit`
 * hits in the window, 429 with the seconds to wait in `Retry-After`.
 */
export function rateLimit(options: { store: StateStore; name: string; limit: number; windowMs: number }) {
  return async (call: Authenticated): Promise<Response | undefined> => {
    const { count, resetInMs } = await options.store.hit(`rate:${options.name}:${call.user.customerId}`, options.windowMs);
    if (count <= options.limit) return undefined;
    const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
    return refuse(429, 'RATE_LIMITED', `at most ${options.limit} ${options.name} per ${options.windowMs / 1000} s; retry after ${retryAfter} s`, {
      headers: { 'Retry-After': retryAfter },
      details: { retryAfterSeconds: Number(retryAfter) },
    });
  };
}
