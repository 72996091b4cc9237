import { StampError, verifyStamp } from '@wallet-kit/stamp-signer';
import { iso } from '../clock.js';
import { ServiceError, unauthorized } from '../errors.js';
import type { Runtime } from '../runtime.js';

/** How long a 202 `requestId` stays good for its signed retry. */
export const REQUEST_TTL_MS = 5 * 60_000;

export const SIGNATURE_HEADER = 'Service-Wallet-Signature';
export const REQUEST_ID_HEADER = 'Request-Id';
/** The legacy shortcut the real sandbox still accepts (spec: Authentication step 8). */
export const SANDBOX_SIGNATURE = 'sandbox-valid-signature';

/** JSON with keys sorted, so that the retry's body compares equal whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An activity-shaped payloadToSign, as the service's enclave builds them (reference: the 202 examples). */
export function activityPayload(rt: Runtime, type: string, parameters: Record<string, unknown>): string {
  return JSON.stringify({ organizationId: rt.state.platform.organizationId, parameters, timestampMs: String(rt.now()), type });
}

/** Session keys (compressed) that may sign for an embedded wallet account right now. */
export function activeSessionKeys(rt: Runtime, accountId: string, filter: (credentialId: string) => boolean = () => true): string[] {
  const now = rt.now();
  return Object.values(rt.state.sessions)
    .filter((s) => s.accountId === accountId && s.revokedAt === undefined && s.expiresAt > now && filter(s.credentialId))
    .map((s) => s.publicKey);
}

/**
 * Checks a stamp over `payload` and that its key is one of `keys`; every failure is the service's
 * own 401 code (spec: Errors): MALFORMED for what cannot be parsed, INVALID for what does not verify
 * or comes from a key that may not sign here.
 */
export async function checkStamp(rt: Runtime, payload: string, header: string, keys: readonly string[]): Promise<string | undefined> {
  if (header === SANDBOX_SIGNATURE && !rt.options.strictSignatures) return undefined;
  let publicKey: string;
  try {
    ({ publicKey } = await verifyStamp(payload, header));
  } catch (error) {
    if (error instanceof StampError && error.code === 'WALLET_SIGNATURE_INVALID') throw unauthorized('The wallet signature does not verify.', 'WALLET_SIGNATURE_INVALID', error);
    throw unauthorized(`The wallet signature header cannot be parsed: ${(error as Error).message}`, 'WALLET_SIGNATURE_MALFORMED', error);
  }
  if (!keys.includes(publicKey)) {
    throw unauthorized('The wallet signature was made with a key that holds no active session allowed to sign this request.', 'WALLET_SIGNATURE_INVALID');
  }
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
  data?: Record<string, unknown>;
}

export type SignedActionResult = { leg: 'challenge'; response: Response } | { leg: 'signed'; data: Record<string, unknown>; publicKey: string | undefined };

/**
 * The two legs of a signed action (spec: Authentication, step 7): a call without headers gets 202
 * `{payloadToSign, requestId, expiresAt}`; the same call with `Service-Wallet-Signature` and
 * `Request-Id` is checked and, once, let through.
 */
export async function signedAction(rt: Runtime, input: SignedActionInput): Promise<SignedActionResult> {
  const signature = input.headers.get(SIGNATURE_HEADER);
  const requestId = input.headers.get(REQUEST_ID_HEADER);
  if (signature === null && requestId === null) {
    const pendingId = rt.id('Request');
    const payloadToSign = input.payload();
    const expiresAt = rt.now() + REQUEST_TTL_MS;
    rt.pending.set(pendingId, {
      requestId: pendingId,
      scope: input.scope,
      payloadToSign,
      fingerprint: canonicalJson(input.body ?? null),
      expiresAt,
      keys: [],
      data: { ...input.data, keysFn: input.keys },
    });
    const response = Response.json({ ...input.challengeExtra, payloadToSign, requestId: pendingId, expiresAt: iso(expiresAt) }, { status: 202 });
    return { leg: 'challenge', response };
  }
  if (requestId === null) throw unauthorized('The signed retry must echo the 202 requestId in the Request-Id header.', 'REQUEST_ID_MISSING');
  if (signature === null) throw unauthorized('This embedded-wallet action needs the Service-Wallet-Signature header.', 'WALLET_SIGNATURE_MISSING');
  const pending = rt.pending.get(requestId);
  if (!pending || pending.scope !== input.scope || pending.expiresAt <= rt.now()) {
    throw unauthorized('Request-Id does not match an unexpired pending challenge for this request.');
  }
  if (canonicalJson(input.body ?? null) !== pending.fingerprint) {
    throw unauthorized('The signed retry carries a different body from the call that issued the challenge.', 'WALLET_SIGNATURE_BODY_MISMATCH');
  }
  const keysFn = pending.data.keysFn as () => string[];
  const publicKey = await checkStamp(rt, pending.payloadToSign, signature, keysFn());
  // Single use: a replayed retry finds nothing to match.
  rt.pending.delete(requestId);
  return { leg: 'signed', data: pending.data, publicKey };
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
