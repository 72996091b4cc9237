import { createTargetBundle, openOtpBundle } from '@wallet-kit/otp-encrypt/enclave';
import type { HpkeRecipient } from '@wallet-kit/otp-encrypt';
import { base64urlToBytes, bytesToBase64url, bytesToHex, publicKeyForms } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { walletConfig } from '../config/index.js';
import { invalidWalletRequest, rateLimited, unauthorized } from '../../platform/errors.js';
import { rateLimit } from '../../platform/rate-limit.js';
import { signedAction } from '../../platform/signed.js';
import { isCompressedKey } from './keys.js';
import type { CredentialRecord } from './repo.js';

/** The sandbox's OTP code: every e-mail or SMS the sandbox "sends" carries it (reference: Email/SMS OTP). */
export const SANDBOX_OTP_CODE = '000000';

/** The code in force: zeros, as many as the platform's `embeddedWalletConfig.otpLength` asks (6 unless changed). */
export const sandboxOtpCode = (k: Kernel): string => '0'.repeat(walletConfig(k).otpLength);
/** How long an OTP challenge can be answered: the platform's `embeddedWalletConfig.expirationSeconds`. */
const otpLifetimeMs = (k: Kernel): number => walletConfig(k).expirationSeconds * 1000;

/** A pending OTP challenge: the enclave's one-time target key, kept (as a JWK) until answered or expired. */
interface PendingOtp {
  targetKey: JsonWebKey;
}

const pendingOtps = (k: Kernel) => k.store.expiring<PendingOtp>('otp-challenges');

async function newTargetKey(): Promise<JsonWebKey> {
  // A simulated enclave's key, kept in the sandbox's store for the challenge's life (never a user's key).
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

async function importTargetKey(jwk: JsonWebKey): Promise<HpkeRecipient> {
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, algorithm, false, ['deriveBits']);
  const uncompressed = `04${bytesToHex(base64urlToBytes(jwk.x ?? ''))}${bytesToHex(base64urlToBytes(jwk.y ?? ''))}`;
  const publicCryptoKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! }, algorithm, true, []);
  return { privateKey, publicCryptoKey, publicKey: { uncompressed } };
}

/**
 * Starts (or reissues) an OTP challenge: a fresh enclave target key and the signed
 * `otpEncryptionTargetBundle` the client seals the code to (reference: Email/SMS OTP).
 */
export async function issueOtpChallenge(k: Kernel, credential: CredentialRecord): Promise<string> {
  const jwk = await newTargetKey();
  const recipient = await importTargetKey(jwk);
  const bundle = await createTargetBundle({ signer: k.keys.otpBundle, targetKey: recipient, organizationId: k.platform.organizationId, userId: credential.accountId });
  pendingOtps(k).set(credential.id, { targetKey: jwk }, k.now() + otpLifetimeMs(k));
  return bundle;
}

export const dropOtpChallenge = (k: Kernel, credentialId: string): void => pendingOtps(k).delete(credentialId);

/**
 * The verification token the first verify leg returns as `payloadToSign`: a JWT (ES256, by the
 * OTP enclave key) bound to the client's compressed key, which must sign it.
 */
async function verificationToken(k: Kernel, credential: CredentialRecord, publicKey: string): Promise<string> {
  const encode = (value: unknown) => bytesToBase64url(new TextEncoder().encode(JSON.stringify(value)));
  const iat = Math.floor(k.now() / 1000);
  const header = encode({ alg: 'ES256', kid: 'sandbox-otp-enclave', typ: 'JWT' });
  const claims = encode({ sub: credential.id, public_key: publicKey, iat, exp: iat + 3600, jti: bytesToHex(k.secrets.bytes(16)) });
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, k.keys.otpBundle.privateKey, new TextEncoder().encode(`${header}.${claims}`)));
  return `${header}.${claims}.${bytesToBase64url(signature)}`;
}

/** Opens the bundle with the challenge's target key and checks what it holds: a compressed key and the right code. */
async function openAnswer(k: Kernel, pending: PendingOtp, encryptedOtpBundle: string): Promise<{ publicKey: string }> {
  let opened;
  try {
    opened = await openOtpBundle(encryptedOtpBundle, await importTargetKey(pending.targetKey));
  } catch (error) {
    throw invalidWalletRequest(error);
  }
  // The enclave rejects an uncompressed key even with the right code (spec: Authentication, step 6).
  if (!isCompressedKey(opened.publicKey)) throw invalidWalletRequest();
  const wrong = k.store.transaction(() => k.scenarios.consume('wrongOtp')) || opened.otpCode !== sandboxOtpCode(k);
  if (wrong) throw unauthorized('The one-time code is wrong or expired.');
  return { publicKey: opened.publicKey };
}

/**
 * The first OTP leg (reference: Email/SMS OTP): open the bundle with the challenge's target key,
 * insist on a compressed key inside, check the code, then answer 202 with a verification token
 * bound to that key. The challenge is claimed before the bundle is opened, so of N copies at once
 * one is checked; a wrong answer puts it back as it was (unless a newer challenge took its place),
 * so the next try can answer it, within the attempts the rate window counts.
 */
export async function firstOtpLeg(k: Kernel, credential: CredentialRecord, encryptedOtpBundle: string, headers: Headers, body: unknown): Promise<Response> {
  const wait = rateLimit(k, `verify:${credential.id}`, 10, 60_000);
  if (wait !== undefined) throw rateLimited(wait, 'Verification attempts for this credential come too often.');
  const claimed = pendingOtps(k).takeEntry(credential.id, k.now());
  if (!claimed) throw unauthorized('No one-time code is pending for this credential, or it expired; request a new challenge.');
  let opened;
  try {
    opened = await openAnswer(k, claimed.value, encryptedOtpBundle);
  } catch (error) {
    if (claimed.expiresAt > k.now()) pendingOtps(k).add(credential.id, claimed.value, claimed.expiresAt, k.now());
    throw error;
  }
  const publicKey = publicKeyForms(opened.publicKey).compressed;
  const token = await verificationToken(k, credential, publicKey);
  const result = await signedAction(k, {
    scope: `VERIFY ${credential.id}`,
    body,
    headers,
    challengeExtra: { type: credential.type },
    keys: () => [publicKey],
    fixedKeys: [publicKey],
    payload: () => token,
    data: { publicKey },
  });
  if (result.leg !== 'challenge') throw new Error('unreachable: the first OTP leg has no signature headers');
  return result.response;
}
