import type { AuthMethod, AuthSession, SignInApi } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import { errorStatus, type FlowError } from '../flow/errors.js';
import { WidgetError } from '../errors.js';

/** A way to sign in, as `methods` lists them: e-mail code, SMS code, passkey, OAuth. */
export type SignInMethod = 'email' | 'sms' | 'passkey' | 'oauth';

/** `loading`: listing the wallet's credentials; `choose`: pick a way; `sending`: asking for a code; `code`: enter it; `verifying`; `passkey`: the ceremony is open; `oauth`: off to the identity provider; `signed-in`. */
export type SignInStep = 'loading' | 'choose' | 'sending' | 'code' | 'verifying' | 'passkey' | 'oauth' | 'signed-in';

/** What the sign-in shows: its step, the credentials to choose from, the code under way. */
export interface SignInState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: SignInStep;
  /** The wallet's credentials that the allowed methods can use, in the order of `methods`. */
  readonly credentials: readonly AuthMethod[];
  /** The code sign-in under way: which credential, and where the code went. */
  readonly otp:
    | {
        /** The credential signing in. */
        readonly credentialId: string;
        /** By e-mail or by SMS. */
        readonly type: 'EMAIL_OTP' | 'SMS_OTP';
        /** The address or number the code went to, to show. */
        readonly sentTo: string;
      }
    | undefined;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
  /** When another code may be asked for (epoch ms): the resend cooldown, or a 429's wait. */
  readonly resendAt: number | undefined;
  /** A passkey ceremony is prepared, so the button can run it straight from the click. */
  readonly passkeyReady: boolean;
  /** The session, once signed in. */
  readonly session: AuthSession | undefined;
}

/** Options of {@link createSignIn}. */
export interface SignInOptions {
  /** The client calls the flow makes (a slice of the client, or a fake in tests). */
  readonly api: SignInApi;
  /** Which ways to offer, in this order; every one the wallet has a credential for by default. */
  readonly methods?: readonly SignInMethod[];
  /** The wallet's credentials, when the app already has them; otherwise give `accountId`. */
  readonly credentials?: readonly AuthMethod[];
  /** The embedded wallet's id: its credentials are listed through the client. */
  readonly accountId?: string;
  /** Signed in: the client keeps the session; move on to the app. */
  readonly onSignedIn?: (session: AuthSession) => void;
  /** OAuth hand-off: send the person to the identity provider with this `nonce` in the authorization request. */
  readonly onOAuthStart?: (nonce: string, credential: AuthMethod) => void;
  /** Back from the identity provider: finish with its ID token. */
  readonly oauthResult?: {
    /** The OAuth credential that started the hand-off. */
    readonly credentialId: string;
    /** The ID token the identity provider returned. */
    readonly idToken: string;
  };
  /** Seconds before another code can be sent; 30 by default. */
  readonly resendCooldownSeconds?: number;
  /** How long a sent code stays valid, to tell an expired code from a wrong one; 10 minutes by default (the service's). */
  readonly codeLifetimeMs?: number;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The clock deadlines are read against; `Date.now` by default (a seam for tests and stories). */
  readonly now?: () => number;
}

const METHOD_TYPES: Record<SignInMethod, AuthMethod['type']> = { email: 'EMAIL_OTP', sms: 'SMS_OTP', passkey: 'PASSKEY', oauth: 'OAUTH' };
const ALL_METHODS: readonly SignInMethod[] = ['email', 'sms', 'passkey', 'oauth'];

/** What the sign-in flow holds between steps, in its store. */
export interface SignInHeld {
  /** The code sign-in under way, and when its code was sent (to tell an expired code from a wrong one). */
  readonly otp: OtpSignIn | undefined;
  readonly sentAt: number;
  /** The passkey ceremony prepared before the click, and the preparation in flight. */
  readonly prepared: PreparedPasskey | undefined;
  readonly preparing: boolean;
}

