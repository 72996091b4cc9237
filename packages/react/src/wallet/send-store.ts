import type { QuoteRequest } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';
import { parseAmount } from './amount-input.js';
import type { Currency, ExternalAccount, InternalAccount, SendMoneyApi, UmaLookup } from './api.js';
import { describePayeeAccount } from './payees.js';

/**
 * `loading` the accounts and payees; `payee`: who; `newPayee`: adding one (the payees area's form);
 * `amount`: how much; `review`: the quote, SCA, sending; `receipt`: sent, with its receipt; `error`:
 * nothing to send from.
 */
export type SendStep = 'loading' | 'payee' | 'newPayee' | 'amount' | 'review' | 'receipt' | 'error';

/** Who is paid: a saved external account, or an UMA address checked by lookup. */
export type SendPayee =
  | {
      /** A saved external account. */
      readonly kind: 'account';
      /** The external account's id. */
      readonly id: string;
      /** The beneficiary's name. */
      readonly name: string;
      /** What tells it apart, never the whole number ("•••• 0189"). */
      readonly detail: string;
      /** The currency it receives. */
      readonly currency: string;
      /** The rails it can be paid by; an instant one is chosen where there is one. */
      readonly rails: readonly string[];
    }
  | {
      /** An UMA address, looked up first. */
      readonly kind: 'uma';
      /** The address. */
      readonly id: string;
      /** The address, as its name. */
      readonly name: string;
      /** "UMA". */
      readonly detail: string;
      /** The currency it receives in, among those its lookup offered. */
      readonly currency: string;
      /** What the lookup answered. */
      readonly lookup: UmaLookup;
    };

/** Where {@link SendMoney} is: the payee, the amount, the quote, the payment. */
export interface SendState {
  /** Where the flow is. */
  readonly step: SendStep;
  /** The accounts money can leave from (the customer's internal accounts), and the one chosen. */
  readonly sources: readonly InternalAccount[];
  /** The account chosen to send from. */
  readonly sourceId: string | undefined;
  /** The customer's saved payees that can be paid. */
  readonly payees: readonly SendPayee[];
  /** Who is paid, once chosen. */
  readonly payee: SendPayee | undefined;
  /** The UMA address being checked, and what the check said. */
  readonly uma: {
    /** `checking` while looked up; `invalid`: not an address; `failed`: the lookup refused it (the error says why). */
    readonly status: 'idle' | 'checking' | 'invalid' | 'failed';
    /** The address as typed. */
    readonly address: string;
  };
  /** The amount as typed. */
  readonly amountText: string;
  /** Which side the amount fixes: what leaves the account, or what arrives. */
  readonly side: 'SENDING' | 'RECEIVING';
  /** `invalid`: not an amount; `tooMuch`: more than the balance. */
  readonly amountProblem: 'invalid' | 'tooMuch' | undefined;
  /** With `tooMuch`: another of the customer's accounts, in the same currency, that holds enough. */
  readonly otherSourceId: string | undefined;
  /** What the review quotes (made on leaving the amount step). */
  readonly request: QuoteRequest | undefined;
  /** The payment once it is on its way. */
  readonly transactionId: string | undefined;
  /** The last failure, classified; undefined when there is none. */
  readonly error: FlowError | undefined;
}

/** Options of {@link createSendMoney}. */
export interface SendOptions {
  /** The calls to use. */
  readonly api: SendMoneyApi;
  /** The signed-in user's customer. */
  readonly customerId: string;
  /**
   * The account to send from. By default the one that can pay most: among the accounts in the payee's
   * currency (else all), the largest balance, the embedded wallet on a tie; chosen again with each payee
   * until the person picks one.
   */
  readonly accountId?: string;
  /** Told of each failure, with the original error. */
  readonly onError?: (error: unknown) => void;
}

export interface SendController extends FlowController<SendState, Record<string, never>> {
  choosePayee(payee: SendPayee): void;
  /** From the payee step to a new payee's form. */
  newPayee(): void;
  /** The payee just added (the service's external account): it joins the list and is chosen. */
  payeeAdded(account: ExternalAccount): void;
  /** Looks an UMA address up (`GET /receiver/uma/{address}`) before anything is quoted; found, it becomes the payee. */
  checkUma(address: string, currency?: string): Promise<void>;
  /** The currency an UMA payee receives in, among those its lookup offered. */
  chooseUmaCurrency(code: string): void;
  chooseSource(accountId: string): void;
  setAmount(text: string): void;
  setSide(side: 'SENDING' | 'RECEIVING'): void;
  /** Everything the source holds. */
  max(): void;
  /** From the amount step to the review, if the amount is one that can be sent. */
  review(): void;
  back(): void;
  /** The payment left (the review reached processing): show its receipt. */
  sent(transactionId: string): void;
  /** Another payment, from the start. */
  restart(): void;
  reload(): Promise<void>;
  /** Reads the accounts' balances again without leaving the step (money arrived, or left by another way). */
  refreshSources(): Promise<void>;
}

