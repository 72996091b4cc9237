import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, conflict, invalidInput, rateLimited } from '../../platform/errors.js';
import { verifyPasskeyAssertion, type AssertionInput } from '../../platform/webauthn.js';
import { customers, needsSca, type CustomerRecord } from '../customers/index.js';
import { SANDBOX_SMS_CODE, VERIFY_LEASE_MS, checkCooldown, checkScaSession, checkLock, factorsOf, newChallenge, recordFailure, recordSuccess, saveFactors, type ScaChallengeRecord } from '../sca/index.js';
import { saveTransaction, transactions, transactionView } from '../transactions/index.js';
import { release } from './release.js';
import { current, mustQuote, quotes, type QuoteRecord } from './repo.js';

/** A proof of an SCA challenge, as `readProof` (request.ts) reads it. */
export interface Proof {
  code?: string;
  origin?: string;
  assertion?: AssertionInput;
}

function scaCustomer(k: Kernel, quote: QuoteRecord): CustomerRecord {
  const customer = quote.customerId === undefined ? undefined : customers(k).get(quote.customerId);
  if (!customer || !needsSca(customer)) throw conflict('SCA is not required for this customer.');
  return customer;
}

const wrongProof = (challenge: ScaChallengeRecord) =>
  invalidInput([{ field: challenge.factor === 'SMS_OTP' ? 'code' : 'passkeyAssertion', message: 'the proof is wrong' }], 'Invalid or expired authorization proof.');

/** The pending challenge, checked for everything but the proof itself: 409, 423, 429, expiry, a proof of it being checked. */
function openChallenge(k: Kernel, quote: QuoteRecord, customer: CustomerRecord): ScaChallengeRecord {
  const challenge = quote.status === 'PENDING_AUTHORIZATION' ? quote.sca?.challenge : undefined;
  if (!quote.sca || !challenge) throw conflict('This quote has no pending SCA challenge to authorize.');
  checkLock(k, customer.id);
  checkScaSession(k, customer.id);
  checkCooldown(k, challenge);
  if (challenge.expiresAt <= k.now()) throw invalidInput([{ field: 'code', message: 'the challenge has expired; execute the quote again for a new one' }], 'Invalid or expired authorization proof.');
  if (challenge.verifyingUntil !== undefined && challenge.verifyingUntil > k.now()) throw conflict('A proof of this challenge is being checked; wait for its answer.');
  return challenge;
}

/**
 * Applies a checked proof in one transaction, against the quote as it is now (the challenge must
 * still be the one that was proven): a wrong one counts against the customer; a right one issues
 * the next round's challenge, or releases the money (or the funding instructions) after the last.
 * Returns an error to throw once the transaction is committed.
 */
