import type { KeyStore, StoredKey } from '@wallet-kit/key-store';
import { ClientError } from '../errors.js';
import { browserCrossTab, type CrossTab } from './cross-tab.js';
import type { AuthSessionLike, SessionEndReason, SessionEvent, SessionRecord, SessionState, SessionStorageLike } from './types.js';

export interface SessionManagerOptions<S extends AuthSessionLike> {
  keyStore: KeyStore;
  /** Refreshes `record` at the service, signing with its key; the new session is bound to `nextKey`. */
  refresh(record: SessionRecord<S>, nextKey: StoredKey): Promise<S>;
  /** Refresh this long before `expiresAt`. Default 2 minutes (sessions last 15). */
  refreshLeadMs?: number;
  /** Emit `session-expiring` this long before `expiresAt` when the session has not been renewed. Default 60 s. */
  warnLeadMs?: number;
  storage?: SessionStorageLike;
  storageKey?: string;
  crossTab?: CrossTab;
  now?: () => number;
  /** Whether to refresh by itself; off, it only warns and expires (the app offers "stay signed in"). */
  autoRefresh?: boolean;
  /**
   * Asks the service whether the session still lives: true, false (revoked: it is cleared), or undefined
   * when it cannot tell (no answer). Called on load, when the page regains focus and after a refusal.
   */
  verify?(record: SessionRecord<S>): Promise<boolean | undefined>;
}

export interface SessionManager<S extends AuthSessionLike> {
  getState(): SessionState<S>;
  subscribe(listener: (state: SessionState<S>) => void): () => void;
  on(listener: (event: SessionEvent<S>) => void): () => void;
  /** Starts a session after sign-in. */
  start(session: S, key: StoredKey): Promise<void>;
  /** The current session and its key, or a typed error when there is none or it has expired. */
  current(): Promise<{ session: S; key: StoredKey }>;
  /** Refreshes now, once across tabs; concurrent calls share one refresh. */
  refresh(): Promise<S>;
  /** Forgets the session here and in every tab, and deletes its key. Ending it at the service is the caller's. */
  clear(reason?: SessionEndReason): Promise<void>;
  /** Re-checks the deadlines now (also done on a timer, on focus and when the page becomes visible). */
  check(): void;
  /**
   * Asks the service whether the session still lives (also done on load, on focus and after a refusal);
   * a session it no longer lists is cleared as `revoked`. Concurrent calls share one question.
   */
  verify(): Promise<void>;
  dispose(): void;
}

type Message<S extends AuthSessionLike> = { type: 'refreshed' | 'started'; record: SessionRecord<S> } | { type: 'cleared'; reason: SessionEndReason };

/** What storage holds once a session ended: why, so a reload still shows no money until the next sign-in. */
interface Ended {
  ended: SessionEndReason;
}

function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/**
 * Keeps a session alive from absolute deadlines: a timer aims at `expiresAt - refreshLeadMs`, and
 * focus and `visibilitychange` re-check it, because background tabs throttle timers and laptops
 * sleep. One tab refreshes while the others wait on a Web Lock and adopt the result.
 */