const UMA_ADDRESS = /^\$[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
const INSTANT_RAILS = ['RTP', 'FEDNOW', 'SEPA_INSTANT', 'PIX', 'SPEI', 'FASTER_PAYMENTS', 'UPI'];

/** How many decimals a currency has: from the service where known, else Intl's for ISO codes. */
export function decimalsOf(currency: Currency | string): number {
  if (typeof currency === 'object' && typeof currency.decimals === 'number') return currency.decimals;
  const code = typeof currency === 'object' ? (currency.code ?? '') : currency;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2; // not an ISO 4217 code: the service gives its decimals with every amount
  }
}

type Tools = FlowTools<SendState, Record<string, never>>;

/**
 * The account that can pay most: among those in `currency` (when any is), the largest balance; the
 * embedded wallet on a tie (its payments need no other account's approval).
 */
export function defaultSource(accounts: readonly InternalAccount[], currency?: string): InternalAccount | undefined {
  const inCurrency = accounts.filter((account) => account.balance.currency.code === currency);
  const candidates = inCurrency.length > 0 ? inCurrency : accounts;
  return candidates.reduce<InternalAccount | undefined>((best, account) => {
    if (!best) return account;
    if (account.balance.amount !== best.balance.amount) return account.balance.amount > best.balance.amount ? account : best;
    return account.type === 'EMBEDDED_WALLET' && best.type !== 'EMBEDDED_WALLET' ? account : best;
  }, undefined);
}

/**
 * Sending money as a framework-free store: the payee (a saved account, or an UMA address that is
 * looked up first), the amount in the account's currency or the recipient's (checked against the
 * balance, "max" at hand), then the quote's review, SCA and the receipt, each step able to go back
 * until the money has left.
 */
