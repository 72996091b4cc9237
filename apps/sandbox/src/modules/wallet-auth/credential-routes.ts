import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, rateLimited } from '../../platform/errors.js';
import { ID_PATTERN, readJson, type SandboxEnv } from '../../platform/http.js';
import { rateLimit } from '../../platform/rate-limit.js';
import { activityPayload, isSignedRetry, signedAction } from '../../platform/signed.js';
import { Fields, PUBLIC_KEY_PATTERN } from '../../platform/validate.js';
import type { AssertionInput } from '../../platform/webauthn.js';
import { activityFor, credentialParameters, parseCredentialRequest, prepareCredential, recordCredential } from './credentials.js';
import { isPublicKey } from './keys.js';
import { issuePasskeyLogin, verifyOauthLogin, verifyOtpRetry, verifyPasskeyLogin, type OpenedSession } from './login.js';
import { dropOtpChallenge, firstOtpLeg, issueOtpChallenge } from './otp.js';
import { AUTH_METHOD_TYPES, activeSessionKeys, credentials, credentialsOf, mustCredential, revokeSessionsOf, type CredentialRecord } from './repo.js';
import { authMethodView, sessionView } from './views.js';

function readPublicKey(f: Fields, name: string): string | undefined {
  const key = f.string(name, { required: true, pattern: PUBLIC_KEY_PATTERN, patternText: 'a P-256 public key in hex: 66 characters compressed (02/03) or 130 uncompressed (04)' });
  if (key !== undefined && !isPublicKey(key)) return f.fail(name, 'expected a point on the P-256 curve');
  return key?.toLowerCase();
}

function readAssertion(f: Fields): AssertionInput | undefined {
  const a = f.object('assertion', { required: true });
  const fields = a && { credentialId: a.string('credentialId', { required: true }), clientDataJson: a.string('clientDataJson', { required: true }), authenticatorData: a.string('authenticatorData', { required: true }), signature: a.string('signature', { required: true }) };
  const userHandle = a?.string('userHandle');
  if (!fields || Object.values(fields).some((value) => value === undefined)) return undefined;
  return { ...(fields as Omit<AssertionInput, 'userHandle'>), ...(userHandle === undefined ? {} : { userHandle }) };
}

const sessionAnswer = (opened: OpenedSession, status: 200 | 201 = 200) => Response.json(sessionView(opened.session, opened.encryptedSessionSigningKey), { status });

/** Embedded wallet credentials: add, list, revoke, challenge, verify (spec: Endpoints named in the authentication flows). */
export function credentialRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/auth/credentials', async (c) => {
    const body = await readJson(c);
    const prepared = await prepareCredential(k, parseCredentialRequest(body));
    const answer = async (credential: CredentialRecord) => {
      const otp = credential.type === 'EMAIL_OTP' || credential.type === 'SMS_OTP';
      return c.json(authMethodView(credential, otp ? { otpEncryptionTargetBundle: await issueOtpChallenge(k, credential) } : {}), 201);
    };
    // An account with no credential is bootstrapped without a signature (reference: first-time EMAIL_OTP).
    if (!isSignedRetry(c.req.raw.headers) && credentialsOf(k, prepared.account.id).length === 0) return answer(recordCredential(k, prepared, true));
    const result = await signedAction(k, {
      scope: `POST /auth/credentials ${prepared.account.id}`,
      body,
      headers: c.req.raw.headers,
      challengeExtra: { type: prepared.request.type },
      keys: () => activeSessionKeys(k, prepared.account.id),
      payload: () => activityPayload(k, activityFor(prepared.request.type), { userId: prepared.account.id, ...credentialParameters(prepared, body) }),
    });
    if (result.leg === 'challenge') return result.response;
    return answer(recordCredential(k, prepared, false));
  });

  app.get('/auth/credentials', (c) => {
    const accountId = c.req.query('accountId');
    if (accountId === undefined || !ID_PATTERN('InternalAccount').test(accountId)) throw invalidInput([{ field: 'accountId', message: 'expected an InternalAccount:<uuid> id' }]);
    return c.json({ data: credentialsOf(k, accountId).map((x) => authMethodView(x)) });
  });

  app.delete('/auth/credentials/:id', async (c) => {
    const id = c.req.param('id');
    const credential = mustCredential(k, id);
    const lastOne = () => invalidInput([{ field: 'id', message: 'the last credential of an account cannot be revoked; add another first' }], 'The account must keep at least one credential.');
    if (credentialsOf(k, credential.accountId).length <= 1) throw lastOne();
    const result = await signedAction(k, {
      scope: `DELETE /auth/credentials/${id}`,
      body: undefined,
      headers: c.req.raw.headers,
      challengeExtra: { type: credential.type },
      // Another credential's session must authorize the revocation.
      keys: () => activeSessionKeys(k, credential.accountId, (credentialId) => credentialId !== id),
      payload: () => activityPayload(k, 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', { userId: credential.accountId, authenticatorIds: [id] }),
    });
    if (result.leg === 'challenge') return result.response;
    k.store.transaction(() => {
      mustCredential(k, id);
      // Checked again at commit: two revocations at once must not leave the account with none.
      if (credentialsOf(k, credential.accountId).length <= 1) throw lastOne();
      credentials(k).delete(id);
      revokeSessionsOf(k, id);
      dropOtpChallenge(k, id);
    });
    return c.body(null, 204);
  });

  app.post('/auth/credentials/:id/challenge', async (c) => {
    const credential = mustCredential(k, c.req.param('id'));
    const body = await readJson(c);
    if (credential.type === 'OAUTH') throw invalidInput([{ field: 'id', message: 'OAUTH credentials have no challenge step: verify with a fresh OIDC token' }]);
    const wait = rateLimit(k, `challenge:${credential.id}`, 5, 60_000);
    if (wait !== undefined) throw rateLimited(wait, 'Challenges for this credential are requested too often.');
    if (credential.type !== 'PASSKEY') return c.json(authMethodView(credential, { otpEncryptionTargetBundle: await issueOtpChallenge(k, credential) }));
    const f = Fields.of(body ?? {});
    const clientPublicKey = readPublicKey(f, 'clientPublicKey');
    f.done();
    return c.json(authMethodView(credential, issuePasskeyLogin(k, credential, clientPublicKey!)));
  });

  app.post('/auth/credentials/:id/verify', async (c) => {
    const credential = mustCredential(k, c.req.param('id'));
    const body = await readJson(c);
    const f = Fields.of(body);
    const type = f.enum('type', AUTH_METHOD_TYPES, { required: true });
    if (type !== undefined && type !== credential.type) f.fail('type', `expected ${credential.type}, the type of this credential`);
    if (credential.type === 'EMAIL_OTP' || credential.type === 'SMS_OTP') {
      const encryptedOtpBundle = f.string('encryptedOtpBundle', { required: true });
      f.done();
      if (!isSignedRetry(c.req.raw.headers)) return firstOtpLeg(k, credential, encryptedOtpBundle!, c.req.raw.headers, body);
      return sessionAnswer(await verifyOtpRetry(k, credential, body, c.req.raw.headers));
    }
    if (credential.type === 'OAUTH') {
      const oidcToken = f.string('oidcToken', { required: true });
      const clientPublicKey = readPublicKey(f, 'clientPublicKey');
      f.done();
      return sessionAnswer(await verifyOauthLogin(k, credential, oidcToken!, clientPublicKey!));
    }
    const assertion = readAssertion(f);
    f.done();
    return sessionAnswer(await verifyPasskeyLogin(k, credential, assertion!, c.req.raw.headers));
  });

  return app;
}
