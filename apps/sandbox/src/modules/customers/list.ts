import type { Kernel } from '../../kernel/kernel.js';
import type { FieldError } from '../../platform/errors.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import type { Page, Where } from '../../store/table.js';
import { customers, type CustomerRecord } from './repo.js';
import { customerView } from './views.js';

/** How many records one list call may walk past while filtering on `currency` (a list inside each record, not an index). */
const CURRENCY_WALK = 500;

type Query = (name: string) => string | undefined;

function range(after: number | undefined, before: number | undefined) {
  if (after === undefined && before === undefined) return undefined;
  return { ...(after === undefined ? {} : { gte: after }), ...(before === undefined ? {} : { lte: before }) };
}

/** The filters of GET /customers as an indexed query. */
function readFilters(query: Query, errors: FieldError[]): Where<CustomerRecord> {
  const customerType = query('customerType');
  if (customerType !== undefined && customerType !== 'INDIVIDUAL' && customerType !== 'BUSINESS') errors.push({ field: 'customerType', message: `expected INDIVIDUAL or BUSINESS, got ${JSON.stringify(customerType)}` });
  const deleted = query('isIncludingDeleted');
  if (deleted !== undefined && deleted !== 'true' && deleted !== 'false') errors.push({ field: 'isIncludingDeleted', message: `expected true or false, got ${JSON.stringify(deleted)}` });
  return {
    platformCustomerId: query('platformCustomerId'),
    customerType,
    region: query('region'),
    umaAddress: query('umaAddress'),
    createdAt: range(dateParam('createdAfter', query('createdAfter'), errors), dateParam('createdBefore', query('createdBefore'), errors)),
    updatedAt: range(dateParam('updatedAfter', query('updatedAfter'), errors), dateParam('updatedBefore', query('updatedBefore'), errors)),
    isDeleted: deleted === 'true' ? undefined : { ne: true },
  };
}

/**
 * Keyset pages that keep only customers holding `currency`: walks at most CURRENCY_WALK records per
 * call, so a page may come back short with `hasMore` and a cursor where the walk stopped.
 */
function pageWithCurrency(k: Kernel, where: Where<CustomerRecord>, currency: string, limit: number, cursor: string | undefined): Page<CustomerRecord> {
  const kept: CustomerRecord[] = [];
  let next = cursor;
  let walked = 0;
  for (;;) {
    const page = customers(k).page(where, { orderBy: 'createdAt', direction: 'asc', limit: Math.min(100, limit - kept.length), cursor: next });
    walked += page.data.length;
    kept.push(...page.data.filter((c) => c.currencies.includes(currency)));
    next = page.nextCursor;
    if (!page.hasMore) return { data: kept, hasMore: false };
    if (kept.length >= limit || walked >= CURRENCY_WALK) return { data: kept, hasMore: true, ...(next === undefined ? {} : { nextCursor: next }) };
  }
}

/** GET /customers: filtered, oldest first, keyset pages; deleted customers only when asked for. */
export function listCustomers(k: Kernel, query: Query) {
  const errors: FieldError[] = [];
  const limit = pageLimit(query('limit'), errors);
  const where = readFilters(query, errors);
  failOn(errors);
  const currency = query('currency');
  const cursor = query('cursor');
  return listPage(() => (currency === undefined ? customers(k).page(where, { orderBy: 'createdAt', direction: 'asc', limit, cursor }) : pageWithCurrency(k, where, currency, limit, cursor)), customerView);
}