export function createSendMoney(options: SendOptions): SendController {
  const { api } = options;
  const source = (state: SendState) => state.sources.find((account) => account.id === state.sourceId);
  // The host's account, or one the person chose, stays; otherwise each payee picks the account that can pay.
  let sourcePicked = options.accountId !== undefined;
  const pickSource = (state: SendState, accounts = state.sources, payee = state.payee) =>
    sourcePicked && accounts.some((account) => account.id === state.sourceId) ? state.sourceId : defaultSource(accounts, payee?.currency)?.id;

  function request(state: SendState, minor: number): QuoteRequest {
    const payee = state.payee!;
    const rail = payee.kind === 'account' ? payee.rails.find((name) => INSTANT_RAILS.includes(name)) : undefined;
    const destination =
      payee.kind === 'account'
        ? { destinationType: 'ACCOUNT' as const, accountId: payee.id, ...(rail ? { paymentRail: rail } : {}) }
        : { destinationType: 'UMA_ADDRESS' as const, umaAddress: payee.id, currency: payee.currency };
    return {
      source: { sourceType: 'ACCOUNT', accountId: state.sourceId! },
      destination,
      lockedCurrencySide: state.side,
      lockedCurrencyAmount: minor,
      ...(payee.kind === 'uma' ? { lookupId: payee.lookup.lookupId } : {}),
    } as QuoteRequest;
  }

  async function load(flow: Tools) {
    flow.set({ step: 'loading', error: undefined });
    try {
      const [accounts, external] = await Promise.all([
        api.listInternalAccounts({ customerId: options.customerId }, { signal: flow.signal }),
        api.listExternalAccounts({ customerId: options.customerId }, { signal: flow.signal }),
      ]);
      const sourceId = options.accountId ?? defaultSource(accounts)?.id;
      const payees = external.filter((account: ExternalAccount) => account.status === undefined || account.status === 'ACTIVE').map(describePayeeAccount);
      flow.set({ step: sourceId ? 'payee' : 'error', sources: accounts, sourceId, payees });
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ step: 'error', error: flow.fail(error) });
    }
  }

  async function refreshSources(flow: Tools) {
    try {
      const accounts = await api.listInternalAccounts({ customerId: options.customerId }, { signal: flow.signal });
      const state = flow.get();
      if (accounts.some((account) => account.id === state.sourceId)) flow.set({ sources: accounts, sourceId: pickSource(state, accounts) });
    } catch (error) {
      // The balances on screen stay; the check before the quote and the service's own check still stand.
      if (!flow.isDisposed()) options.onError?.(error);
    }
  }

  const initial: SendState = {
    step: 'loading',
    sources: [],
    sourceId: undefined,
    payees: [],
    payee: undefined,
    uma: { status: 'idle', address: '' },
    amountText: '',
    side: 'SENDING',
    amountProblem: undefined,
    otherSourceId: undefined,
    request: undefined,
    transactionId: undefined,
    error: undefined,
  };

  const controller: SendController = createFlow<SendState, Record<string, never>, Omit<SendController, keyof FlowController<SendState, Record<string, never>>>>({
    initial,
    held: {},
    onError: options.onError,
    start: (flow) => void load(flow),
    actions: (flow) => ({
      choosePayee(payee) {
        const state = flow.get();
        if (state.step !== 'payee' && state.step !== 'newPayee') return;
        flow.set({ payee, step: 'amount', sourceId: pickSource(state, state.sources, payee), error: undefined, amountProblem: undefined, otherSourceId: undefined, side: 'SENDING' });
        // The balance shown and checked on the amount step is the one of now, not of when the widget opened.
        void refreshSources(flow);
      },
      newPayee() {
        if (flow.get().step === 'payee') flow.set({ step: 'newPayee', error: undefined });
      },
      payeeAdded(account) {
        const state = flow.get();
        if (state.step !== 'newPayee') return;
        const payee = describePayeeAccount(account);
        flow.set({ payees: [...state.payees.filter((known) => known.id !== payee.id), payee] });
        controller.choosePayee(payee);
      },
      async checkUma(text, currency) {
        const address = text.trim();
        if (!api.lookupUmaAddress || flow.get().uma.status === 'checking') return;
        if (!UMA_ADDRESS.test(address) || address.length > 200) return flow.set({ uma: { status: 'invalid', address }, error: undefined });
        flow.set({ uma: { status: 'checking', address }, error: undefined });
        try {
          const lookup = await api.lookupUmaAddress(address, { customerId: options.customerId });
          const offered = lookup.supportedCurrencies.map((entry) => entry.currency.code ?? '');
          const code = currency && offered.includes(currency) ? currency : (offered[0] ?? '');
          flow.set({ uma: { status: 'idle', address } });
          controller.choosePayee({ kind: 'uma', id: address, name: address, detail: 'UMA', currency: code, lookup });
        } catch (error) {
          if (!flow.isDisposed()) flow.set({ uma: { status: 'failed', address }, error: flow.fail(error) });
        }
      },
      chooseUmaCurrency(code) {
        const { payee } = flow.get();
        if (payee?.kind === 'uma' && payee.lookup.supportedCurrencies.some((entry) => entry.currency.code === code)) flow.set({ payee: { ...payee, currency: code } });
      },
      chooseSource(accountId) {
        if (!flow.get().sources.some((account) => account.id === accountId)) return;
        sourcePicked = true;
        flow.set({ sourceId: accountId, amountProblem: undefined, otherSourceId: undefined });
      },
      setAmount: (amountText) => flow.set({ amountText, amountProblem: undefined, otherSourceId: undefined }),
      setSide: (side) => flow.set({ side, amountProblem: undefined, otherSourceId: undefined }),
      max() {
        const account = source(flow.get());
        if (!account) return;
        const { amount, currency } = account.balance;
        const decimals = decimalsOf(currency);
        const digits = String(amount).padStart(decimals + 1, '0');
        flow.set({ side: 'SENDING', amountText: decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits, amountProblem: undefined });
      },
      review() {
        const state = flow.get();
        const account = source(state);
        if (state.step !== 'amount' || !account || !state.payee) return;
        const currency = state.side === 'SENDING' ? account.balance.currency : state.payee.currency;
        const minor = parseAmount(state.amountText, decimalsOf(currency));
        if (minor === undefined) return flow.set({ amountProblem: 'invalid' });
        // What leaves the account is known before the quote only when the sending side is fixed.
        if (state.side === 'SENDING' && minor > account.balance.amount) {
          const other = state.sources.find((candidate) => candidate.id !== account.id && candidate.balance.currency.code === account.balance.currency.code && candidate.balance.amount >= minor);
          return flow.set({ amountProblem: 'tooMuch', otherSourceId: other?.id });
        }
        flow.set({ step: 'review', request: request(state, minor), amountProblem: undefined, otherSourceId: undefined });
      },
      back() {
        const { step } = flow.get();
        if (step === 'amount' || step === 'newPayee') flow.set({ step: 'payee', payee: undefined, error: undefined });
        else if (step === 'review') flow.set({ step: 'amount', request: undefined });
        // The money has left: back is a new payment, never the review of the one sent.
        else if (step === 'receipt') controller.restart();
      },
      sent(transactionId) {
        if (flow.get().step === 'review') flow.set({ step: 'receipt', transactionId });
      },
      restart() {
        flow.set({ ...initial, step: 'payee', sources: flow.get().sources, sourceId: flow.get().sourceId, payees: flow.get().payees });
      },
      reload: () => load(flow),
      refreshSources: () => refreshSources(flow),
    }),
  });
  return controller;
}
