import { rememberPasskey } from '../sca/device-passkeys.js';
import { loadPasskey } from '../sca/load-passkey.js';
import type { EnrolledScaFactor, ScaEnrollmentApi, ScaFactorEnrollmentStart } from '../client/types.js';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import { errorStatus, type FlowError } from '../flow/errors.js';

/** `choose`; `starting`; `totp`: QR code, secret and code; `passkey`: the ceremony is prepared, one click away; `confirming`; `recovery`: codes shown once; `done`. */
export type EnrollmentStep = 'choose' | 'starting' | 'totp' | 'passkey' | 'confirming' | 'recovery' | 'done';

/** What SCA enrollment shows: the step, the TOTP secret, the recovery codes. */
export interface EnrollmentState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: EnrollmentStep;
  /** The authenticator app's secret, while enrolling TOTP. */
  readonly totp:
    | {
        /** The secret in base32, for typing into the app by hand. */
        readonly secretBase32: string;
        /** The `otpauth://` URI, shown as a QR code. */
        readonly uri: string;
      }
    | undefined;
  /** Shown once, after a TOTP factor is confirmed; dropped when the person says they saved them. */
  readonly recoveryCodes: readonly string[];
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
  /** The factors the customer has already (SMS codes at least), once the service said; `[]` until then. */
  readonly enrolled: readonly EnrolledScaFactor[];
}

/** What the enrollment flow holds, in its store: the enrollment started, and its passkey ceremony once prepared. */
export interface EnrollmentHeld {
  readonly started: ScaFactorEnrollmentStart | undefined;
  readonly ceremony: Ceremony | undefined;
}

/** What {@link createScaEnrollment} returns: the store, the lifecycle and the actions. */
export interface EnrollmentController extends FlowController<EnrollmentState, EnrollmentHeld> {
  /** Starts enrolling a factor: TOTP shows its secret, a passkey gets its ceremony ready. */
  start(type: 'TOTP' | 'PASSKEY'): Promise<void>;
  /** Confirms the TOTP factor with a code from the app. */
  confirmCode(code: string): Promise<void>;
  /** Runs the prepared passkey ceremony: call it first thing in the click handler. */
  createPasskey(): void;
  /** The recovery codes were saved: forget them. */
  finish(): void;
  /** Back to the choice of factor. */
  back(): void;
}

type Ceremony = { run(): Promise<{ type: 'PASSKEY'; origin: string; credential: object }> };

/** SCA enrollment as a framework-free store: TOTP (QR, secret, code, recovery codes once) or a passkey. */
export function createScaEnrollment(options: { api: ScaEnrollmentApi; onEnrolled?: (type: 'TOTP' | 'PASSKEY') => void; onError?: (error: unknown) => void }): EnrollmentController {
  return createFlow<EnrollmentState, EnrollmentHeld, Omit<EnrollmentController, keyof FlowController<EnrollmentState, EnrollmentHeld>>>({
    initial: { step: 'choose', totp: undefined, recoveryCodes: [], error: undefined, enrolled: [] },
    held: { started: undefined, ceremony: undefined },
    // Unknown factors (an api without the call, or a failed read) leave every choice offered.
    start: (flow) => void options.api.factors?.().then((enrolled) => flow.isDisposed() || flow.set({ enrolled }), () => undefined),
    onError: options.onError,
    release: (flow) => flow.hold({ ceremony: undefined }),
    actions: (flow) => {
      const { get, set, hold } = flow;
      const fail = (error: unknown, step: EnrollmentStep) =>
        set({ step, error: flow.fail(error, (failed) => (errorStatus(error) === 400 ? { kind: 'wrong-code', cause: error } : failed)) });
      return {
        async start(type) {
          if (get().step !== 'choose') return;
          set({ step: 'starting', error: undefined });
          try {
            const started = await options.api.start(type);
            hold({ started });
            if (started.type === 'TOTP') return set({ step: 'totp', totp: { secretBase32: started.secretBase32Encoded, uri: started.totpUri } });
            const { prepareScaPasskeyEnrollment } = await loadPasskey();
            hold({ ceremony: prepareScaPasskeyEnrollment(started as never) });
            set({ step: 'passkey' });
          } catch (error) {
            fail(error, 'choose');
          }
        },
        async confirmCode(code) {
          const started = get().held.started;
          if (get().step !== 'totp' || started?.type !== 'TOTP') return;
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
          const ready = get().held.ceremony;
          if (!ready || get().step !== 'passkey') return;
          // Nothing awaited before run(): the click's user activation reaches the WebAuthn prompt.
          const running = ready.run();
          hold({ ceremony: undefined });
          set({ step: 'confirming', error: undefined });
          running
            .then(async (enrollment) => {
              await options.api.confirm({ ...enrollment, credential: { ...enrollment.credential } });
              // This device made it: its payments ask for it (a device that did not asks for a code first).
              rememberPasskey(enrollment.credential);
            })
            .then(
              () => {
                set({ step: 'done' });
                options.onEnrolled?.('PASSKEY');
              },
              (error: unknown) => fail(error, 'choose'),
            );
        },
        finish() {
          if (get().step === 'recovery') set({ step: 'done', recoveryCodes: [] });
        },
        back() {
          hold({ ceremony: undefined });
          set({ step: 'choose', totp: undefined, error: undefined });
        },
      };
    },
  });
}
