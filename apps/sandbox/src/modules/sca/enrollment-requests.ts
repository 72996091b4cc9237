import { checkBody } from '../../platform/schema.js';
import { checkRequest, type Fields } from '../../platform/validate.js';
import type { FactorConfirmation } from './enrollment.js';

/** `POST /sca/factors`: which factor to enroll. */
export function readEnrollment(body: unknown): 'TOTP' | 'PASSKEY' {
  return checkBody('post', '/sca/factors', body).type;
}

/** The passkey's `credential`, opaque to the document: the PublicKeyCredential JSON of a registration. */
function readCredential(f: Fields): void {
  f.string('origin', { max: 2048 });
  const credential = f.object('credential');
  const response = credential?.object('response', { required: true });
  credential?.string('id', { required: true });
  response?.string('clientDataJSON', { required: true });
  response?.string('attestationObject', { required: true });
  response?.array('transports');
}

/**
 * `POST /sca/factors/confirm`, checked against the contract's schema (by `type`) and the rules it
 * does not state: a TOTP secret and code of the enrollment's shape, a passkey credential that is a
 * registration's JSON.
 */
export function readFactorConfirmation(body: unknown): FactorConfirmation {
  const request = checkRequest(body, (b) => checkBody('post', '/sca/factors/confirm', b), (f) => {
    if (f.value.type === 'PASSKEY') return readCredential(f);
    if (f.value.type !== 'TOTP') return;
    f.string('secret', { pattern: /^[0-9a-f]{40}$/, patternText: 'the secret from the enrollment start' });
    f.string('code', { pattern: /^[0-9]{6}$/, patternText: 'a 6-digit code' });
  });
  if (request.type === 'TOTP') return { type: 'TOTP', secret: request.secret, code: request.code };
  const credential = request.credential as { id: string; response: { clientDataJSON: string; attestationObject: string; transports?: unknown } };
  const transports = Array.isArray(credential.response.transports) ? credential.response.transports.filter((t): t is string => typeof t === 'string') : undefined;
  return { type: 'PASSKEY', origin: request.origin, attestation: { credentialId: credential.id, clientDataJson: credential.response.clientDataJSON, attestationObject: credential.response.attestationObject, ...(transports ? { transports } : {}) } };
}
