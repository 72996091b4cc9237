import type { SessionApi } from '../client/types.js';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

/** `active`: nothing to say; `warning`: the session ends soon; `extending`; `signing-out`; `ended`: expired or signed out. */
export type SessionGuardStep = 'active' | 'warning' | 'extending' | 'signing-out' | 'ended';

/** What the session guard shows: the warning, or why the session ended. */
export interface SessionGuardState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: SessionGuardStep;
  /** Whether there is a session (active or being refreshed): the children show, not the fallback. */
  readonly signedIn: boolean;
  /** When the session ends (epoch ms), while warning. */
  readonly expiresAt: number | undefined;
  /** Why the session ended, for the notice (`revoked`: signed out from another device); `undefined` while it lasts. */
  readonly ended: 'expired' | 'signed-out' | 'revoked' | undefined;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** Options of {@link createSessionGuard}. */
export interface SessionGuardOptions {
  /** The client's session (`client.session`), or a fake in tests. */
  readonly session: SessionApi;
  /** The session expired: sign in again. */
  readonly onExpired?: () => void;
  /** Signed out, in this tab or another, or from another device (the session was revoked). */
  readonly onSignedOut?: () => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /**
   * A guard mounted after the client's `session-expiring` (the person arrived on the page in the last
   * minute) warns from the session's own deadline: this long before it. 60 s, the client's default warnLeadMs.
   */
  readonly warnBeforeMs?: number;
  /** The clock the session's deadline is read against; the client's `now` if you gave it one. Date.now by default. */
  readonly now?: () => number;
}

/** What the guard holds, in its store: how to stop listening to the session manager. */
export interface SessionGuardHeld {
  readonly stops: readonly (() => void)[];
}

/** What {@link createSessionGuard} returns: the store, the lifecycle and the actions. */
export interface SessionGuardController extends FlowController<SessionGuardState, SessionGuardHeld> {
  /** Refreshes the session now ("Stay signed in"). */
  extend(): Promise<void>;
  /** Ends the session at the service and in every tab. */
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
  return createFlow<SessionGuardState, SessionGuardHeld, Omit<SessionGuardController, keyof FlowController<SessionGuardState, SessionGuardHeld>>>({
    initial: { step: 'active', signedIn: signedIn(), expiresAt: undefined, ended: undefined, error: undefined },
    held: { stops: [] },
    onError: options.onError,
    now: options.now,
    start({ set, hold, now }) {
      hold({
        stops: [
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
              case 'session-revoked':
                set({ step: 'ended', ended: event.type === 'signed-out' ? 'signed-out' : 'revoked', signedIn: false, expiresAt: undefined });
                options.onSignedOut?.();
                break;
            }
          }),
        ],
      });
      set({ signedIn: signedIn() });
      const { status, record, ended } = session.getState();
      // A session found ended on load (a page opened after it expired or was revoked elsewhere) is ended from the start.
      if (status === 'expired') set({ step: 'ended', ended: 'expired' });
      else if (ended === 'revoked') set({ step: 'ended', ended });
      // The client warns once per session: a guard that arrives later reads the deadline itself.
      const expiresAt = record ? Date.parse(record.session.expiresAt) : NaN;
      if (status === 'active' && expiresAt - now() <= (options.warnBeforeMs ?? 60_000)) set({ step: 'warning', expiresAt });
      session.check();
    },
    release({ get }) {
      get().held.stops.forEach((stop) => stop());
    },
    actions: (flow) => ({
      async extend() {
        if (flow.get().step !== 'warning') return;
        flow.set({ step: 'extending', error: undefined });
        try {
          await session.refresh();
          flow.set({ step: 'active', expiresAt: undefined });
        } catch (error) {
          flow.set({ step: 'warning', error: flow.fail(error) });
        }
      },
      async signOut() {
        const step = flow.get().step;
        if (step === 'signing-out' || step === 'ended') return;
        flow.set({ step: 'signing-out', error: undefined });
        try {
          await session.signOut();
          // The manager's 'signed-out' event moves the step to 'ended'; a session already gone has no event.
          if (flow.get().step === 'signing-out') flow.set({ step: 'ended', ended: 'signed-out', signedIn: false });
        } catch (error) {
          flow.set({ step: 'warning', error: flow.fail(error) });
        }
      },
      dismiss() {
        if (flow.get().step === 'warning') flow.set({ step: 'active' });
      },
    }),
  });
}
