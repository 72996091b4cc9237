import { Hono } from 'hono';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64url, bytesToHex, publicKeyForms } from '@wallet-kit/key-store/encoding';
import { openOtpBundle } from '@wallet-kit/otp-encrypt/enclave';
import { iso } from '../clock.js';
import { ServiceError, invalidInput, invalidWalletRequest, notFound, rateLimited, unauthorized } from '../errors.js';
import { ID_PATTERN, must, readJson, type SandboxEnv } from '../http.js';
import { AUTH_METHOD_TYPES, type AuthMethodType, type CredentialRecord, type InternalAccountRecord } from '../model/types.js';
import { authMethodView, sessionView } from '../model/views.js';
import type { Runtime } from '../runtime.js';
import { Fields, PUBLIC_KEY_PATTERN } from '../validate.js';
import { oidcNonce, readOidcToken } from '../wallet/oauth.js';
import { createSession, isCompressedKey, isPublicKey, issueOtpChallenge, verificationToken } from '../wallet/sessions.js';
import { REQUEST_ID_HEADER, REQUEST_TTL_MS, SIGNATURE_HEADER, activeSessionKeys, activityPayload, signedAction } from '../wallet/signed.js';
import { verifyPasskeyAssertion, verifyPasskeyRegistration, type AssertionInput, type AttestationInput } from '../wallet/webauthn.js';

/** The sandbox's OTP code: every e-mail or SMS the sandbox "sends" carries it (reference: Email/SMS OTP). */
export const SANDBOX_OTP_CODE = '000000';

function walletAccount(rt: Runtime, accountId: string): InternalAccountRecord {
  const account = rt.state.internalAccounts[accountId];
  if (!account || account.type !== 'EMBEDDED_WALLET') throw notFound('Internal account', accountId);
  return account;
}

function credentialsOf(rt: Runtime, accountId: string): CredentialRecord[] {
  return Object.values(rt.state.credentials).filter((c) => c.accountId === accountId);
}

function readPublicKey(f: Fields, name: string, required = true): string | undefined {
  const key = f.string(name, { required, pattern: PUBLIC_KEY_PATTERN, patternText: 'a P-256 public key in hex: 66 characters compressed (02/03) or 130 uncompressed (04)' });
  if (key !== undefined && !isPublicKey(key)) return f.fail(name, 'expected a point on the P-256 curve');
  return key?.toLowerCase();
}

function readAssertion(f: Fields, name: string): AssertionInput | undefined {
  const a = f.object(name, { required: true });
  if (!a) return undefined;
  const credentialId = a.string('credentialId', { required: true });
  const clientDataJson = a.string('clientDataJson', { required: true });
  const authenticatorData = a.string('authenticatorData', { required: true });
  const signature = a.string('signature', { required: true });
  const userHandle = a.string('userHandle');
  if (credentialId === undefined || clientDataJson === undefined || authenticatorData === undefined || signature === undefined) return undefined;
  return { credentialId, clientDataJson, authenticatorData, signature, ...(userHandle === undefined ? {} : { userHandle }) };
}

