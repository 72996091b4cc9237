import type { EnrolledScaFactor, Quote, QuoteApi, QuoteRequest, ScaFactor, Transaction } from '../client/types.js';
import { createFlow, type FlowController, type FlowTools } from '../flow/create-flow.js';
import { errorStatus, type FlowError } from '../flow/errors.js';
import { WidgetError } from '../errors.js';
import { sameTerms } from '../quote/terms.js';
import { hasPasskeyHere } from '../sca/device-passkeys.js';

/**
 * `loading`: making the quote; `review`: terms shown, Confirm offered; `requoting`: the terms ran out
 * (or another factor was chosen) and fresh ones are being fetched; `executing`; `authorizing`: SCA;
 * `cancelled`: stopped on review or during SCA, nothing sent (the quote lapses); `processing`: sent, following the
 * transaction; `completed`; `failed`; `error`: no quote could be made.
 */
export type ConfirmationStep = 'loading' | 'review' | 'requoting' | 'executing' | 'authorizing' | 'cancelled' | 'processing' | 'completed' | 'failed' | 'error';

/** What quote confirmation shows: the terms, what changed, the SCA step and the transaction. */
export interface ConfirmationState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: ConfirmationStep;
  /** The terms on screen: the only ones Confirm ever executes. */
  readonly quote: Quote | undefined;
  /** After a re-quote: the terms the person saw before, and why they changed. */
  readonly change:
    | {
        /** The terms before. */
        readonly previous: Quote;
        /** Whether they expired, the rate stopped being available, or the person chose another factor (a new quote). */
        readonly reason: 'expired' | 'unavailable' | 'factor';
      }
    | undefined;
  /** The quote while SCA is asked for (PENDING_AUTHORIZATION). */
  readonly pending: Quote | undefined;
  /** The transaction the executed quote made, as last seen. */
  readonly transaction: Transaction | undefined;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
  /** The customer's enrolled SCA factors, once read (with `customerId`); empty outside SCA regions. */
  readonly factors: readonly EnrolledScaFactor[] | undefined;
  /**
   * The factor asked for on execute: a passkey where this device is known to hold the one enrolled (or
   * there is no phone for a code), else the service's default (SMS), the passkey a press away.
   */
  readonly scaFactor: ScaFactor | undefined;
}

/** Options of {@link createQuoteConfirmation}: give `request` or `quote`. */
export interface ConfirmationOptions {
  /** The client calls the flow makes (a slice of the client, or a fake in tests). */
  readonly api: QuoteApi;
  /** What to quote; also what a re-quote asks for again. */
  readonly request?: QuoteRequest;
  /**
   * A quote already made; re-quotes ask for the same source, destination and sending amount unless `request`
   * is given. One waiting for approval (`PENDING_AUTHORIZATION`, its challenge alive) opens at its challenge;
   * one whose time ran out is renewed on the same terms first.
   */
  readonly quote?: Quote;
  /** The SCA factor to ask for on execute; by default a passkey when `customerId` has one enrolled, else the service's (SMS_OTP). */
  readonly scaFactor?: ScaFactor;
  /** The customer paying: their enrolled SCA factors choose how the payment is approved. */
  readonly customerId?: string;
  /** Confirm is refused this many seconds before expiry, so the execute cannot arrive after it; 5 by default. */
  readonly lockSeconds?: number;
  /** The payment completed: the quote, and its transaction when one was followed. */
  readonly onCompleted?: (quote: Quote, transaction: Transaction | undefined) => void;
  /** The person cancelled on review or during SCA: nothing was sent, and the quote is left to lapse. Review offers Cancel only with it. */
  readonly onCancelled?: (quote: Quote) => void;
  /** The payment failed, or a completed one came back later (a bank return): the quote, and its transaction. */
  readonly onFailed?: (quote: Quote, transaction: Transaction | undefined) => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The clock deadlines are read against; `Date.now` by default (a seam for tests and stories). */
  readonly now?: () => number;
  /** How to follow the transaction (poll intervals); the client's defaults otherwise. */
  readonly watch?: {
    /** First wait between polls; doubled after each poll that saw no change. Default 1 s. */
    readonly initialIntervalMs?: number;
    /** The longest wait between polls. Default 30 s. */
    readonly maxIntervalMs?: number;
    /** How long to keep following a settled transaction, since a bank return can still fail it. Default 10 minutes. */
    readonly followTerminalMs?: number;
  };
}

/** What the confirmation flow holds, in its store. */
export interface ConfirmationHeld {
  /** Quotes sent to execute (each at most once), and the idempotency key made for each. */
  readonly executed: readonly string[];
  readonly keys: Readonly<Record<string, string>>;
  /** onCompleted was called (it is called once; a later bank return is reported through onFailed). */
  readonly finished: boolean;
}

