import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import type { PasskeyRecord } from '../../platform/webauthn.js';
import { defineTable } from '../../store/table.js';

export type AuthMethodType = 'EMAIL_OTP' | 'SMS_OTP' | 'OAUTH' | 'PASSKEY';
export const AUTH_METHOD_TYPES: readonly AuthMethodType[] = ['OAUTH', 'EMAIL_OTP', 'SMS_OTP', 'PASSKEY'];

export interface CredentialRecord {
  id: string;
  accountId: string;
  type: AuthMethodType;
  nickname: string;
  createdAt: number;
  updatedAt: number;
  passkey?: PasskeyRecord;
  oauth?: { iss: string; aud: string; sub: string };
}

export interface SessionRecord {
  id: string;
  credentialId: string;
  accountId: string;
  type: AuthMethodType;
  nickname: string;
  /** The session signing key, compressed hex: every stamp is checked against it. */
  publicKey: string;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  revokedAt?: number;
}

export const credentialsTable = defineTable<CredentialRecord>({
  name: 'credentials',
  fields: ['accountId', 'createdAt', 'nickname'],
  indexes: [['accountId', 'createdAt'], ['nickname', 'createdAt']],
  required: ['id', 'accountId', 'type', 'nickname', 'createdAt', 'updatedAt'],
});

export const sessionsTable = defineTable<SessionRecord>({
  name: 'sessions',
  fields: ['accountId', 'credentialId', 'expiresAt', 'createdAt'],
  indexes: [['accountId', 'expiresAt'], ['credentialId', 'expiresAt'], ['accountId', 'createdAt']],
  required: ['id', 'credentialId', 'accountId', 'type', 'nickname', 'publicKey', 'createdAt', 'updatedAt', 'expiresAt'],
});

export const credentials = (k: Kernel) => k.store.table(credentialsTable);
export const sessions = (k: Kernel) => k.store.table(sessionsTable);

/** An account has few credentials (one per OTP channel, a few passkeys and providers): read them all. */
export const credentialsOf = (k: Kernel, accountId: string): CredentialRecord[] => credentials(k).find({ accountId }, { orderBy: 'createdAt', limit: 1000 });

/** OTP credentials of `type` that send codes to `contact` (an e-mail address or phone number), on any account. */
export const otpCredentialsFor = (k: Kernel, type: 'EMAIL_OTP' | 'SMS_OTP', contact: string): CredentialRecord[] =>
  credentials(k)
    .find({ nickname: contact }, { orderBy: 'createdAt', limit: 100 })
    .filter((c) => c.type === type);

export function mustCredential(k: Kernel, id: string): CredentialRecord {
  const credential = credentials(k).get(id);
  if (!credential) throw notFound('Authentication credential', id);
  return credential;
}

/** The sessions of an account that are neither revoked nor expired. */
export function liveSessions(k: Kernel, accountId: string): SessionRecord[] {
  return sessions(k)
    .find({ accountId, expiresAt: { gt: k.now() } }, { orderBy: 'expiresAt', limit: 1000 })
    .filter((s) => s.revokedAt === undefined);
}

/** Session keys (compressed) that may sign for an embedded wallet account right now. */
export function activeSessionKeys(k: Kernel, accountId: string, filter: (credentialId: string) => boolean = () => true): string[] {
  return liveSessions(k, accountId)
    .filter((s) => filter(s.credentialId))
    .map((s) => s.publicKey);
}

/** Ends every live session opened with a credential (it was revoked). */
export function revokeSessionsOf(k: Kernel, credentialId: string): void {
  const now = k.now();
  for (const session of sessions(k).find({ credentialId, expiresAt: { gt: now } }, { orderBy: 'expiresAt', limit: 1000 })) {
    if (session.revokedAt === undefined) sessions(k).update({ ...session, revokedAt: now, updatedAt: now });
  }
}
