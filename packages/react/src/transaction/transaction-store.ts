import type { Transaction, TransactionApi } from '../client/types.js';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

/** What the transaction widget shows: the transaction as last seen, and its history. */
export interface TransactionWatchState {
  /** The transaction as last seen; `undefined` before the first answer. */
  readonly transaction: Transaction | undefined;
  /** Every status seen, in order: COMPLETED then FAILED is a payment that came back. */
  readonly history: readonly Transaction['status'][];
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
  /** The watch ended (the client stopped following a settled transaction, or an error). */
  readonly done: boolean;
}

/** Options of the transaction watch behind {@link useTransactionStatus}. */
export interface TransactionWatchOptions {
  /** The client calls the watch makes (a slice of the client, or a fake in tests). */
  readonly api: TransactionApi;
  /** The `Transaction:…` id to follow. */
  readonly id: string;
  /** How often to poll, and how long to keep following (the client's `watchTransaction` options). */
  readonly watch?: {
    /** First wait between polls; doubled after each poll that saw no change. Default 1 s. */
    readonly initialIntervalMs?: number;
    /** The longest wait between polls. Default 30 s. */
    readonly maxIntervalMs?: number;
    /** How long to keep following a settled transaction, since a bank return can still fail it. Default 10 minutes. */
    readonly followTerminalMs?: number;
  };
  /** Told of each change, in order. */
  readonly onChange?: (transaction: Transaction) => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
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
