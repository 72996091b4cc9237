import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import { mergedPage, type PageSource } from '../../platform/merged-page.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import { CARD_TRANSACTION_STATUSES, cardTransactionPage, cardTransactionView, isCardTransactionId, isCardTransactionStatus, type CardTransactionRecord } from '../cards/index.js';
import { TRANSACTION_STATUSES, transactions, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

const STATUSES: readonly string[] = [...new Set([...TRANSACTION_STATUSES, ...CARD_TRANSACTION_STATUSES])];

/**
 * Lists transactions newest first with the spec's filters and cursor paging (spec: GET
 * /transactions); `customerId` forced for callers that may see one customer only (agents). Card
 * transactions live in their own table and come as the CARD variant (`type=CARD` lists only them):
 * each table walks one index per filter combination and the pages are merged, so a page costs the
 * same with 100,000 transactions as with none.
 */
export function listTransactions(k: Kernel, query: Record<string, string>, scope: { customerId?: string } = {}) {
  const errors: FieldError[] = [];
  const limit = pageLimit(query.limit, errors);
  const start = dateParam('startDate', query.startDate, errors);
  const end = dateParam('endDate', query.endDate, errors);
  if (query.status !== undefined && !STATUSES.includes(query.status)) errors.push({ field: 'status', message: `expected one of ${STATUSES.join(', ')}` });
  if (query.type !== undefined && !['INCOMING', 'OUTGOING', 'CARD'].includes(query.type)) errors.push({ field: 'type', message: 'expected INCOMING, OUTGOING or CARD' });
  if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder)) errors.push({ field: 'sortOrder', message: 'expected asc or desc' });
  if (start !== undefined && end !== undefined && start > end) errors.push({ field: 'endDate', message: 'expected endDate at or after startDate' });
  failOn(errors);
  const customerId = scope.customerId ?? query.customerId;
  if (scope.customerId !== undefined && query.customerId !== undefined && query.customerId !== scope.customerId) return { data: [], hasMore: false };
  const createdAt = start === undefined && end === undefined ? undefined : { ...(start === undefined ? {} : { gte: start }), ...(end === undefined ? {} : { lte: end }) };
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  const sources: PageSource<TransactionRecord | CardTransactionRecord>[] = [];
  if (query.type !== 'CARD' && (query.status === undefined || (TRANSACTION_STATUSES as readonly string[]).includes(query.status))) {
    sources.push({
      name: 'transactions',
      sortValue: (record) => record.createdAt,
      page: (size, cursor) =>
        transactions(k).page(
          { customerId, platformCustomerId: query.platformCustomerId, status: query.status as TransactionRecord['status'] | undefined, type: query.type as TransactionRecord['type'] | undefined, reference: query.reference, createdAt },
          { orderBy: 'createdAt', direction, limit: size, cursor },
        ),
    });
  }
  // Card transactions have no reconciliation reference, and are neither INCOMING nor OUTGOING.
  if ((query.type === undefined || query.type === 'CARD') && query.reference === undefined && (query.status === undefined || isCardTransactionStatus(query.status))) {
    sources.push({
      name: 'cards',
      sortValue: (record) => record.createdAt,
      page: (size, cursor) => cardTransactionPage(k, { customerId, platformCustomerId: query.platformCustomerId, status: query.status, createdAt }, { direction, limit: size, cursor }),
    });
  }
  return listPage(
    () => mergedPage(sources, { direction, limit, cursor: query.cursor }),
    (record) => (isCardTransactionId(record.id) ? cardTransactionView(record as CardTransactionRecord) : transactionView(record as TransactionRecord)),
  );
}
