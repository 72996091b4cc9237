import type { Quote, QuoteScaChallenge, ScaApi, ScaFactor } from '../client/types.js';
import { classify, errorStatus, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';

/**
 * `answer`: waiting for a code or a passkey; `verifying`; `passkey`: the ceremony is open;
 * `authorized`: the quote left PENDING_AUTHORIZATION; `locked` (423); `expired`: the challenge ran out
 * (the quote must be made again); `failed`: anything else that ends the flow.
 */
export type ScaStep = 'answer' | 'verifying' | 'passkey' | 'authorized' | 'locked' | 'expired' | 'failed';

export interface ScaState {
  readonly step: ScaStep;
  readonly quote: Quote;
  readonly challenge: QuoteScaChallenge | undefined;
  /** 1 for the first challenge, 2 for the next...: counted as challenges arrive, never known in advance. */
  readonly round: number;
  readonly error: FlowError | undefined;
  /** After a 429: no answer is sent before this (epoch ms). */
  readonly retryAt: number | undefined;
  /** When the SMS code can be sent again (epoch ms). */
  readonly resendAt: number | undefined;
  /** A passkey ceremony is prepared for the current challenge. */
  readonly passkeyReady: boolean;
}

export interface ScaOptions {
  readonly api: ScaApi;
  /** The quote as execute answered it: PENDING_AUTHORIZATION with its first challenge. */
  readonly quote: Quote;
  /** The quote once it has left PENDING_AUTHORIZATION (PROCESSING, or PENDING for realtime funding). */
  readonly onAuthorized?: (quote: Quote) => void;
  readonly onError?: (error: unknown) => void;
  /** The challenge expired before it was answered: the quote must be made again. */
  readonly onExpired?: () => void;
  /** Seconds between SMS re-sends; 30 by default (the service's). */
  readonly resendCooldownSeconds?: number;
  readonly now?: () => number;
  /** The origin passkey assertions are made on; the page's own by default. */
  readonly origin?: string;
}

export interface ScaController {
  readonly store: StoreApi<ScaState>;
  attach(): void;
  dispose(): void;
  /** Answers an SMS challenge; ignored while an answer is in flight (no double submission). */
  submitCode(code: string): Promise<void>;
  /** Runs the prepared passkey ceremony: call it first thing in the click handler. */
  usePasskey(): void;
  resend(): Promise<void>;
  /** Asks for the current challenge to be answered with another of its `availableFactors`, where the api can. */
  switchFactor(factor: ScaFactor): Promise<void>;
  /** The challenge's deadline passed (the countdown calls it). */
  expire(): void;
}

type Ceremony = { run(): Promise<{ passkeyAssertion: object; origin: string }>; isExpired(now?: number): boolean };

/**
 * The SCA loop as a framework-free store (reference: SCA): while the quote stays PENDING_AUTHORIZATION,
 * show its current challenge and send the answer. A new challenge id is the next step; a refused
 * answer is asked again; 423 locks, 429 waits, 409 re-reads the quote.
 */
export function createScaChallenge(options: ScaOptions): ScaController {
  const { api } = options;
  const now = options.now ?? Date.now;
  const cooldownMs = (options.resendCooldownSeconds ?? 30) * 1000;
  const first = options.quote;
  const store = createStore<ScaState>(() => ({
    step: first.status === 'PENDING_AUTHORIZATION' && first.scaChallenge ? 'answer' : 'authorized',
    quote: first,
    challenge: first.scaChallenge,
    round: first.scaChallenge ? 1 : 0,
    error: undefined,
    retryAt: undefined,
    resendAt: first.scaChallenge?.factor === 'SMS_OTP' ? now() + cooldownMs : undefined,
    passkeyReady: false,
  }));
  const set = (partial: Partial<ScaState>) => store.setState(partial);
  let ceremony: Ceremony | undefined;
  let preparedFor: string | undefined;
  let disposed = false;
  let attached = false;
  let notified = false;

  function fail(error: unknown): FlowError {
    options.onError?.(error);
    return classify(error, now());
  }

  function preparePasskey() {
    const challenge = store.getState().challenge;
    if (!challenge || challenge.factor !== 'PASSKEY' || preparedFor === challenge.id || disposed) return;
    preparedFor = challenge.id;
    set({ passkeyReady: false });
    // Loaded on demand: a page that never meets a passkey challenge never downloads the ceremony code.
    import('@wallet-kit/passkey').then(
      ({ prepareScaPasskeyAssertion }) => {
        if (disposed || store.getState().challenge?.id !== challenge.id) return;
        ceremony = prepareScaPasskeyAssertion(challenge, options.origin ? { origin: options.origin } : {});
        set({ passkeyReady: true });
      },
      (error: unknown) => set({ error: fail(error) }),
    );
  }

  /** Takes the quote the service answered with: the next challenge, the same one again, or done. */
  function adopt(quote: Quote, error?: FlowError) {
    if (disposed) return;
    const state = store.getState();
    if (quote.status !== 'PENDING_AUTHORIZATION' || !quote.scaChallenge) {
      set({ step: 'authorized', quote, challenge: undefined, error: undefined, passkeyReady: false });
      if (!notified) {
        notified = true;
        options.onAuthorized?.(quote);
      }
      return;
    }
    const challenge = quote.scaChallenge;
    const isNew = challenge.id !== state.challenge?.id;
    set({
      step: 'answer',
      quote,
      challenge,
      round: isNew ? state.round + 1 : state.round,
      error,
      ...(isNew ? { resendAt: challenge.factor === 'SMS_OTP' ? now() + cooldownMs : undefined, retryAt: undefined } : {}),
    });
    if (isNew) ceremony = undefined;
    preparePasskey();
  }

  async function answer(proof: Promise<{ code: string } | { passkeyAssertion: object; origin: string }>) {
    const state = store.getState();
    try {
      const next = await api.authorizeQuote(state.quote.id, await proof);
      adopt(next);
    } catch (caught) {
      if (disposed) return;
      const status = errorStatus(caught);
      const flow = fail(caught);
      if (flow.kind === 'locked') return set({ step: 'locked', error: flow });
      if (flow.kind === 'rate-limited') return set({ step: 'answer', error: flow, retryAt: now() + (flow.seconds ?? 30) * 1000 });
      if (flow.kind === 'passkey-cancelled' || flow.kind === 'passkey-unavailable') {
        preparedFor = undefined;
        set({ step: 'answer', error: flow });
        return preparePasskey();
      }
      if (status === 400 || status === 409) {
        // 400: wrong or expired proof; 409: no pending challenge (another tab answered it). Either way the quote says what stands now.
        const challenge = state.challenge;
        const expired = challenge !== undefined && Date.parse(challenge.expiresAt) <= now();
        if (expired) {
          set({ step: 'expired', error: { kind: 'expired', cause: caught } });
          return options.onExpired?.();
        }
        try {
          const latest = await api.getQuote(state.quote.id);
          if (challenge?.factor === 'PASSKEY') preparedFor = undefined;
          return adopt(latest, status === 400 ? { kind: 'wrong-code', cause: caught } : undefined);
        } catch (again) {
          return set({ step: 'failed', error: fail(again) });
        }
      }
      set({ step: flow.kind === 'network' ? 'answer' : 'failed', error: flow });
    }
  }

  const canAnswer = () => {
    const state = store.getState();
    return state.step === 'answer' && (state.retryAt === undefined || state.retryAt <= now());
  };

  return {
    store,
    attach() {
      if (attached) return;
      attached = true;
      const state = store.getState();
      if (state.step === 'authorized') adopt(state.quote);
      else preparePasskey();
    },
    dispose() {
      disposed = true;
      ceremony = undefined;
    },
    async submitCode(code) {
      if (!canAnswer() || store.getState().challenge?.factor !== 'SMS_OTP') return;
      set({ step: 'verifying', error: undefined });
      await answer(Promise.resolve({ code }));
    },
    usePasskey() {
      const ready = ceremony;
      if (!ready || !canAnswer()) return;
      if (ready.isExpired(now())) {
        set({ step: 'expired', error: { kind: 'expired', cause: undefined } });
        return options.onExpired?.();
      }
      // Nothing awaited before run(): the click's user activation reaches the WebAuthn prompt.
      const running = ready.run();
      ceremony = undefined;
      set({ step: 'passkey', passkeyReady: false, error: undefined });
      void answer(running);
    },
    async resend() {
      const state = store.getState();
      if (state.step !== 'answer' || state.challenge?.factor !== 'SMS_OTP' || (state.resendAt ?? 0) > now()) return;
      set({ resendAt: now() + cooldownMs, error: undefined });
      try {
        await api.resendScaCode(state.quote.id);
      } catch (error) {
        const flow = fail(error);
        set({ error: flow, ...(flow.kind === 'rate-limited' ? { resendAt: now() + (flow.seconds ?? 30) * 1000 } : {}) });
      }
    },
    async switchFactor(factor) {
      const state = store.getState();
      if (!api.switchFactor || state.step !== 'answer' || !state.challenge?.availableFactors.includes(factor) || state.challenge.factor === factor) return;
      set({ step: 'verifying', error: undefined });
      try {
        adopt(await api.switchFactor(state.quote, factor));
      } catch (error) {
        set({ step: 'answer', error: fail(error) });
      }
    },
    expire() {
      const state = store.getState();
      if (state.step !== 'answer' && state.step !== 'passkey') return;
      set({ step: 'expired', error: { kind: 'expired', cause: undefined }, passkeyReady: false });
      options.onExpired?.();
    },
  };
}
