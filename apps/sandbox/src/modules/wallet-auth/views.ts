import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { DelegatedKeyRecord } from './delegated-keys.js';
import type { CredentialRecord, SessionRecord } from './repo.js';

/** A passkey login challenge, as a passkey credential's challenge answer carries it (reference OpenAPI: PasskeyAuthChallenge). */
export type PasskeyLoginChallenge = Pick<Schema<'PasskeyAuthChallenge'>, 'credentialId' | 'challenge' | 'requestId' | 'expiresAt'>;

/** What a credential's answer adds to it: an OTP's target bundle or a passkey's login challenge (reference OpenAPI: AuthCredentialResponseOneOf). */
export type CredentialExtra = { otpEncryptionTargetBundle?: string } | PasskeyLoginChallenge;

/** A credential as the service shows it (reference OpenAPI: AuthMethod, and AuthCredentialResponseOneOf with `extra`). */
export function authMethodView(c: CredentialRecord, extra: CredentialExtra = {}): Schema<'AuthMethod'> & CredentialExtra {
  return {
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    ...(c.passkey ? { credentialId: c.passkey.credentialId } : {}),
    nickname: c.nickname,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    ...extra,
  };
}

/** A session as the service shows it (reference OpenAPI: AuthSession). */
export function sessionView(s: SessionRecord, encryptedSessionSigningKey?: string): Schema<'AuthSession'> {
  return {
    id: s.id,
    accountId: s.accountId,
    type: s.type,
    nickname: s.nickname,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
    expiresAt: iso(s.expiresAt),
    ...(encryptedSessionSigningKey === undefined ? {} : { encryptedSessionSigningKey }),
  };
}

/** A delegated key as the service shows it (reference OpenAPI: DelegatedKey): never its private half. */
export function delegatedKeyView(key: DelegatedKeyRecord): Schema<'DelegatedKey'> {
  return { id: key.id, cardId: key.cardId, fundingSourceId: key.fundingSourceId, accountId: key.accountId, publicKey: key.publicKey, nickname: key.nickname, status: key.status, createdAt: iso(key.createdAt), updatedAt: iso(key.updatedAt) };
}
