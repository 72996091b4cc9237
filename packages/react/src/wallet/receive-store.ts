import type { Quote, QuoteRequest, ScaFactor, Transaction } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import { parseAmount } from './amount-input.js';
import type { InternalAccount, ReceiveApi } from './api.js';
import { keepFresh, PAYMENT_EVENTS } from './live.js';
import { decimalsOf } from './send-store.js';

/**
 * `loading` the account; `ready`: its details, and a form to pay in by bank transfer; `quoting`; `instructions`: how to
 * pay (the transfer followed meanwhile); `received`: its money arrived; `error`.
 */
export type ReceiveStep = 'loading' | 'ready' | 'quoting' | 'instructions' | 'received' | 'error';

/** Where {@link Receive} is: the account, the bank transfer being prepared, its instructions. */
export interface ReceiveState {
  /** Where the flow is. */
  readonly step: ReceiveStep;
  /** The account money arrives in. */
  readonly account: InternalAccount | undefined;
  /** The currency a bank transfer is made in. */
  readonly payIn: string;
  /** The amount as typed. */
  readonly amountText: string;
  /** The amount typed is not one. */
  readonly amountProblem: boolean;
  /** The realtime-funding quote whose instructions are shown (withheld while its SCA challenge waits). */
  readonly quote: Quote | undefined;
  /** Once received: the money in, as the service recorded it (who sent it), when it could be read. */
  readonly transaction: Transaction | undefined;
  /** The last failure, classified; undefined when there is none. */
  readonly error: FlowError | undefined;
}

/** Options of {@link createReceive}. */
export interface ReceiveOptions {
  /** The calls to use. */
  readonly api: ReceiveApi;
  /** The signed-in user's customer. */
  readonly customerId: string;
  /**
   * The account to receive into. By default the first with details of its own to pay into
   * (`fundingPaymentInstructions`: an IBAN, an account and routing number), else the embedded wallet.
   */
  readonly accountId?: string;
  /** Currencies a bank transfer may be made in besides the account's own, which always comes first. */
  readonly currencies?: readonly string[];
  /** The payment instructions are on screen (after SCA where it was asked): the quote they belong to, to follow the transfer it expects. */
  readonly onInstructions?: (quote: Quote) => void;
  /** Told of each failure, with the original error. */
  readonly onError?: (error: unknown) => void;
}

export interface ReceiveController extends FlowController<ReceiveState, Record<string, never>> {
  setPayIn(code: string): void;
  setAmount(text: string): void;
  /** A realtime-funding quote for the amount: its payment instructions (after SCA where the region asks). */
  getInstructions(): Promise<void>;
  /** SCA done: the quote with its instructions. */
  authorized(quote: Quote): void;
  /** The same transfer approved another way: a new quote on the same terms whose challenge uses `factor` (the first lapses). */
  approveWith(factor: ScaFactor): Promise<void>;
  /** Back to the form as it was (Cancel during SCA, the browser's Back): the quote lapses with nothing moved. */
  cancel(): void;
  restart(): void;
  reload(): Promise<void>;
}

type Tools = FlowTools<ReceiveState, Record<string, never>>;

// A transfer's quote that ends here: its money arrived, or none will for its details.
const ENDED = new Set(['COMPLETED', 'FAILED', 'EXPIRED']);

const hasOwnDetails = (account: InternalAccount) => (account.fundingPaymentInstructions ?? []).length > 0;

/** The account a person receives into by default: one with details of its own, else the embedded wallet, else the first. */
export function defaultAccount(accounts: readonly InternalAccount[]): InternalAccount | undefined {
  return accounts.find(hasOwnDetails) ?? accounts.find((account) => account.type === 'EMBEDDED_WALLET') ?? accounts[0];
}

