import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import { TRANSACTION_STATUSES, transactions, type TransactionRecord } from './repo.js';
import { transactionView } from './views.js';

/**
 * Lists transactions newest first with the spec's filters and cursor paging (spec: GET
 * /transactions); `customerId` forced for callers that may see one customer only (agents). Each
 * filter combination walks one index, so a page costs the same with 100,000 transactions as with none.
 */
export function listTransactions(k: Kernel, query: Record<string, string>, scope: { customerId?: string } = {}) {
  const errors: FieldError[] = [];
  const limit = pageLimit(query.limit, errors);
  const start = dateParam('startDate', query.startDate, errors);
  const end = dateParam('endDate', query.endDate, errors);
  if (query.status !== undefined && !(TRANSACTION_STATUSES as readonly string[]).includes(query.status)) errors.push({ field: 'status', message: `expected one of ${TRANSACTION_STATUSES.join(', ')}` });
  if (query.type !== undefined && !['INCOMING', 'OUTGOING', 'CARD'].includes(query.type)) errors.push({ field: 'type', message: 'expected INCOMING, OUTGOING or CARD' });
  if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder)) errors.push({ field: 'sortOrder', message: 'expected asc or desc' });
  if (start !== undefined && end !== undefined && start > end) errors.push({ field: 'endDate', message: 'expected endDate at or after startDate' });
  failOn(errors);
  const customerId = scope.customerId ?? query.customerId;
  if (scope.customerId !== undefined && query.customerId !== undefined && query.customerId !== scope.customerId) return { data: [], hasMore: false };
  const createdAt = start === undefined && end === undefined ? undefined : { ...(start === undefined ? {} : { gte: start }), ...(end === undefined ? {} : { lte: end }) };
  return listPage(
    () =>
      transactions(k).page(
        {
          customerId,
          platformCustomerId: query.platformCustomerId,
          status: query.status as TransactionRecord['status'] | undefined,
          type: query.type as TransactionRecord['type'] | undefined,
          reference: query.reference,
          createdAt,
        },
        { orderBy: 'createdAt', direction: query.sortOrder === 'asc' ? 'asc' : 'desc', limit, cursor: query.cursor },
      ),
    transactionView,
  );
}
