import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, type ServiceError } from '../../platform/errors.js';
import { externalAccounts, isWallet, mustExternalAccount, type ExternalAccountRecord, type OwnershipChallengeRecord } from './repo.js';
import { signatureNetworks, walletSignedMessage } from './signatures.js';
import { externalAccountView } from './views.js';

/** Saves a changed account and, when its status moved, tells the platform (EXTERNAL_ACCOUNT.STATUS_UPDATED). */
function saveExternalAccount(k: Kernel, next: ExternalAccountRecord): ExternalAccountRecord {
  const before = externalAccounts(k).get(next.id);
  const saved = externalAccounts(k).update({ ...next, updatedAt: k.now() });
  if (before && before.status !== saved.status) k.emit('EXTERNAL_ACCOUNT.STATUS_UPDATED', externalAccountView(saved));
  return saved;
}

/** How long a challenge stays open (reference OpenAPI: WalletSignatureChallenge.expiresAt). */
const CHALLENGE_TTL_MS = 15 * 60_000;
/** The sandbox's hosted liveness check passes this long after the challenge is issued. */
export const LIVENESS_PASSES_AFTER_MS = 10_000;
const LIVENESS_JOB = 'OWNERSHIP_LIVENESS';

type Owner = 'customer' | 'platform';

/** Ownership verification applies to FIRST_PARTY self-custody wallets not yet verified (reference OpenAPI: 409 of the challenge). */
function checkApplicable(account: ExternalAccountRecord): void {
  if (!isWallet(account) || account.ownershipType !== 'FIRST_PARTY' || account.accountInfo.vaspName !== undefined) {
    throw conflict('Ownership verification applies only to FIRST_PARTY self-custody crypto wallets.');
  }
  if (account.status !== 'PENDING_OWNERSHIP_VERIFICATION' && account.status !== 'UNVERIFIED') throw conflict(`This account is ${account.status}; its ownership needs no verification.`);
}

/** The challenge as the document shows it (reference OpenAPI: OwnershipChallenge). */
export function ownershipChallengeView(challenge: OwnershipChallengeRecord): Schema<'OwnershipChallenge'> {
  if (challenge.method === 'WALLET_SIGNATURE') return { method: challenge.method, messageToSign: challenge.messageToSign!, expiresAt: iso(challenge.expiresAt) };
  return { method: challenge.method, verificationLink: `https://verify.sandbox.wallet-kit.dev/liveness/${challenge.token!}`, token: challenge.token, expiresAt: iso(challenge.expiresAt) };
}

/**
 * Starts (or restarts) ownership verification, in one transaction: any challenge in flight is
 * abandoned, an UNVERIFIED account goes back to PENDING_OWNERSHIP_VERIFICATION, and a LIVENESS check
 * is scheduled to pass on the sandbox clock (reference OpenAPI: createExternalAccountOwnershipChallenge).
 */
export function startOwnershipChallenge(k: Kernel, id: string, owner: Owner, method: OwnershipChallengeRecord['method']): OwnershipChallengeRecord {
  return k.store.transaction(() => {
    const account = mustExternalAccount(k, id, owner);
    checkApplicable(account);
    const accountType = String(account.accountInfo.accountType);
    if (method === 'WALLET_SIGNATURE' && !signatureNetworks(accountType)) {
      throw invalidInput([{ field: 'method', message: `the sandbox checks wallet signatures on EVM and Solana wallets, not ${accountType}: use LIVENESS` }]);
    }
    const nonce = k.secrets.code(16);
    const challenge: OwnershipChallengeRecord =
      method === 'WALLET_SIGNATURE'
        ? { method, expiresAt: k.now() + CHALLENGE_TTL_MS, messageToSign: `I verify that I control the wallet ${String(account.accountInfo.address)} for ${k.platform.umaDomain}. Nonce: ${nonce}` }
        : { method, expiresAt: k.now() + CHALLENGE_TTL_MS, token: nonce };
    saveExternalAccount(k, { ...account, status: 'PENDING_OWNERSHIP_VERIFICATION', ownership: challenge });
    if (method === 'LIVENESS') k.schedule(LIVENESS_JOB, `${account.id} ${nonce}`, k.now() + LIVENESS_PASSES_AFTER_MS);
    return challenge;
  });
}

/**
 * Checks a wallet's signature over the outstanding challenge, in one transaction: the challenge is
 * used up either way, a valid signature makes the account ACTIVE, a wrong or late one UNVERIFIED
 * (reference OpenAPI: verifyExternalAccountOwnership). Returns the refusal to throw after the commit.
 */
export function verifyOwnership(k: Kernel, id: string, owner: Owner, signature: string): { account: ExternalAccountRecord; refused?: ServiceError } {
  return k.store.transaction(() => {
    const account = mustExternalAccount(k, id, owner);
    const challenge = account.ownership;
    if (challenge?.method !== 'WALLET_SIGNATURE') throw conflict('No WALLET_SIGNATURE challenge is outstanding for this external account.');
    const { ownership: _used, ...rest } = account;
    const late = challenge.expiresAt <= k.now();
    const valid = !late && walletSignedMessage(String(account.accountInfo.accountType), String(account.accountInfo.address), challenge.messageToSign!, signature);
    const saved = saveExternalAccount(k, { ...rest, status: valid ? 'ACTIVE' : 'UNVERIFIED' });
    if (valid) return { account: saved };
    const message = late ? 'the challenge expired; start a new one' : 'expected a signature of messageToSign by the wallet at this address';
    return { account: saved, refused: invalidInput([{ field: 'signature', message }], 'Invalid or expired signature; the account is UNVERIFIED. Start a new challenge to retry.') };
  });
}

/** The liveness check of the challenge `ref` names passes, if that challenge is still the outstanding one. */
export function registerOwnershipJobs(k: Kernel): void {
  k.onJob(LIVENESS_JOB, (ref) => {
    const [id, token] = ref.split(' ');
    const account = externalAccounts(k).get(id!);
    if (account?.ownership?.method !== 'LIVENESS' || account.ownership.token !== token) return;
    const { ownership: _passed, ...rest } = account;
    saveExternalAccount(k, { ...rest, status: 'ACTIVE' });
  });
}
