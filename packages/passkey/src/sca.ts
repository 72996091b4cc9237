import { create, get, parseExpiry, prepared, type PreparedCeremony } from './ceremony.js';
import { passkeyError } from './errors.js';
import type { ScaPasskeyAuthorization, ScaPasskeyChallenge, ScaPasskeyEnrollment, ScaPasskeyEnrollmentStart } from './types.js';

function pageOrigin(): string {
  if (typeof location === 'undefined') throw passkeyError('PASSKEY_NOT_SUPPORTED', 'no page origin: passkeys run in a browser');
  return location.origin;
}

/**
 * The origin to echo (reference: SCA): the page's own, which must be in `allowed` when the service
 * lists origins. Checked before the ceremony, so the user is never prompted for a proof that
 * would be refused.
 */
function chooseOrigin(allowed: string[] | null | undefined, origin = pageOrigin()): string {
  if (allowed && allowed.length > 0 && !allowed.includes(origin)) {
    throw passkeyError('PASSKEY_ORIGIN_NOT_ALLOWED', `this page is ${origin}; the service accepts ${allowed.join(', ')}`);
  }
  return origin;
}

/**
 * Builds the SCA passkey enrollment from `POST /sca/factors` (type PASSKEY); `run()` gives the body
 * of `POST /sca/factors/confirm`.
 *
 * @example
 * const ceremony = prepareScaPasskeyEnrollment(await api.startScaEnrollment('PASSKEY'));
 * button.onclick = async () => api.confirmScaEnrollment(await ceremony.run());
 */
export function prepareScaPasskeyEnrollment(start: ScaPasskeyEnrollmentStart, options: { origin?: string } = {}): PreparedCeremony<ScaPasskeyEnrollment> {
  if (start?.type !== 'PASSKEY' || typeof start.options?.challenge !== 'string') {
    throw passkeyError('PASSKEY_INVALID_INPUT', 'expected the PASSKEY answer of POST /sca/factors, with its options');
  }
  const origin = chooseOrigin(start.allowedOrigins, options.origin);
  return prepared(undefined, async () => ({ type: 'PASSKEY' as const, origin, credential: await create(start.options) }));
}

/** Enrolls an SCA passkey now (call it straight from a click handler). */
export function enrollScaPasskey(start: ScaPasskeyEnrollmentStart, options?: { origin?: string }): Promise<ScaPasskeyEnrollment> {
  try {
    return prepareScaPasskeyEnrollment(start, options).run();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Builds the passkey answer to an SCA challenge; `run()` gives `{ passkeyAssertion, origin }` for
 * `POST /quotes/{id}/authorize`.
 */
export function prepareScaPasskeyAssertion(challenge: ScaPasskeyChallenge, options: { origin?: string; now?: () => number } = {}): PreparedCeremony<ScaPasskeyAuthorization> {
  const assertionOptions = challenge?.passkeyAssertionOptions;
  if (!assertionOptions || typeof assertionOptions.challenge !== 'string') {
    throw passkeyError('PASSKEY_INVALID_INPUT', 'the challenge has no passkeyAssertionOptions: answer it with a code instead');
  }
  const origin = chooseOrigin(challenge.passkeyAllowedOrigins, options.origin);
  const expiresAt = parseExpiry(challenge.expiresAt);
  const now = options.now ?? Date.now;
  // The prompt may not outlive the challenge: past its expiry the proof would be refused anyway.
  const timed = () => (expiresAt === undefined ? assertionOptions : { ...assertionOptions, timeout: Math.min(assertionOptions.timeout ?? Infinity, Math.max(1, expiresAt - now())) });
  return prepared(expiresAt, async () => ({ passkeyAssertion: await get(timed()), origin }), now);
}

/** Answers an SCA challenge with a passkey now (call it straight from a click handler). */
export function assertScaPasskey(challenge: ScaPasskeyChallenge, options?: { origin?: string; now?: () => number }): Promise<ScaPasskeyAuthorization> {
  try {
    return prepareScaPasskeyAssertion(challenge, options).run();
  } catch (error) {
    return Promise.reject(error);
  }
}
