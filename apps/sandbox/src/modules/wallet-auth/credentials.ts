import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, invalidInput, unauthorized } from '../../platform/errors.js';
import { verifyPasskeyRegistration, type AttestationInput, type PasskeyRecord } from '../../platform/webauthn.js';
import { contactOf, mustWallet, type Wallet } from './lookups.js';
import { verifyOidcToken } from './oauth.js';
import { credentials, credentialsOf, type AuthMethodType, type CredentialRecord } from './repo.js';

/** How long a spent passkey registration challenge is remembered (the integrator mints them for minutes). */
const SPENT_CHALLENGE_MS = 24 * 3600_000;

/** A credential to add, as `readCredentialRequest` (credential-requests.ts) reads it. */
export interface CredentialRequest {
  type: AuthMethodType;
  accountId: string;
  oidcToken?: string;
  nickname?: string;
  challenge?: string;
  attestation?: AttestationInput;
}

/** A credential checked and ready to record: everything async (token and attestation checks) is done. */
export interface PreparedCredential {
  request: CredentialRequest;
  account: Wallet;
  nickname: string;
  passkey?: PasskeyRecord;
  oauth?: CredentialRecord['oauth'];
}

function checkDuplicates(k: Kernel, request: CredentialRequest, credentialId?: string): void {
  const existing = credentialsOf(k, request.accountId);
  if (request.type === 'EMAIL_OTP' && existing.some((x) => x.type === 'EMAIL_OTP')) throw new ServiceError(400, 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', 'This account already has an EMAIL_OTP credential.');
  if (request.type === 'SMS_OTP' && existing.some((x) => x.type === 'SMS_OTP')) throw new ServiceError(400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS', 'This account already has an SMS_OTP credential.');
  if (credentialId !== undefined && existing.some((x) => x.passkey?.credentialId === credentialId)) {
    throw new ServiceError(400, 'PASSKEY_CREDENTIAL_ALREADY_EXISTS', 'This passkey is already registered on this account.');
  }
}

const spentChallenges = (k: Kernel) => k.store.expiring<true>('passkey-registration-challenges');

/** Checks a credential request against the account and verifies its proof (OIDC token, passkey attestation). */
export async function prepareCredential(k: Kernel, request: CredentialRequest): Promise<PreparedCredential> {
  const account = mustWallet(k, request.accountId);
  const customer = account.customerId === undefined ? undefined : contactOf(k, account.customerId);
  checkDuplicates(k, request, request.attestation?.credentialId);
  const prepared: PreparedCredential = { request, account, nickname: request.nickname ?? '' };
  if (request.type === 'EMAIL_OTP' || request.type === 'SMS_OTP') {
    const contact = request.type === 'EMAIL_OTP' ? customer?.email : customer?.phoneNumber;
    if (contact === undefined) throw invalidInput([{ field: 'type', message: `the customer has no ${request.type === 'EMAIL_OTP' ? 'e-mail address' : 'phone number'} to send codes to` }]);
    prepared.nickname = contact;
  }
  if (request.type === 'OAUTH') {
    const verified = await verifyOidcToken(k, request.oidcToken!);
    if (!verified.ok && verified.problem === 'malformed') throw invalidInput([{ field: 'oidcToken', message: verified.reason }]);
    if (!verified.ok) throw unauthorized(`OAuth token authentication failed: ${verified.reason}.`);
    prepared.oauth = { iss: verified.claims.iss, aud: verified.claims.aud, sub: verified.claims.sub };
    prepared.nickname = verified.claims.email ?? verified.claims.sub;
  }
  if (request.type === 'PASSKEY') {
    // The challenge is the integrator's, single use (reference: Passkeys): checked here, spent when the credential is recorded.
    if (spentChallenges(k).get(request.challenge!, k.now())) throw invalidInput([{ field: 'challenge', message: 'this registration challenge was already used' }]);
    prepared.passkey = await verifyPasskeyRegistration(k, request.attestation!, request.challenge!);
  }
  return prepared;
}

/**
 * Records a prepared credential in one transaction that checks again what may have changed while
 * it was being verified: duplicates, the spent challenge, and (for an unsigned bootstrap) that the
 * account still has no credential.
 */
export function recordCredential(k: Kernel, prepared: PreparedCredential, bootstrap: boolean): CredentialRecord {
  return k.store.transaction(() => {
    const { request } = prepared;
    if (bootstrap && credentialsOf(k, request.accountId).length > 0) throw unauthorized('This account has credentials: adding one needs a signature from a session of an existing one.', 'WALLET_SIGNATURE_MISSING');
    checkDuplicates(k, request, prepared.passkey?.credentialId);
    if (request.challenge !== undefined && !spentChallenges(k).add(request.challenge, true, k.now() + SPENT_CHALLENGE_MS, k.now())) {
      throw invalidInput([{ field: 'challenge', message: 'this registration challenge was already used' }]);
    }
    const now = k.now();
    return credentials(k).insert({
      id: k.id('AuthMethod'),
      accountId: prepared.account.id,
      type: request.type,
      nickname: prepared.nickname,
      createdAt: now,
      updatedAt: now,
      ...(prepared.passkey ? { passkey: prepared.passkey } : {}),
      ...(prepared.oauth ? { oauth: prepared.oauth } : {}),
    });
  });
}

export function activityFor(type: AuthMethodType): string {
  switch (type) {
    case 'EMAIL_OTP':
      return 'ACTIVITY_TYPE_UPDATE_USER_EMAIL';
    case 'SMS_OTP':
      return 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER';
    case 'OAUTH':
      return 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS';
    case 'PASSKEY':
      return 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2';
  }
}

/** The activity parameters a credential's payloadToSign carries, as the service's enclave builds them. */
export function credentialParameters(prepared: PreparedCredential, body: unknown): Record<string, unknown> {
  const b = body as Record<string, unknown>;
  switch (prepared.request.type) {
    case 'EMAIL_OTP':
      return { userEmail: prepared.nickname };
    case 'SMS_OTP':
      return { userPhoneNumber: prepared.nickname };
    case 'OAUTH':
      return { oauthProviders: [{ oidcToken: b.oidcToken, providerName: 'OIDC' }] };
    case 'PASSKEY':
      return { authenticators: [{ attestation: b.attestation, authenticatorName: prepared.nickname, challenge: b.challenge }] };
  }
}
