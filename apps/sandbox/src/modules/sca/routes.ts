import { Hono } from 'hono';
import { bytesToBase64url, bytesToHex, hexToBytes } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, notFound } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { Fields } from '../../platform/validate.js';
import { allowedOrigins, newWebauthnChallenge, originAllowed, rpIds, verifyPasskeyRegistration } from '../../platform/webauthn.js';
import { mustCustomer, needsSca, type CustomerRecord } from '../customers/index.js';
import { scaLoginRoutes } from './login-routes.js';
import { factorsOf, saveFactors } from './repo.js';
import { base32Encode, verifyTotp } from './totp.js';

/** The fixed TOTP code the real sandbox accepts; refused with `strictSignatures` (reference OpenAPI: confirmScaFactorEnrollment). */
export const SANDBOX_TOTP_CODE = '123456';
const ENROLLMENT_TTL_MS = 10 * 60_000;

function readPasskeyConfirmation(f: Fields) {
  const origin = f.string('origin', { required: true, max: 2048 });
  const credential = f.object('credential', { required: true });
  const response = credential?.object('response', { required: true });
  const credentialId = credential?.string('id', { required: true });
  const clientDataJson = response?.string('clientDataJSON', { required: true });
  const attestationObject = response?.string('attestationObject', { required: true });
  const transports = response?.array('transports')?.filter((t): t is string => typeof t === 'string');
  f.done();
  return { origin: origin!, attestation: { credentialId: credentialId!, clientDataJson: clientDataJson!, attestationObject: attestationObject!, ...(transports ? { transports } : {}) } };
}

