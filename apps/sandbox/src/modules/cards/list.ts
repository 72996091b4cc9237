import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import type { Page } from '../../store/table.js';
import { CARD_TRANSACTION_STATUSES, cardTransactions, type CardTransactionRecord, type CardTransactionStatus } from './card-transactions.js';
import { CARD_STATES, cardBindings, cards, type CardRecord, type CardState } from './repo.js';
import { cardView } from './views.js';

/**
 * Lists cards (reference OpenAPI: listCards) newest first by default, filtered by cardholder,
 * funding account, state and platform card id. A funding-account filter walks that account's
 * bindings; the others walk the cards' own indexes.
 */
export function listCards(k: Kernel, query: Record<string, string>) {
  const errors: FieldError[] = [];
  const limit = pageLimit(query.limit, errors);
  if (query.state !== undefined && !(CARD_STATES as readonly string[]).includes(query.state)) errors.push({ field: 'state', message: `expected one of ${CARD_STATES.join(', ')}, got ${JSON.stringify(query.state)}` });
  if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder)) errors.push({ field: 'sortOrder', message: 'expected asc or desc' });
  failOn(errors);
  const where = { cardholderId: query.cardholderId, platformCardId: query.platformCardId, state: query.state as CardState | undefined };
  const order = { orderBy: 'createdAt' as const, direction: query.sortOrder === 'asc' ? ('asc' as const) : ('desc' as const), limit, cursor: query.cursor };
  if (query.accountId !== undefined) {
    return listPage(() => {
      const page = cardBindings(k).page({ accountId: query.accountId, ...where }, order);
      return { ...page, data: page.data.map((binding) => cards(k).get(binding.cardId)).filter((card): card is CardRecord => card !== undefined) };
    }, cardView);
  }
  return listPage(() => cards(k).page(where, order), cardView);
}

/** The filters of `GET /transactions` that card transactions answer to. */
export interface CardTransactionFilter {
  customerId?: string | undefined;
  platformCustomerId?: string | undefined;
  status?: string | undefined;
  createdAt?: { gte?: number; lte?: number } | undefined;
}

export const isCardTransactionStatus = (status: string): status is CardTransactionStatus => (CARD_TRANSACTION_STATUSES as readonly string[]).includes(status);

/** One page of card transactions for `GET /transactions` (spec: "returns the CARD variant for card transactions"). */
export function cardTransactionPage(k: Kernel, filter: CardTransactionFilter, options: { direction: 'asc' | 'desc'; limit: number; cursor?: string | undefined }): Page<CardTransactionRecord> {
  return cardTransactions(k).page(
    { customerId: filter.customerId, platformCustomerId: filter.platformCustomerId, status: filter.status as CardTransactionStatus | undefined, createdAt: filter.createdAt },
    { orderBy: 'createdAt', ...options },
  );
}
