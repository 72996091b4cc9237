import type { SessionApi } from '../client/types.js';
import { classify, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';

/** `active`: nothing to say; `warning`: the session ends soon; `extending`; `signing-out`; `ended`: expired or signed out. */
export type SessionGuardStep = 'active' | 'warning' | 'extending' | 'signing-out' | 'ended';

export interface SessionGuardState {
  readonly step: SessionGuardStep;
  readonly signedIn: boolean;
  /** When the session ends (epoch ms), while warning. */
  readonly expiresAt: number | undefined;
  readonly ended: 'expired' | 'signed-out' | undefined;
  readonly error: FlowError | undefined;
}

export interface SessionGuardOptions {
  readonly session: SessionApi;
  readonly onExpired?: () => void;
  readonly onSignedOut?: () => void;
  readonly onError?: (error: unknown) => void;
  /**
   * A guard mounted after the client's `session-expiring` (the person arrived on the page in the last
   * minute) warns from the session's own deadline: this long before it. 60 s, the client's default warnLeadMs.
   */
  readonly warnBeforeMs?: number;
  /** The clock the session's deadline is read against; the client's `now` if you gave it one. Date.now by default. */
  readonly now?: () => number;
}

export interface SessionGuardController {
  readonly store: StoreApi<SessionGuardState>;
  attach(): void;
  dispose(): void;
  /** Refreshes the session now ("Stay signed in"). */
  extend(): Promise<void>;
  signOut(): Promise<void>;
  /** Hides the warning; it comes back if the session is about to end again. */
  dismiss(): void;
}

/**
 * Follows the client's session manager: its `session-expiring` event opens a warning, refresh closes
 * it, `session-expired` and `signed-out` end it. Sign-out ends the session at the service and forgets
 * it in every tab (the client's `signOut`).
 */
export function createSessionGuard(options: SessionGuardOptions): SessionGuardController {
  const { session } = options;
  const signedIn = () => {
    const status = session.getState().status;
    return status === 'active' || status === 'refreshing';
  };
  const store = createStore<SessionGuardState>(() => ({ step: 'active', signedIn: signedIn(), expiresAt: undefined, ended: undefined, error: undefined }));
  const set = (partial: Partial<SessionGuardState>) => store.setState(partial);
  let stops: Array<() => void> = [];

  return {
    store,
    attach() {
      if (stops.length) return;
      stops = [
        session.subscribe(() => set({ signedIn: signedIn() })),
        session.on((event) => {
          switch (event.type) {
            case 'session-expiring':
              set({ step: 'warning', expiresAt: Date.parse(event.session.expiresAt), error: undefined });
              break;
            case 'session-started':
            case 'session-refreshed':
              set({ step: 'active', expiresAt: undefined, ended: undefined, error: undefined, signedIn: true });
              break;
            case 'session-expired':
              set({ step: 'ended', ended: 'expired', signedIn: false, expiresAt: undefined });
              options.onExpired?.();
              break;
            case 'signed-out':
              set({ step: 'ended', ended: 'signed-out', signedIn: false, expiresAt: undefined });
              options.onSignedOut?.();
              break;
          }
        }),
      ];
      set({ signedIn: signedIn() });
      const { status, record } = session.getState();
      // A session found expired on load (a tab opened after it ended) is ended from the start.
      if (status === 'expired') set({ step: 'ended', ended: 'expired' });
      // The client warns once per session: a guard that arrives later reads the deadline itself.
      const expiresAt = record ? Date.parse(record.session.expiresAt) : NaN;
      if (status === 'active' && expiresAt - (options.now ?? Date.now)() <= (options.warnBeforeMs ?? 60_000)) set({ step: 'warning', expiresAt });
      session.check();
    },
    dispose() {
      stops.forEach((stop) => stop());
      stops = [];
    },
    async extend() {
      const step = store.getState().step;
      if (step !== 'warning') return;
      set({ step: 'extending', error: undefined });
      try {
        await session.refresh();
        set({ step: 'active', expiresAt: undefined });
      } catch (error) {
        options.onError?.(error);
        set({ step: 'warning', error: classify(error) });
      }
    },
    async signOut() {
      const step = store.getState().step;
      if (step === 'signing-out' || step === 'ended') return;
      set({ step: 'signing-out', error: undefined });
      try {
        await session.signOut();
        // The manager's 'signed-out' event moves the step to 'ended'; a session already gone has no event.
        if (store.getState().step === 'signing-out') set({ step: 'ended', ended: 'signed-out', signedIn: false });
      } catch (error) {
        options.onError?.(error);
        set({ step: 'warning', error: classify(error) });
      }
    },
    dismiss() {
      if (store.getState().step === 'warning') set({ step: 'active' });
    },
  };
}