/** SCA factor enrollment (reference: SCA, Enrollment per customer); 409 outside SCA regions. */
export function scaRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  // Literal paths first: /sca/factors/reset before /sca/factors/{credentialId}.
  app.route('/', scaLoginRoutes(k));

  function scaCustomer(customerId: string | undefined): CustomerRecord {
    if (customerId === undefined) throw invalidInput([{ field: 'customerId', message: 'is required' }]);
    const customer = mustCustomer(k, customerId);
    if (!needsSca(customer)) throw conflict(`SCA is not required for customers in ${customer.region}.`);
    return customer;
  }

  app.get('/sca/factors', (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const record = factorsOf(k, customer.id);
    // SMS is implicit: every SCA-region customer has a verified phone from onboarding.
    const factors = [
      ...(customer.phoneNumber ? [{ factor: 'SMS_OTP' }] : []),
      ...(record.totp ? [{ factor: 'TOTP' }] : []),
      ...(record.passkey ? [{ factor: 'PASSKEY', credentialId: record.passkey.credentialId, ...(record.passkey.name ? { name: record.passkey.name } : {}) }] : []),
    ];
    return c.json({ factors });
  });

  app.post('/sca/factors', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const f = Fields.of(await readJson(c));
    const type = f.enum('type', ['TOTP', 'PASSKEY'] as const, { required: true });
    f.done();
    const record = factorsOf(k, customer.id);
    if (type === 'TOTP') {
      const secretBytes = crypto.getRandomValues(new Uint8Array(20));
      const secret = bytesToHex(secretBytes);
      saveFactors(k, { ...record, pendingTotpSecrets: [...record.pendingTotpSecrets.slice(-4), secret] });
      const base32 = base32Encode(secretBytes);
      const label = encodeURIComponent(`Wallet Kit Sandbox:${customer.email ?? customer.platformCustomerId}`);
      return c.json({ type, secret, secretBase32Encoded: base32, totpUri: `otpauth://totp/${label}?secret=${base32}&issuer=Wallet%20Kit%20Sandbox&algorithm=SHA1&digits=6&period=30` });
    }
    if (record.passkey) throw conflict('The customer already has a passkey; delete it first.', 'PASSKEY_ALREADY_ENROLLED');
    const challenge = newWebauthnChallenge();
    saveFactors(k, { ...record, pendingPasskey: { challenge, expiresAt: k.now() + ENROLLMENT_TTL_MS } });
    const rpId = rpIds(k)[0]!;
    const user = { id: bytesToBase64url(new TextEncoder().encode(customer.id)), name: customer.email ?? customer.platformCustomerId, displayName: customer.fullName ?? customer.businessName ?? customer.platformCustomerId };
    const options = { challenge, rp: { id: rpId, name: 'Wallet Kit Sandbox' }, user, pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }], timeout: ENROLLMENT_TTL_MS, attestation: 'none', authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' } };
    return c.json({ type, options, allowedOrigins: allowedOrigins(k), relyingPartyId: rpId });
  });

  app.post('/sca/factors/confirm', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const f = Fields.of(await readJson(c));
    const type = f.enum('type', ['TOTP', 'PASSKEY'] as const, { required: true });
    if (type === 'TOTP') {
      const secret = f.string('secret', { required: true, pattern: /^[0-9a-f]{40}$/, patternText: 'the secret from the enrollment start' });
      const code = f.string('code', { required: true, pattern: /^[0-9]{6}$/, patternText: 'a 6-digit code' });
      f.done();
      const recoveryCodes = k.store.transaction(() => confirmTotp(k, customer.id, secret!, code!));
      return c.json({ type, recoveryCodes });
    }
    const { origin, attestation } = readPasskeyConfirmation(f);
    if (!originAllowed(k, origin)) throw invalidInput([{ field: 'origin', message: `${origin} is not an origin this platform registered for passkeys` }]);
    const pending = factorsOf(k, customer.id).pendingPasskey;
    if (!pending || pending.expiresAt <= k.now()) throw invalidInput([{ field: 'credential', message: 'no passkey enrollment is pending, or it expired' }]);
    const passkey = await verifyPasskeyRegistration(k, attestation, pending.challenge, origin);
    k.store.transaction(() => {
      const record = factorsOf(k, customer.id);
      // Checked again at commit: the enrollment this attestation answers must still be the pending one.
      if (record.passkey) throw conflict('The customer already has a passkey; delete it first.', 'PASSKEY_ALREADY_ENROLLED');
      if (record.pendingPasskey?.challenge !== pending.challenge) throw invalidInput([{ field: 'credential', message: 'no passkey enrollment is pending, or it expired' }]);
      const { pendingPasskey: _spent, ...rest } = record;
      saveFactors(k, { ...rest, passkey: { ...passkey, name: 'Passkey', enrolledAt: k.now() } });
    });
    return c.json({ type, factor: { factor: 'PASSKEY', credentialId: passkey.credentialId, name: 'Passkey' } });
  });

  app.delete('/sca/factors/:credentialId', (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const credentialId = c.req.param('credentialId');
    k.store.transaction(() => {
      const record = factorsOf(k, customer.id);
      if (record.passkey?.credentialId !== credentialId) throw notFound('SCA factor', credentialId);
      const { passkey: _removed, ...rest } = record;
      saveFactors(k, rest);
    });
    return c.body(null, 204);
  });

  return app;
}

function confirmTotp(k: Kernel, customerId: string, secret: string, code: string): string[] {
  const record = factorsOf(k, customerId);
  if (!record.pendingTotpSecrets.includes(secret)) throw invalidInput([{ field: 'secret', message: 'no TOTP enrollment was started with this secret' }]);
  const valid = verifyTotp(hexToBytes(secret), code, k.now()) || (!k.options.strictSignatures && code === SANDBOX_TOTP_CODE);
  if (!valid) throw invalidInput([{ field: 'code', message: 'the code does not match the secret at this time' }], 'Invalid or incorrect confirmation proof.');
  saveFactors(k, { ...record, totp: { secret, enrolledAt: k.now() }, pendingTotpSecrets: [] });
  return Array.from({ length: 8 }, () => `${k.code(4)}-${k.code(4)}-${k.code(4)}`);
}
