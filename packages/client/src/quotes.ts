import { stampPayload } from '@wallet-kit/stamp-signer';
import type { ClientContext } from './context.js';
import { ClientError, RequestAbortedError, ServiceError } from './errors.js';
import { sendIdempotent, type IdempotentOptions } from './idempotency.js';
import type { Quote, QuoteRequest, QuoteScaChallenge, ScaAuthorization, ScaFactor } from './types.js';
import { requireId, segment } from './validate.js';

const LOCKED_SIDES = ['SENDING', 'RECEIVING'];

function checkQuoteRequest(request: QuoteRequest): void {
  if (!request || typeof request !== 'object') throw new ClientError('INVALID_ARGUMENT', 'request: expected a QuoteRequest object');
  if (!request.source || typeof request.source.sourceType !== 'string') {
    throw new ClientError('INVALID_ARGUMENT', 'request.source: expected { sourceType: "ACCOUNT", accountId } or { sourceType: "REALTIME_FUNDING", currency }');
  }
  if (!request.destination || typeof request.destination.destinationType !== 'string') {
    throw new ClientError('INVALID_ARGUMENT', 'request.destination: expected { destinationType: "ACCOUNT", accountId } or { destinationType: "UMA_ADDRESS", umaAddress }');
  }
  if (!LOCKED_SIDES.includes(request.lockedCurrencySide)) {
    throw new ClientError('INVALID_ARGUMENT', `request.lockedCurrencySide: expected SENDING or RECEIVING, got ${JSON.stringify(request.lockedCurrencySide)}`);
  }
  const amount = request.lockedCurrencyAmount;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new ClientError('INVALID_ARGUMENT', `request.lockedCurrencyAmount: expected a positive integer in the currency's smallest unit, got ${JSON.stringify(amount)}`);
  }
}

/**
 * `POST /quotes` with an `Idempotency-Key` made for this call and reused by every re-send of it, so
 * a lost answer never makes a second quote.
 *
 * @example
 * const quote = await client.quotes.createQuote({
 *   source: { sourceType: 'ACCOUNT', accountId: walletId },
 *   destination: { destinationType: 'ACCOUNT', accountId: payeeId },
 *   lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000,
 * });
 */
export async function createQuote(ctx: ClientContext, request: QuoteRequest, options: IdempotentOptions & { signal?: AbortSignal } = {}): Promise<Quote> {
  checkQuoteRequest(request);
  const { signal, ...idempotency } = options;
  const { body } = await sendIdempotent<Quote>(ctx, { method: 'POST', path: '/quotes', bodyText: JSON.stringify(request), ...(signal ? { signal } : {}) }, idempotency);
  return body;
}