function conclude(k: Kernel, quoteId: string, challengeId: string, valid: boolean): ServiceError | undefined {
  const quote = current(k, mustQuote(k, quoteId));
  const sca = quote.sca;
  const challenge = quote.status === 'PENDING_AUTHORIZATION' ? sca?.challenge : undefined;
  if (!sca || challenge?.id !== challengeId) throw conflict('This quote has no pending SCA challenge to authorize.');
  const customerId = quote.customerId!;
  if (!valid) {
    quotes(k).update({ ...quote, sca: { ...sca, challenge: recordFailure(k, customerId, challenge) } });
    return wrongProof(challenge);
  }
  recordSuccess(k, customerId);
  const next = { ...sca, roundsDone: sca.roundsDone + 1 };
  delete next.challenge;
  if (next.roundsDone < next.roundsTotal) {
    quotes(k).update({ ...quote, sca: { ...next, challenge: newChallenge(k, next, customerId) } });
    return undefined;
  }
  if (sca.stage === 'FUNDING') {
    quotes(k).update({ ...quote, status: 'PENDING', sca: next });
    return undefined;
  }
  quotes(k).update({ ...quote, sca: next });
  try {
    release(k, quote.id);
    return undefined;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    quotes(k).update({ ...mustQuote(k, quote.id), status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' });
    const waiting = transactions(k).get(quote.transactionId);
    if (waiting?.status === 'PENDING_AUTHORIZATION') {
      k.emit('OUTGOING_PAYMENT.FAILED', transactionView(saveTransaction(k, { ...waiting, status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' })));
    }
    return error;
  }
}

/** Clears this request's lease on the challenge, if the challenge still carries it (a concluded proof already replaced it). */
function releaseLease(k: Kernel, quoteId: string, leased: ScaChallengeRecord): void {
  k.store.transaction(() => {
    const quote = mustQuote(k, quoteId);
    const challenge = quote.sca?.challenge;
    if (challenge?.id !== leased.id || challenge.verifyingUntil !== leased.verifyingUntil) return;
    const { verifyingUntil: _lease, ...open } = challenge;
    quotes(k).update({ ...quote, sca: { ...quote.sca!, challenge: open } });
  });
}

/**
 * Checks one authorization of a quote's pending challenge (reference: SCA). An SMS code is checked
 * and applied in one transaction. A passkey assertion is checked asynchronously, so the challenge is
 * leased first: a copy of the same assertion sent meanwhile is refused, and once the first is
 * applied the challenge it proved is gone. Either way one proof moves the quote one round at most.
 */
export async function authorizeQuote(k: Kernel, quoteId: string, proof: Proof): Promise<QuoteRecord> {
  const leased = k.store.transaction(() => {
    const quote = current(k, mustQuote(k, quoteId));
    const customer = scaCustomer(k, quote);
    const challenge = openChallenge(k, quote, customer);
    if (challenge.factor === 'SMS_OTP') {
      if (proof.code === undefined) throw invalidInput([{ field: 'code', message: 'is required for an SMS_OTP challenge' }]);
      return { challenge, refused: conclude(k, quote.id, challenge.id, proof.code === SANDBOX_SMS_CODE) };
    }
    if (!proof.assertion) throw invalidInput([{ field: 'passkeyAssertion', message: 'is required for a PASSKEY challenge (the WebAuthn assertion JSON)' }]);
    // OpenAPI, ScaAuthorization.origin: required alongside passkeyAssertion.
    if (proof.origin === undefined) throw invalidInput([{ field: 'origin', message: 'is required with passkeyAssertion: the origin the assertion was produced on' }]);
    const lease = { ...challenge, verifyingUntil: k.now() + VERIFY_LEASE_MS };
    quotes(k).update({ ...quote, sca: { ...quote.sca!, challenge: lease } });
    return { challenge: lease, customer, refused: undefined };
  });
  if (leased.challenge.factor === 'PASSKEY') {
    try {
      const passkey = factorsOf(k, leased.customer!.id).passkey;
      const counter = passkey === undefined ? undefined : await verifyPasskeyAssertion(k, proof.assertion!, leased.challenge.passkeyChallenge!, passkey, proof.origin);
      leased.refused = k.store.transaction(() => {
        if (counter !== undefined) {
          const factors = factorsOf(k, leased.customer!.id);
          if (factors.passkey) saveFactors(k, { ...factors, passkey: { ...factors.passkey, counter } });
        }
        return conclude(k, quoteId, leased.challenge.id, counter !== undefined);
      });
    } finally {
      // A check that failed half-way (a fault, not a wrong proof) must not hold the challenge until the lease runs out.
      releaseLease(k, quoteId, leased.challenge);
    }
  }
  if (leased.refused) throw leased.refused;
  return mustQuote(k, quoteId);
}

/** Re-sends the code of a pending SMS challenge without a new challenge or a later expiry. */
export function resendCode(k: Kernel, quoteId: string): void {
  k.store.transaction(() => {
    const quote = current(k, mustQuote(k, quoteId));
    scaCustomer(k, quote);
    const challenge = quote.status === 'PENDING_AUTHORIZATION' ? quote.sca?.challenge : undefined;
    if (!challenge) throw conflict('This quote has no pending SCA challenge.');
    if (challenge.factor !== 'SMS_OTP') throw conflict('A passkey challenge has no code to re-send.');
    const wait = challenge.lastSentAt + 30_000 - k.now();
    if (wait > 0) throw rateLimited(wait / 1000, 'Codes are re-sent at most every 30 seconds.');
    quotes(k).update({ ...quote, sca: { ...quote.sca!, challenge: { ...challenge, lastSentAt: k.now() } } });
  });
}