/** Receiving as a framework-free store: the account's own details, or a bank transfer in through a realtime-funding quote. */
export function createReceive(options: ReceiveOptions): ReceiveController {
  const { api } = options;
  let lastRequest: QuoteRequest | undefined;
  // Following the quote on screen; a new quote, the form again or the widget gone ends it.
  let following: AbortController | undefined;

  const stopFollowing = () => following?.abort();

  async function check(flow: Tools, quote: Quote, watch: AbortSignal) {
    try {
      const latest = await api.getQuote!(quote.id, { signal: watch });
      if (!ENDED.has(latest.status)) return;
      // Who sent it, when the money in can be read; without, the amount is said alone.
      const transaction = latest.status === 'COMPLETED' ? await api.getTransaction?.(latest.transactionId!, { signal: watch }).catch(() => undefined) : undefined;
      // Gone meanwhile: a new quote, the form again, the widget.
      if (watch.aborted) return;
      stopFollowing();
      // FAILED or EXPIRED: nothing will arrive for these details, and the view says so in their place.
      flow.set(latest.status === 'COMPLETED' ? { step: 'received', quote: latest, transaction } : { quote: latest });
    } catch {
      // A read that failed: the next one (pushed, polled, or on coming back to the page) tries again.
    }
  }

  /**
   * Follows the transfer while its instructions are shown, as the wallet follows everything else: pushed updates when the
   * stream is up, else a read every 10 s backing off to 80 s, and one on coming back to the page (from the bank's app).
   * It ends when the quote does (completed, failed, expired), on a new one or the form again, or with the widget.
   */
  function follow(flow: Tools, quote: Quote) {
    stopFollowing();
    if (!api.getQuote) return;
    const watch = (following = new AbortController());
    // Removed with the follow it ends: details asked for again and again leave no listener behind.
    flow.signal.addEventListener('abort', () => watch.abort(), { signal: watch.signal });
    keepFresh(watch, () => void check(flow, quote, watch.signal), 10_000, { events: api.events, customerId: options.customerId, types: PAYMENT_EVENTS });
  }

  function shown(flow: Tools, quote: Quote) {
    follow(flow, quote);
    options.onInstructions?.(quote);
  }

  async function quoteFor(flow: Tools, request: QuoteRequest) {
    flow.set({ step: 'quoting', error: undefined });
    lastRequest = request;
    try {
      const quote = await api.createQuote(request);
      flow.set({ step: 'instructions', quote });
      if (quote.status !== 'PENDING_AUTHORIZATION') shown(flow, quote);
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ step: 'ready', error: flow.fail(error) });
    }
  }

  async function load(flow: Tools) {
    flow.set({ step: 'loading', error: undefined });
    try {
      const accounts = await api.listInternalAccounts({ customerId: options.customerId }, { signal: flow.signal });
      const account = options.accountId ? accounts.find((item) => item.id === options.accountId) : defaultAccount(accounts);
      // A transfer in is made in the account's own currency unless the person picks another.
      flow.set({ step: account ? 'ready' : 'error', account, payIn: account?.balance.currency.code ?? options.currencies?.[0] ?? '' });
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ step: 'error', error: flow.fail(error) });
    }
  }

  return createFlow<ReceiveState, Record<string, never>, Omit<ReceiveController, keyof FlowController<ReceiveState, Record<string, never>>>>({
    initial: { step: 'loading', account: undefined, payIn: options.currencies?.[0] ?? '', amountText: '', amountProblem: false, quote: undefined, transaction: undefined, error: undefined },
    held: {},
    onError: options.onError,
    start: (flow) => void load(flow),
    actions: (flow) => ({
      setPayIn: (payIn) => flow.set({ payIn, amountProblem: false }),
      setAmount: (amountText) => flow.set({ amountText, amountProblem: false }),
      async getInstructions() {
        const { step, account, payIn, amountText } = flow.get();
        if (step !== 'ready' || !account) return;
        const minor = parseAmount(amountText, decimalsOf(payIn));
        if (minor === undefined) return flow.set({ amountProblem: true });
        const request = {
          source: { sourceType: 'REALTIME_FUNDING', currency: payIn, customerId: options.customerId },
          destination: { destinationType: 'ACCOUNT', accountId: account.id },
          lockedCurrencySide: 'SENDING',
          lockedCurrencyAmount: minor,
        } as QuoteRequest;
        await quoteFor(flow, request);
      },
      async approveWith(factor) {
        if (flow.get().step !== 'instructions' || !lastRequest) return;
        await quoteFor(flow, { ...lastRequest, scaFactor: factor } as QuoteRequest);
      },
      authorized(quote) {
        if (flow.get().step !== 'instructions') return;
        flow.set({ quote });
        shown(flow, quote);
      },
      cancel() {
        if (flow.get().step !== 'instructions') return;
        stopFollowing();
        flow.set({ step: 'ready', quote: undefined, error: undefined });
      },
      restart() {
        stopFollowing();
        flow.set({ step: 'ready', quote: undefined, transaction: undefined, amountText: '', error: undefined });
      },
      reload: () => load(flow),
    }),
  });
}
