import type { AuthMethod, AuthSession, SignInApi } from '../client/types.js';
import { classify, errorStatus, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';
import { WidgetError } from '../errors.js';

export type SignInMethod = 'email' | 'sms' | 'passkey' | 'oauth';

/** `loading`: listing the wallet's credentials; `choose`: pick a way; `sending`: asking for a code; `code`: enter it; `verifying`; `passkey`: the ceremony is open; `oauth`: off to the identity provider; `signed-in`. */
export type SignInStep = 'loading' | 'choose' | 'sending' | 'code' | 'verifying' | 'passkey' | 'oauth' | 'signed-in';

export interface SignInState {
  readonly step: SignInStep;
  /** The wallet's credentials that the allowed methods can use, in the order of `methods`. */
  readonly credentials: readonly AuthMethod[];
  /** The code sign-in under way: which credential, and where the code went. */
  readonly otp: { readonly credentialId: string; readonly type: 'EMAIL_OTP' | 'SMS_OTP'; readonly sentTo: string } | undefined;
  readonly error: FlowError | undefined;
  /** When another code may be asked for (epoch ms): the resend cooldown, or a 429's wait. */
  readonly resendAt: number | undefined;
  /** A passkey ceremony is prepared, so the button can run it straight from the click. */
  readonly passkeyReady: boolean;
  readonly session: AuthSession | undefined;
}

export interface SignInOptions {
  readonly api: SignInApi;
  /** Which ways to offer, in this order; every one the wallet has a credential for by default. */
  readonly methods?: readonly SignInMethod[];
  /** The wallet's credentials, when the app already has them; otherwise give `accountId`. */
  readonly credentials?: readonly AuthMethod[];
  /** The embedded wallet's id: its credentials are listed through the client. */
  readonly accountId?: string;
  readonly onSignedIn?: (session: AuthSession) => void;
  /** OAuth hand-off: send the person to the identity provider with this `nonce` in the authorization request. */
  readonly onOAuthStart?: (nonce: string, credential: AuthMethod) => void;
  /** Back from the identity provider: finish with its ID token. */
  readonly oauthResult?: { readonly credentialId: string; readonly idToken: string };
  /** Seconds before another code can be sent; 30 by default. */
  readonly resendCooldownSeconds?: number;
  /** How long a sent code stays valid, to tell an expired code from a wrong one; 10 minutes by default (the service's). */
  readonly codeLifetimeMs?: number;
  readonly onError?: (error: unknown) => void;
  readonly now?: () => number;
}

const METHOD_TYPES: Record<SignInMethod, AuthMethod['type']> = { email: 'EMAIL_OTP', sms: 'SMS_OTP', passkey: 'PASSKEY', oauth: 'OAUTH' };
const ALL_METHODS: readonly SignInMethod[] = ['email', 'sms', 'passkey', 'oauth'];

export interface SignInController {
  readonly store: StoreApi<SignInState>;
  attach(): void;
  dispose(): void;
  /** Sends a code to an EMAIL_OTP or SMS_OTP credential. */
  sendCode(credentialId: string): Promise<void>;
  /** Submits the code; ignored while one is being checked (no double submission). */
  submitCode(code: string): Promise<void>;
  resend(): Promise<void>;
  /** Runs the prepared passkey ceremony. Call it first thing in the click handler: it awaits nothing before the prompt. */
  signInWithPasskey(): void;
  startOAuth(credentialId: string): Promise<void>;
  /** Back to the list of ways to sign in. */
  back(): void;
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
  const now = options.now ?? Date.now;
  const methods = options.methods ?? ALL_METHODS;
  for (const method of methods) {
    if (!(method in METHOD_TYPES)) throw new WidgetError('INVALID_PROP', `SignIn methods: expected 'email', 'sms', 'passkey' or 'oauth', got ${JSON.stringify(method)}`);
  }
  if (!options.credentials && !options.accountId) throw new WidgetError('INVALID_PROP', 'SignIn: give the wallet’s `credentials` or its `accountId`');
  const cooldownMs = (options.resendCooldownSeconds ?? 30) * 1000;
  const lifetimeMs = options.codeLifetimeMs ?? 10 * 60_000;

  const store = createStore<SignInState>(() => ({
    step: options.oauthResult ? 'verifying' : options.credentials ? 'choose' : 'loading',
    credentials: options.credentials ? usable(options.credentials) : [],
    otp: undefined,
    error: undefined,
    resendAt: undefined,
    passkeyReady: false,
    session: undefined,
  }));
  const set = (partial: Partial<SignInState>) => store.setState(partial);
  let otp: OtpSignIn | undefined;
  let sentAt = 0;
  let prepared: PreparedPasskey | undefined;
  let preparing: Promise<void> | undefined;
  let attached = false;
  let disposed = false;

  function usable(credentials: readonly AuthMethod[]): AuthMethod[] {
    return methods.flatMap((method) => credentials.filter((credential) => credential.type === METHOD_TYPES[method]));
  }

  function fail(error: unknown, refine?: (flow: FlowError) => FlowError): FlowError {
    options.onError?.(error);
    const flow = classify(error, now());
    return refine ? refine(flow) : flow;
  }

  function signedIn(session: AuthSession) {
    if (disposed) return;
    set({ step: 'signed-in', session, error: undefined });
    options.onSignedIn?.(session);
  }

  function preparePasskey(): void {
    const credential = store.getState().credentials.find((c) => c.type === 'PASSKEY');
    if (!credential || preparing || disposed) return;
    preparing = api.preparePasskeySignIn({ credentialId: credential.id }).then(
      (ready) => {
        if (disposed) return void ready.cancel();
        prepared = ready;
        set({ passkeyReady: true });
      },
      (error: unknown) => {
        if (!disposed) set({ error: fail(error) });
      },
    );
    void preparing.finally(() => (preparing = undefined));
  }

  async function loadCredentials() {
    try {
      const listed = await api.listCredentials!(options.accountId!);
      if (disposed) return;
      set({ step: 'choose', credentials: usable(listed) });
      preparePasskey();
    } catch (error) {
      if (!disposed) set({ step: 'choose', error: fail(error) });
    }
  }

  async function resumeOAuth(result: { credentialId: string; idToken: string }) {
    try {
      const oauth = await api.resumeOAuthSignIn();
      signedIn(await oauth.complete(result.credentialId, result.idToken));
    } catch (error) {
      if (!disposed) set({ step: 'choose', error: fail(error) });
      if (!options.credentials && options.accountId) await loadCredentials();
    }
  }

  const refineCodeError = (flow: FlowError): FlowError =>
    errorStatus(flow.cause) === 401 || errorStatus(flow.cause) === 400 ? { kind: now() - sentAt >= lifetimeMs ? 'expired' : 'wrong-code', cause: flow.cause } : flow;

  return {
    store,
    attach() {
      if (attached) return;
      attached = true;
      if (options.oauthResult) void resumeOAuth(options.oauthResult);
      else if (!options.credentials) void loadCredentials();
      else preparePasskey();
    },
    dispose() {
      disposed = true;
      const pending = prepared;
      prepared = undefined;
      // The key made for an unused passkey attempt is forgotten rather than left in IndexedDB.
      if (pending && store.getState().step !== 'signed-in') void pending.cancel().catch(() => undefined);
    },
    async sendCode(credentialId) {
      const state = store.getState();
      if (state.step === 'sending' || state.step === 'verifying') return;
      set({ step: 'sending', error: undefined });
      try {
        otp = await api.startOtpSignIn({ credentialId });
        sentAt = now();
        if (disposed) return;
        set({ step: 'code', otp: { credentialId, type: otp.type, sentTo: otp.sentTo }, resendAt: sentAt + cooldownMs });
      } catch (error) {
        const flow = fail(error);
        set({ step: 'choose', error: flow, ...(flow.kind === 'rate-limited' ? { resendAt: now() + (flow.seconds ?? 30) * 1000 } : {}) });
      }
    },
    async submitCode(code) {
      if (!otp || store.getState().step !== 'code') return;
      set({ step: 'verifying', error: undefined });
      try {
        signedIn(await otp.submitCode(code));
      } catch (error) {
        if (!disposed) set({ step: 'code', error: fail(error, refineCodeError) });
      }
    },
    async resend() {
      const state = store.getState();
      if (!otp || state.step !== 'code' || (state.resendAt !== undefined && state.resendAt > now())) return;
      set({ resendAt: now() + cooldownMs, error: undefined });
      try {
        await otp.resend();
        sentAt = now();
      } catch (error) {
        const flow = fail(error);
        set({ error: flow, ...(flow.kind === 'rate-limited' ? { resendAt: now() + (flow.seconds ?? 30) * 1000 } : {}) });
      }
    },
    signInWithPasskey() {
      const ready = prepared;
      if (!ready || store.getState().step === 'passkey') return;
      if (ready.isExpired()) {
        prepared = undefined;
        set({ passkeyReady: false, error: { kind: 'expired', cause: undefined } });
        preparePasskey();
        return;
      }
      // Nothing is awaited before run(): Safari keeps the click's user activation for the prompt.
      const running = ready.run();
      prepared = undefined;
      set({ step: 'passkey', passkeyReady: false, error: undefined });
      running.then(signedIn, (error: unknown) => {
        if (disposed) return;
        set({ step: 'choose', error: fail(error) });
        preparePasskey();
      });
    },
    async startOAuth(credentialId) {
      const credential = store.getState().credentials.find((c) => c.id === credentialId);
      if (!credential || store.getState().step === 'oauth') return;
      set({ step: 'oauth', error: undefined });
      try {
        const oauth = await api.beginOAuthSignIn();
        options.onOAuthStart?.(oauth.nonce, credential);
      } catch (error) {
        if (!disposed) set({ step: 'choose', error: fail(error) });
      }
    },
    back() {
      otp = undefined;
      set({ step: 'choose', otp: undefined, error: undefined });
      preparePasskey();
    },
  };
}
