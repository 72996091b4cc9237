import type { ClientContext } from './context.js';
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
  let interval = initial;
  let lastStatus: AnyTransactionStatus | undefined;
  let lastUpdatedAt: string | undefined;
  let terminalSince: number | undefined;
  for (;;) {
    if (signal?.aborted) return;
    let transaction: Transaction | undefined;
    try {
      transaction = await getTransaction(ctx, transactionId, signal ? { signal } : {});
    } catch (error) {
      if (error instanceof RequestAbortedError) return;
      if (!transient(error)) throw error;
    }
    if (transaction && (transaction.status !== lastStatus || transaction.updatedAt !== lastUpdatedAt)) {
      // The follow-up window restarts at every new status, so COMPLETED -> FAILED is followed in turn.
      if (transaction.status !== lastStatus) terminalSince = isTerminal(transaction.status) ? ctx.now() : undefined;
      lastStatus = transaction.status;
      lastUpdatedAt = transaction.updatedAt;
      interval = initial;
      yield transaction;
    }
    if (terminalSince !== undefined && ctx.now() - terminalSince >= follow) return;
    try {
      await ctx.sleep(interval, signal);
    } catch (error) {
      if (error instanceof RequestAbortedError) return;
      throw error;
    }
    interval = Math.min(interval * 2, max);
  }
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