/** What {@link createSignIn} returns: the store, the lifecycle and the actions. */
export interface SignInController extends FlowController<SignInState, SignInHeld> {
  /** Sends a code to an EMAIL_OTP or SMS_OTP credential. */
  sendCode(credentialId: string): Promise<void>;
  /** Submits the code; ignored while one is being checked (no double submission). */
  submitCode(code: string): Promise<void>;
  /** Sends a new code once the cooldown allows. */
  resend(): Promise<void>;
  /** Runs the prepared passkey ceremony. Call it first thing in the click handler: it awaits nothing before the prompt. */
  signInWithPasskey(): void;
  /** Makes the key and nonce, then calls `onOAuthStart` to send the person to the identity provider. */
  startOAuth(credentialId: string): Promise<void>;
  /** Back to the list of ways to sign in (from the code step, say). */
  back(): void;
  /** Reads the ways to sign in (`accountId`'s) again: the way forward where reading them failed. */
  retry(): void;
}

type OtpSignIn = Awaited<ReturnType<SignInApi['startOtpSignIn']>>;
type PreparedPasskey = Awaited<ReturnType<SignInApi['preparePasskeySignIn']>>;

/**
 * The sign-in flow as a framework-free store: e-mail and SMS codes (with resend cooldown and
 * wrong/expired messages), a gesture-safe passkey (prepared before the click), and the OAuth hand-off.
 *
 * @example
 * const signIn = createSignIn({ api: signInApi(client), accountId: walletId, onSignedIn });
 * signIn.attach(); signIn.store.subscribe(render);
 */