/** What {@link createQuoteConfirmation} returns: the store, the lifecycle and the actions. */
export interface ConfirmationController extends FlowController<ConfirmationState, ConfirmationHeld> {
  /** Executes the quote on screen; ignored unless it is in review and outside the last seconds (no double execution). */
  confirm(): Promise<void>;
  /** The terms ran out (the countdown calls it), or an SCA challenge did: fetch fresh ones and ask again. */
  requote(reason: 'expired' | 'unavailable'): Promise<void>;
  /** SCA is done: the quote left PENDING_AUTHORIZATION. */
  authorized(quote: Quote): void;
  /** After `error`: try making the quote again. */
  retry(): Promise<void>;
  /** Before confirming: approve with this factor (one of those enrolled) instead. */
  chooseFactor(factor: ScaFactor): void;
  /**
   * During SCA: approve the same payment with another factor. A challenge's factor cannot change, so a new
   * quote is made on the same terms and executed with that factor (at once when its terms are the same,
   * else after the person sees what changed); the pending one lapses with nothing moved.
   */
  approveWith(factor: ScaFactor): Promise<void>;
  /** On review or during SCA: stop; nothing is sent and the quote is left to lapse. */
  cancel(): void;
  /** After `cancelled`: fresh terms for the same payment, to confirm again. */
  restart(): Promise<void>;
}

const FAILED_STATUSES = new Set(['FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED']);

function requestOf(quote: Quote): QuoteRequest {
  const destination =
    quote.destination.destinationType === 'ACCOUNT'
      ? { destinationType: 'ACCOUNT' as const, accountId: quote.destination.accountId, ...(quote.destination.paymentRail ? { paymentRail: quote.destination.paymentRail } : {}) }
      : quote.destination;
  return { source: quote.source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: quote.totalSendingAmount };
}

/**
 * The factor this device asks for: the enrolled passkey where this device made or used it, or where there
 * is no phone for a code; otherwise the service's default (a text message), so a customer whose passkey
 * lives on another device is never asked for it here (the passkey stays one press away, a phone by QR code).
 */
function factorFor(factors: readonly EnrolledScaFactor[]): ScaFactor | undefined {
  const passkeys = factors.filter((enrolled) => enrolled.factor === 'PASSKEY');
  if (passkeys.length === 0) return undefined;
  const sms = factors.some((enrolled) => enrolled.factor === 'SMS_OTP');
  return !sms || hasPasskeyHere(passkeys.map((enrolled) => enrolled.credentialId)) ? 'PASSKEY' : undefined;
}

