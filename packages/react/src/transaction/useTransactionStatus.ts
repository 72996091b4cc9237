'use client';

import { useApi } from '../client/use-api.js';
import type { Transaction, TransactionApi } from '../client/types.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { createTransactionWatch, type TransactionWatchOptions, type TransactionWatchState } from './transaction-store.js';

/** Options of {@link useTransactionStatus}, with the client's calls by default. */
export interface UseTransactionStatusOptions extends Omit<TransactionWatchOptions, 'api'> {
  /** The calls to use; the provider's client's `transactions` by default. */
  readonly api?: TransactionApi;
}

/** A transaction followed live, headless. @example const { transaction } = useTransactionStatus({ id }); */
export function useTransactionStatus(options: UseTransactionStatusOptions): TransactionWatchState {
  const api = useApi(options.api, (client) => client.transactions, '<TransactionStatus>');
  const latest = useLatest(options);
  const controller = useFlowController(() =>
    createTransactionWatch({
      ...options,
      api,
      onChange: (transaction: Transaction) => latest.current.onChange?.(transaction),
      onError: (error: unknown) => latest.current.onError?.(error),
    }),
  );
  return useFlowState(controller.store);
}
