import type { Transaction, TransactionApi } from '../client/types.js';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

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

export type TransactionWatchController = FlowController<TransactionWatchState, Record<string, never>>;

/** Follows one transaction through the client's watchTransaction, status changes after a terminal one included. */
export function createTransactionWatch(options: TransactionWatchOptions): TransactionWatchController {
  return createFlow<TransactionWatchState, Record<string, never>, object>({
    initial: { transaction: undefined, history: [], error: undefined, done: false },
    held: {},
    onError: options.onError,
    start(flow) {
      void (async () => {
        try {
          for await (const transaction of options.api.watchTransaction(options.id, { ...options.watch, signal: flow.signal })) {
            if (flow.isDisposed()) return;
            const { history } = flow.get();
            flow.set({ transaction, history: history.at(-1) === transaction.status ? history : [...history, transaction.status] });
            options.onChange?.(transaction);
          }
        } catch (error) {
          if (flow.isDisposed()) return;
          flow.set({ error: flow.fail(error) });
        }
        flow.set({ done: true });
      })();
    },
    actions: () => ({}),
  });
}
