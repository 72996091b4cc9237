import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, type ServiceError } from '../../platform/errors.js';
import { mustCustomer, needsSca } from '../customers/index.js';
import { codeMatches, newCodeChallenge, type ScaChallengeRecord } from '../sca/index.js';
import { externalAccounts, mustExternalAccount, type ExternalAccountRecord } from './repo.js';

/** Wrong codes one trust challenge takes before it is spent and a new start is needed. */
const WRONG_CODES_PER_CHALLENGE = 3;

/** The proof of a trust or untrust confirm (reference OpenAPI: BeneficiaryTrustConfirmRequest). */
export interface TrustProof {
  challengeId?: string | null;
  code?: string | null;
  passkeyAssertion?: Record<string, unknown> | null;
  origin?: string | null;
}

/** A customer's beneficiary in an SCA region; elsewhere these endpoints answer 409 (reference OpenAPI: startBeneficiaryTrust). */
function beneficiary(k: Kernel, id: string): ExternalAccountRecord {
  const account = mustExternalAccount(k, id, 'customer');
  if (!needsSca(mustCustomer(k, account.customerId!))) throw conflict('SCA is not required for this customer.');
  return account;
}

/**
 * Starts trusting (`trusted: true`) or untrusting a beneficiary, in one transaction: a code
 * challenge (SMS, or TOTP once enrolled) replaces any change still waiting for its proof.
 */
export function startTrustChange(k: Kernel, id: string, trusted: boolean): ScaChallengeRecord {
  return k.store.transaction(() => {
    const account = beneficiary(k, id);
    if (account.status !== 'ACTIVE') throw invalidInput([{ field: 'externalAccountId', message: `the account is ${account.status}; only an ACTIVE account can be trusted or untrusted` }]);
    if ((account.trusted === true) === trusted) throw invalidInput([{ field: 'externalAccountId', message: trusted ? 'the beneficiary is already trusted' : 'the beneficiary is not trusted' }]);
    const challenge = newCodeChallenge(k, account.customerId!);
    externalAccounts(k).update({ ...account, trustChange: { trusted, challenge }, updatedAt: k.now() });
    return challenge;
  });
}

const badProof = (field: string, message: string) => invalidInput([{ field, message }], 'Invalid or expired proof.');

/**
 * Confirms a pending trust change with its proof, in one transaction (so of N copies sent at once,
 * one applies it): a right code applies the change and spends the challenge; a wrong one is
 * counted, and the third spends the challenge. Returns the refusal to throw after the commit.
 */
export function confirmTrustChange(k: Kernel, id: string, trusted: boolean, proof: TrustProof): { trusted: boolean; refused?: ServiceError } {
  return k.store.transaction(() => {
    const account = beneficiary(k, id);
    const pending = account.trustChange;
    if (pending?.trusted !== trusted) throw badProof('challengeId', `no ${trusted ? 'trust' : 'untrust'} of this beneficiary is waiting for a proof; start one first`);
    const { challenge } = pending;
    if (proof.challengeId != null && proof.challengeId !== challenge.id) throw badProof('challengeId', `expected ${challenge.id}, the challenge the start issued`);
    if (challenge.expiresAt <= k.now()) throw badProof('code', 'the challenge expired; start again for a new one');
    if (proof.code == null) throw badProof(proof.passkeyAssertion == null ? 'code' : 'passkeyAssertion', 'this challenge was issued for a code (SMS_OTP or TOTP): answer with code');
    if (!codeMatches(k, account.customerId!, proof.code)) {
      const failures = challenge.failures + 1;
      const { trustChange: _spent, ...rest } = account;
      externalAccounts(k).update(failures >= WRONG_CODES_PER_CHALLENGE ? { ...rest, updatedAt: k.now() } : { ...account, trustChange: { trusted, challenge: { ...challenge, failures } }, updatedAt: k.now() });
      const message = failures >= WRONG_CODES_PER_CHALLENGE ? 'the code is wrong; the challenge is spent, start again' : 'the code is wrong';
      return { trusted: account.trusted === true, refused: badProof('code', message) };
    }
    const { trustChange: _applied, ...rest } = account;
    externalAccounts(k).update({ ...rest, trusted, updatedAt: k.now() });
    return { trusted };
  });
}

/** Whether sends to this account skip the per-transaction SCA ceremony. */
export const isTrustedBeneficiary = (k: Kernel, accountId: string | undefined): boolean => accountId !== undefined && externalAccounts(k).get(accountId)?.trusted === true;
