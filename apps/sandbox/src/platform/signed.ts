import { StampError, parseStamp, verifyStamp } from '@wallet-kit/stamp-signer';
import { iso } from '../kernel/clock.js';
import type { Kernel } from '../kernel/kernel.js';
import { unauthorized } from './errors.js';
import { canonicalJson } from './json.js';

/** How long a 202 `requestId` stays good for its signed retry. */
export const REQUEST_TTL_MS = 5 * 60_000;

export const SIGNATURE_HEADER = 'Service-Wallet-Signature';
export const REQUEST_ID_HEADER = 'Request-Id';
/** The legacy shortcut the real sandbox still accepts (spec: Authentication step 8). */
export const SANDBOX_SIGNATURE = 'sandbox-valid-signature';

/** A signed action waiting for its stamped retry (the 202 `requestId`). */
export interface PendingRequest {
  /** Which endpoint and resource it belongs to: a requestId is good for exactly one. */
  scope: string;
  payloadToSign: string;
  /** The canonical body of the first call; the retry must match it. */
  fingerprint: string;
  /** Keys fixed when the challenge was issued (the OTP verification token's key); otherwise the route's `keys()` at the retry. */
  fixedKeys?: string[];
  data: Record<string, unknown>;
}

export const pendingRequests = (k: Kernel) => k.store.expiring<PendingRequest>('signed-requests');

/** An activity-shaped payloadToSign, as the service's enclave builds them (reference: the 202 examples). */
export function activityPayload(k: Kernel, type: string, parameters: Record<string, unknown>): string {
  return JSON.stringify({ organizationId: k.platform.organizationId, parameters, timestampMs: String(k.now()), type });
}

/**
 * What can be told of a stamp without cryptography, synchronously: whether it parses (else 401
 * MALFORMED) and whether its key may sign here (else 401 INVALID). Returns undefined for the
 * sandbox's legacy shortcut, which skips verification.
 */
function precheckStamp(k: Kernel, header: string, keys: readonly string[]): string | undefined {
  if (header === SANDBOX_SIGNATURE && !k.options.strictSignatures) return undefined;
  let publicKey: string;
  try {
    publicKey = parseStamp(header).publicKey.compressed;
  } catch (error) {
    throw unauthorized('The wallet signature header cannot be parsed (expected base64url JSON {publicKey, scheme, signature}).', 'WALLET_SIGNATURE_MALFORMED', error);
  }
  if (!keys.includes(publicKey)) {
    throw unauthorized('The wallet signature was made with a key that holds no active session allowed to sign this request.', 'WALLET_SIGNATURE_INVALID');
  }
  return publicKey;
}

async function verifyPrechecked(payload: string, header: string, publicKey: string | undefined): Promise<void> {
  if (publicKey === undefined) return;
  try {
    await verifyStamp(payload, header, { publicKey });
  } catch (error) {
    throw unauthorized('The wallet signature does not verify.', error instanceof StampError && error.code === 'WALLET_SIGNATURE_MALFORMED' ? 'WALLET_SIGNATURE_MALFORMED' : 'WALLET_SIGNATURE_INVALID', error);
  }
}

/**
 * Checks a stamp over `payload` and that its key is one of `keys`; every failure is the service's
 * own 401 code (spec: Errors): MALFORMED for what cannot be parsed, INVALID for what does not verify
 * or comes from a key that may not sign here.
 */
export async function checkStamp(k: Kernel, payload: string, header: string, keys: readonly string[]): Promise<string | undefined> {
  const publicKey = precheckStamp(k, header, keys);
  await verifyPrechecked(payload, header, publicKey);
  return publicKey;
}

export interface SignedActionInput {
  /** Method, path and resource: a requestId is good only where it was issued. */
  scope: string;
  /** The parsed body of this call (the retry must send the same). */
  body: unknown;
  headers: Headers;
  /** Built on the first call only. */
  payload: () => string;
  /** Keys allowed to sign, evaluated on the retry (sessions may have ended in between). */
  keys: () => string[];
  /** Extra fields for the 202 body (e.g. `type` for AuthSignedRequestChallenge). */
  challengeExtra?: Record<string, unknown>;
  /** Kept with the challenge and handed back on the signed retry. */
  data?: Record<string, unknown>;
  fixedKeys?: string[];
}

export type SignedActionResult = { leg: 'challenge'; response: Response } | { leg: 'signed'; data: Record<string, unknown>; publicKey: string | undefined };

/** A signed action's first leg: the 202 `{payloadToSign, requestId, expiresAt}` answer, sent back as it is. */
export type SignedChallenge = { leg: 'challenge'; response: Response };

/** What a service behind a signed action gives back: the first leg's challenge, or its result once the retry was signed. */
export type Signed<T> = SignedChallenge | { leg: 'signed'; value: T };

/** Whether the request carries either header of a signed retry. */
export const isSignedRetry = (headers: Headers): boolean => headers.has(SIGNATURE_HEADER) || headers.has(REQUEST_ID_HEADER);

/**
 * The two legs of a signed action (spec: Authentication, step 7): a call without headers gets 202
 * `{payloadToSign, requestId, expiresAt}`; the same call with `Service-Wallet-Signature` and
 * `Request-Id` is checked and let through once. The requestId is claimed before the stamp is
 * verified, so of several copies of one retry sent at once exactly one goes on.
 */
export async function signedAction(k: Kernel, input: SignedActionInput): Promise<SignedActionResult> {
  const signature = input.headers.get(SIGNATURE_HEADER);
  const requestId = input.headers.get(REQUEST_ID_HEADER);
  const pending = pendingRequests(k);
  if (signature === null && requestId === null) {
    const id = k.id('Request');
    const payloadToSign = input.payload();
    const expiresAt = k.now() + REQUEST_TTL_MS;
    pending.set(id, { scope: input.scope, payloadToSign, fingerprint: canonicalJson(input.body ?? null), data: input.data ?? {}, ...(input.fixedKeys ? { fixedKeys: input.fixedKeys } : {}) }, expiresAt);
    const response = Response.json({ ...input.challengeExtra, payloadToSign, requestId: id, expiresAt: iso(expiresAt) }, { status: 202 });
    return { leg: 'challenge', response };
  }
  if (requestId === null) throw unauthorized('The signed retry must echo the 202 requestId in the Request-Id header.', 'REQUEST_ID_MISSING');
  if (signature === null) throw unauthorized('This embedded-wallet action needs the Service-Wallet-Signature header.', 'WALLET_SIGNATURE_MISSING');
  const now = k.now();
  const seen = pending.get(requestId, now);
  if (!seen || seen.scope !== input.scope) throw unauthorized('Request-Id does not match an unexpired pending challenge for this request.');
  if (canonicalJson(input.body ?? null) !== seen.fingerprint) {
    throw unauthorized('The signed retry carries a different body from the call that issued the challenge.', 'WALLET_SIGNATURE_BODY_MISMATCH');
  }
  const publicKey = precheckStamp(k, signature, seen.fixedKeys ?? input.keys());
  // Single use: claimed here, before the await that verifies it, so a replayed or concurrent copy finds nothing.
  const claimed = pending.claimIf(requestId, now, (value) => value.scope === seen.scope && value.payloadToSign === seen.payloadToSign);
  if (!claimed) throw unauthorized('Request-Id does not match an unexpired pending challenge for this request.');
  await verifyPrechecked(claimed.payloadToSign, signature, publicKey);
  return { leg: 'signed', data: claimed.data, publicKey };
}
