/** The parts of an `AuthSession` the kit relies on; the service sends more (the credential's AuthMethod fields). */
export interface AuthSessionLike {
  id: string;
  expiresAt: string;
  accountId?: string;
  encryptedSessionSigningKey?: string;
}

/** What is remembered between page loads: the session and the id of its non-extractable key. No secret. */
export interface SessionRecord<S extends AuthSessionLike = AuthSessionLike> {
  session: S;
  keyId: string;
}

export type SessionEvent<S extends AuthSessionLike = AuthSessionLike> =
  | { type: 'session-started'; session: S }
  | { type: 'session-refreshed'; session: S; previousId: string }
  | { type: 'session-expiring'; session: S; expiresInMs: number; error?: unknown }
  | { type: 'session-expired'; session: S }
  | { type: 'signed-out'; session: S };

export type SessionStatus = 'signed-out' | 'active' | 'refreshing' | 'expired';

export interface SessionState<S extends AuthSessionLike = AuthSessionLike> {
  status: SessionStatus;
  record: SessionRecord<S> | undefined;
}

/** The little of `Storage` the manager needs (localStorage by default). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
