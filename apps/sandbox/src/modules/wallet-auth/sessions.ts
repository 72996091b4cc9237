import { sealSessionSigningKey } from '@wallet-kit/otp-encrypt/enclave';
import { base64urlToBytes, bytesToHex, publicKeyForms } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { sessions, type CredentialRecord, type SessionRecord } from './repo.js';

/** A new session signing key made here (legacy flow): its scalar, to seal, and its public key. */
async function legacySessionKey(): Promise<{ scalar: Uint8Array; publicKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const x = bytesToHex(base64urlToBytes(jwk.x ?? ''));
  const y = bytesToHex(base64urlToBytes(jwk.y ?? ''));
  return { scalar: base64urlToBytes(jwk.d ?? ''), publicKey: publicKeyForms(`04${x}${y}`).compressed };
}

/** What a verified credential needs to open a session: the key material, prepared before the transaction. */
export interface SessionKey {
  publicKey: string;
  encryptedSessionSigningKey?: string;
}

/**
 * The session key for `clientPublicKey`: a compressed key is the session key itself (client-held
 * flow); an uncompressed one gets a key made here, sealed to it as `encryptedSessionSigningKey`
 * (legacy flow; spec: Authentication steps 2-4). Async, so it runs before the session is recorded.
 */
export async function prepareSessionKey(clientPublicKey: string): Promise<SessionKey> {
  const forms = publicKeyForms(clientPublicKey);
  if (clientPublicKey.length === 66) return { publicKey: forms.compressed };
  const key = await legacySessionKey();
  try {
    return { publicKey: key.publicKey, encryptedSessionSigningKey: await sealSessionSigningKey(key.scalar, forms.uncompressed) };
  } finally {
    key.scalar.fill(0);
  }
}

/** Records a session for a verified credential (in the caller's transaction). */
export function openSession(k: Kernel, credential: CredentialRecord, key: SessionKey): SessionRecord {
  const now = k.now();
  return sessions(k).insert({
    id: k.id('Session'),
    credentialId: credential.id,
    accountId: credential.accountId,
    type: credential.type,
    nickname: credential.nickname,
    publicKey: key.publicKey,
    createdAt: now,
    updatedAt: now,
    expiresAt: now + k.options.sessionLifetimeMs,
  });
}
