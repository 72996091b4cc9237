import type { ClientContext } from './context.js';
import type { LiveEvent } from './events/hub.js';
import { eventInbox } from './events/inbox.js';
import { ClientError, NetworkError, RequestAbortedError, ServiceError } from './errors.js';
import { checkLimit, pagesOf } from './pages.js';
import type { Transaction, TransactionListQuery, AnyTransactionStatus } from './types.js';
import { requireId, segment } from './validate.js';

/** Statuses after which nothing more is expected, short of a move to another terminal one (spec: Transaction). */
export const TERMINAL_STATUSES: readonly AnyTransactionStatus[] = ['COMPLETED', 'FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED'];

export const isTerminal = (status: AnyTransactionStatus): boolean => TERMINAL_STATUSES.includes(status);

/** @example const transaction = await client.transactions.getTransaction(quote.transactionId); */
export async function getTransaction(ctx: ClientContext, transactionId: string, options: { signal?: AbortSignal } = {}): Promise<Transaction> {
  const { body } = await ctx.send<Transaction>({
    method: 'GET',
    path: `/transactions/${segment(requireId('transactionId', transactionId))}`,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return body;
}

/** Options of `client.transactions.watchTransaction`. */
export interface WatchOptions {
  /** Stops the watch: the iteration simply ends. */
  signal?: AbortSignal;
  /** First wait between polls; doubled after each poll that saw no change. Default 1 s. */
  initialIntervalMs?: number;
  /** The longest wait between polls. Default 30 s. */
  maxIntervalMs?: number;
  /**
   * How long to keep following once a terminal status is reached, because terminal statuses can
   * still move (a bank return turns COMPLETED into FAILED). Default 10 minutes; 0 stops at once.
   */
  followTerminalMs?: number;
}

/** Worth another poll: no answer, the service or the backend failing, or a 429 the transport gave up waiting on. */
function transient(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ServiceError && (error.status >= 500 || error.status === 429));
}

/**
 * Follows a transaction: yields it whenever it changes (status or `updatedAt`), polling with a
 * backoff that restarts at each change, until it has sat in a terminal status for
 * `followTerminalMs` (moves between terminal statuses are followed too), or `signal` aborts.
 * Transient failures are polled through; a 4xx (not found, not the user's) ends it with the error.
 *
 * @example
 * for await (const transaction of client.transactions.watchTransaction(quote.transactionId, { signal })) render(transaction.status);
 */
export async function* watchTransaction(ctx: ClientContext, transactionId: string, options: WatchOptions = {}): AsyncGenerator<Transaction, void, undefined> {
  requireId('transactionId', transactionId);
  const { signal } = options;
  const initial = options.initialIntervalMs ?? 1_000;
  const max = Math.max(initial, options.maxIntervalMs ?? 30_000);
  const follow = options.followTerminalMs ?? 10 * 60_000;
  const events = ctx.events;
  const inbox = events ? eventInbox(events, (event) => event.type === 'resync' || (event.data.id === transactionId && PAYMENT_EVENT.test(event.type)), ctx.sleep, signal) : undefined;
  let interval = initial;
  let current: Transaction | undefined;
  let terminalSince: number | undefined;
  // What to do next: read it (first, while polling, after a resync), apply a pushed change, or only wait.
  let next: 'read' | 'wait' | LiveEvent = 'read';
  try {
    for (;;) {
      if (signal?.aborted) return;
      let transaction: Transaction | undefined;
      if (next === 'read') {
        try {
          transaction = await getTransaction(ctx, transactionId, signal ? { signal } : {});
        } catch (error) {
          if (error instanceof RequestAbortedError) return;
          if (!transient(error)) throw error;
        }
      } else if (next !== 'wait' && current) transaction = pushed(current, next.data);
      if (transaction && (transaction.status !== current?.status || transaction.updatedAt !== current?.updatedAt)) {
        // The follow-up window restarts at every new status, so COMPLETED -> FAILED is followed in turn.
        if (transaction.status !== current?.status) terminalSince = isTerminal(transaction.status) ? ctx.now() : undefined;
        current = transaction;
        interval = initial;
        yield transaction;
      }
      if (terminalSince !== undefined && ctx.now() - terminalSince >= follow) return;
      const live = events?.status() === 'up';
      if (!inbox) {
        try {
          await ctx.sleep(interval, signal);
        } catch (error) {
          if (error instanceof RequestAbortedError) return;
          throw error;
        }
        interval = Math.min(interval * 2, max);
        next = 'read';
        continue;
      }
      // While the stream is up, nothing is polled: the next change comes pushed.
      const wake = await inbox.next(live ? (terminalSince === undefined ? Infinity : follow - (ctx.now() - terminalSince)) : interval);
      if (wake === 'aborted') return;
      if (wake === 'status') {
        // Down: read once at once for what the stream may have missed, then poll with the backoff.
        next = events?.status() === 'up' ? 'wait' : 'read';
        interval = initial;
      } else if (wake === 'timeout') {
        next = live ? 'wait' : 'read';
        if (!live) interval = Math.min(interval * 2, max);
      } else next = wake.type === 'resync' || !current ? 'read' : wake;
    }
  } finally {
    inbox?.close();
  }
}

const PAYMENT_EVENT = /^(OUTGOING|INCOMING)_PAYMENT\./;

/** The transaction as a pushed event changes it; an event older than what is on screen changes nothing. */
function pushed(current: Transaction, data: Record<string, unknown>): Transaction {
  const at = typeof data.updatedAt === 'string' ? Date.parse(data.updatedAt) : NaN;
  if (current.updatedAt && at < Date.parse(current.updatedAt)) return current;
  return { ...current, ...data } as Transaction;
}

/**
 * `GET /transactions` as an async iterator over every matching transaction, page after page
 * (following `nextCursor` while `hasMore`). `customerId` is required: the backend forwards only
 * lists scoped to the signed-in user.
 *
 * @example
 * for await (const transaction of client.transactions.listTransactions({ customerId, status: 'COMPLETED' })) rows.push(transaction);
 */
export async function* listTransactions(ctx: ClientContext, query: TransactionListQuery, options: { signal?: AbortSignal } = {}): AsyncGenerator<Transaction, void, undefined> {
  requireId('query.customerId', query?.customerId);
  checkLimit('query.limit', query.limit);
  yield* pagesOf<Transaction>(ctx, '/transactions', { ...query }, options.signal);
}

/** What `client.transactions` offers. */
/**
 * Records that the receipt of a transaction reached its customer (`POST /transactions/{id}/confirm`),
 * at `deliveredAt` or now; calling it again moves the time.
 *
 * @example await client.transactions.confirmReceipt(transaction.id);
 */
export async function confirmReceipt(ctx: ClientContext, transactionId: string, options: { deliveredAt?: Date; signal?: AbortSignal } = {}): Promise<Transaction> {
  if (options.deliveredAt !== undefined && !(options.deliveredAt instanceof Date && Number.isFinite(options.deliveredAt.getTime()))) {
    throw new ClientError('INVALID_ARGUMENT', 'options.deliveredAt: expected a valid Date');
  }
  const { body } = await ctx.send<Transaction>({
    method: 'POST',
    path: `/transactions/${segment(requireId('transactionId', transactionId))}/confirm`,
    ...(options.deliveredAt ? { bodyText: JSON.stringify({ receiptDeliveryConfirmedAt: options.deliveredAt.toISOString() }) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return body;
}

export const transactionCalls = { getTransaction, watchTransaction, listTransactions, confirmReceipt };
