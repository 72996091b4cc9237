import type { ScaEnrollmentApi, ScaFactorEnrollmentStart } from '../client/types.js';
import { classify, errorStatus, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';

/** `choose`; `starting`; `totp`: QR code, secret and code; `passkey`: the ceremony is prepared, one click away; `confirming`; `recovery`: codes shown once; `done`. */
export type EnrollmentStep = 'choose' | 'starting' | 'totp' | 'passkey' | 'confirming' | 'recovery' | 'done';

export interface EnrollmentState {
  readonly step: EnrollmentStep;
  readonly totp: { readonly secretBase32: string; readonly uri: string } | undefined;
  /** Shown once, after a TOTP factor is confirmed; dropped when the person says they saved them. */
  readonly recoveryCodes: readonly string[];
  readonly error: FlowError | undefined;
}

export interface EnrollmentController {
  readonly store: StoreApi<EnrollmentState>;
  attach(): void;
  dispose(): void;
  start(type: 'TOTP' | 'PASSKEY'): Promise<void>;
  /** Confirms the TOTP factor with a code from the app. */
  confirmCode(code: string): Promise<void>;
  /** Runs the prepared passkey ceremony: call it first thing in the click handler. */
  createPasskey(): void;
  /** The recovery codes were saved: forget them. */
  finish(): void;
  back(): void;
}

type Ceremony = { run(): Promise<{ type: 'PASSKEY'; origin: string; credential: object }> };

/** SCA enrollment as a framework-free store: TOTP (QR, secret, code, recovery codes once) or a passkey. */
export function createScaEnrollment(options: { api: ScaEnrollmentApi; onEnrolled?: (type: 'TOTP' | 'PASSKEY') => void; onError?: (error: unknown) => void }): EnrollmentController {
  const store = createStore<EnrollmentState>(() => ({ step: 'choose', totp: undefined, recoveryCodes: [], error: undefined }));
  const set = (partial: Partial<EnrollmentState>) => store.setState(partial);
  let started: ScaFactorEnrollmentStart | undefined;
  let ceremony: Ceremony | undefined;
  let disposed = false;
  const fail = (error: unknown, step: EnrollmentStep) => {
    options.onError?.(error);
    if (!disposed) set({ step, error: errorStatus(error) === 400 ? { kind: 'wrong-code', cause: error } : classify(error) });
  };
  return {
    store,
    attach() {},
    dispose() {
      disposed = true;
      ceremony = undefined;
    },
    async start(type) {
      if (store.getState().step !== 'choose') return;
      set({ step: 'starting', error: undefined });
      try {
        started = await options.api.start(type);
        if (disposed) return;
        if (started.type === 'TOTP') return set({ step: 'totp', totp: { secretBase32: started.secretBase32Encoded, uri: started.totpUri } });
        const { prepareScaPasskeyEnrollment } = await import('@wallet-kit/passkey');
        ceremony = prepareScaPasskeyEnrollment(started as never);
        set({ step: 'passkey' });
      } catch (error) {
        fail(error, 'choose');
      }
    },
    async confirmCode(code) {
      if (store.getState().step !== 'totp' || started?.type !== 'TOTP') return;
      set({ step: 'confirming', error: undefined });
      try {
        const answer = await options.api.confirm({ type: 'TOTP', secret: started.secret, code });
        set({ step: 'recovery', recoveryCodes: 'recoveryCodes' in answer ? answer.recoveryCodes : [], totp: undefined });
        options.onEnrolled?.('TOTP');
      } catch (error) {
        fail(error, 'totp');
      }
    },
    createPasskey() {
      const ready = ceremony;
      if (!ready || store.getState().step !== 'passkey') return;
      // Nothing awaited before run(): the click's user activation reaches the WebAuthn prompt.
      const running = ready.run();
      ceremony = undefined;
      set({ step: 'confirming', error: undefined });
      running
        .then((enrollment) => options.api.confirm({ ...enrollment, credential: { ...enrollment.credential } }))
        .then(
          () => {
            set({ step: 'done' });
            options.onEnrolled?.('PASSKEY');
          },
          (error: unknown) => fail(error, 'choose'),
        );
    },
    finish() {
      if (store.getState().step === 'recovery') set({ step: 'done', recoveryCodes: [] });
    },
    back() {
      ceremony = undefined;
      set({ step: 'choose', totp: undefined, error: undefined });
    },
  };
}
