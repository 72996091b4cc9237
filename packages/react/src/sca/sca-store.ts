import type { Quote, QuoteScaChallenge, ScaApi, ScaFactor } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import { errorStatus, type FlowError } from '../flow/errors.js';
import { webauthnAvailable } from '../internal/passkeys-available.js';
import { forgetPasskeys, rememberPasskey } from './device-passkeys.js';
import { loadPasskey } from './load-passkey.js';

/**
 * `answer`: waiting for a code or a passkey; `verifying`; `passkey`: the ceremony is open;
 * `authorized`: the quote left PENDING_AUTHORIZATION; `locked` (423); `expired`: the challenge ran out
 * (the quote must be made again); `cancelled`: the person stopped (the quote is left to lapse);
 * `failed`: anything else that ends the flow.
 */
export type ScaStep = 'answer' | 'verifying' | 'passkey' | 'authorized' | 'locked' | 'expired' | 'cancelled' | 'failed';

/** What the SCA step shows: the current challenge, its round, and what went wrong. */
export interface ScaState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: ScaStep;
  /** The quote as the service last answered it. */
  readonly quote: Quote;
  /** The challenge to answer now; `undefined` once the quote has left `PENDING_AUTHORIZATION`. */
  readonly challenge: QuoteScaChallenge | undefined;
  /** 1 for the first challenge, 2 for the next...: counted as challenges arrive, never known in advance. */
  readonly round: number;
  /** When the current challenge arrived (epoch ms): the service states no issue time, so its countdown's bar starts here. */
  readonly arrivedAt: number;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
  /** After a 429: no answer is sent before this (epoch ms); the proof waiting is sent again then (`retry`). */
  readonly retryAt: number | undefined;
  /** When the SMS code can be sent again (epoch ms). */
  readonly resendAt: number | undefined;
  /** A passkey ceremony is prepared for the current challenge. */
  readonly passkeyReady: boolean;
  /** The last proof got no answer (or a 429): `retry()` sends it again. */
  readonly retryable: boolean;
}

/** Options of {@link createScaChallenge}. */
export interface ScaOptions {
  /** The client calls the flow makes (a slice of the client, or a fake in tests). */
  readonly api: ScaApi;
  /** The quote as execute answered it: PENDING_AUTHORIZATION with its first challenge. */
  readonly quote: Quote;
  /** The quote once it has left PENDING_AUTHORIZATION (PROCESSING, or PENDING for realtime funding). */
  readonly onAuthorized?: (quote: Quote) => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The challenge expired before it was answered: the quote must be made again. */
  readonly onExpired?: () => void;
  /**
   * The person cancelled: nothing was sent, and the quote is left to lapse; take them on from there (back to
   * the amount, say). Given, every step offers Cancel; without it none does, so Cancel never leads nowhere.
   */
  readonly onCancel?: () => void;
  /** Seconds between SMS re-sends; 30 by default (the service's). */
  readonly resendCooldownSeconds?: number;
  /** The clock deadlines are read against; `Date.now` by default (a seam for tests and stories). */
  readonly now?: () => number;
  /** The origin passkey assertions are made on; the page's own by default. */
  readonly origin?: string;
}

type Proof = { code: string } | { passkeyAssertion: object; origin: string };
type Ceremony = { run(): Promise<{ passkeyAssertion: object; origin: string }>; isExpired(now?: number): boolean };

/** What the SCA flow holds between steps, in its store. */
export interface ScaHeld {
  /** The passkey ceremony prepared for the current challenge, and which challenge it was prepared for. */
  readonly ceremony: Ceremony | undefined;
  readonly preparedFor: string | undefined;
  /** onAuthorized was called (it is called once). */
  readonly notified: boolean;
  /** The proof last sent, kept until it is answered: what `retry()` sends again. */
  readonly proof: Proof | undefined;
}

/** What {@link createScaChallenge} returns: the store, the lifecycle and the actions. */
export interface ScaController extends FlowController<ScaState, ScaHeld> {
  /** Answers an SMS challenge; ignored while an answer is in flight (no double submission). */
  submitCode(code: string): Promise<void>;
  /** Runs the prepared passkey ceremony: call it first thing in the click handler. */
  usePasskey(): void;
  /** Sends the SMS code again once the cooldown allows. */
  resend(): Promise<void>;
  /** Asks for the current challenge to be answered with another of its `availableFactors`, where the api can. */
  switchFactor(factor: ScaFactor): Promise<void>;
  /** Sends the last proof again: after no answer came, or once a 429's wait is over. */
  retry(): Promise<void>;
  /** Stops here (an open passkey prompt is closed): nothing is sent, the quote lapses. Not while a proof is being checked. */
  cancel(): void;
  /** The lock's time is up: answer again if the challenge still stands, else it has expired. */
  unlock(): void;
  /** The challenge's deadline passed (the countdown calls it). */
  expire(): void;
}

type Tools = FlowTools<ScaState, ScaHeld>;

