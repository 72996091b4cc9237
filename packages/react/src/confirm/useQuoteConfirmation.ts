'use client';

import { quoteApi, type QuoteApi } from '../client/types.js';
import { useApi } from '../client/use-api.js';
import { useFlowBinding } from '../flow/use-flow.js';
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
    /** Whether the host listens for a cancel (`onCancelled`): only then does the review offer Cancel, so it never leads nowhere. */
    readonly canCancel: boolean;
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
  const [flow, wired] = useFlowBinding(createQuoteConfirmation, options, api);
  // The flow calls only the callbacks given at mount: Cancel shows while onCancelled is given now and was then.
  return { ...flow, api, canCancel: wired.has('onCancelled') && options.onCancelled !== undefined };
}
