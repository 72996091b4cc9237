import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { Fields } from '../../platform/validate.js';
import { approveAgentTransaction, rejectAgentTransaction } from '../agents/index.js';
import { cardTransactionView, isCardTransactionId, mustCardTransaction } from '../cards/index.js';
import { fail } from './engine.js';
import { listTransactions } from './list.js';
import { approveIncoming, isPendingIncoming, rejectIncoming } from './incoming.js';
import { mustTransaction, saveTransaction } from './repo.js';
import { transactionView } from './views.js';

const CANCELLABLE_RAILS = ['ACH', 'WIRE'];

/** Transactions: list, get, confirm, approve, reject, cancel (reference OpenAPI: Transactions). */
export function transactionRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/transactions', (c) => c.json(listTransactions(k, c.req.query())));
  app.get('/transactions/:transactionId', (c) => {
    const id = c.req.param('transactionId');
    // Card transactions are transactions too (spec: Transaction, discriminator CARD).
    if (isCardTransactionId(id)) return c.json(cardTransactionView(mustCardTransaction(k, id)));
    return c.json(transactionView(mustTransaction(k, id)));
  });

  app.post('/transactions/:transactionId/approve', async (c) => {
    const tx = mustTransaction(k, c.req.param('transactionId'));
    Fields.of((await readJson(c)) ?? {}).done();
    return c.json(transactionView(isPendingIncoming(tx) ? approveIncoming(k, tx.id) : approveAgentTransaction(k, tx.id)));
  });

  app.post('/transactions/:transactionId/reject', async (c) => {
    const tx = mustTransaction(k, c.req.param('transactionId'));
    const f = Fields.of((await readJson(c)) ?? {});
    const reason = f.string('reason', { max: 500 });
    f.done();
    return c.json(transactionView(isPendingIncoming(tx) ? rejectIncoming(k, tx.id) : rejectAgentTransaction(k, tx.id, reason)));
  });

  app.post('/transactions/:transactionId/confirm', async (c) => {
    const id = mustTransaction(k, c.req.param('transactionId')).id;
    const raw = await readJson(c);
    const { receiptDeliveryConfirmedAt } = raw === undefined ? {} : checkBody('post', '/transactions/{transactionId}/confirm', raw);
    // Calling it again updates the stored time (reference OpenAPI: confirmReceiptDelivery).
    const confirmed = k.store.transaction(() => saveTransaction(k, { ...mustTransaction(k, id), receiptDeliveryConfirmedAt: receiptDeliveryConfirmedAt === undefined ? k.now() : Date.parse(receiptDeliveryConfirmedAt) }, { touch: false }));
    return c.json(transactionView(confirmed));
  });

  app.post('/transactions/:transactionId/cancel', async (c) => {
    const id = c.req.param('transactionId');
    mustTransaction(k, id);
    const f = Fields.of((await readJson(c)) ?? {});
    f.string('reason', { max: 500 });
    f.done();
    const cancelled = k.store.transaction(() => {
      const tx = mustTransaction(k, id);
      // Only a bank transfer that has not settled can be pulled back (reference OpenAPI: cancelTransaction).
      if (tx.type !== 'OUTGOING' || !(tx.status === 'PENDING' || tx.status === 'PROCESSING') || tx.awaitingApproval || !CANCELLABLE_RAILS.includes(tx.paymentRail ?? '')) {
        throw conflict('This transaction cannot be cancelled.', 'TRANSACTION_NOT_CANCELLABLE');
      }
      return fail(k, tx, 'QUOTE_EXECUTION_FAILED', 'USER_CANCELLATION');
    });
    return c.json(transactionView(cancelled));
  });

  return app;
}
