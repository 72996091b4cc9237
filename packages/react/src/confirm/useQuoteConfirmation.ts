'use client';

import { quoteApi, type Quote, type QuoteApi, type Transaction } from '../client/types.js';
import { useApi } from '../client/use-api.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { createQuoteConfirmation, type ConfirmationController, type ConfirmationOptions, type ConfirmationState } from './confirmation-store.js';

/** Options of {@link useQuoteConfirmation}: those of `createQuoteConfirmation`, with the client's calls by default. */
export interface UseQuoteConfirmationOptions extends Omit<ConfirmationOptions, 'api'> {
  /** The calls to use; the provider's client by default. */
  readonly api?: QuoteApi;
}

/** What {@link useQuoteConfirmation} returns: the state, the actions, and the calls in use (for a nested SCA step). */
export type UseQuoteConfirmation = ConfirmationState &
  Omit<ConfirmationController, 'store' | 'attach' | 'dispose'> & {
    /** The calls the flow uses: the provider's client's, or `options.api`. */
    readonly api: QuoteApi;
  };

/**
 * Quote confirmation, headless. Options are read when the component mounts; callbacks are always the latest.
 *
 * @example
 * const flow = useQuoteConfirmation({ request, onCompleted: (quote) => toast('Sent') });
 * flow.step === 'review' && <button onClick={flow.confirm}>Confirm</button>
 */
export function useQuoteConfirmation(options: UseQuoteConfirmationOptions): UseQuoteConfirmation {
  const api = useApi(options.api, quoteApi, '<QuoteConfirmation>');
  const latest = useLatest(options);
  const controller = useFlowController(() =>
    createQuoteConfirmation({
      ...options,
      api,
      onCompleted: (quote: Quote, transaction: Transaction | undefined) => latest.current.onCompleted?.(quote, transaction),
      onFailed: (quote: Quote, transaction: Transaction | undefined) => latest.current.onFailed?.(quote, transaction),
      onCancelled: (quote: Quote) => latest.current.onCancelled?.(quote),
      onError: (error: unknown) => latest.current.onError?.(error),
    }),
  );
  const state = useFlowState(controller.store);
  const { confirm, requote, authorized, retry, chooseFactor, approveWith, cancel, restart } = controller;
  return { ...state, api, confirm, requote, authorized, retry, chooseFactor, approveWith, cancel, restart };
}
