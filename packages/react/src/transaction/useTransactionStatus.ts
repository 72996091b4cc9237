'use client';

import { useApi } from '../client/use-api.js';
import type { TransactionApi } from '../client/types.js';
import { useFlow } from '../flow/use-flow.js';
import { createTransactionWatch, type TransactionWatchOptions, type TransactionWatchState } from './transaction-store.js';

/** Options of {@link useTransactionStatus}, with the client's calls by default. */
export interface UseTransactionStatusOptions extends Omit<TransactionWatchOptions, 'api'> {
  /** The calls to use; the provider's client's `transactions` by default. */
  readonly api?: TransactionApi;
}

/** A transaction followed live, headless. @example const { transaction } = useTransactionStatus({ id }); */
export function useTransactionStatus(options: UseTransactionStatusOptions): TransactionWatchState {
  return useFlow(createTransactionWatch, options, useApi(options.api, (client) => client.transactions, '<TransactionStatus>'));
}
