import type { Quote, QuoteApi, QuoteRequest, ScaFactor, Transaction } from '../client/types.js';
import { classify, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';
import { WidgetError } from '../errors.js';

/**
 * `loading`: making the quote; `review`: terms shown, Confirm offered; `requoting`: the terms ran out
 * and fresh ones are being fetched; `executing`; `authorizing`: SCA; `processing`: sent, following the
 * transaction; `completed`; `failed`; `error`: no quote could be made.
 */
export type ConfirmationStep = 'loading' | 'review' | 'requoting' | 'executing' | 'authorizing' | 'processing' | 'completed' | 'failed' | 'error';

export interface ConfirmationState {
  readonly step: ConfirmationStep;
  /** The terms on screen: the only ones Confirm ever executes. */
  readonly quote: Quote | undefined;
  /** After a re-quote: the terms the person saw before, and why they changed. */
  readonly change: { readonly previous: Quote; readonly reason: 'expired' | 'unavailable' } | undefined;
  /** The quote while SCA is asked for (PENDING_AUTHORIZATION). */
  readonly pending: Quote | undefined;
  readonly transaction: Transaction | undefined;
  readonly error: FlowError | undefined;
}

export interface ConfirmationOptions {
  readonly api: QuoteApi;
  /** What to quote; also what a re-quote asks for again. */
  readonly request?: QuoteRequest;
  /** A quote already made; re-quotes ask for the same source, destination and sending amount unless `request` is given. */
  readonly quote?: Quote;
  /** The SCA factor to ask for on execute (SMS_OTP by default at the service). */
  readonly scaFactor?: ScaFactor;
  /** Confirm is refused this many seconds before expiry, so the execute cannot arrive after it; 5 by default. */
  readonly lockSeconds?: number;
  readonly onCompleted?: (quote: Quote, transaction: Transaction | undefined) => void;
  readonly onFailed?: (quote: Quote, transaction: Transaction | undefined) => void;
  readonly onError?: (error: unknown) => void;
  readonly now?: () => number;
  /** How to follow the transaction (poll intervals); the client's defaults otherwise. */
  readonly watch?: { readonly initialIntervalMs?: number; readonly maxIntervalMs?: number; readonly followTerminalMs?: number };
}

export interface ConfirmationController {
  readonly store: StoreApi<ConfirmationState>;
  attach(): void;
  dispose(): void;
  /** Executes the quote on screen; ignored unless it is in review and outside the last seconds (no double execution). */
  confirm(): Promise<void>;
  /** The terms ran out (the countdown calls it), or an SCA challenge did: fetch fresh ones and ask again. */
  requote(reason: 'expired' | 'unavailable'): Promise<void>;
  /** SCA is done: the quote left PENDING_AUTHORIZATION. */
  authorized(quote: Quote): void;
  /** After `error`: try making the quote again. */
  retry(): Promise<void>;
}

const FAILED_STATUSES = new Set(['FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED']);

function requestOf(quote: Quote): QuoteRequest {
  const destination =
    quote.destination.destinationType === 'ACCOUNT'
      ? { destinationType: 'ACCOUNT' as const, accountId: quote.destination.accountId, ...(quote.destination.paymentRail ? { paymentRail: quote.destination.paymentRail } : {}) }
      : quote.destination;
  return { source: quote.source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: quote.totalSendingAmount };
}

function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Quote confirmation as a framework-free store: Confirm -> execute -> SCA when asked -> processing ->
 * completed or failed. On expiry or QUOTE_RATE_UNAVAILABLE it fetches fresh terms and shows what changed;
 * only a quote that was on screen is ever executed, and each quote at most once.
 */
export function createQuoteConfirmation(options: ConfirmationOptions): ConfirmationController {
  const { api } = options;
  const now = options.now ?? Date.now;
  const lockMs = (options.lockSeconds ?? 5) * 1000;
  if (!options.request && !options.quote) throw new WidgetError('INVALID_PROP', 'QuoteConfirmation: give a `request` to quote, or a `quote`');
  const request = options.request ?? requestOf(options.quote!);
  const store = createStore<ConfirmationState>(() => ({
    step: options.quote ? 'review' : 'loading',
    quote: options.quote,
    change: undefined,
    pending: undefined,
    transaction: undefined,
    error: undefined,
  }));
  const set = (partial: Partial<ConfirmationState>) => store.setState(partial);
  const executed = new Set<string>();
  const keys = new Map<string, string>();
  let attached = false;
  let disposed = false;
  let watching: AbortController | undefined;
  let finished = false;

  function fail(error: unknown): FlowError {
    options.onError?.(error);
    return classify(error, now());
  }

  async function create(): Promise<Quote | undefined> {
    try {
      return await api.createQuote(request);
    } catch (error) {
      if (!disposed) set({ step: 'error', error: fail(error) });
      return undefined;
    }
  }

  function finish(quote: Quote, transaction: Transaction | undefined, ok: boolean) {
    set({ step: ok ? 'completed' : 'failed', transaction });
    // A completed payment can still fail later (a bank return): that is reported too, once.
    if (ok && !finished) {
      finished = true;
      options.onCompleted?.(quote, transaction);
    } else if (!ok) options.onFailed?.(quote, transaction);
  }

  async function follow(quote: Quote) {
    set({ step: 'processing', pending: undefined });
    if (!quote.transactionId) return;
    watching = new AbortController();
    try {
      for await (const transaction of api.watchTransaction(quote.transactionId, { ...options.watch, signal: watching.signal })) {
        if (disposed) return;
        if (transaction.status === 'COMPLETED') finish(quote, transaction, true);
        else if (FAILED_STATUSES.has(transaction.status)) finish(quote, transaction, false);
        else set({ transaction });
      }
    } catch (error) {
      if (!disposed) set({ error: fail(error) });
    }
  }

  function settle(quote: Quote) {
    if (quote.status === 'PENDING_AUTHORIZATION') return set({ step: 'authorizing', pending: quote });
    if (quote.status === 'COMPLETED') return finish(quote, undefined, true);
    if (quote.status === 'FAILED' || quote.status === 'EXPIRED') return finish(quote, undefined, false);
    void follow(quote);
  }

  const controller: ConfirmationController = {
    store,
    attach() {
      if (attached) return;
      attached = true;
      if (!options.quote) {
        void create().then((quote) => {
          if (quote && !disposed) set({ step: 'review', quote });
        });
      }
    },
    dispose() {
      disposed = true;
      watching?.abort();
    },
    async confirm() {
      const { step, quote } = store.getState();
      if (step !== 'review' || !quote || executed.has(quote.id)) return;
      if (Date.parse(quote.expiresAt) - now() <= lockMs) return;
      executed.add(quote.id);
      set({ step: 'executing', error: undefined });
      let key = keys.get(quote.id);
      if (!key) keys.set(quote.id, (key = newKey()));
      try {
        const result = await api.executeQuote(quote, { idempotencyKey: key, ...(options.scaFactor ? { scaFactor: options.scaFactor } : {}) });
        if (!disposed) settle(result);
      } catch (error) {
        if (disposed) return;
        const flow = fail(error);
        if (flow.kind === 'quote-expired') return controller.requote('expired');
        if (flow.kind === 'rate-unavailable') return controller.requote('unavailable');
        // Nothing was executed (a 4xx before the transfer): the same terms may be confirmed again.
        if (flow.kind === 'network' || flow.kind === 'rate-limited' || flow.kind === 'insufficient-funds' || flow.kind === 'session-expired') executed.delete(quote.id);
        set({ step: 'review', error: flow });
      }
    },
    async requote(reason) {
      const { step, quote } = store.getState();
      if (step === 'requoting' || step === 'loading' || !quote) return;
      if (step !== 'review' && step !== 'executing' && step !== 'authorizing') return;
      set({ step: 'requoting', error: undefined, pending: undefined });
      const fresh = await create();
      if (!fresh || disposed) return;
      // "Before" is what was last on screen: the terms the person was about to confirm.
      set({ step: 'review', quote: fresh, change: { previous: quote, reason } });
    },
    authorized(quote) {
      if (store.getState().step !== 'authorizing') return;
      settle(quote);
    },
    async retry() {
      if (store.getState().step !== 'error') return;
      set({ step: 'loading', error: undefined });
      const quote = await create();
      if (quote && !disposed) set({ step: 'review', quote });
    },
  };
  return controller;
}
