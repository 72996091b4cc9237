import type { AuthMethod, AuthSession, CredentialsApi } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

export interface CredentialManagerState {
  readonly step: 'loading' | 'ready';
  readonly credentials: readonly AuthMethod[];
  readonly sessions: readonly AuthSession[];
  readonly currentSessionId: string | undefined;
  /** The id of the credential or session being changed. */
  readonly busy: string | undefined;
  /** A passkey registration is prepared, one click away. */
  readonly passkeyReady: boolean;
  readonly error: FlowError | undefined;
}

export interface PasskeyRegistrationInput {
  readonly nickname: string;
  readonly rp: { readonly name: string; readonly id?: string };
  readonly user: { readonly id: string; readonly name: string; readonly displayName: string };
}

/** What the manager holds, in its store: the passkey registration prepared before the click. */
export interface CredentialManagerHeld {
  readonly prepared: { run(): Promise<AuthMethod> } | undefined;
}

export interface CredentialManagerController extends FlowController<CredentialManagerState, CredentialManagerHeld> {
  reload(): Promise<void>;
  revoke(credentialId: string): Promise<void>;
  addOtp(type: 'EMAIL_OTP' | 'SMS_OTP'): Promise<void>;
  /** Runs the prepared registration: call it first thing in the click handler. */
  addPasskey(): void;
  endSession(sessionId: string): Promise<void>;
}

/** The wallet's credentials and sessions as a framework-free store: list, add, revoke, end. */
export function createCredentialManager(options: { api: CredentialsApi; accountId: string; passkey?: PasskeyRegistrationInput; onError?: (error: unknown) => void }): CredentialManagerController {
  const { api, accountId } = options;
  const controller: CredentialManagerController = createFlow<
    CredentialManagerState,
    CredentialManagerHeld,
    Omit<CredentialManagerController, keyof FlowController<CredentialManagerState, CredentialManagerHeld>>
  >({
    initial: { step: 'loading', credentials: [], sessions: [], currentSessionId: undefined, busy: undefined, passkeyReady: false, error: undefined },
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
          if (get().credentials.length <= 1) return;
          await change(credentialId, () => api.revokeCredential(credentialId));
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
