import { Hono } from 'hono';
import { iso } from '../clock.js';
import { ServiceError } from '../errors.js';
import { must, readJson, type SandboxEnv } from '../http.js';
import { accountBook, worldBook } from '../model/ledger.js';
import { DEFAULT_SCENARIOS, type Scenarios, type TransactionRecord } from '../model/types.js';
import { internalAccountView, transactionView } from '../model/views.js';
import { CURRENCY_CODES } from '../payments/currencies.js';
import { bankReturn, recordIncoming, runDueJobs } from '../payments/engine.js';
import { receiveRealtimePayment } from '../payments/quotes.js';
import type { Runtime } from '../runtime.js';
import { Fields } from '../validate.js';
import { emit } from '../webhooks/deliver.js';

/** Funds an internal account from outside: an INCOMING transaction, credited at once (spec: core rule 3). */
export function fundAccount(rt: Runtime, accountId: string, amount: number): TransactionRecord {
  const account = must(rt.state.internalAccounts, accountId, 'Internal account');
  rt.ledger.post(account.currency, worldBook(account.currency), accountBook(account.id), amount, 'sandbox funding');
  return recordIncoming(rt, account, {
    source: { sourceType: 'REALTIME_FUNDING', currency: account.currency, accountHolderName: 'Sandbox Funding', paymentRail: 'RTP' },
    sentAmount: { amount, currency: account.currency },
    receivedAmount: { amount, currency: account.currency },
    fees: 0,
    exchangeRate: 1,
    reference: account.reference,
    description: 'Sandbox funding',
  });
}

const SCENARIO_KEYS = Object.keys(DEFAULT_SCENARIOS) as (keyof Scenarios)[];

/** Sandbox-only endpoints: funding, realtime payments, the clock, scenarios, bank returns, test webhooks, enclave keys. */
export function sandboxRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sandbox/enclave-keys', (c) =>
    c.json({ otpBundle: rt.keys.otpBundle.publicKey, walletExport: rt.keys.walletExport.publicKey, webhook: rt.keys.webhook.publicKey }),
  );

  app.post('/sandbox/internal-accounts/:accountId/fund', async (c) => {
    const f = Fields.of(await readJson(c));
    const amount = f.integer('amount', { required: true, min: 1, max: 100_000_000_000 });
    f.done();
    const accountId = c.req.param('accountId');
    fundAccount(rt, accountId, amount!);
    return c.json(internalAccountView(rt.state.internalAccounts[accountId]!));
  });

  app.post('/sandbox/send', async (c) => {
    const f = Fields.of(await readJson(c));
    const quoteId = f.string('quoteId', { required: true });
    const currencyCode = f.enum('currencyCode', CURRENCY_CODES, { required: true });
    const currencyAmount = f.amount('currencyAmount');
    f.done();
    const quote = must(rt.state.quotes, quoteId!, 'Quote', 'QUOTE_NOT_FOUND');
    return c.json(transactionView(receiveRealtimePayment(rt, quote, currencyCode!, currencyAmount)));
  });

  app.get('/sandbox/clock', (c) => c.json({ now: iso(rt.now()) }));

  app.post('/sandbox/clock/advance', async (c) => {
    const f = Fields.of(await readJson(c));
    const seconds = f.integer('seconds', { required: true, min: 0, max: 366 * 24 * 3600 });
    f.done();
    rt.clock.advance(seconds! * 1000);
    runDueJobs(rt);
    return c.json({ now: iso(rt.now()) });
  });

  app.get('/sandbox/scenarios', (c) => c.json(rt.state.scenarios));

  app.patch('/sandbox/scenarios', async (c) => {
    const body = await readJson(c);
    const f = Fields.of(body);
    for (const key of Object.keys(f.value)) if (!(SCENARIO_KEYS as string[]).includes(key)) f.fail(key, `unknown scenario; expected one of ${SCENARIO_KEYS.join(', ')}`);
    const next: Partial<Scenarios> = {};
    for (const key of ['wrongOtp', 'rateUnavailable', 'bankReturn', 'payoutFailure'] as const) {
      const value = f.boolean(key);
      if (value !== undefined) next[key] = value;
    }
    for (const key of ['quoteExpiresInSeconds', 'scaRounds', 'rateLimitSeconds'] as const) {
      if (f.value[key] === null) next[key] = null;
      else {
        const value = f.integer(key, { min: key === 'quoteExpiresInSeconds' ? 0 : 1, max: key === 'scaRounds' ? 5 : 86_400 });
        if (value !== undefined) next[key] = value;
      }
    }
    f.done();
    Object.assign(rt.state.scenarios, next);
    return c.json(rt.state.scenarios);
  });

  app.post('/sandbox/scenarios/reset', (c) => {
    rt.state.scenarios = { ...DEFAULT_SCENARIOS };
    return c.json(rt.state.scenarios);
  });

  app.post('/sandbox/transactions/:transactionId/bank-return', (c) => {
    const tx = must(rt.state.transactions, c.req.param('transactionId'), 'Transaction', 'TRANSACTION_NOT_FOUND');
    bankReturn(rt, tx);
    return c.json(transactionView(tx));
  });

  app.get('/sandbox/ledger', (c) => c.json({ balanced: rt.ledger.audit().length === 0, problems: rt.ledger.audit(), currencies: rt.ledger.summary() }));

  app.get('/sandbox/webhooks', (c) =>
    c.json({
      data: Object.values(rt.state.webhooks).map((w) => ({
        id: w.id,
        type: w.type,
        timestamp: iso(w.timestamp),
        state: w.state,
        attempts: w.attempts,
        ...(w.lastStatus === undefined ? {} : { lastStatus: w.lastStatus }),
        ...(w.nextAttemptAt === undefined ? {} : { nextAttemptAt: iso(w.nextAttemptAt) }),
      })),
    }),
  );

  app.post('/sandbox/webhooks/test', async (c) => {
    const url = rt.state.platform.webhookEndpoint;
    if (!url) throw new ServiceError(400, 'WEBHOOK_ENDPOINT_NOT_SET', 'Set webhookEndpoint with PATCH /config first.');
    const record = emit(rt, 'TEST', { message: 'This is a test webhook from the Wallet Kit sandbox.' });
    // emit() started the first attempt; wait for it so the answer can report what the endpoint said.
    await Promise.allSettled([...rt.deliveries]);
    if (record.lastStatus === undefined || record.lastStatus < 200 || record.lastStatus >= 300) {
      throw new ServiceError(400, 'WEBHOOK_DELIVERY_ERROR', `The endpoint answered ${record.lastStatus ?? 'nothing'}.`, { details: { url, response_status: record.lastStatus ?? 0 } });
    }
    return c.json({ url, response_status: record.lastStatus });
  });

  return app;
}