/** Embedded wallet auth: credentials, challenges, the two-leg verify, sessions (spec: Endpoints named in the authentication flows). */
export function authRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const usedRegistrationChallenges = new Set<string>();

  app.post('/auth/credentials', async (c) => {
    const body = await readJson(c);
    const f = Fields.of(body);
    const type = f.enum('type', AUTH_METHOD_TYPES, { required: true });
    const accountId = f.string('accountId', { required: true });
    let oidcToken: string | undefined;
    let nickname: string | undefined;
    let challenge: string | undefined;
    let attestation: AttestationInput | undefined;
    if (type === 'OAUTH') oidcToken = f.string('oidcToken', { required: true });
    if (type === 'PASSKEY') {
      nickname = f.string('nickname', { required: true, min: 1, max: 200 });
      challenge = f.string('challenge', { required: true, min: 16, max: 200 });
      const a = f.object('attestation', { required: true });
      if (a) {
        const credentialId = a.string('credentialId', { required: true });
        const clientDataJson = a.string('clientDataJson', { required: true });
        const attestationObject = a.string('attestationObject', { required: true });
        const transports = a.array('transports');
        if (transports && !transports.every((t) => typeof t === 'string' && ['usb', 'nfc', 'ble', 'internal', 'hybrid'].includes(t))) {
          a.fail('transports', 'expected usb, nfc, ble, internal or hybrid');
        }
        if (credentialId && clientDataJson && attestationObject) {
          attestation = { credentialId, clientDataJson, attestationObject, ...(transports ? { transports: transports as string[] } : {}) };
        }
      }
    }
    f.done();
    const account = walletAccount(rt, accountId!);
    const customer = account.customerId === undefined ? undefined : rt.state.customers[account.customerId];
    const existing = credentialsOf(rt, account.id);
    if (type === 'EMAIL_OTP' && existing.some((x) => x.type === 'EMAIL_OTP')) throw new ServiceError(400, 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', 'This account already has an EMAIL_OTP credential.');
    if (type === 'SMS_OTP' && existing.some((x) => x.type === 'SMS_OTP')) throw new ServiceError(400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS', 'This account already has an SMS_OTP credential.');
    if (type === 'EMAIL_OTP') nickname = customer?.email;
    if (type === 'SMS_OTP') nickname = customer?.phoneNumber;
    if ((type === 'EMAIL_OTP' || type === 'SMS_OTP') && nickname === undefined) {
      throw invalidInput([{ field: 'type', message: `the customer has no ${type === 'EMAIL_OTP' ? 'e-mail address' : 'phone number'} to send codes to` }]);
    }
    let oauth: CredentialRecord['oauth'];
    if (type === 'OAUTH') {
      const claims = readOidcToken(oidcToken!);
      if (!claims) throw invalidInput([{ field: 'oidcToken', message: 'expected a JWT: three base64url parts with iss, aud, sub and iat' }]);
      oauth = { iss: claims.iss, aud: claims.aud, sub: claims.sub };
      nickname = claims.email ?? claims.sub;
    }
    const signed = headersPresent(c.req.raw.headers);
    let passkey: CredentialRecord['passkey'];
    if (type === 'PASSKEY') {
      if (existing.some((x) => x.passkey?.credentialId === attestation!.credentialId)) {
        throw new ServiceError(400, 'PASSKEY_CREDENTIAL_ALREADY_EXISTS', 'This passkey is already registered on this account.');
      }
      // The challenge is the integrator's, single use (reference: Passkeys); checked on the first leg, spent on the last.
      if (usedRegistrationChallenges.has(challenge!)) throw invalidInput([{ field: 'challenge', message: 'this registration challenge was already used' }]);
      passkey = await verifyPasskeyRegistration(rt, attestation!, challenge!);
    }
    const create = async (): Promise<Response> => {
      const now = rt.now();
      const credential: CredentialRecord = {
        id: rt.id('AuthMethod'),
        accountId: account.id,
        type: type!,
        nickname: nickname!,
        createdAt: now,
        updatedAt: now,
        ...(passkey ? { passkey } : {}),
        ...(oauth ? { oauth } : {}),
      };
      rt.state.credentials[credential.id] = credential;
      if (challenge !== undefined) usedRegistrationChallenges.add(challenge);
      const extra = type === 'EMAIL_OTP' || type === 'SMS_OTP' ? { otpEncryptionTargetBundle: await issueOtpChallenge(rt, credential) } : {};
      return c.json(authMethodView(credential, extra), 201);
    };
    // An account with no credential left is bootstrapped without a signature (reference: first-time EMAIL_OTP).
    if (existing.length === 0 && !signed) return create();
    const result = await signedAction(rt, {
      scope: `POST /auth/credentials ${account.id}`,
      body,
      headers: c.req.raw.headers,
      challengeExtra: { type },
      keys: () => activeSessionKeys(rt, account.id),
      payload: () => activityPayload(rt, activityFor(type!), { userId: account.id, ...credentialParameters(type!, nickname!, body) }),
    });
    if (result.leg === 'challenge') return result.response;
    return create();
  });

  app.get('/auth/credentials', (c) => {
    const accountId = c.req.query('accountId');
    if (accountId === undefined || !ID_PATTERN('InternalAccount').test(accountId)) {
      throw invalidInput([{ field: 'accountId', message: 'expected an InternalAccount:<uuid> id' }]);
    }
    return c.json({ data: credentialsOf(rt, accountId).map((x) => authMethodView(x)) });
  });

  app.delete('/auth/credentials/:id', async (c) => {
    const id = c.req.param('id');
    const credential = must(rt.state.credentials, id, 'Authentication credential');
    if (credentialsOf(rt, credential.accountId).length <= 1) {
      throw invalidInput([{ field: 'id', message: 'the last credential of an account cannot be revoked; add another first' }], 'The account must keep at least one credential.');
    }
    const result = await signedAction(rt, {
      scope: `DELETE /auth/credentials/${id}`,
      body: undefined,
      headers: c.req.raw.headers,
      challengeExtra: { type: credential.type },
      // Another credential's session must authorize the revocation.
      keys: () => activeSessionKeys(rt, credential.accountId, (credentialId) => credentialId !== id),
      payload: () => activityPayload(rt, 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', { userId: credential.accountId, authenticatorIds: [id] }),
    });
    if (result.leg === 'challenge') return result.response;
    if (!rt.state.credentials[id]) throw notFound('Authentication credential', id);
    Reflect.deleteProperty(rt.state.credentials, id);
    rt.otpChallenges.delete(id);
    const now = rt.now();
    for (const session of Object.values(rt.state.sessions)) if (session.credentialId === id && session.revokedAt === undefined) session.revokedAt = now;
    return c.body(null, 204);
  });

  app.post('/auth/credentials/:id/challenge', async (c) => {
    const id = c.req.param('id');
    const credential = must(rt.state.credentials, id, 'Authentication credential');
    const body = await readJson(c);
    if (credential.type === 'OAUTH') throw invalidInput([{ field: 'id', message: 'OAUTH credentials have no challenge step: verify with a fresh OIDC token' }]);
    const wait = rt.rateLimit(`challenge:${id}`, 5, 60_000);
    if (wait !== undefined) throw rateLimited(wait, 'Challenges for this credential are requested too often.');
    if (credential.type === 'EMAIL_OTP' || credential.type === 'SMS_OTP') {
      return c.json(authMethodView(credential, { otpEncryptionTargetBundle: await issueOtpChallenge(rt, credential) }));
    }
    const f = Fields.of(body ?? {});
    const clientPublicKey = readPublicKey(f, 'clientPublicKey');
    f.done();
    const now = rt.now();
    // The WebAuthn challenge is the hex SHA-256 of the session-creation body it authorizes (reference: Passkeys).
    const sessionBody = activityPayload(rt, 'ACTIVITY_TYPE_STAMP_LOGIN', { publicKey: clientPublicKey, expirationSeconds: String(rt.options.sessionLifetimeMs / 1000) });
    const challenge = bytesToHex(sha256(new TextEncoder().encode(sessionBody)));
    const requestId = rt.id('Request');
    const expiresAt = now + REQUEST_TTL_MS;
    rt.pending.set(requestId, { requestId, scope: `PASSKEY login ${id}`, payloadToSign: sessionBody, fingerprint: '', expiresAt, keys: [], data: { clientPublicKey, challenge } });
    return c.json(authMethodView(credential, { credentialId: credential.passkey!.credentialId, challenge, requestId, expiresAt: iso(expiresAt) }));
  });

  app.post('/auth/credentials/:id/verify', async (c) => {
    const id = c.req.param('id');
    const credential = must(rt.state.credentials, id, 'Authentication credential');
    const body = await readJson(c);
    const f = Fields.of(body);
    const type = f.enum('type', AUTH_METHOD_TYPES, { required: true });
    if (type !== undefined && type !== credential.type) f.fail('type', `expected ${credential.type}, the type of this credential`);
    if (credential.type === 'EMAIL_OTP' || credential.type === 'SMS_OTP') {
      const encryptedOtpBundle = f.string('encryptedOtpBundle', { required: true });
      f.done();
      if (!headersPresent(c.req.raw.headers)) return firstOtpLeg(rt, credential, encryptedOtpBundle!, c.req.raw.headers, body);
      const result = await signedAction(rt, {
        scope: `VERIFY ${id}`,
        body,
        headers: c.req.raw.headers,
        challengeExtra: { type: credential.type },
        keys: () => [],
        payload: () => '',
      });
      if (result.leg === 'challenge') throw new Error('unreachable: the OTP leg registers its own challenge');
      const { session } = await createSession(rt, credential, result.data.publicKey as string);
      return c.json(sessionView(session), 200);
    }
    if (credential.type === 'OAUTH') {
      const oidcToken = f.string('oidcToken', { required: true });
      const clientPublicKey = readPublicKey(f, 'clientPublicKey');
      f.done();
      const claims = readOidcToken(oidcToken!);
      const now = rt.now();
      const expected = credential.oauth!;
      const problem = !claims
        ? 'the OIDC token is malformed'
        : claims.iss !== expected.iss || claims.aud !== expected.aud || claims.sub !== expected.sub
          ? 'the OIDC token identity (iss, aud, sub) does not match this credential'
          : claims.nonce !== oidcNonce(clientPublicKey!)
            ? 'the OIDC token nonce is not the hex SHA-256 of clientPublicKey'
            : now - claims.iat * 1000 >= 60_000 || claims.iat * 1000 > now + 60_000
              ? 'the OIDC token iat is not within the last 60 seconds'
              : claims.exp !== undefined && claims.exp * 1000 <= now
                ? 'the OIDC token has expired'
                : undefined;
      if (problem) throw unauthorized(`OAuth verification failed: ${problem}.`);
      const { session, encryptedSessionSigningKey } = await createSession(rt, credential, clientPublicKey!);
      return c.json(sessionView(session, encryptedSessionSigningKey), 200);
    }
    const assertion = readAssertion(f, 'assertion');
    f.done();
    const requestId = c.req.header(REQUEST_ID_HEADER);
    if (requestId === undefined) throw unauthorized('Passkey verification needs the challenge requestId in the Request-Id header.', 'REQUEST_ID_MISSING');
    const pending = rt.pending.get(requestId);
    if (!pending || pending.scope !== `PASSKEY login ${id}` || pending.expiresAt <= rt.now()) {
      throw unauthorized('Request-Id does not match an unexpired pending passkey challenge for this credential.');
    }
    // The WebAuthn challenge bytes are the UTF-8 of the hex string (reference: Passkeys).
    const expectedChallenge = bytesToBase64url(new TextEncoder().encode(pending.data.challenge as string));
    if (!(await verifyPasskeyAssertion(rt, assertion!, expectedChallenge, credential.passkey!))) {
      throw unauthorized('The passkey assertion does not verify for this challenge and credential.');
    }
    rt.pending.delete(requestId);
    credential.updatedAt = rt.now();
    const { session, encryptedSessionSigningKey } = await createSession(rt, credential, pending.data.clientPublicKey as string);
    return c.json(sessionView(session, encryptedSessionSigningKey), 200);
  });

  app.get('/auth/sessions', (c) => {
    const accountId = c.req.query('accountId');
    if (accountId === undefined || !ID_PATTERN('InternalAccount').test(accountId)) {
      throw invalidInput([{ field: 'accountId', message: 'expected an InternalAccount:<uuid> id' }]);
    }
    const now = rt.now();
    const sessions = Object.values(rt.state.sessions).filter((s) => s.accountId === accountId && s.revokedAt === undefined && s.expiresAt > now);
    return c.json({ data: sessions.map((s) => sessionView(s)) });
  });

  app.delete('/auth/sessions/:id', async (c) => {
    const id = c.req.param('id');
    const active = () => {
      const session = rt.state.sessions[id];
      // Unknown, revoked and expired sessions are all "not found" (reference: Sessions and export).
      if (!session || session.revokedAt !== undefined || session.expiresAt <= rt.now()) throw notFound('Session', id);
      return session;
    };
    const session = active();
    const result = await signedAction(rt, {
      scope: `DELETE /auth/sessions/${id}`,
      body: undefined,
      headers: c.req.raw.headers,
      challengeExtra: { type: session.type },
      keys: () => activeSessionKeys(rt, session.accountId),
      payload: () => activityPayload(rt, 'ACTIVITY_TYPE_DELETE_API_KEYS', { userId: session.accountId, sessionIds: [id] }),
    });
    if (result.leg === 'challenge') return result.response;
    active().revokedAt = rt.now();
    return c.body(null, 204);
  });

  app.post('/auth/sessions/:id/refresh', async (c) => {
    const id = c.req.param('id');
    const session = must(rt.state.sessions, id, 'Session');
    const body = await readJson(c);
    const f = Fields.of(body);
    const clientPublicKey = readPublicKey(f, 'clientPublicKey');
    f.done();
    const isActive = () => session.revokedAt === undefined && session.expiresAt > rt.now();
    if (!isActive()) throw unauthorized('The session is no longer active; verify the credential again.');
    const result = await signedAction(rt, {
      scope: `POST /auth/sessions/${id}/refresh`,
      body,
      headers: c.req.raw.headers,
      keys: () => (isActive() ? [session.publicKey] : []),
      payload: () => activityPayload(rt, 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', { targetPublicKey: clientPublicKey }),
    });
    if (result.leg === 'challenge') return result.response;
    const credential = rt.state.credentials[session.credentialId];
    if (!credential) throw unauthorized('The credential behind this session was revoked.');
    const created = await createSession(rt, credential, clientPublicKey!);
    return c.json(sessionView(created.session, created.encryptedSessionSigningKey), 201);
  });

  return app;
}

function headersPresent(headers: Headers): boolean {
  return headers.has(SIGNATURE_HEADER) || headers.has(REQUEST_ID_HEADER);
}

function activityFor(type: AuthMethodType): string {
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

function credentialParameters(type: AuthMethodType, nickname: string, body: unknown): Record<string, unknown> {
  const b = body as Record<string, unknown>;
  switch (type) {
    case 'EMAIL_OTP':
      return { userEmail: nickname };
    case 'SMS_OTP':
      return { userPhoneNumber: nickname };
    case 'OAUTH':
      return { oauthProviders: [{ oidcToken: b.oidcToken, providerName: 'OIDC' }] };
    case 'PASSKEY':
      return { authenticators: [{ attestation: b.attestation, authenticatorName: nickname, challenge: b.challenge }] };
  }
}

/**
 * The first OTP leg (reference: Email/SMS OTP): open the bundle with the challenge's target key,
 * insist on a compressed key inside, check the code, then answer 202 with a verification token
 * bound to that key.
 */
async function firstOtpLeg(rt: Runtime, credential: CredentialRecord, encryptedOtpBundle: string, headers: Headers, body: unknown): Promise<Response> {
  const wait = rt.rateLimit(`verify:${credential.id}`, 10, 60_000);
  if (wait !== undefined) throw rateLimited(wait, 'Verification attempts for this credential come too often.');
  const challenge = rt.otpChallenges.get(credential.id);
  if (!challenge || challenge.expiresAt <= rt.now()) throw unauthorized('No one-time code is pending for this credential, or it expired; request a new challenge.');
  let opened;
  try {
    opened = await openOtpBundle(encryptedOtpBundle, challenge.targetKey);
  } catch (error) {
    throw invalidWalletRequest(error);
  }
  // The enclave rejects an uncompressed key even with the right code (spec: Authentication, step 6).
  if (!isCompressedKey(opened.publicKey)) throw invalidWalletRequest();
  const wrong = rt.state.scenarios.wrongOtp || opened.otpCode !== SANDBOX_OTP_CODE;
  if (rt.state.scenarios.wrongOtp) rt.state.scenarios.wrongOtp = false;
  if (wrong) throw unauthorized('The one-time code is wrong or expired.');
  rt.otpChallenges.delete(credential.id);
  const publicKey = publicKeyForms(opened.publicKey).compressed;
  const token = await verificationToken(rt, credential, publicKey);
  const result = await signedAction(rt, {
    scope: `VERIFY ${credential.id}`,
    body,
    headers,
    challengeExtra: { type: credential.type },
    keys: () => [publicKey],
    payload: () => token,
    data: { publicKey },
  });
  if (result.leg !== 'challenge') throw new Error('unreachable: the first OTP leg has no signature headers');
  return result.response;
}