/** @example const latest = await client.quotes.getQuote(quote.id); */
export async function getQuote(ctx: ClientContext, quoteId: string, options: { signal?: AbortSignal } = {}): Promise<Quote> {
  const { body } = await ctx.send<Quote>({ method: 'GET', path: `/quotes/${segment(requireId('quoteId', quoteId))}`, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/** The `payloadToSign` an embedded-wallet source must stamp to execute (spec: PaymentInstructions). */
export function quotePayloadToSign(quote: Quote): string | undefined {
  for (const instructions of quote.paymentInstructions ?? []) {
    const payload = instructions?.accountOrWalletInfo?.payloadToSign;
    if (typeof payload === 'string') return payload;
  }
  return undefined;
}

/**
 * `POST /quotes/{id}/execute`. A quote from an embedded wallet carries a `payloadToSign`: it is
 * stamped, exactly as received, with the session's key and sent as `Service-Wallet-Signature`
 * (no `Request-Id`: reference, Stamps). In an SCA region the answer is PENDING_AUTHORIZATION with
 * a challenge: continue with `authorizeWithSca`. An expired quote or a refused rate is a
 * ServiceError (`QUOTE_EXPIRED`, `QUOTE_RATE_UNAVAILABLE`): offer a fresh quote.
 *
 * @example const pending = await client.quotes.executeQuote(quote);
 */
export async function executeQuote(
  ctx: ClientContext,
  quoteOrId: Quote | string,
  options: IdempotentOptions & { scaFactor?: ScaFactor; signal?: AbortSignal } = {},
): Promise<Quote> {
  const { signal, scaFactor, ...idempotency } = options;
  // OpenAPI ExecuteQuoteRequest: a per-payment challenge is SMS_OTP or PASSKEY; TOTP cannot carry the dynamic linking.
  if (scaFactor !== undefined && scaFactor !== 'SMS_OTP' && scaFactor !== 'PASSKEY') {
    throw new ClientError('INVALID_ARGUMENT', `options.scaFactor: expected SMS_OTP or PASSKEY (a payment cannot be approved with ${JSON.stringify(scaFactor)})`);
  }
  const quote = typeof quoteOrId === 'string' ? await getQuote(ctx, quoteOrId, signal ? { signal } : {}) : quoteOrId;
  const quoteId = requireId('quote.id', quote?.id);
  const payload = quotePayloadToSign(quote);
  const headers: Record<string, string> = {};
  if (payload !== undefined) {
    const { key } = await ctx.sessions.current();
    headers['Service-Wallet-Signature'] = await stampPayload(payload, key);
  }
  const { body } = await sendIdempotent<Quote>(
    ctx,
    {
      method: 'POST',
      path: `/quotes/${segment(quoteId)}/execute`,
      headers,
      // The service wants no body unless a factor is asked for (OpenAPI: ExecuteQuoteRequest).
      ...(scaFactor === undefined ? {} : { bodyText: JSON.stringify({ scaFactor }) }),
      ...(signal ? { signal } : {}),
    },
    idempotency,
  );
  return body;
}

function checkProof(proof: ScaAuthorization): void {
  const candidate = (proof ?? {}) as { code?: unknown; passkeyAssertion?: unknown; origin?: unknown };
  const hasCode = typeof candidate.code === 'string' && candidate.code.trim() !== '';
  const hasAssertion = candidate.passkeyAssertion !== undefined && candidate.passkeyAssertion !== null;
  if (hasCode === hasAssertion) {
    throw new ClientError('INVALID_ARGUMENT', 'proof: expected exactly one of { code } or { passkeyAssertion, origin }');
  }
  if (hasAssertion && (typeof candidate.origin !== 'string' || !/^https?:\/\//.test(candidate.origin))) {
    throw new ClientError('INVALID_ARGUMENT', 'proof.origin: expected the origin the passkey assertion was made against, such as https://app.example.com');
  }
}

/**
 * `POST /quotes/{id}/authorize` with one proof. Answers the quote: still PENDING_AUTHORIZATION with
 * the next challenge when another round is needed. A wrong or expired proof is a 400 ServiceError;
 * too many tries a 429 (with `retryAfterMs`), thrown at once rather than waited out, since a person
 * is watching: show the wait, then send the proof again. A locked login is a 423 (`details.lockedUntil`).
 *
 * @example const next = await client.quotes.authorizeQuote(quote.id, { code: '123456' });
 */
export async function authorizeQuote(ctx: ClientContext, quoteId: string, proof: ScaAuthorization, options: { signal?: AbortSignal } = {}): Promise<Quote> {
  checkProof(proof);
  const { body } = await ctx.send<Quote>({
    method: 'POST',
    path: `/quotes/${segment(requireId('quoteId', quoteId))}/authorize`,
    bodyText: JSON.stringify(proof),
    waitOnRateLimit: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return body;
}

/** `POST /quotes/{id}/authorize/resend`: the SMS code again (a passkey challenge has none: 409); too soon is a 429, thrown at once. */
export async function resendScaCode(ctx: ClientContext, quoteId: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  await ctx.send({ method: 'POST', path: `/quotes/${segment(requireId('quoteId', quoteId))}/authorize/resend`, waitOnRateLimit: false, ...(options.signal ? { signal: options.signal } : {}) });
}

/** What the prover is told besides the challenge. */
export interface ScaProverStep {
  /** 1 for the first challenge, 2 for the next one, …: how many there will be is never assumed. */
  round: number;
  /** 1, then 2, 3, … while proofs for this same challenge are refused. */
  attempt: number;
  /** Why the previous proof for this challenge was refused (a 400: wrong or expired). */
  error?: ServiceError;
  /** The quote as it stands, waiting for this proof. */
  quote: Quote;
  /** Sends the SMS code again (SMS_OTP challenges). */
  resend(): Promise<void>;
  /** The signal `authorizeWithSca` was given: stop asking the person when it aborts. */
  signal?: AbortSignal;
}

/**
 * Asked for one proof per challenge. Return `{ code }` or `{ passkeyAssertion, origin }`; return
 * `null` when the person gives up (the loop then throws `SCA_ABANDONED`).
 */
export type ScaProver = (challenge: QuoteScaChallenge, step: ScaProverStep) => Promise<ScaAuthorization | null | undefined> | ScaAuthorization | null | undefined;

/**
 * The SCA loop (spec: Quote states; reference: SCA): while the quote stays PENDING_AUTHORIZATION,
 * ask the prover for a proof of its current challenge and send it. Each answer may carry a new
 * challenge (a cross-currency send needs two today; the count may change), so the loop follows
 * the status, never a count. A refused proof asks again for the same challenge with the error; a 429
 * is waited out for its `Retry-After` (within the challenge's life) and the proof sent again; a
 * locked login (423 `ACCOUNT_LOCKED`) is thrown. Resolves with the quote once it has left PENDING_AUTHORIZATION.
 *
 * @example
 * const done = await client.quotes.authorizeWithSca(pending, async (challenge, step) => ({ code: await askForSmsCode(challenge, step) }));
 */
export async function authorizeWithSca(ctx: ClientContext, quote: Quote, prover: ScaProver, options: { signal?: AbortSignal } = {}): Promise<Quote> {
  if (typeof prover !== 'function') throw new ClientError('INVALID_ARGUMENT', 'prover: expected a function (challenge, step) => proof');
  const quoteId = requireId('quote.id', quote?.id);
  const signal = options.signal;
  let current = quote;
  let round = 0;
  let attempt = 0;
  let challengeId: string | undefined;
  let error: ServiceError | undefined;
  while (current.status === 'PENDING_AUTHORIZATION') {
    const challenge = current.scaChallenge;
    if (!challenge) throw new ClientError('INVALID_RESPONSE', `quote ${quoteId} is PENDING_AUTHORIZATION but carries no scaChallenge`);
    if (challenge.id !== challengeId) {
      challengeId = challenge.id;
      round += 1;
      attempt = 0;
      error = undefined;
    }
    attempt += 1;
    if (Date.parse(challenge.expiresAt) <= ctx.now()) {
      throw new ClientError('CHALLENGE_EXPIRED', `the SCA challenge ${challenge.id} expired at ${challenge.expiresAt}; create a new quote`, { cause: error });
    }
    if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason });
    const proof = await prover(challenge, {
      round,
      attempt,
      quote: current,
      resend: () => resendScaCode(ctx, quoteId, signal ? { signal } : {}),
      ...(error ? { error } : {}),
      ...(signal ? { signal } : {}),
    });
    if (proof === null || proof === undefined) throw new ClientError('SCA_ABANDONED', `no proof was given for SCA round ${round} of quote ${quoteId}`);
    try {
      current = await sendProof(ctx, quoteId, challenge, proof, signal);
    } catch (caught) {
      // 400: a wrong or expired proof; the challenge may still stand, so read the quote and ask again.
      if (!(caught instanceof ServiceError) || caught.status !== 400) throw caught;
      error = caught;
      current = await getQuote(ctx, quoteId, signal ? { signal } : {});
    }
  }
  return current;
}

/**
 * Sends one proof; a 429 (too many tries too fast) is waited out for its `Retry-After` and the same
 * proof sent again, as long as the challenge outlives the wait; otherwise the 429 is thrown.
 */
async function sendProof(ctx: ClientContext, quoteId: string, challenge: QuoteScaChallenge, proof: ScaAuthorization, signal: AbortSignal | undefined): Promise<Quote> {
  for (;;) {
    try {
      return await authorizeQuote(ctx, quoteId, proof, signal ? { signal } : {});
    } catch (caught) {
      const wait = caught instanceof ServiceError && caught.status === 429 ? (caught.retryAfterMs ?? 30_000) : undefined;
      if (wait === undefined || ctx.now() + wait >= Date.parse(challenge.expiresAt)) throw caught;
      await ctx.sleep(wait, signal);
    }
  }
}

/** What `client.quotes` offers. */
export const quoteCalls = { createQuote, getQuote, executeQuote, authorizeQuote, resendScaCode, authorizeWithSca };
