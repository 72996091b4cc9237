/** The parts of an `AuthSession` the kit relies on; the service sends more (the credential's AuthMethod fields). */
export interface AuthSessionLike {
  id: string;
  expiresAt: string;
  accountId?: string;
  encryptedSessionSigningKey?: string;
}

/** What is remembered between page loads: the session and the id of its non-extractable key. No secret. */
export interface SessionRecord<S extends AuthSessionLike = AuthSessionLike> {
  /** The service's `AuthSession`. */
  session: S;
  /** The key-store id of the session's signing key. */
  keyId: string;
}

/**
 * What happened to the session, for `client.session.on(listener)`; every tab hears every change.
 * @example client.session.on((event) => { if (event.type === 'session-expiring') offerToStaySignedIn(event.expiresInMs) });
 */
export type SessionEvent<S extends AuthSessionLike = AuthSessionLike> =
  | {
      /** Signed in. */
      type: 'session-started';
      /** The new session. */
      session: S;
    }
  | {
      /** Renewed, in this tab or another: the old session is gone. */
      type: 'session-refreshed';
      /** The new session. */
      session: S;
      /** The id of the session it replaced. */
      previousId: string;
    }
  | {
      /** About to expire and not renewed: offer "stay signed in". */
      type: 'session-expiring';
      /** The session that will expire. */
      session: S;
      /** Time left. */
      expiresInMs: number;
      /** Why the automatic refresh failed, when it did. */
      error?: unknown;
    }
  | {
      /** Expired: sign in again. */
      type: 'session-expired';
      /** The session that expired. */
      session: S;
    }
  | {
      /** Signed out, in this tab or another. */
      type: 'signed-out';
      /** The session that ended. */
      session: S;
    }
  | {
      /**
       * Ended at the service while this device held it: signed out from another device ("sign out
       * everywhere else"), or its sign-in method removed. Found when the service was asked (on load, when
       * the page regains focus, after a refusal): sign in again.
       */
      type: 'session-revoked';
      /** The session that ended. */
      session: S;
    };

/** Why the last session on this device ended: signed out here, expired, or ended at the service from elsewhere. */
export type SessionEndReason = 'signed-out' | 'expired' | 'revoked';

/** Where the session is: `refreshing` while a new session replaces the current one. */
export type SessionStatus = 'signed-out' | 'active' | 'refreshing' | 'expired';

/** What `client.session.getState()` and `subscribe` give. */
export interface SessionState<S extends AuthSessionLike = AuthSessionLike> {
  /** Where the session is. */
  status: SessionStatus;
  /** The session and its key's id; undefined when signed out. */
  record: SessionRecord<S> | undefined;
  /**
   * Why this device's last session ended, remembered across reloads until the next sign-in; undefined
   * while a session lasts, or when this device never had one. The wallet widgets show no money once it is set.
   */
  ended?: SessionEndReason;
}

/** The little of `Storage` the manager needs (localStorage by default). */
export interface SessionStorageLike {
  /** As `Storage.getItem`. */
  getItem(key: string): string | null;
  /** As `Storage.setItem`. */
  setItem(key: string, value: string): void;
  /** As `Storage.removeItem`. */
  removeItem(key: string): void;
}
