import type { SigningKey } from '@wallet-kit/key-store';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { ClientError } from './errors.js';
import type { Answer, SendOptions, Transport } from './transport.js';

/** The 202 answer of a signed action: what to sign, and the id to echo. */
export interface SignatureChallenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
}

export function isSignatureChallenge(value: unknown): value is SignatureChallenge {
  const candidate = value as Partial<SignatureChallenge> | null;
  return typeof candidate?.payloadToSign === 'string' && typeof candidate.requestId === 'string';
}

export interface SignedActionOptions extends Omit<SendOptions, 'bodyText'> {
  /** Serialized once here; the signed retry sends the very same text. */
  body?: unknown;
  /** The session key that signs the retry. */
  key: SigningKey;
  /** Whether the retry echoes `Request-Id` (every signed action but quote execution does). */
  echoRequestId?: boolean;
  now?: () => number;
}

/**
 * A signed action in one place (spec: Signed account actions): call -> 202 `{payloadToSign,
 * requestId, expiresAt}` -> stamp the payload exactly as received -> the same body again with
 * `Service-Wallet-Signature` (and `Request-Id`). An answer that is not a challenge is returned as is.
 *
 * @example const session = await signedAction(send, { method: 'POST', path: `/auth/sessions/${id}/refresh`, body: { clientPublicKey }, key });
 */
export async function signedAction<T>(send: Transport, options: SignedActionOptions): Promise<Answer<T>> {
  const { body, key, echoRequestId = true, now = Date.now, ...request } = options;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const first = await send<unknown>({ ...request, ...(bodyText === undefined ? {} : { bodyText }) });
  if (first.status !== 202 || !isSignatureChallenge(first.body)) return first as Answer<T>;
  return answerChallenge<T>(send, { ...request, ...(bodyText === undefined ? {} : { bodyText }) }, first.body, key, echoRequestId, now);
}

/** Stamps a challenge already in hand and sends the retry. */
export async function answerChallenge<T>(
  send: Transport,
  request: SendOptions,
  challenge: SignatureChallenge,
  key: SigningKey,
  echoRequestId: boolean,
  now: () => number = Date.now,
): Promise<Answer<T>> {
  const expiresAt = Date.parse(challenge.expiresAt);
  if (!Number.isNaN(expiresAt) && expiresAt <= now()) {
    throw new ClientError('CHALLENGE_EXPIRED', `the signature challenge ${challenge.requestId} expired at ${challenge.expiresAt}; start the action again`);
  }
  const stamp = await stampPayload(challenge.payloadToSign, key);
  return send<T>({
    ...request,
    headers: { ...request.headers, 'Service-Wallet-Signature': stamp, ...(echoRequestId ? { 'Request-Id': challenge.requestId } : {}) },
  });
}
