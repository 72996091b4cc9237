import type { AuthMethod, AuthSession, CredentialsApi } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

/** What the credential manager shows: the wallet's credentials and sessions. */
export interface CredentialManagerState {
  /** `loading` until both lists are in; also the root's `data-state`. */
  readonly step: 'loading' | 'ready';
  /** The wallet's credentials. */
  readonly credentials: readonly AuthMethod[];
  /** The wallet's live sessions, on every device. */
  readonly sessions: readonly AuthSession[];
  /** This device's session, marked in the list. */
  readonly currentSessionId: string | undefined;
  /** The id of the credential or session being changed. */
  readonly busy: string | undefined;
  /** A passkey registration is prepared, one click away. */
  readonly passkeyReady: boolean;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
  /** The person removed the sign-in method this device's session came from: the service ended that session, and this device is signed out. */
  readonly signedOut: boolean;
}

/** What a new passkey is registered with: its name at the service, and the relying party and user as your app names them. */
export interface PasskeyRegistrationInput {
  /** The credential's name in the list, e.g. "This laptop". */
  readonly nickname: string;
  /** The relying party. */
  readonly rp: {
    /** Your product's name, shown in the prompt. */
    readonly name: string;
    /** The RP id; the page's host name by default. */
    readonly id?: string;
  };
  /** The person, as the prompt shows them. */
  readonly user: {
    /** A stable id of the user (at most 64 bytes), never an e-mail address. */
    readonly id: string;
    /** The account name the prompt shows, e.g. the user's e-mail. */
    readonly name: string;
    /** A friendlier name for the prompt. */
    readonly displayName: string;
  };
}

/** What the manager holds, in its store: the passkey registration prepared before the click. */
export interface CredentialManagerHeld {
  readonly prepared: { run(): Promise<AuthMethod> } | undefined;
}

/** What {@link createCredentialManager} returns: the store, the lifecycle and the actions. */
export interface CredentialManagerController extends FlowController<CredentialManagerState, CredentialManagerHeld> {
  /** Lists credentials and sessions again. */
  reload(): Promise<void>;
  /** Removes a credential (signed); the last one cannot be removed. */
  revoke(credentialId: string): Promise<void>;
  /** Adds an e-mail or SMS code credential (signed). */
  addOtp(type: 'EMAIL_OTP' | 'SMS_OTP'): Promise<void>;
  /** Runs the prepared registration: call it first thing in the click handler. */
  addPasskey(): void;
  /** Ends a session (signed), on this device or another. */
  endSession(sessionId: string): Promise<void>;
  /** Ends every session of the wallet but this device's, one after another. */
  endOtherSessions(): Promise<void>;
}

/** The wallet's credentials and sessions as a framework-free store: list, add, revoke, end. */
export function createCredentialManager(options: { api: CredentialsApi; accountId: string; passkey?: PasskeyRegistrationInput; onError?: (error: unknown) => void }): CredentialManagerController {
  const { api, accountId } = options;
  const controller: CredentialManagerController = createFlow<
    CredentialManagerState,
    CredentialManagerHeld,
    Omit<CredentialManagerController, keyof FlowController<CredentialManagerState, CredentialManagerHeld>>
  >({
    initial: { step: 'loading', credentials: [], sessions: [], currentSessionId: undefined, busy: undefined, passkeyReady: false, error: undefined, signedOut: false },
    held: { prepared: undefined },
    onError: options.onError,
    start(flow) {
      void controller.reload();
      void preparePasskey(flow);
    },
    actions: (flow) => {
      const { get, set } = flow;
      const fail = (error: unknown) => set({ busy: undefined, error: flow.fail(error) });
      /** One change at a time: marks what is busy, runs it, then lists again. */
      const change = async (busy: string, run: () => Promise<unknown>) => {
        if (get().busy) return;
        set({ busy, error: undefined });
        try {
          await run();
          await controller.reload();
        } catch (error) {
          fail(error);
        }
      };
      return {
        async reload() {
          try {
            const [credentials, sessions, current] = await Promise.all([api.listCredentials(accountId), api.listSessions(accountId), api.current?.().catch(() => undefined)]);
            set({ step: 'ready', credentials, sessions, currentSessionId: current?.session.id, busy: undefined });
          } catch (error) {
            fail(error);
            set({ step: 'ready' });
          }
        },
        async revoke(credentialId) {
          const { credentials, sessions, currentSessionId, busy } = get();
          if (credentials.length <= 1 || busy) return;
          const removed = credentials.find((credential) => credential.id === credentialId);
          const current = sessions.find((item) => item.id === currentSessionId);
          // A session comes from one credential: removing that one ends this device's session at the service.
          if (!removed || !current || removed.type !== current.type || removed.nickname !== current.nickname) return change(credentialId, () => api.revokeCredential(credentialId));
          set({ busy: credentialId, error: undefined });
          try {
            await api.revokeCredential(credentialId);
          } catch (error) {
            return fail(error);
          }
          // Forget the ended session here too (its key, every tab); the service already ended it.
          await api.signOut?.().catch((error: unknown) => flow.fail(error));
          set({ busy: undefined, signedOut: true, sessions: [], currentSessionId: undefined });
        },
        addOtp: (type) => change(type, () => api.addOtpCredential({ accountId, type })),
        addPasskey() {
          const ready = get().held.prepared;
          if (!ready || get().busy) return;
          const running = ready.run();
          flow.hold({ prepared: undefined });
          set({ busy: 'PASSKEY', passkeyReady: false, error: undefined });
          running.then(() => controller.reload(), fail).finally(() => void preparePasskey(flow));
        },
        endSession: (sessionId) => change(sessionId, () => api.endSession(sessionId)),
        endOtherSessions: () =>
          change('others', async () => {
            const { sessions, currentSessionId } = get();
            for (const item of sessions) if (item.id !== currentSessionId) await api.endSession(item.id);
          }),
      };
    },
  });

  async function preparePasskey(flow: FlowTools<CredentialManagerState, CredentialManagerHeld>) {
    if (!options.passkey || flow.isDisposed()) return;
    try {
      flow.hold({ prepared: await api.preparePasskeyCredential({ accountId, nickname: options.passkey.nickname, rp: options.passkey.rp, user: options.passkey.user }) });
      flow.set({ passkeyReady: true });
    } catch (error) {
      flow.set({ busy: undefined, error: flow.fail(error) });
    }
  }

  return controller;
}
