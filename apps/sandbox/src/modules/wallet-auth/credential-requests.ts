import type { Schema } from '@wallet-kit/contract';
import { checkBody } from '../../platform/schema.js';
import { PUBLIC_KEY_PATTERN, checkRequest, type Fields } from '../../platform/validate.js';
import type { AssertionInput } from '../../platform/webauthn.js';
import type { CredentialRequest } from './credentials.js';
import { isPublicKey } from './keys.js';
import type { AuthMethodType } from './repo.js';

const KEY_TEXT = 'a P-256 public key in hex: 66 characters compressed (02/03) or 130 uncompressed (04)';

/** A client public key must also be a point on the curve, which no pattern can say; `pattern` adds the shape where the schema has none. */
function keyOnCurve(f: Fields, name: string, options: { required?: boolean; pattern?: boolean } = {}): string | undefined {
  const key = f.string(name, { required: options.required ?? false, ...(options.pattern ? { pattern: PUBLIC_KEY_PATTERN, patternText: KEY_TEXT } : {}) });
  if (key !== undefined && PUBLIC_KEY_PATTERN.test(key) && !isPublicKey(key)) return f.fail(name, 'expected a point on the P-256 curve');
  return key?.toLowerCase();
}

/**
 * `POST /auth/credentials`, checked against the contract's schema (by `type`) and the rules it does
 * not state: a passkey's nickname of 1 to 200 characters and an integrator challenge of 16 to 200.
 */
export function readCredentialRequest(body: unknown): CredentialRequest {
  const request = checkRequest(body, (b) => checkBody('post', '/auth/credentials', b), (f) => {
    if (f.value.type !== 'PASSKEY') return;
    f.string('nickname', { min: 1, max: 200 });
    f.string('challenge', { min: 16, max: 200 });
  });
  const { type, accountId } = request;
  if (request.type === 'OAUTH') return { type, accountId, oidcToken: request.oidcToken };
  if (request.type !== 'PASSKEY') return { type, accountId };
  const { credentialId, clientDataJson, attestationObject, transports } = request.attestation;
  return { type, accountId, nickname: request.nickname, challenge: request.challenge, attestation: { credentialId, clientDataJson, attestationObject, ...(transports ? { transports } : {}) } };
}

/** `POST /auth/credentials/{id}/challenge` for a passkey: the client key its session will use, lower-case hex. */
export function readChallengeKey(body: unknown): string {
  const request = checkRequest(body ?? {}, (b) => checkBody('post', '/auth/credentials/{id}/challenge', b), (f) => keyOnCurve(f, 'clientPublicKey', { required: true }));
  return request.clientPublicKey!.toLowerCase();
}

/** A verification, by the credential's type (reference OpenAPI: AuthCredentialVerifyRequestOneOf). */
export type VerifyRequest =
  | { type: 'EMAIL_OTP' | 'SMS_OTP'; encryptedOtpBundle: string }
  | { type: 'OAUTH'; oidcToken: string; clientPublicKey: string }
  | { type: 'PASSKEY'; assertion: AssertionInput };

/**
 * `POST /auth/credentials/{id}/verify`, checked against the contract's schema and the rules it does
 * not state: the `type` is the credential's own, and an OAUTH client key is a P-256 point in hex.
 */
export function readVerifyRequest(body: unknown, credentialType: AuthMethodType): VerifyRequest {
  const request = checkRequest(body, (b) => checkBody('post', '/auth/credentials/{id}/verify', b), (f) => {
    const type = f.value.type;
    if (typeof type === 'string' && type !== credentialType) f.fail('type', `expected ${credentialType}, the type of this credential`);
    if (type === 'OAUTH') keyOnCurve(f, 'clientPublicKey', { pattern: true });
  });
  return verifyRequestOf(request);
}

function verifyRequestOf(request: Schema<'AuthCredentialVerifyRequestOneOf'>): VerifyRequest {
  switch (request.type) {
    case 'EMAIL_OTP':
    case 'SMS_OTP':
      return { type: request.type, encryptedOtpBundle: request.encryptedOtpBundle };
    case 'OAUTH':
      return { type: 'OAUTH', oidcToken: request.oidcToken, clientPublicKey: request.clientPublicKey.toLowerCase() };
    case 'PASSKEY': {
      const { credentialId, clientDataJson, authenticatorData, signature, userHandle } = request.assertion;
      return { type: 'PASSKEY', assertion: { credentialId, clientDataJson, authenticatorData, signature, ...(userHandle === undefined ? {} : { userHandle }) } };
    }
  }
}

/** `POST /auth/sessions/{id}/refresh`: the client key the new session will use, a P-256 point, lower-case hex. */
export function readRefreshKey(body: unknown): string {
  return checkRequest(body, (b) => checkBody('post', '/auth/sessions/{id}/refresh', b), (f) => keyOnCurve(f, 'clientPublicKey')).clientPublicKey.toLowerCase();
}