export function createSessionManager<S extends AuthSessionLike>(options: SessionManagerOptions<S>): SessionManager<S> {
  const now = options.now ?? Date.now;
  const refreshLead = options.refreshLeadMs ?? 120_000;
  const warnLead = options.warnLeadMs ?? 60_000;
  const storageKey = options.storageKey ?? 'wallet-kit:session';
  const storage = options.storage ?? (typeof localStorage !== 'undefined' ? localStorage : memoryStorage());
  const crossTab = options.crossTab ?? browserCrossTab(`${storageKey}:events`);
  const autoRefresh = options.autoRefresh ?? true;
  const listeners = new Set<(state: SessionState<S>) => void>();
  const eventListeners = new Set<(event: SessionEvent<S>) => void>();
  let state = initialState();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<S> | undefined;
  let verifying: Promise<void> | undefined;
  // When the service was last asked: focus and visibilitychange come together, one question does for both.
  let verifiedAt = 0;
  let warnedFor: string | undefined;

  /** The stored session, or why the last one ended: `{}` when neither (nothing stored, or unreadable). */
  function readStored(): Partial<SessionRecord<S> & Ended> {
    try {
      return (JSON.parse(storage.getItem(storageKey) ?? '{}') as Partial<SessionRecord<S> & Ended> | null) ?? {};
    } catch {
      return {};
    }
  }

  function initialState(): SessionState<S> {
    const { session, keyId, ended } = readStored();
    const record = session && keyId ? { session, keyId } : undefined;
    if (record) return { status: expiresAt(record) <= now() ? 'expired' : 'active', record };
    return { status: 'signed-out', record: undefined, ...(ended === 'signed-out' || ended === 'expired' || ended === 'revoked' ? { ended } : {}) };
  }

  function expiresAt(record: SessionRecord<S>): number {
    return Date.parse(record.session.expiresAt);
  }

  function setState(next: SessionState<S>): void {
    state = next;
    listeners.forEach((listener) => listener(state));
    schedule();
  }

  function emit(event: SessionEvent<S>): void {
    eventListeners.forEach((listener) => listener(event));
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (state.status !== 'active' || !state.record) return;
    const end = expiresAt(state.record);
    const nextDeadline = [end - refreshLead, end - warnLead, end].filter((time) => time > now());
    if (nextDeadline.length === 0) return check();
    // setTimeout caps at 2^31-1 ms; a long wait just re-checks and re-arms.
    timer = setTimeout(check, Math.min(Math.min(...nextDeadline) - now() + 5, 2 ** 31 - 1));
  }

  function check(): void {
    const record = state.record;
    if (!record || state.status === 'signed-out' || state.status === 'expired') return;
    const remaining = expiresAt(record) - now();
    if (remaining <= 0) {
      void clear('expired');
      return;
    }
    if (autoRefresh && remaining <= refreshLead && state.status === 'active') {
      refresh().catch((error: unknown) => warn(record, error));
      return;
    }
    if (remaining <= warnLead) warn(record);
    schedule();
  }

  function warn(record: SessionRecord<S>, error?: unknown): void {
    if (warnedFor === record.session.id) return;
    warnedFor = record.session.id;
    emit({ type: 'session-expiring', session: record.session, expiresInMs: Math.max(0, expiresAt(record) - now()), ...(error === undefined ? {} : { error }) });
  }

  function adopt(record: SessionRecord<S>): void {
    warnedFor = undefined;
    setState({ status: 'active', record });
  }

  async function refreshOnce(): Promise<S> {
    const before = state.record;
    if (!before) throw new ClientError('NOT_SIGNED_IN', 'there is no session to refresh');
    return crossTab.withLock(`${storageKey}:refresh`, async () => {
      // Another tab may have refreshed while this one waited for the lock.
      const { session: stored, keyId } = readStored();
      if (stored && keyId && stored.id !== before.session.id && expiresAt({ session: stored, keyId }) > now()) {
        adopt({ session: stored, keyId });
        return stored;
      }
      setState({ status: 'refreshing', record: before });
      const oldKey = await options.keyStore.getKey(before.keyId);
      const nextKey = await options.keyStore.createSigningKey({ label: 'session' });
      let session: S;
      try {
        if (!oldKey) throw new ClientError('SESSION_EXPIRED', 'the session key is gone from this device; sign in again');
        session = await options.refresh({ ...before }, nextKey);
      } catch (error) {
        await options.keyStore.deleteKey(nextKey.id);
        setState({ status: expiresAt(before) > now() ? 'active' : 'expired', record: before });
        throw error;
      }
      const record = { session, keyId: nextKey.id };
      storage.setItem(storageKey, JSON.stringify(record));
      await options.keyStore.deleteKey(before.keyId);
      adopt(record);
      crossTab.post({ type: 'refreshed', record } satisfies Message<S>);
      emit({ type: 'session-refreshed', session, previousId: before.session.id });
      return session;
    });
  }

  async function clear(reason: SessionEndReason = 'signed-out', broadcast = true): Promise<void> {
    const record = state.record;
    storage.setItem(storageKey, JSON.stringify({ ended: reason } satisfies Ended));
    setState({ status: reason === 'expired' ? 'expired' : 'signed-out', record: undefined, ended: reason });
    if (broadcast) crossTab.post({ type: 'cleared', reason } satisfies Message<S>);
    if (record) {
      await options.keyStore.deleteKey(record.keyId);
      emit({ type: reason === 'expired' ? 'session-expired' : reason === 'revoked' ? 'session-revoked' : 'signed-out', session: record.session });
    }
  }

  function verify(): Promise<void> {
    const record = state.record;
    if (!options.verify || !record || (state.status !== 'active' && state.status !== 'refreshing')) return Promise.resolve();
    verifying ??= (async () => {
      verifiedAt = now();
      const live = await options.verify!(record).catch(() => undefined);
      // A refresh or a sign-in meanwhile made another session: the answer was about the old one.
      if (live === false && state.record?.session.id === record.session.id) await clear('revoked');
    })().finally(() => (verifying = undefined));
    return verifying;
  }

  function refresh(): Promise<S> {
    inFlight ??= refreshOnce().finally(() => (inFlight = undefined));
    return inFlight;
  }

  const stopMessages = crossTab.onMessage((raw) => {
    const message = raw as Message<S>;
    if (message.type === 'cleared') void clear(message.reason, false);
    else if (message.record) adopt(message.record);
  });
  const onWake = () => {
    check();
    if (now() - verifiedAt > 5_000) void verify();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onWake);
  if (typeof window !== 'undefined') window.addEventListener('focus', onWake);
  schedule();
  // A session remembered from an earlier visit may have been ended elsewhere meanwhile.
  void verify();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    async start(session, key) {
      const previous = state.record;
      const record = { session, keyId: key.id };
      storage.setItem(storageKey, JSON.stringify(record));
      adopt(record);
      crossTab.post({ type: 'started', record } satisfies Message<S>);
      if (previous && previous.keyId !== key.id) await options.keyStore.deleteKey(previous.keyId);
      emit({ type: 'session-started', session });
    },
    async current() {
      check();
      const record = state.record;
      if (!record) throw new ClientError(state.status === 'expired' ? 'SESSION_EXPIRED' : 'NOT_SIGNED_IN', state.status === 'expired' ? 'the session expired; sign in again' : 'sign in first');
      const key = await options.keyStore.getKey(record.keyId);
      if (!key) throw new ClientError('SESSION_EXPIRED', 'the session key is gone from this device; sign in again');
      return { session: record.session, key };
    },
    refresh,
    clear: (reason) => clear(reason),
    check,
    verify,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      stopMessages();
      crossTab.close();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onWake);
      if (typeof window !== 'undefined') window.removeEventListener('focus', onWake);
    },
  };
}
