import { Hono } from 'hono';
import { bytesToBase64url, bytesToHex, hexToBytes } from '@wallet-kit/key-store/encoding';
import { conflict, invalidInput, notFound } from '../errors.js';
import { must, readJson, type SandboxEnv } from '../http.js';
import type { CustomerRecord } from '../model/types.js';
import { needsSca } from '../model/world.js';
import type { Runtime } from '../runtime.js';
import { factorsOf } from '../sca/challenges.js';
import { base32Encode, verifyTotp } from '../sca/totp.js';
import { Fields } from '../validate.js';
import { allowedOrigins, newWebauthnChallenge, originAllowed, rpIds, verifyPasskeyRegistration } from '../wallet/webauthn.js';

/** The fixed TOTP code the real sandbox accepts; refused with `strictSignatures` (reference OpenAPI: confirmScaFactorEnrollment). */
export const SANDBOX_TOTP_CODE = '123456';
const ENROLLMENT_TTL_MS = 10 * 60_000;

/** SCA factor enrollment (reference: SCA, Enrollment per customer); 409 outside SCA regions. */
export function scaRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  function scaCustomer(customerId: string | undefined): CustomerRecord {
    if (customerId === undefined) throw invalidInput([{ field: 'customerId', message: 'is required' }]);
    const customer = must(rt.state.customers, customerId, 'Customer', 'USER_NOT_FOUND');
    if (!needsSca(customer)) throw conflict(`SCA is not required for customers in ${customer.region}.`);
    return customer;
  }

  app.get('/sca/factors', (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const record = factorsOf(rt, customer.id);
    const factors: Record<string, unknown>[] = [];
    // SMS is implicit: every SCA-region customer has a verified phone from onboarding.
    if (customer.phoneNumber) factors.push({ factor: 'SMS_OTP' });
    if (record.totp) factors.push({ factor: 'TOTP' });
    if (record.passkey) factors.push({ factor: 'PASSKEY', credentialId: record.passkey.credentialId, ...(record.passkey.name ? { name: record.passkey.name } : {}) });
    return c.json({ factors });
  });

  app.post('/sca/factors', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const f = Fields.of(await readJson(c));
    const type = f.enum('type', ['TOTP', 'PASSKEY'] as const, { required: true });
    f.done();
    const record = factorsOf(rt, customer.id);
    if (type === 'TOTP') {
      const secretBytes = crypto.getRandomValues(new Uint8Array(20));
      const secret = bytesToHex(secretBytes);
      record.pendingTotpSecrets = [...record.pendingTotpSecrets.slice(-4), secret];
      const base32 = base32Encode(secretBytes);
      const label = encodeURIComponent(`Wallet Kit Sandbox:${customer.email ?? customer.platformCustomerId}`);
      return c.json({ type, secret, secretBase32Encoded: base32, totpUri: `otpauth://totp/${label}?secret=${base32}&issuer=Wallet%20Kit%20Sandbox&algorithm=SHA1&digits=6&period=30` });
    }
    if (record.passkey) throw conflict('The customer already has a passkey; delete it first.', 'PASSKEY_ALREADY_ENROLLED');
    const challenge = newWebauthnChallenge();
    record.pendingPasskey = { challenge, expiresAt: rt.now() + ENROLLMENT_TTL_MS };
    const rpId = rpIds(rt)[0]!;
    return c.json({
      type,
      options: {
        challenge,
        rp: { id: rpId, name: 'Wallet Kit Sandbox' },
        user: { id: bytesToBase64url(new TextEncoder().encode(customer.id)), name: customer.email ?? customer.platformCustomerId, displayName: customer.fullName ?? customer.businessName ?? customer.platformCustomerId },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
        timeout: ENROLLMENT_TTL_MS,
        attestation: 'none',
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      },
      allowedOrigins: allowedOrigins(rt),
      relyingPartyId: rpId,
    });
  });

  app.post('/sca/factors/confirm', async (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const f = Fields.of(await readJson(c));
    const type = f.enum('type', ['TOTP', 'PASSKEY'] as const, { required: true });
    const record = factorsOf(rt, customer.id);
    if (type === 'TOTP') {
      const secret = f.string('secret', { required: true, pattern: /^[0-9a-f]{40}$/, patternText: 'the secret from the enrollment start' });
      const code = f.string('code', { required: true, pattern: /^[0-9]{6}$/, patternText: 'a 6-digit code' });
      f.done();
      if (!record.pendingTotpSecrets.includes(secret!)) throw invalidInput([{ field: 'secret', message: 'no TOTP enrollment was started with this secret' }]);
      const valid = verifyTotp(hexToBytes(secret!), code!, rt.now()) || (!rt.options.strictSignatures && code === SANDBOX_TOTP_CODE);
      if (!valid) throw invalidInput([{ field: 'code', message: 'the code does not match the secret at this time' }], 'Invalid or incorrect confirmation proof.');
      record.totp = { secret: secret!, enrolledAt: rt.now() };
      record.pendingTotpSecrets = [];
      const recoveryCodes = Array.from({ length: 8 }, () => `${rt.code(4)}-${rt.code(4)}-${rt.code(4)}`);
      return c.json({ type, recoveryCodes });
    }
    const origin = f.string('origin', { required: true, max: 2048 });
    const credential = f.object('credential', { required: true });
    const response = credential?.object('response', { required: true });
    const id = credential?.string('id', { required: true });
    const clientDataJson = response?.string('clientDataJSON', { required: true });
    const attestationObject = response?.string('attestationObject', { required: true });
    const transports = response?.array('transports');
    f.done();
    if (!originAllowed(rt, origin!)) throw invalidInput([{ field: 'origin', message: `${origin} is not an origin this platform registered for passkeys` }]);
    const pending = record.pendingPasskey;
    if (!pending || pending.expiresAt <= rt.now()) throw invalidInput([{ field: 'credential', message: 'no passkey enrollment is pending, or it expired' }]);
    if (record.passkey) throw conflict('The customer already has a passkey; delete it first.', 'PASSKEY_ALREADY_ENROLLED');
    const passkey = await verifyPasskeyRegistration(
      rt,
      { credentialId: id!, clientDataJson: clientDataJson!, attestationObject: attestationObject!, ...(transports ? { transports: transports.filter((t): t is string => typeof t === 'string') } : {}) },
      pending.challenge,
      origin,
    );
    record.passkey = { ...passkey, name: 'Passkey', enrolledAt: rt.now() };
    record.pendingPasskey = undefined;
    return c.json({ type, factor: { factor: 'PASSKEY', credentialId: passkey.credentialId, name: 'Passkey' } });
  });

  app.delete('/sca/factors/:credentialId', (c) => {
    const customer = scaCustomer(c.req.query('customerId'));
    const record = factorsOf(rt, customer.id);
    const credentialId = c.req.param('credentialId');
    if (record.passkey?.credentialId !== credentialId) throw notFound('SCA factor', credentialId);
    record.passkey = undefined;
    return c.body(null, 204);
  });

  return app;
}
