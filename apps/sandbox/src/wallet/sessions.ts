import { createEnclaveTargetKey, createTargetBundle, sealSessionSigningKey } from '@wallet-kit/otp-encrypt/enclave';
import { base64urlToBytes, bytesToBase64url, bytesToHex, publicKeyForms } from '@wallet-kit/key-store/encoding';
import type { CredentialRecord, SessionRecord } from '../model/types.js';
import type { Runtime } from '../runtime.js';

/** How long an OTP challenge can be answered. */
export const OTP_TTL_MS = 10 * 60_000;

/**
 * Starts (or reissues) an OTP challenge: a fresh enclave target key and the signed
 * `otpEncryptionTargetBundle` the client seals the code to (reference: Email/SMS OTP).
 */
export async function issueOtpChallenge(rt: Runtime, credential: CredentialRecord): Promise<string> {
  const targetKey = await createEnclaveTargetKey();
  const now = rt.now();
  rt.otpChallenges.set(credential.id, { targetKey, issuedAt: now, expiresAt: now + OTP_TTL_MS });
  return createTargetBundle({ signer: rt.keys.otpBundle, targetKey, organizationId: rt.state.platform.organizationId, userId: credential.accountId });
}

/**
 * The verification token the first verify leg returns as `payloadToSign`: a JWT (ES256, by the
 * OTP enclave key) bound to the client's compressed key, which must sign it.
 */
export async function verificationToken(rt: Runtime, credential: CredentialRecord, publicKey: string): Promise<string> {
  const encode = (value: unknown) => bytesToBase64url(new TextEncoder().encode(JSON.stringify(value)));
  const iat = Math.floor(rt.now() / 1000);
  const header = encode({ alg: 'ES256', kid: 'sandbox-otp-enclave', typ: 'JWT' });
  const claims = encode({ sub: credential.id, public_key: publicKey, iat, exp: iat + 3600, jti: bytesToHex(crypto.getRandomValues(new Uint8Array(16))) });
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, rt.keys.otpBundle.privateKey, new TextEncoder().encode(`${header}.${claims}`)),
  );
  return `${header}.${claims}.${bytesToBase64url(signature)}`;
}

/** A new session signing key made here (legacy flow): its scalar, to seal, and its public key. */
async function legacySessionKey(): Promise<{ scalar: Uint8Array; publicKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const x = bytesToHex(base64urlToBytes(jwk.x ?? ''));
  const y = bytesToHex(base64urlToBytes(jwk.y ?? ''));
  return { scalar: base64urlToBytes(jwk.d ?? ''), publicKey: publicKeyForms(`04${x}${y}`).compressed };
}

/**
 * Opens a session for a verified credential. A compressed client key is the session key itself
 * (client-held flow); an uncompressed one gets a key made here, sealed to it as
 * `encryptedSessionSigningKey` (legacy flow; spec: Authentication steps 2-4).
 */
export async function createSession(rt: Runtime, credential: CredentialRecord, clientPublicKey: string): Promise<{ session: SessionRecord; encryptedSessionSigningKey?: string }> {
  const forms = publicKeyForms(clientPublicKey);
  const now = rt.now();
  const base = {
    id: rt.id('Session'),
    credentialId: credential.id,
    accountId: credential.accountId,
    type: credential.type,
    nickname: credential.nickname,
    createdAt: now,
    updatedAt: now,
    expiresAt: now + rt.options.sessionLifetimeMs,
  };
  if (clientPublicKey.length === 66) {
    const session: SessionRecord = { ...base, publicKey: forms.compressed };
    rt.state.sessions[session.id] = session;
    return { session };
  }
  const key = await legacySessionKey();
  try {
    const encryptedSessionSigningKey = await sealSessionSigningKey(key.scalar, forms.uncompressed);
    const session: SessionRecord = { ...base, publicKey: key.publicKey };
    rt.state.sessions[session.id] = session;
    return { session, encryptedSessionSigningKey };
  } finally {
    key.scalar.fill(0);
  }
}

/** Whether a hex key is a P-256 point in compressed form (the only form the OTP bundle may carry). */
export function isCompressedKey(hex: string): boolean {
  if (!/^0[23][0-9a-fA-F]{64}$/.test(hex)) return false;
  try {
    publicKeyForms(hex);
    return true;
  } catch {
    return false;
  }
}

/** Whether a hex key (either form) is on the curve. */
export function isPublicKey(hex: string): boolean {
  try {
    publicKeyForms(hex);
    return true;
  } catch {
    return false;
  }
}
