import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { CredentialRecord, SessionRecord } from './repo.js';

/** A credential as the service shows it (reference OpenAPI: AuthMethod). */
export function authMethodView(c: CredentialRecord, extra: Partial<Schema<'AuthMethod'>> & Record<string, unknown> = {}): Schema<'AuthMethod'> {
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
