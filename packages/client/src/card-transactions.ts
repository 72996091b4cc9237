import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import { checkLimit, pagesOf } from './pages.js';
import type { CardTransaction, CardTransactionListQuery, Transaction } from './types.js';
import { requireId } from './validate.js';

// Apart from the other card calls: a page reads it as it scrolls, so it cannot wait for a module to load
// (an async generator, not a promise), and it is small.
const isCardTransaction = (transaction: Transaction): transaction is CardTransaction => transaction.type === 'CARD';

/**
 * The user's card transactions, newest first, page after page: purchases with what cleared,
 * returns as their own CREDIT rows (`originalTransactionId` names the purchase), declines with
 * `cardDeclinedReason`. `cardId` keeps one card's.
 *
 * @example for await (const row of client.cards.listCardTransactions({ customerId, cardId })) rows.push(row);
 */
export async function* listCardTransactions(ctx: ClientContext, query: CardTransactionListQuery, options: { signal?: AbortSignal } = {}): AsyncGenerator<CardTransaction, void, undefined> {
  requireId('query.customerId', query?.customerId);
  checkLimit('query.limit', query.limit);
  if (query.cardId !== undefined) requireId('query.cardId', query.cardId);
  const { cardId, ...rest } = query;
  for await (const transaction of pagesOf<Transaction>(ctx, '/transactions', { ...rest, type: 'CARD' }, options.signal)) {
    if (!isCardTransaction(transaction)) throw new ClientError('INVALID_RESPONSE', `GET /transactions?type=CARD returned a ${String(transaction.type)} transaction`);
    if (cardId === undefined || transaction.cardId === cardId) yield transaction;
  }
}

