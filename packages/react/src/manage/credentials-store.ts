import type { AuthMethod, AuthSession, CredentialsApi } from '../client/types.js';
import { classify, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';

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

export interface CredentialManagerController {
  readonly store: StoreApi<CredentialManagerState>;
  attach(): void;
  dispose(): void;
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
  const store = createStore<CredentialManagerState>(() => ({ step: 'loading', credentials: [], sessions: [], currentSessionId: undefined, busy: undefined, passkeyReady: false, error: undefined }));
  const set = (partial: Partial<CredentialManagerState>) => store.setState(partial);
  let prepared: { run(): Promise<AuthMethod> } | undefined;
  let attached = false;
  let disposed = false;
  const fail = (error: unknown) => {
    options.onError?.(error);
    if (!disposed) set({ busy: undefined, error: classify(error) });
  };
  const preparePasskey = async () => {
    if (!options.passkey || disposed) return;
    try {
      prepared = await api.preparePasskeyCredential({ accountId, nickname: options.passkey.nickname, rp: options.passkey.rp, user: options.passkey.user });
      if (!disposed) set({ passkeyReady: true });
    } catch (error) {
      fail(error);
    }
  };
  const controller: CredentialManagerController = {
    store,
    attach() {
      if (attached) return;
      attached = true;
      void controller.reload();
      void preparePasskey();
    },
    dispose() {
      disposed = true;
    },
    async reload() {
      try {
        const [credentials, sessions, current] = await Promise.all([api.listCredentials(accountId), api.listSessions(accountId), api.current?.().catch(() => undefined)]);
        if (!disposed) set({ step: 'ready', credentials, sessions, currentSessionId: current?.session.id, busy: undefined });
      } catch (error) {
        fail(error);
        set({ step: 'ready' });
      }
    },
    async revoke(credentialId) {
      const state = store.getState();
      if (state.busy || state.credentials.length <= 1) return;
      set({ busy: credentialId, error: undefined });
      try {
        await api.revokeCredential(credentialId);
        await controller.reload();
      } catch (error) {
        fail(error);
      }
    },
    async addOtp(type) {
      if (store.getState().busy) return;
      set({ busy: type, error: undefined });
      try {
        await api.addOtpCredential({ accountId, type });
        await controller.reload();
      } catch (error) {
        fail(error);
      }
    },
    addPasskey() {
      const ready = prepared;
      if (!ready || store.getState().busy) return;
      const running = ready.run();
      prepared = undefined;
      set({ busy: 'PASSKEY', passkeyReady: false, error: undefined });
      running.then(
        () => controller.reload(),
        (error: unknown) => fail(error),
      ).finally(() => void preparePasskey());
    },
    async endSession(sessionId) {
      if (store.getState().busy) return;
      set({ busy: sessionId, error: undefined });
      try {
        await api.endSession(sessionId);
        await controller.reload();
      } catch (error) {
        fail(error);
      }
    },
  };
  return controller;
}
