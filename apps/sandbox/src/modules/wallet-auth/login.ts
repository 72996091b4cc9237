import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64url, bytesToHex } from '@wallet-kit/key-store/encoding';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, unauthorized } from '../../platform/errors.js';
import { REQUEST_ID_HEADER, REQUEST_TTL_MS, activityPayload, signedAction } from '../../platform/signed.js';
import { verifyPasskeyAssertion, type AssertionInput } from '../../platform/webauthn.js';
import { oidcNonce, verifyOidcToken } from './oauth.js';
import { credentials, type CredentialRecord, type SessionRecord } from './repo.js';
import { openSession, prepareSessionKey, type SessionKey } from './sessions.js';
import type { PasskeyLoginChallenge } from './views.js';

/** A passkey login challenge waiting for its assertion, by the requestId it was issued with. */
interface PendingPasskeyLogin {
  credentialId: string;
  clientPublicKey: string;
  challenge: string;
}

const pendingLogins = (k: Kernel) => k.store.expiring<PendingPasskeyLogin>('passkey-logins');

export interface OpenedSession {
  session: SessionRecord;
  encryptedSessionSigningKey?: string;
}

function open(k: Kernel, credential: CredentialRecord, key: SessionKey, update?: Partial<CredentialRecord>): OpenedSession {
  return k.store.transaction(() => {
    const current = credentials(k).get(credential.id);
    // Revoked while the proof was being checked: no session for a credential that is gone.
    if (!current) throw unauthorized('The credential was revoked.');
    if (update) credentials(k).update({ ...current, ...update, updatedAt: k.now() });
    const session = openSession(k, current, key);
    return { session, ...(key.encryptedSessionSigningKey === undefined ? {} : { encryptedSessionSigningKey: key.encryptedSessionSigningKey }) };
  });
}

/**
 * A passkey login challenge (reference: Passkeys): the WebAuthn challenge is the hex SHA-256 of the
 * session-creation body it authorizes, kept under a requestId that the verify call echoes.
 */
export function issuePasskeyLogin(k: Kernel, credential: CredentialRecord, clientPublicKey: string): PasskeyLoginChallenge {
  const sessionBody = activityPayload(k, 'ACTIVITY_TYPE_STAMP_LOGIN', { publicKey: clientPublicKey, expirationSeconds: String(k.options.sessionLifetimeMs / 1000) });
  const challenge = bytesToHex(sha256(new TextEncoder().encode(sessionBody)));
  const requestId = k.id('Request');
  const expiresAt = k.now() + REQUEST_TTL_MS;
  pendingLogins(k).set(requestId, { credentialId: credential.id, clientPublicKey, challenge }, expiresAt);
  return { credentialId: credential.passkey!.credentialId, challenge, requestId, expiresAt: iso(expiresAt) };
}

/** The passkey verify leg: the login challenge is claimed before the assertion is checked, so it opens one session at most. */
export async function verifyPasskeyLogin(k: Kernel, credential: CredentialRecord, assertion: AssertionInput, headers: Headers): Promise<OpenedSession> {
  const requestId = headers.get(REQUEST_ID_HEADER);
  if (requestId === null) throw unauthorized('Passkey verification needs the challenge requestId in the Request-Id header.', 'REQUEST_ID_MISSING');
  const pending = pendingLogins(k).claimIf(requestId, k.now(), (login) => login.credentialId === credential.id);
  if (!pending) throw unauthorized('Request-Id does not match an unexpired pending passkey challenge for this credential.');
  // The WebAuthn challenge bytes are the UTF-8 of the hex string (reference: Passkeys).
  const expectedChallenge = bytesToBase64url(new TextEncoder().encode(pending.challenge));
  const counter = await verifyPasskeyAssertion(k, assertion, expectedChallenge, credential.passkey!);
  if (counter === undefined) throw unauthorized('The passkey assertion does not verify for this challenge and credential.');
  const key = await prepareSessionKey(pending.clientPublicKey);
  return open(k, credential, key, { passkey: { ...credential.passkey!, counter } });
}

/** The OAUTH verify: a fresh token from the credential's identity, signed by its issuer, with the key's nonce. */
export async function verifyOauthLogin(k: Kernel, credential: CredentialRecord, oidcToken: string, clientPublicKey: string): Promise<OpenedSession> {
  const verified = await verifyOidcToken(k, oidcToken);
  if (!verified.ok) throw unauthorized(`OAuth verification failed: ${verified.reason}.`);
  const { claims } = verified;
  const now = k.now();
  const expected = credential.oauth!;
  const problem =
    claims.iss !== expected.iss || claims.aud !== expected.aud || claims.sub !== expected.sub
      ? 'the OIDC token identity (iss, aud, sub) does not match this credential'
      : claims.nonce !== oidcNonce(clientPublicKey)
        ? 'the OIDC token nonce is not the hex SHA-256 of clientPublicKey'
        : now - claims.iat * 1000 >= 60_000 || claims.iat * 1000 > now + 60_000
          ? 'the OIDC token iat is not within the last 60 seconds'
          : claims.exp !== undefined && claims.exp * 1000 <= now
            ? 'the OIDC token has expired'
            : undefined;
  if (problem) throw unauthorized(`OAuth verification failed: ${problem}.`);
  return open(k, credential, await prepareSessionKey(clientPublicKey));
}

/** The OTP verify's signed retry: the stamp over the verification token opens the session. */
export async function verifyOtpRetry(k: Kernel, credential: CredentialRecord, body: unknown, headers: Headers): Promise<OpenedSession> {
  const result = await signedAction(k, { scope: `VERIFY ${credential.id}`, body, headers, challengeExtra: { type: credential.type }, keys: () => [], payload: () => '' });
  if (result.leg === 'challenge') throw invalidInput([{ field: 'Request-Id', message: 'expected the signed retry of a verification' }]);
  return open(k, credential, { publicKey: result.data.publicKey as string });
}
