import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, rateLimited } from '../../platform/errors.js';
import { rateLimit } from '../../platform/rate-limit.js';
import { activityPayload, isSignedRetry, signedAction, type Signed } from '../../platform/signed.js';
import { readChallengeKey, type VerifyRequest } from './credential-requests.js';
import { activityFor, credentialParameters, prepareCredential, recordCredential, type CredentialRequest } from './credentials.js';
import { issuePasskeyLogin, verifyOauthLogin, verifyOtpRetry, verifyPasskeyLogin, type OpenedSession } from './login.js';
import { dropOtpChallenge, firstOtpLeg, issueOtpChallenge } from './otp.js';
import { activeSessionKeys, credentials, credentialsOf, mustCredential, revokeSessionsOf, type CredentialRecord } from './repo.js';
import type { CredentialExtra } from './views.js';

/** A credential as an answer shows it: the record, with an OTP credential's first challenge. */
export interface ChallengedCredential {
  credential: CredentialRecord;
  extra: CredentialExtra;
}

const withOtpChallenge = async (k: Kernel, credential: CredentialRecord): Promise<ChallengedCredential> => ({
  credential,
  extra: credential.type === 'EMAIL_OTP' || credential.type === 'SMS_OTP' ? { otpEncryptionTargetBundle: await issueOtpChallenge(k, credential) } : {},
});

/**
 * Adds a credential to a wallet (reference: Credentials): its proof (OIDC token, passkey attestation)
 * verified first, then signed by a session of an existing credential. An account with none is
 * bootstrapped without a signature (reference: first-time EMAIL_OTP).
 */
export async function addCredential(k: Kernel, request: CredentialRequest, body: unknown, headers: Headers): Promise<Signed<ChallengedCredential>> {
  const prepared = await prepareCredential(k, request);
  if (!isSignedRetry(headers) && credentialsOf(k, prepared.account.id).length === 0) return { leg: 'signed', value: await withOtpChallenge(k, recordCredential(k, prepared, true)) };
  const result = await signedAction(k, {
    scope: `POST /auth/credentials ${prepared.account.id}`,
    body,
    headers,
    challengeExtra: { type: prepared.request.type },
    keys: () => activeSessionKeys(k, prepared.account.id),
    payload: () => activityPayload(k, activityFor(prepared.request.type), { userId: prepared.account.id, ...credentialParameters(prepared, body) }),
  });
  if (result.leg === 'challenge') return result;
  return { leg: 'signed', value: await withOtpChallenge(k, recordCredential(k, prepared, false)) };
}

const lastOne = () => invalidInput([{ field: 'id', message: 'the last credential of an account cannot be revoked; add another first' }], 'The account must keep at least one credential.');

/**
 * Revokes a credential with its sessions and pending code, signed by a session of another of the
 * account's credentials. An account keeps at least one: checked first, and again at commit, so two
 * revocations at once cannot leave it with none.
 */
export async function revokeCredential(k: Kernel, id: string, headers: Headers): Promise<Signed<void>> {
  const credential = mustCredential(k, id);
  if (credentialsOf(k, credential.accountId).length <= 1) throw lastOne();
  const result = await signedAction(k, {
    scope: `DELETE /auth/credentials/${id}`,
    body: undefined,
    headers,
    challengeExtra: { type: credential.type },
    keys: () => activeSessionKeys(k, credential.accountId, (credentialId) => credentialId !== id),
    payload: () => activityPayload(k, 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', { userId: credential.accountId, authenticatorIds: [id] }),
  });
  if (result.leg === 'challenge') return result;
  k.store.transaction(() => {
    mustCredential(k, id);
    if (credentialsOf(k, credential.accountId).length <= 1) throw lastOne();
    credentials(k).delete(id);
    revokeSessionsOf(k, id);
    dropOtpChallenge(k, id);
  });
  return { leg: 'signed', value: undefined };
}

/**
 * A new challenge for a credential, at most 5 a minute: a fresh OTP (the bundle to seal the code
 * to), or a passkey login challenge for the client key in the body. OAUTH has none.
 */
export async function challengeCredential(k: Kernel, credential: CredentialRecord, body: unknown): Promise<CredentialExtra> {
  if (credential.type === 'OAUTH') throw invalidInput([{ field: 'id', message: 'OAUTH credentials have no challenge step: verify with a fresh OIDC token' }]);
  const wait = rateLimit(k, `challenge:${credential.id}`, 5, 60_000);
  if (wait !== undefined) throw rateLimited(wait, 'Challenges for this credential are requested too often.');
  if (credential.type !== 'PASSKEY') return { otpEncryptionTargetBundle: await issueOtpChallenge(k, credential) };
  return issuePasskeyLogin(k, credential, readChallengeKey(body));
}

/**
 * Verifies a credential into a session (reference: the authentication flows): an OTP in two legs
 * (the sealed code answers a challenge, its signed retry opens the session), an OIDC token, or a
 * passkey assertion.
 */
export async function verifyCredential(k: Kernel, credential: CredentialRecord, request: VerifyRequest, body: unknown, headers: Headers): Promise<Signed<OpenedSession>> {
  switch (request.type) {
    case 'EMAIL_OTP':
    case 'SMS_OTP':
      if (!isSignedRetry(headers)) return { leg: 'challenge', response: await firstOtpLeg(k, credential, request.encryptedOtpBundle, headers, body) };
      return { leg: 'signed', value: await verifyOtpRetry(k, credential, body, headers) };
    case 'OAUTH':
      return { leg: 'signed', value: await verifyOauthLogin(k, credential, request.oidcToken, request.clientPublicKey) };
    case 'PASSKEY':
      return { leg: 'signed', value: await verifyPasskeyLogin(k, credential, request.assertion, headers) };
  }
}
