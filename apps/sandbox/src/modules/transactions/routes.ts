import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { checkRequest } from '../../platform/validate.js';
import { cardTransactionView, isCardTransactionId, mustCardTransaction } from '../cards/index.js';
import { listTransactions } from './list.js';
import { mustTransaction } from './repo.js';
import { approveTransaction, cancelTransaction, confirmReceipt, rejectTransaction } from './service.js';
import { transactionView } from './views.js';

/** A reason the platform gives: the document sets no bound, the sandbox keeps it short. */
const REASON = { max: 500 };

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
    const id = mustTransaction(k, c.req.param('transactionId')).id;
    checkBody('post', '/transactions/{transactionId}/approve', (await readJson(c)) ?? {});
    return c.json(transactionView(approveTransaction(k, id)));
  });

  app.post('/transactions/:transactionId/reject', async (c) => {
    const id = mustTransaction(k, c.req.param('transactionId')).id;
    const { reason } = checkRequest((await readJson(c)) ?? {}, (b) => checkBody('post', '/transactions/{transactionId}/reject', b), (f) => f.string('reason', REASON));
    return c.json(transactionView(rejectTransaction(k, id, reason)));
  });

  app.post('/transactions/:transactionId/confirm', async (c) => {
    const id = mustTransaction(k, c.req.param('transactionId')).id;
    const raw = await readJson(c);
    const { receiptDeliveryConfirmedAt } = raw === undefined ? {} : checkBody('post', '/transactions/{transactionId}/confirm', raw);
    return c.json(transactionView(confirmReceipt(k, id, receiptDeliveryConfirmedAt === undefined ? undefined : Date.parse(receiptDeliveryConfirmedAt))));
  });

  app.post('/transactions/:transactionId/cancel', async (c) => {
    const id = mustTransaction(k, c.req.param('transactionId')).id;
    checkRequest((await readJson(c)) ?? {}, (b) => checkBody('post', '/transactions/{transactionId}/cancel', b), (f) => f.string('reason', REASON));
    return c.json(transactionView(cancelTransaction(k, id)));
  });

  return app;
}
