import type { Transaction, TransactionApi } from '../client/types.js';
import { classify, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';

export interface TransactionWatchState {
  readonly transaction: Transaction | undefined;
  /** Every status seen, in order: COMPLETED then FAILED is a payment that came back. */
  readonly history: readonly Transaction['status'][];
  readonly error: FlowError | undefined;
  /** The watch ended (the client stopped following a settled transaction, or an error). */
  readonly done: boolean;
}

export interface TransactionWatchOptions {
  readonly api: TransactionApi;
  readonly id: string;
  readonly watch?: { readonly initialIntervalMs?: number; readonly maxIntervalMs?: number; readonly followTerminalMs?: number };
  readonly onChange?: (transaction: Transaction) => void;
  readonly onError?: (error: unknown) => void;
}

export interface TransactionWatchController {
  readonly store: StoreApi<TransactionWatchState>;
  attach(): void;
  dispose(): void;
}

/** Follows one transaction through the client's watchTransaction, status changes after a terminal one included. */
export function createTransactionWatch(options: TransactionWatchOptions): TransactionWatchController {
  const store = createStore<TransactionWatchState>(() => ({ transaction: undefined, history: [], error: undefined, done: false }));
  let abort: AbortController | undefined;
  return {
    store,
    attach() {
      if (abort) return;
      const controller = (abort = new AbortController());
      void (async () => {
        try {
          for await (const transaction of options.api.watchTransaction(options.id, { ...options.watch, signal: controller.signal })) {
            if (controller.signal.aborted) return;
            const { history } = store.getState();
            store.setState({ transaction, history: history.at(-1) === transaction.status ? history : [...history, transaction.status] });
            options.onChange?.(transaction);
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          options.onError?.(error);
          store.setState({ error: classify(error) });
        }
        if (!controller.signal.aborted) store.setState({ done: true });
      })();
    },
    dispose() {
      abort?.abort();
    },
  };
}
