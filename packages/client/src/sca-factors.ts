import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import type { EnrolledScaFactor, ScaFactorEnrollmentProof, ScaFactorEnrollmentResult, ScaFactorEnrollmentStart } from './types.js';
import { requireId, segment } from './validate.js';

const ENROLLABLE = ['TOTP', 'PASSKEY'];

/**
 * The customer's SCA factors (`GET /sca/factors`, reference: SCA). A customer outside an SCA region
 * gets a 409 ServiceError: there is nothing to enroll.
 *
 * @example const factors = await client.sca.listFactors(customerId); // [{ factor: 'SMS_OTP' }, { factor: 'PASSKEY', credentialId }]
 */
export async function listFactors(ctx: ClientContext, customerId: string, options: { signal?: AbortSignal } = {}): Promise<EnrolledScaFactor[]> {
  const { body } = await ctx.send<{ factors: EnrolledScaFactor[] }>({
    method: 'GET',
    path: '/sca/factors',
    query: { customerId: requireId('customerId', customerId) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!Array.isArray(body?.factors)) throw new ClientError('INVALID_RESPONSE', 'GET /sca/factors: expected { factors: [...] }');
  return body.factors;
}

/**
 * Starts enrolling a TOTP app or a passkey (`POST /sca/factors`): a secret and `totpUri` to show as a
 * QR code, or WebAuthn creation options for `prepareScaPasskeyEnrollment` of @wallet-kit/passkey.
 *
 * @example const start = await client.sca.startFactorEnrollment({ customerId, type: 'TOTP' });
 */
export async function startFactorEnrollment(ctx: ClientContext, input: { customerId: string; type: 'TOTP' | 'PASSKEY' }, options: { signal?: AbortSignal } = {}): Promise<ScaFactorEnrollmentStart> {
  const customerId = requireId('input.customerId', input?.customerId);
  if (!ENROLLABLE.includes(input.type)) {
    throw new ClientError('INVALID_ARGUMENT', `input.type: expected TOTP or PASSKEY (SMS_OTP needs no enrollment), got ${JSON.stringify(input.type)}`);
  }
  const { body } = await ctx.send<ScaFactorEnrollmentStart>({
    method: 'POST',
    path: '/sca/factors',
    query: { customerId },
    bodyText: JSON.stringify({ type: input.type }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return body;
}

/**
 * Finishes an enrollment (`POST /sca/factors/confirm`) with the TOTP secret and the app's first code,
 * or with the passkey ceremony's result. A TOTP factor answers its recovery codes, once.
 *
 * @example const { recoveryCodes } = await client.sca.confirmFactorEnrollment(customerId, { type: 'TOTP', secret: start.secret, code });
 */
export async function confirmFactorEnrollment(
  ctx: ClientContext,
  customerId: string,
  proof: ScaFactorEnrollmentProof,
  options: { signal?: AbortSignal } = {},
): Promise<ScaFactorEnrollmentResult> {
  if (!proof || !ENROLLABLE.includes(proof.type)) throw new ClientError('INVALID_ARGUMENT', 'proof: expected { type: "TOTP", secret, code } or { type: "PASSKEY", origin, credential }');
  const { body } = await ctx.send<ScaFactorEnrollmentResult>({
    method: 'POST',
    path: '/sca/factors/confirm',
    query: { customerId: requireId('customerId', customerId) },
    bodyText: JSON.stringify(proof),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return body;
}

/**
 * Removes an enrolled passkey factor (`DELETE /sca/factors/{credentialId}`); TOTP and SMS have no id to remove.
 *
 * @example await client.sca.deleteFactor({ customerId, credentialId: passkey.credentialId });
 */
export async function deleteFactor(ctx: ClientContext, input: { customerId: string; credentialId: string }, options: { signal?: AbortSignal } = {}): Promise<void> {
  await ctx.send({
    method: 'DELETE',
    path: `/sca/factors/${segment(requireId('input.credentialId', input?.credentialId))}`,
    query: { customerId: requireId('input.customerId', input.customerId) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** What `client.sca` offers: the customer's SCA factors and their enrollment. */
export const scaFactorCalls = { listFactors, startFactorEnrollment, confirmFactorEnrollment, deleteFactor };
