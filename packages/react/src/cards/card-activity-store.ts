import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import type { CardActivityApi, CardTransaction } from './api.js';

/** `loading` the first page; `ready`. */
export type CardActivityStep = 'loading' | 'ready';

/** What `<CardActivity>` shows. */
export interface CardActivityState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: CardActivityStep;
  /** The rows read so far, newest first: purchases, refunds (their own rows), declines. */
  readonly rows: readonly CardTransaction[];
  /** More rows follow the last one shown. */
  readonly hasMore: boolean;
  /** A further page is being read. */
  readonly loadingMore: boolean;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** What the flow holds between pages: the list being read, and the one row read ahead to know whether more follow. */
export interface CardActivityHeld {
  /** The client's list, read as far as shown. */
  readonly rows: AsyncIterator<CardTransaction, void> | undefined;
  /** The row read past the page, so that `hasMore` is known. */
  readonly ahead: CardTransaction | undefined;
}

/** Options of {@link createCardActivity}. */
export interface CardActivityOptions {
  /** The calls the flow makes. */
  readonly api: CardActivityApi;
  /** The signed-in customer (the backend lists only their transactions). */
  readonly customerId: string;
  /** One card's transactions; every card of the customer's when absent. */
  readonly cardId?: string | undefined;
  /** Rows per page; default 10. */
  readonly pageSize?: number | undefined;
  /** Told of every failure, with the original error. */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** What {@link createCardActivity} returns. */
export interface CardActivityController extends FlowController<CardActivityState, CardActivityHeld> {
  /** Reads the list again from the newest row. */
  reload(): Promise<void>;
  /** Reads the next page. */
  more(): Promise<void>;
}

/** A card's transactions as a framework-free store, read a page at a time from the client's iterator. */
export function createCardActivity(options: CardActivityOptions): CardActivityController {
  const pageSize = options.pageSize ?? 10;
  const controller: CardActivityController = createFlow<CardActivityState, CardActivityHeld, Omit<CardActivityController, keyof FlowController<CardActivityState, CardActivityHeld>>>({
    initial: { step: 'loading', rows: [], hasMore: false, loadingMore: false, error: undefined },
    held: { rows: undefined, ahead: undefined },
    onError: options.onError,
    start(flow) {
      void controller.reload();
      // A card payment authorized, cleared or returned: read the list again (this card's, when it follows one).
      const stop = options.api.events?.subscribe(
        (event) => void (/^CARD_TRANSACTION\.|^resync$/.test(event.type) && (!options.cardId || event.data.cardId === undefined || event.data.cardId === options.cardId) && controller.reload()),
        { customerId: options.customerId },
      );
      if (stop) flow.signal.addEventListener('abort', stop);
    },
    release: (flow) => void flow.get().held.rows?.return?.(),
    actions: (flow) => {
      const { get, set, hold } = flow;
      /** Up to a page of rows from where the list stands, and whether another follows. */
      const page = async (rows: AsyncIterator<CardTransaction, void>, ahead: CardTransaction | undefined) => {
        const taken: CardTransaction[] = ahead ? [ahead] : [];
        let next: CardTransaction | undefined;
        while (next === undefined) {
          const step = await rows.next();
          if (step.done) break;
          if (taken.length < pageSize) taken.push(step.value);
          else next = step.value;
        }
        return { taken, next };
      };
      return {
        async reload() {
          void get().held.rows?.return?.();
          const rows = options.api.listCardTransactions({ customerId: options.customerId, ...(options.cardId ? { cardId: options.cardId } : {}), limit: Math.min(100, pageSize + 1) }, { signal: flow.signal });
          hold({ rows, ahead: undefined });
          try {
            const { taken, next } = await page(rows, undefined);
            if (get().held.rows !== rows) return;
            hold({ ahead: next });
            set({ step: 'ready', rows: taken, hasMore: next !== undefined, error: undefined });
          } catch (error) {
            set({ step: 'ready', error: flow.fail(error) });
          }
        },
        async more() {
          const { held, hasMore, loadingMore } = get();
          if (!hasMore || loadingMore || !held.rows) return;
          set({ loadingMore: true, error: undefined });
          try {
            const { taken, next } = await page(held.rows, held.ahead);
            hold({ ahead: next });
            set({ rows: [...get().rows, ...taken], hasMore: next !== undefined, loadingMore: false });
          } catch (error) {
            set({ loadingMore: false, error: flow.fail(error) });
          }
        },
      };
    },
  });
  return controller;
}
