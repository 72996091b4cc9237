import type { Schema } from '@wallet-kit/contract';
import { bytesToBase64url, bytesToHex, hexToBytes } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, notFound } from '../../platform/errors.js';
import { allowedOrigins, newWebauthnChallenge, originAllowed, rpIds, verifyPasskeyRegistration, type AttestationInput } from '../../platform/webauthn.js';
import type { CustomerRecord } from '../customers/index.js';
import { factorsOf, saveFactors } from './repo.js';
import { base32Encode, verifyTotp } from './totp.js';

/** The fixed TOTP code the real sandbox accepts; refused with `strictSignatures` (reference OpenAPI: confirmScaFactorEnrollment). */
export const SANDBOX_TOTP_CODE = '123456';
const ENROLLMENT_TTL_MS = 10 * 60_000;

/** A factor's confirmation, read from `POST /sca/factors/confirm` (enrollment-requests.ts). */
export type FactorConfirmation = { type: 'TOTP'; secret: string; code: string } | { type: 'PASSKEY'; origin: string; attestation: AttestationInput };

/**
 * Where the codes go, as the factor's label (OpenAPI ScaFactorView.name: "an optional human-readable label"): the
 * phone number with all but its last two digits hidden, so a person can tell where to look without the number
 * being readable by anyone who sees the screen.
 */
export function maskedPhone(phoneNumber: string): string {
  return `••• ••• ••${phoneNumber.replace(/\D/g, '').slice(-2)}`;
}

/** A customer's SCA factors. SMS is implicit: every SCA-region customer has a verified phone from onboarding. */
export function listFactors(k: Kernel, customer: CustomerRecord): Schema<'ScaFactorView'>[] {
  const record = factorsOf(k, customer.id);
  return [
    ...(customer.phoneNumber ? [{ factor: 'SMS_OTP' as const, name: maskedPhone(customer.phoneNumber) }] : []),
    ...(record.totp ? [{ factor: 'TOTP' as const }] : []),
    ...(record.passkey ? [{ factor: 'PASSKEY' as const, credentialId: record.passkey.credentialId, ...(record.passkey.name ? { name: record.passkey.name } : {}) }] : []),
  ];
}

/** Starts a TOTP enrollment: a new secret, kept with the last four still pending, as hex, base32 and an otpauth URI. */
function startTotp(k: Kernel, customer: CustomerRecord): Schema<'TotpEnrollmentStart'> {
  const secretBytes = k.secrets.bytes(20);
  const secret = bytesToHex(secretBytes);
  k.store.transaction(() => {
    const record = factorsOf(k, customer.id);
    saveFactors(k, { ...record, pendingTotpSecrets: [...record.pendingTotpSecrets.slice(-4), secret] });
  });
  const base32 = base32Encode(secretBytes);
  const label = encodeURIComponent(`Wallet Kit Sandbox:${customer.email ?? customer.platformCustomerId}`);
  return { type: 'TOTP', secret, secretBase32Encoded: base32, totpUri: `otpauth://totp/${label}?secret=${base32}&issuer=Wallet%20Kit%20Sandbox&algorithm=SHA1&digits=6&period=30` };
}

/** Starts a passkey enrollment: WebAuthn creation options with a fresh challenge, good for 10 minutes; one passkey per customer. */
function startPasskey(k: Kernel, customer: CustomerRecord): Schema<'PasskeyEnrollmentStart'> {
  const challenge = newWebauthnChallenge();
  k.store.transaction(() => {
    const record = factorsOf(k, customer.id);
    if (record.passkey) throw conflict('The customer already has a passkey; delete it first.', 'PASSKEY_ALREADY_ENROLLED');
    saveFactors(k, { ...record, pendingPasskey: { challenge, expiresAt: k.now() + ENROLLMENT_TTL_MS } });
  });
  const rpId = rpIds(k)[0]!;
  const user = { id: bytesToBase64url(new TextEncoder().encode(customer.id)), name: customer.email ?? customer.platformCustomerId, displayName: customer.fullName ?? customer.businessName ?? customer.platformCustomerId };
  const options = { challenge, rp: { id: rpId, name: 'Wallet Kit Sandbox' }, user, pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }], timeout: ENROLLMENT_TTL_MS, attestation: 'none', authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' } };
  return { type: 'PASSKEY', options, allowedOrigins: allowedOrigins(k), relyingPartyId: rpId };
}