/** A quote executed and waiting for SCA whose challenge still lives: it can be approved, not executed again. */
function awaitsApproval(quote: Quote, now: number): boolean {
  const challenge = quote.scaChallenge;
  return quote.status === 'PENDING_AUTHORIZATION' && challenge !== undefined && challenge !== null && Date.parse(challenge.expiresAt) > now && Date.parse(quote.expiresAt) > now;
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

  async function create(flow: Tools): Promise<Quote | undefined> {
    try {
      return await api.createQuote(request);
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ step: 'error', error: flow.fail(error) });
      return undefined;
    }
  }

  function finish(flow: Tools, quote: Quote, transaction: Transaction | undefined, ok: boolean) {
    flow.set({ step: ok ? 'completed' : 'failed', transaction });
    // A completed payment can still fail later (a bank return): that is reported too, once.
    if (ok && !flow.get().held.finished) {
      flow.hold({ finished: true });
      options.onCompleted?.(quote, transaction);
    } else if (!ok) options.onFailed?.(quote, transaction);
  }

  async function follow(flow: Tools, quote: Quote) {
    flow.set({ step: 'processing', pending: undefined });
    if (!quote.transactionId) return;
    try {
      for await (const transaction of api.watchTransaction(quote.transactionId, { ...options.watch, signal: flow.signal })) {
        if (flow.isDisposed()) return;
        if (transaction.status === 'COMPLETED') finish(flow, quote, transaction, true);
        else if (FAILED_STATUSES.has(transaction.status)) finish(flow, quote, transaction, false);
        else flow.set({ transaction });
      }
    } catch (error) {
      if (!flow.isDisposed()) flow.set({ error: flow.fail(error) });
    }
  }

  function settle(flow: Tools, quote: Quote) {
    if (quote.status === 'PENDING_AUTHORIZATION') return flow.set({ step: 'authorizing', pending: quote });
    if (quote.status === 'COMPLETED') return finish(flow, quote, undefined, true);
    if (quote.status === 'FAILED' || quote.status === 'EXPIRED') return finish(flow, quote, undefined, false);
    void follow(flow, quote);
  }

  /** The customer's factors: a passkey approves instead of a text message on a device known to hold it. */
  async function readFactors(flow: Tools) {
    if (!options.customerId || !api.listFactors) return;
    try {
      const factors = await api.listFactors(options.customerId, { signal: flow.signal });
      flow.set({ factors, ...(options.scaFactor ? {} : { scaFactor: factorFor(factors) }) });
    } catch (error) {
      // 409: a customer outside the SCA regions has no factors, and no challenge will come.
      if (errorStatus(error) === 409) flow.set({ factors: [] });
      else if (!flow.isDisposed()) flow.fail(error);
    }
  }

  // A quote already waiting for approval (a payment resumed from the history) goes straight to its challenge while it lives.
  const resumed = options.quote && awaitsApproval(options.quote, now()) ? options.quote : undefined;
  const controller: ConfirmationController = createFlow<ConfirmationState, ConfirmationHeld, Omit<ConfirmationController, keyof FlowController<ConfirmationState, ConfirmationHeld>>>({
    initial: {
      step: resumed ? 'authorizing' : options.quote ? 'review' : 'loading',
      quote: options.quote,
      change: undefined,
      pending: resumed,
      transaction: undefined,
      error: undefined,
      factors: undefined,
      scaFactor: options.scaFactor,
    },
    held: { executed: resumed ? [resumed.id] : [], keys: {}, finished: false },
    onError: options.onError,
    now,
    start(flow) {
      void readFactors(flow);
      if (options.quote) return;
      void create(flow).then((quote) => {
        if (quote) flow.set({ step: 'review', quote });
      });
    },
    actions: (flow) => ({
      async confirm() {
        const { step, quote, held } = flow.get();
        if (step !== 'review' || !quote || held.executed.includes(quote.id)) return;
        if (Date.parse(quote.expiresAt) - now() <= lockMs) return;
        const key = held.keys[quote.id] ?? newKey();
        flow.hold({ executed: [...held.executed, quote.id], keys: { ...held.keys, [quote.id]: key } });
        flow.set({ step: 'executing', error: undefined });
        try {
          const { scaFactor } = flow.get();
          const result = await api.executeQuote(quote, { idempotencyKey: key, ...(scaFactor ? { scaFactor } : {}) });
          if (!flow.isDisposed()) settle(flow, result);
        } catch (error) {
          if (flow.isDisposed()) return;
          const failed = flow.fail(error);
          if (failed.kind === 'quote-expired') return controller.requote('expired');
          if (failed.kind === 'rate-unavailable') return controller.requote('unavailable');
          // Nothing was executed (a 4xx before the transfer): the same terms may be confirmed again.
          if (failed.kind === 'network' || failed.kind === 'rate-limited' || failed.kind === 'insufficient-funds' || failed.kind === 'session-expired') {
            // Only a lost answer keeps its key (the execute may have run); the service replays a refusal to its key, so the next confirm is a new attempt.
            const { [quote.id]: _refused, ...keys } = flow.get().held.keys;
            flow.hold({ executed: flow.get().held.executed.filter((id) => id !== quote.id), ...(failed.kind === 'network' ? {} : { keys }) });
          }
          flow.set({ step: 'review', error: failed });
        }
      },
      async requote(reason) {
        const { step, quote } = flow.get();
        if (step === 'requoting' || step === 'loading' || !quote) return;
        if (step !== 'review' && step !== 'executing' && step !== 'authorizing') return;
        flow.set({ step: 'requoting', error: undefined, pending: undefined });
        const fresh = await create(flow);
        if (!fresh) return;
        // "Before" is what was last on screen: the terms the person was about to confirm.
        flow.set({ step: 'review', quote: fresh, change: { previous: quote, reason } });
      },
      authorized(quote) {
        if (flow.get().step !== 'authorizing') return;
        settle(flow, quote);
      },
      chooseFactor(factor) {
        const { step, factors } = flow.get();
        if (step === 'review' && factors?.some((enrolled) => enrolled.factor === factor)) flow.set({ scaFactor: factor });
      },
      async approveWith(factor) {
        const { step, quote, pending } = flow.get();
        if (step !== 'authorizing' || !quote || !pending?.scaChallenge?.availableFactors.includes(factor)) return;
        flow.set({ step: 'requoting', scaFactor: factor, pending: undefined, error: undefined });
        const fresh = await create(flow);
        if (!fresh) return;
        if (!sameTerms(quote, fresh)) return flow.set({ step: 'review', quote: fresh, change: { previous: quote, reason: 'factor' } });
        // The same terms the person confirmed: confirmed again, now to be approved the other way.
        flow.set({ step: 'review', quote: fresh, change: undefined });
        await controller.confirm();
      },
      cancel() {
        const { step, pending, quote } = flow.get();
        // The quote that lapses: the one waiting for approval, or the terms on screen, never executed.
        const lapsed = step === 'authorizing' ? pending : step === 'review' ? quote : undefined;
        if (!lapsed) return;
        flow.set({ step: 'cancelled', pending: undefined, error: undefined });
        options.onCancelled?.(lapsed);
      },
      async restart() {
        if (flow.get().step !== 'cancelled') return;
        flow.set({ step: 'requoting', error: undefined, change: undefined });
        const fresh = await create(flow);
        if (fresh) flow.set({ step: 'review', quote: fresh });
      },
      async retry() {
        if (flow.get().step !== 'error') return;
        flow.set({ step: 'loading', error: undefined });
        const quote = await create(flow);
        if (quote) flow.set({ step: 'review', quote });
      },
    }),
  });
  return controller;
}

type Tools = FlowTools<ConfirmationState, ConfirmationHeld>;