export function createSignIn(options: SignInOptions): SignInController {
  const { api } = options;
  const methods = options.methods ?? ALL_METHODS;
  for (const method of methods) {
    if (!(method in METHOD_TYPES)) throw new WidgetError('INVALID_PROP', `SignIn methods: expected one of ${ALL_METHODS}, got ${JSON.stringify(method)}`);
  }
  if (!options.credentials && !options.accountId) throw new WidgetError('INVALID_PROP', 'SignIn: give `credentials` or `accountId`');
  const cooldownMs = (options.resendCooldownSeconds ?? 30) * 1000;
  const lifetimeMs = options.codeLifetimeMs ?? 10 * 60_000;
  const usable = (credentials: readonly AuthMethod[]): AuthMethod[] =>
    methods.flatMap((method) => credentials.filter((credential) => credential.type === METHOD_TYPES[method]));

  return createFlow<SignInState, SignInHeld, Omit<SignInController, keyof FlowController<SignInState, SignInHeld>>>({
    initial: {
      step: options.oauthResult ? 'verifying' : options.credentials ? 'choose' : 'loading',
      credentials: options.credentials ? usable(options.credentials) : [],
      otp: undefined,
      error: undefined,
      resendAt: undefined,
      passkeyReady: false,
      session: undefined,
    },
    held: { otp: undefined, sentAt: 0, prepared: undefined, preparing: false },
    onError: options.onError,
    now: options.now,
    start(flow) {
      if (options.oauthResult) void resumeOAuth(flow, options.oauthResult);
      else if (!options.credentials) void loadCredentials(flow);
      else preparePasskey(flow);
    },
    release({ get }) {
      const { held, step } = get();
      // The key made for an unused passkey attempt is forgotten rather than left in IndexedDB.
      if (held.prepared && step !== 'signed-in') void held.prepared.cancel().catch(() => undefined);
    },
    actions: (flow) => {
      const { get, set, hold, now } = flow;
      const refineCodeError = (error: FlowError): FlowError =>
        [400, 401].includes(errorStatus(error.cause)!)
          ? { kind: now() - get().held.sentAt >= lifetimeMs ? 'expired' : 'wrong-code', cause: error.cause }
          : error;
      return {
        async sendCode(credentialId) {
          const { step } = get();
          if (step === 'sending' || step === 'verifying') return;
          set({ step: 'sending', error: undefined });
          try {
            // A credential just added carries the code its creation sent: the first send uses it, not a second e-mail.
            const fresh = get().held.sentAt ? undefined : get().credentials.find((c) => c.id === credentialId);
            const otp = await api.startOtpSignIn(fresh ? { credentialId, credential: fresh } : { credentialId });
            hold({ otp, sentAt: now() });
            set({ step: 'code', otp: { credentialId, type: otp.type, sentTo: otp.sentTo }, resendAt: now() + cooldownMs });
          } catch (error) {
            const failed = flow.fail(error);
            set({ step: 'choose', error: failed, ...(failed.kind === 'rate-limited' ? { resendAt: flow.retryAt(failed) } : {}) });
          }
        },
        async submitCode(code) {
          const { held, step } = get();
          if (!held.otp || step !== 'code') return;
          set({ step: 'verifying', error: undefined });
          try {
            signedIn(flow, await held.otp.submitCode(code));
          } catch (error) {
            set({ step: 'code', error: flow.fail(error, refineCodeError) });
          }
        },
        async resend() {
          const { held, step, resendAt } = get();
          if (!held.otp || step !== 'code' || (resendAt !== undefined && resendAt > now())) return;
          set({ resendAt: now() + cooldownMs, error: undefined });
          try {
            await held.otp.resend();
            hold({ sentAt: now() });
          } catch (error) {
            const failed = flow.fail(error);
            set({ error: failed, ...(failed.kind === 'rate-limited' ? { resendAt: flow.retryAt(failed) } : {}) });
          }
        },
        signInWithPasskey() {
          const ready = get().held.prepared;
          if (!ready || get().step === 'passkey') return;
          if (ready.isExpired()) {
            hold({ prepared: undefined });
            set({ passkeyReady: false, error: { kind: 'expired', cause: undefined } });
            preparePasskey(flow);
            return;
          }
          // Nothing is awaited before run(): Safari keeps the click's user activation for the prompt.
          const running = ready.run();
          hold({ prepared: undefined });
          set({ step: 'passkey', passkeyReady: false, error: undefined });
          running.then(
            (session) => signedIn(flow, session),
            (error: unknown) => {
              if (flow.isDisposed()) return;
              set({ step: 'choose', error: flow.fail(error) });
              preparePasskey(flow);
            },
          );
        },
        async startOAuth(credentialId) {
          const credential = get().credentials.find((c) => c.id === credentialId);
          if (!credential || get().step === 'oauth') return;
          set({ step: 'oauth', error: undefined });
          try {
            const oauth = await api.beginOAuthSignIn();
            options.onOAuthStart?.(oauth.nonce, credential);
          } catch (error) {
            if (!flow.isDisposed()) set({ step: 'choose', error: flow.fail(error) });
          }
        },
        back() {
          hold({ otp: undefined });
          set({ step: 'choose', otp: undefined, error: undefined });
          preparePasskey(flow);
        },
        retry() {
          // Given `credentials`, there is nothing to read.
          if (!options.accountId) return;
          set({ step: 'loading', error: undefined });
          void loadCredentials(flow);
        },
      };
    },
  });

  function signedIn({ set, isDisposed }: Tools, session: AuthSession) {
    if (isDisposed()) return;
    set({ step: 'signed-in', session, error: undefined });
    options.onSignedIn?.(session);
  }

  function preparePasskey(flow: Tools): void {
    const { credentials, held } = flow.get();
    const credential = credentials.find((c) => c.type === 'PASSKEY');
    if (!credential || held.preparing || flow.isDisposed()) return;
    flow.hold({ preparing: true });
    api.preparePasskeySignIn({ credentialId: credential.id }).then(
      (ready) => {
        if (flow.isDisposed()) return void ready.cancel();
        flow.hold({ prepared: ready, preparing: false });
        flow.set({ passkeyReady: true });
      },
      (error: unknown) => {
        flow.hold({ preparing: false });
        if (!flow.isDisposed()) flow.set({ error: flow.fail(error) });
      },
    );
  }

  async function loadCredentials(flow: Tools) {
    try {
      const listed = await api.listCredentials!(options.accountId!);
      if (flow.isDisposed()) return;
      flow.set({ step: 'choose', credentials: usable(listed) });
      preparePasskey(flow);
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ step: 'choose', error: flow.fail(error) });
    }
  }

  async function resumeOAuth(flow: Tools, result: { credentialId: string; idToken: string }) {
    try {
      const oauth = await api.resumeOAuthSignIn();
      signedIn(flow, await oauth.complete(result.credentialId, result.idToken));
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ step: 'choose', error: flow.fail(error) });
      if (!options.credentials && options.accountId) await loadCredentials(flow);
    }
  }
}

type Tools = FlowTools<SignInState, SignInHeld>;
