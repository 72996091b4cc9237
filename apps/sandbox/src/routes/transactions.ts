import { Hono } from 'hono';
import { conflict, invalidInput, type FieldError } from '../errors.js';
import { must, readJson, type SandboxEnv } from '../http.js';
import type { TransactionRecord, TransactionStatus } from '../model/types.js';
import { transactionView } from '../model/views.js';
import { actionForTransaction, approveAction, rejectAction } from '../payments/agents.js';
import { fail } from '../payments/engine.js';
import type { Runtime } from '../runtime.js';
import { Fields, dateParam, pageLimit } from '../validate.js';
import { page } from './accounts.js';

const STATUSES: readonly TransactionStatus[] = ['CREATED', 'PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED', 'REFUNDED', 'EXPIRED'];

/** Lists transactions newest first with the spec's filters and cursor paging (spec: GET /transactions). */
export function listTransactions(rt: Runtime, query: Record<string, string>, scope: (tx: TransactionRecord) => boolean = () => true) {
  const errors: FieldError[] = [];
  const limit = pageLimit(query.limit, errors);
  const start = dateParam('startDate', query.startDate, errors);
  const end = dateParam('endDate', query.endDate, errors);
  if (query.status !== undefined && !(STATUSES as readonly string[]).includes(query.status)) errors.push({ field: 'status', message: `expected one of ${STATUSES.join(', ')}` });
  if (query.type !== undefined && !['INCOMING', 'OUTGOING', 'CARD'].includes(query.type)) errors.push({ field: 'type', message: 'expected INCOMING, OUTGOING or CARD' });
  if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder)) errors.push({ field: 'sortOrder', message: 'expected asc or desc' });
  if (start !== undefined && end !== undefined && start > end) errors.push({ field: 'endDate', message: 'expected endDate at or after startDate' });
  const list = Object.values(rt.state.transactions)
    .filter(
      (tx) =>
        scope(tx) &&
        (query.customerId === undefined || tx.customerId === query.customerId) &&
        (query.platformCustomerId === undefined || tx.platformCustomerId === query.platformCustomerId) &&
        (query.status === undefined || tx.status === query.status) &&
        (query.type === undefined || tx.type === query.type) &&
        (query.reference === undefined || tx.reference === query.reference) &&
        (start === undefined || tx.createdAt >= start) &&
        (end === undefined || tx.createdAt <= end),
    )
    .sort((a, b) => (query.sortOrder === 'asc' ? a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1) : b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)));
  const result = page(list, limit, query.cursor, errors);
  if (errors.length) throw invalidInput(errors);
  return { ...result, data: result.data.map(transactionView) };
}

const CANCELLABLE_RAILS = ['ACH', 'WIRE'];

/** Transactions: list, get, approve, reject, cancel. */
export function transactionRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const find = (id: string) => must(rt.state.transactions, id, 'Transaction', 'TRANSACTION_NOT_FOUND');

  app.get('/transactions', (c) => c.json(listTransactions(rt, c.req.query())));
  app.get('/transactions/:transactionId', (c) => c.json(transactionView(find(c.req.param('transactionId')))));

  app.post('/transactions/:transactionId/approve', async (c) => {
    const tx = find(c.req.param('transactionId'));
    Fields.of((await readJson(c)) ?? {}).done();
    const action = actionForTransaction(rt, tx.id);
    if (!action) throw conflict('This transaction is not pending platform approval.', 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    approveAction(rt, action);
    return c.json(transactionView(tx));
  });

  app.post('/transactions/:transactionId/reject', async (c) => {
    const tx = find(c.req.param('transactionId'));
    const f = Fields.of((await readJson(c)) ?? {});
    const reason = f.string('reason', { max: 500 });
    f.done();
    const action = actionForTransaction(rt, tx.id);
    if (!action) throw conflict('This transaction is not pending platform approval.', 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    rejectAction(rt, action, reason);
    return c.json(transactionView(tx));
  });

  app.post('/transactions/:transactionId/cancel', async (c) => {
    const tx = find(c.req.param('transactionId'));
    const f = Fields.of((await readJson(c)) ?? {});
    f.string('reason', { max: 500 });
    f.done();
    // Only a bank transfer that has not settled can be pulled back (reference OpenAPI: cancelTransaction).
    if (tx.type !== 'OUTGOING' || !(tx.status === 'PENDING' || tx.status === 'PROCESSING') || tx.awaitingApproval || !CANCELLABLE_RAILS.includes(tx.paymentRail ?? '')) {
      throw conflict('This transaction cannot be cancelled.', 'TRANSACTION_NOT_CANCELLABLE');
    }
    fail(rt, tx, 'QUOTE_EXECUTION_FAILED', 'USER_CANCELLATION');
    return c.json(transactionView(tx));
  });

  return app;
}