/** Closes the browser's passkey prompt (the ceremony's code is already loaded when one is open). */
const closePrompt = () => void loadPasskey().then(({ cancelPasskeyCeremony }) => cancelPasskeyCeremony());

const credentialIds = (challenge: QuoteScaChallenge | undefined): string[] =>
  ((challenge?.passkeyAssertionOptions as { allowCredentials?: { id?: unknown }[] } | null | undefined)?.allowCredentials ?? []).flatMap((credential) =>
    typeof credential.id === 'string' ? [credential.id] : [],
  );

/**
 * The SCA loop as a framework-free store (reference: SCA): while the quote stays PENDING_AUTHORIZATION,
 * show its current challenge and send the answer. A new challenge id is the next step; a refused
 * answer is asked again; 423 locks (until `lockedUntil`, or suspended); 429 waits for its Retry-After
 * and sends the same proof again; no answer offers to send it again; 409 re-reads the quote.
 */
export function createScaChallenge(options: ScaOptions): ScaController {
  const { api } = options;
  const now = options.now ?? Date.now;
  const cooldownMs = (options.resendCooldownSeconds ?? 30) * 1000;
  const first = options.quote;

  function preparePasskey(flow: Tools) {
    const { challenge, held } = flow.get();
    if (!challenge || challenge.factor !== 'PASSKEY' || held.preparedFor === challenge.id || flow.isDisposed()) return;
    // Without WebAuthn the ceremony can only fail: its code is not even fetched (the view offers another factor).
    if (!webauthnAvailable()) return;
    flow.hold({ preparedFor: challenge.id });
    flow.set({ passkeyReady: false });
    // Loaded on demand: a page that never meets a passkey challenge never downloads the ceremony code.
    // One catch for both the download and the preparation: a challenge without assertion options
    // throws while preparing, and that must reach the user, not the console.
    loadPasskey()
      .then(({ prepareScaPasskeyAssertion }) => {
        if (flow.get().challenge?.id !== challenge.id) return;
        flow.hold({ ceremony: prepareScaPasskeyAssertion(challenge, { now, ...(options.origin ? { origin: options.origin } : {}) }) });
        flow.set({ passkeyReady: true });
      })
      .catch((error: unknown) => flow.set({ error: flow.fail(error) }));
  }

  /** Takes the quote the service answered with: the next challenge, the same one again, or done. */
  function adopt(flow: Tools, quote: Quote, error?: FlowError) {
    if (flow.isDisposed()) return;
    const state = flow.get();
    flow.hold({ proof: undefined });
    if (quote.status !== 'PENDING_AUTHORIZATION' || !quote.scaChallenge) {
      flow.set({ step: 'authorized', quote, challenge: undefined, error: undefined, passkeyReady: false, retryable: false });
      if (!state.held.notified) {
        flow.hold({ notified: true });
        options.onAuthorized?.(quote);
      }
      return;
    }
    const challenge = quote.scaChallenge;
    const isNew = challenge.id !== state.challenge?.id;
    flow.set({
      step: 'answer',
      quote,
      challenge,
      round: isNew ? state.round + 1 : state.round,
      error,
      retryable: false,
      ...(isNew ? { arrivedAt: now(), resendAt: challenge.factor === 'SMS_OTP' ? now() + cooldownMs : undefined, retryAt: undefined } : {}),
    });
    if (isNew) flow.hold({ ceremony: undefined });
    preparePasskey(flow);
  }

  function expired(flow: Tools, cause: unknown) {
    flow.set({ step: 'expired', error: { kind: 'expired', cause }, passkeyReady: false, retryable: false });
    options.onExpired?.();
  }

  /** The passkey prompt failed or was closed: this device may not hold the passkey; the person chooses again. */
  function passkeyFailed(flow: Tools, caught: unknown) {
    if (flow.get().step !== 'passkey') return; // cancelled, or another factor chosen, meanwhile
    const failed = flow.fail(caught);
    if (failed.kind === 'expired') return expired(flow, caught);
    forgetPasskeys(credentialIds(flow.get().challenge));
    flow.hold({ preparedFor: undefined });
    flow.set({ step: 'answer', error: failed.kind === 'passkey-unavailable' ? failed : { kind: 'passkey-cancelled', cause: caught } });
    preparePasskey(flow);
  }

  /** A proof the service did not accept: says why, and what the person can do now. */
  async function refused(flow: Tools, caught: unknown, proof: Proof) {
    const status = errorStatus(caught);
    const failed = flow.fail(caught);
    if (failed.kind === 'locked') return flow.set({ step: 'locked', error: failed, retryable: false });
    if (failed.kind === 'rate-limited') return flow.set({ step: 'answer', error: failed, retryAt: flow.retryAt(failed), retryable: true });
    if (failed.kind === 'network') return flow.set({ step: 'answer', error: failed, retryable: true });
    if (status !== 400 && status !== 409) return flow.set({ step: 'failed', error: failed, retryable: false });
    // 400: wrong or expired proof; 409: no pending challenge (another tab answered it). Either way the quote says what stands now.
    const challenge = flow.get().challenge;
    if (challenge !== undefined && Date.parse(challenge.expiresAt) <= now()) return expired(flow, caught);
    try {
      const latest = await api.getQuote(flow.get().quote.id);
      if (challenge?.factor === 'PASSKEY') flow.hold({ preparedFor: undefined });
      const wrong: FlowError = 'code' in proof ? { kind: 'wrong-code', cause: caught } : { kind: 'passkey-unavailable', cause: caught };
      adopt(flow, latest, status === 400 ? wrong : undefined);
    } catch (again) {
      flow.set({ step: 'failed', error: flow.fail(again), retryable: false });
    }
  }

  async function send(flow: Tools, proof: Proof) {
    flow.hold({ proof });
    flow.set({ step: 'verifying', error: undefined, retryable: false, retryAt: undefined });
    try {
      const next = await api.authorizeQuote(flow.get().quote.id, proof);
      if ('passkeyAssertion' in proof) rememberPasskey(proof.passkeyAssertion);
      adopt(flow, next);
    } catch (caught) {
      if (!flow.isDisposed()) await refused(flow, caught, proof);
    }
  }

  return createFlow<ScaState, ScaHeld, Omit<ScaController, keyof FlowController<ScaState, ScaHeld>>>({
    initial: {
      step: first.status === 'PENDING_AUTHORIZATION' && first.scaChallenge ? 'answer' : 'authorized',
      quote: first,
      challenge: first.scaChallenge,
      round: first.scaChallenge ? 1 : 0,
      arrivedAt: now(),
      error: undefined,
      retryAt: undefined,
      resendAt: first.scaChallenge?.factor === 'SMS_OTP' ? now() + cooldownMs : undefined,
      passkeyReady: false,
      retryable: false,
    },
    held: { ceremony: undefined, preparedFor: undefined, notified: false, proof: undefined },
    onError: options.onError,
    now,
    start(flow) {
      const state = flow.get();
      if (state.step === 'authorized') adopt(flow, state.quote);
      else preparePasskey(flow);
    },
    release(flow) {
      // A prompt still open when the step goes (another factor chosen, the widget closed) is closed with it.
      if (flow.get().step === 'passkey') closePrompt();
      flow.hold({ ceremony: undefined, proof: undefined });
    },
    actions: (flow) => {
      const { get, set } = flow;
      const canAnswer = () => {
        const state = get();
        return state.step === 'answer' && (state.retryAt === undefined || state.retryAt <= now());
      };
      return {
        async submitCode(code) {
          if (!canAnswer() || get().challenge?.factor !== 'SMS_OTP') return;
          await send(flow, { code });
        },
        usePasskey() {
          const ready = get().held.ceremony;
          if (!ready || !canAnswer()) return;
          if (ready.isExpired(now())) return expired(flow, undefined);
          // Nothing awaited before run(): the click's user activation reaches the WebAuthn prompt.
          const running = ready.run();
          flow.hold({ ceremony: undefined });
          set({ step: 'passkey', passkeyReady: false, error: undefined, retryable: false });
          running.then(
            (proof) => (get().step === 'passkey' ? send(flow, proof) : undefined),
            (caught: unknown) => passkeyFailed(flow, caught),
          );
        },
        async resend() {
          const state = get();
          if (state.step !== 'answer' || state.challenge?.factor !== 'SMS_OTP' || (state.resendAt ?? 0) > now()) return;
          set({ resendAt: now() + cooldownMs, error: undefined });
          try {
            await api.resendScaCode(state.quote.id);
          } catch (error) {
            const failed = flow.fail(error);
            set({ error: failed, ...(failed.kind === 'rate-limited' ? { resendAt: flow.retryAt(failed) } : {}) });
          }
        },
        async switchFactor(factor) {
          const state = get();
          if (!api.switchFactor || state.step !== 'answer' || !state.challenge?.availableFactors.includes(factor) || state.challenge.factor === factor) return;
          set({ step: 'verifying', error: undefined });
          try {
            adopt(flow, await api.switchFactor(state.quote, factor));
          } catch (error) {
            set({ step: 'answer', error: flow.fail(error) });
          }
        },
        async retry() {
          const { held } = get();
          if (!get().retryable || !held.proof || !canAnswer()) return;
          await send(flow, held.proof);
        },
        cancel() {
          const { step } = get();
          // A proof being checked may release the money: its answer decides, not the button.
          if (step === 'verifying' || step === 'authorized' || step === 'cancelled') return;
          if (step === 'passkey') closePrompt();
          flow.hold({ ceremony: undefined, proof: undefined });
          set({ step: 'cancelled', error: undefined, passkeyReady: false, retryable: false });
          options.onCancel?.();
        },
        unlock() {
          const { step, challenge } = get();
          if (step !== 'locked') return;
          if (!challenge || Date.parse(challenge.expiresAt) <= now()) return expired(flow, undefined);
          set({ step: 'answer', error: undefined });
        },
        expire() {
          const state = get();
          if (state.step !== 'answer' && state.step !== 'passkey') return;
          expired(flow, undefined);
        },
      };
    },
  });
}