/** Starts enrolling a TOTP authenticator or a passkey (reference OpenAPI: startScaFactorEnrollment). */
export function startEnrollment(k: Kernel, customer: CustomerRecord, type: 'TOTP' | 'PASSKEY'): Schema<'ScaFactorEnrollStartOneOf'> {
  return type === 'TOTP' ? startTotp(k, customer) : startPasskey(k, customer);
}

/** A TOTP enrollment confirmed by a code the secret makes now: the factor, and eight recovery codes. */
function confirmTotp(k: Kernel, customerId: string, secret: string, code: string): Schema<'TotpEnrollmentConfirmResponse'> {
  const recoveryCodes = k.store.transaction(() => {
    const record = factorsOf(k, customerId);
    if (!record.pendingTotpSecrets.includes(secret)) throw invalidInput([{ field: 'secret', message: 'no TOTP enrollment was started with this secret' }]);
    const valid = verifyTotp(hexToBytes(secret), code, k.now()) || (!k.options.strictSignatures && code === SANDBOX_TOTP_CODE);
    if (!valid) throw invalidInput([{ field: 'code', message: 'the code does not match the secret at this time' }], 'Invalid or incorrect confirmation proof.');
    saveFactors(k, { ...record, totp: { secret, enrolledAt: k.now() }, pendingTotpSecrets: [] });
    return Array.from({ length: 8 }, () => `${k.secrets.code(4)}-${k.secrets.code(4)}-${k.secrets.code(4)}`);
  });
  return { type: 'TOTP', recoveryCodes };
}

const noEnrollment = () => invalidInput([{ field: 'credential', message: 'no passkey enrollment is pending, or it expired' }]);

/** A passkey enrollment confirmed by the attestation of its pending challenge, from an origin the platform registered. */
async function confirmPasskey(k: Kernel, customerId: string, origin: string, attestation: AttestationInput): Promise<Schema<'PasskeyEnrollmentConfirmResponse'>> {
  if (!originAllowed(k, origin)) throw invalidInput([{ field: 'origin', message: `${origin} is not an origin this platform registered for passkeys` }]);
  const pending = factorsOf(k, customerId).pendingPasskey;
  if (!pending || pending.expiresAt <= k.now()) throw noEnrollment();
  const passkey = await verifyPasskeyRegistration(k, attestation, pending.challenge, origin);
  k.store.transaction(() => {
    const record = factorsOf(k, customerId);
    // Checked again at commit: the enrollment this attestation answers must still be the pending one.
    if (record.passkey) throw conflict('The customer already has a passkey; delete it first.', 'PASSKEY_ALREADY_ENROLLED');
    if (record.pendingPasskey?.challenge !== pending.challenge) throw noEnrollment();
    const { pendingPasskey: _spent, ...rest } = record;
    saveFactors(k, { ...rest, passkey: { ...passkey, name: 'Passkey', enrolledAt: k.now() } });
  });
  return { type: 'PASSKEY', factor: { factor: 'PASSKEY', credentialId: passkey.credentialId, name: 'Passkey' } };
}

/** Confirms an enrollment (reference OpenAPI: confirmScaFactorEnrollment). */
export function confirmEnrollment(k: Kernel, customerId: string, confirmation: FactorConfirmation): Promise<Schema<'ScaFactorConfirmResponseOneOf'>> {
  if (confirmation.type === 'TOTP') return Promise.resolve(confirmTotp(k, customerId, confirmation.secret, confirmation.code));
  return confirmPasskey(k, customerId, confirmation.origin, confirmation.attestation);
}

/** Removes the customer's passkey factor; any other credential id is not found. */
export function deleteFactor(k: Kernel, customerId: string, credentialId: string): void {
  k.store.transaction(() => {
    const record = factorsOf(k, customerId);
    if (record.passkey?.credentialId !== credentialId) throw notFound('SCA factor', credentialId);
    const { passkey: _removed, ...rest } = record;
    saveFactors(k, rest);
  });
}
