import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import type { Card, CardControlsApi } from './api.js';

/** `loading` the card; `ready`; `confirming` a close; `busy` while a change is sent. */
export type CardControlsStep = 'loading' | 'ready' | 'confirming' | 'busy';

/** What `<CardControls>` shows. */
export interface CardControlsState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: CardControlsStep;
  /** The card, once loaded (or as the caller passed it). */
  readonly card: Card | undefined;
  /** The state the last change made, to announce it. */
  readonly changed: 'FROZEN' | 'ACTIVE' | 'CLOSED' | undefined;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** Options of {@link createCardControls}. */
export interface CardControlsOptions {
  /** The calls the flow makes. */
  readonly api: CardControlsApi;
  /** The card's id (`Card:…`). */
  readonly cardId: string;
  /** The card as the caller has it (controlled): nothing is fetched then. */
  readonly card?: Card | undefined;
  /** Told of the card after every change (to update a `<Card>` showing the same card). */
  readonly onChange?: ((card: Card) => void) | undefined;
  /** Told of every failure, with the original error. */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** What {@link createCardControls} returns. */
export interface CardControlsController extends FlowController<CardControlsState, Record<string, never>> {
  /** Fetches the card again. */
  reload(): Promise<void>;
  /** The caller's newer copy of the card (controlled). */
  setCard(card: Card): void;
  /** Freezes an ACTIVE card. */
  freeze(): Promise<void>;
  /** Unfreezes a FROZEN card. */
  unfreeze(): Promise<void>;
  /** Asks to confirm the close; nothing is sent yet. */
  askToClose(): void;
  /** Backs out of the close. */
  keep(): void;
  /** Closes the card for good (after `askToClose`). */
  close(): Promise<void>;
}

/** Freeze, unfreeze and close (with confirmation) as a framework-free store; one change at a time. */
export function createCardControls(options: CardControlsOptions): CardControlsController {
  const controller: CardControlsController = createFlow<CardControlsState, Record<string, never>, Omit<CardControlsController, keyof FlowController<CardControlsState, Record<string, never>>>>({
    initial: { step: options.card ? 'ready' : 'loading', card: options.card, changed: undefined, error: undefined },
    held: {},
    onError: options.onError,
    start() {
      if (!options.card) void controller.reload();
    },
    actions: (flow) => {
      const { get, set } = flow;
      const change = async (from: Card['state'][], to: 'FROZEN' | 'ACTIVE' | 'CLOSED', send: () => Promise<Card>) => {
        const { step, card } = get();
        if ((step !== 'ready' && step !== 'confirming') || !card || !from.includes(card.state)) return;
        set({ step: 'busy', error: undefined, changed: undefined });
        try {
          const updated = await send();
          set({ step: 'ready', card: updated, changed: to });
          options.onChange?.(updated);
        } catch (error) {
          set({ step: 'ready', error: flow.fail(error) });
        }
      };
      return {
        async reload() {
          try {
            set({ card: await options.api.getCard(options.cardId, { signal: flow.signal }), step: 'ready', error: undefined });
          } catch (error) {
            set({ step: 'ready', error: flow.fail(error) });
          }
        },
        setCard: (card) => set({ card }),
        freeze: () => change(['ACTIVE'], 'FROZEN', () => options.api.freezeCard(options.cardId)),
        unfreeze: () => change(['FROZEN'], 'ACTIVE', () => options.api.unfreezeCard(options.cardId)),
        askToClose() {
          const { step, card } = get();
          if (step === 'ready' && (card?.state === 'ACTIVE' || card?.state === 'FROZEN')) set({ step: 'confirming', error: undefined, changed: undefined });
        },
        keep() {
          if (get().step === 'confirming') set({ step: 'ready' });
        },
        async close() {
          if (get().step !== 'confirming') return;
          await change(['ACTIVE', 'FROZEN'], 'CLOSED', () => options.api.closeCard(options.cardId));
        },
      };
    },
  });
  return controller;
}
