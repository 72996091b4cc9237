import { createFlow, type FlowController } from '../flow/create-flow.js';
import { errorCode, type FlowError } from '../flow/errors.js';
import type { Card, CardApi } from './api.js';

/** `loading` the card; `ready` its face; `revealing` while the reveal (and its step-up) runs; `shown` while the details show. */
export type CardStep = 'loading' | 'ready' | 'revealing' | 'shown';

/** What `<Card>` shows. The reveal URL is never here: it is a bearer secret, handed to the component alone. */
export interface CardDetailsState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: CardStep;
  /** The card, once loaded (or as the caller passed it). */
  readonly card: Card | undefined;
  /** While shown: when the details hide again (epoch ms). */
  readonly hideAt: number | undefined;
  /** The details were shown and are hidden again. */
  readonly hiddenAgain: boolean;
  /** The service asked for a step-up that no `stepUp` was given to run. */
  readonly stepUpNeeded: boolean;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** What the flow holds: the timer that hides the details. */
export interface CardHeld {
  /** Set while the details show. */
  readonly timer: ReturnType<typeof setTimeout> | undefined;
}

/** Options of {@link createCardFlow}. */
export interface CardFlowOptions {
  /** The calls the flow makes. */
  readonly api: CardApi;
  /** The card's id (`Card:…`). */
  readonly cardId: string;
  /** The card as the caller has it (controlled): nothing is fetched then. */
  readonly card?: Card | undefined;
  /** How long the details stay on screen, at most (the reveal URL's own expiry may end it sooner). Default 60 s. */
  readonly revealMs?: number | undefined;
  /** Runs the step-up the service asks for before a reveal (an SCA login, for a cardholder in an SCA region). */
  readonly stepUp?: (() => Promise<void>) | undefined;
  /** Told of every failure, with the original error. */
  readonly onError?: ((error: unknown) => void) | undefined;
  /** The clock the hide time is read against; `Date.now` by default. */
  readonly now?: (() => number) | undefined;
}

/** What {@link createCardFlow} returns. */
export interface CardController extends FlowController<CardDetailsState, CardHeld> {
  /** Fetches the card again (uncontrolled only). */
  reload(): Promise<void>;
  /** The caller's newer copy of the card (controlled); a card that can no longer show its details hides them. */
  setCard(card: Card): void;
  /**
   * Reveals the details: resolves with the processor's single-use URL for the component to load at
   * once, or undefined when nothing is to show. The URL is never kept in the store.
   */
  reveal(): Promise<string | undefined>;
  /** Hides the details now. */
  hide(): void;
}

/** How long the details stay on screen by default, at most: a minute. */
export const DEFAULT_REVEAL_MS = 60_000;

/** Whether a card in this state has details worth revealing: issued and not closed. */
export const canReveal = (card: Card | undefined): boolean => card?.state === 'ACTIVE' || card?.state === 'FROZEN';

/**
 * A card's face and the reveal of its details as a framework-free store: the details show after the
 * step-up, for at most `revealMs` (and never past the URL's expiry), then hide on their own.
 */
export function createCardFlow(options: CardFlowOptions): CardController {
  const revealMs = options.revealMs ?? DEFAULT_REVEAL_MS;
  const stopTimer = (held: CardHeld) => {
    if (held.timer !== undefined) clearTimeout(held.timer);
  };
  const controller: CardController = createFlow<CardDetailsState, CardHeld, Omit<CardController, keyof FlowController<CardDetailsState, CardHeld>>>({
    initial: { step: options.card ? 'ready' : 'loading', card: options.card, hideAt: undefined, hiddenAgain: false, stepUpNeeded: false, error: undefined },
    held: { timer: undefined },
    onError: options.onError,
    now: options.now,
    start() {
      if (!options.card) void controller.reload();
    },
    release: (flow) => stopTimer(flow.get().held),
    actions: (flow) => {
      const { get, set, hold } = flow;
      const hide = (again: boolean) => {
        stopTimer(get().held);
        hold({ timer: undefined });
        set({ step: 'ready', hideAt: undefined, hiddenAgain: again });
      };
      return {
        async reload() {
          try {
            set({ card: await options.api.getCard(options.cardId, { signal: flow.signal }), step: get().step === 'loading' ? 'ready' : get().step, error: undefined });
          } catch (error) {
            set({ step: get().step === 'loading' ? 'ready' : get().step, error: flow.fail(error) });
          }
        },
        setCard(card) {
          set({ card });
          if (get().step === 'shown' && !canReveal(card)) hide(true);
        },
        async reveal() {
          const { step, card } = get();
          if (step !== 'ready' || !canReveal(card)) return undefined;
          set({ step: 'revealing', error: undefined, stepUpNeeded: false, hiddenAgain: false });
          try {
            const { panEmbedUrl, expiresAt } = await options.api.revealCard(options.cardId, { signal: flow.signal, ...(options.stepUp ? { stepUp: options.stepUp } : {}) });
            if (flow.isDisposed()) return undefined;
            const hideAt = Math.min(flow.now() + revealMs, Date.parse(expiresAt));
            hold({ timer: setTimeout(() => hide(true), Math.max(0, hideAt - flow.now())) });
            set({ step: 'shown', hideAt });
            return panEmbedUrl;
          } catch (error) {
            // Without a step-up to run, the service's request for one is said in the card's own words.
            const failure = flow.fail(error);
            if (errorCode(error) === 'SCA_SESSION_REQUIRED' && !options.stepUp) set({ step: 'ready', stepUpNeeded: true });
            else set({ step: 'ready', error: failure });
            return undefined;
          }
        },
        hide() {
          if (get().step === 'shown') hide(true);
        },
      };
    },
  });
  return controller;
}

/** @deprecated Renamed {@link CardDetailsState} (the client's `CardState` is the card's lifecycle status); this alias goes in 1.0. */
export type CardState = CardDetailsState;
