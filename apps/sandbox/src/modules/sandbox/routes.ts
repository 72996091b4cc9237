import { Hono } from 'hono';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import type { ScenarioSettings } from '../../kernel/scenarios.js';
import { CURRENCY_CODES } from '../../platform/currencies.js';
import { ServiceError } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { checkBody } from '../../platform/schema.js';
import { Fields } from '../../platform/validate.js';
import { internalAccountView, mustInternalAccount, setInternalAccountStatus } from '../internal-accounts/index.js';
import { receiveRealtimePayment } from '../quotes/index.js';
import { fundOperation, operationView } from '../stablecoins/index.js';
import { bankReturn, mustTransaction, transactionView } from '../transactions/index.js';
import { issueSandboxOidcToken, sandboxJwks } from '../wallet-auth/index.js';
import { SCENARIO_KEYS, advanceClock, audit, fundAccount } from './controls.js';
import { receiveUmaPayment, type UmaReceiveRequest } from './uma.js';

function readScenarios(body: unknown): Partial<ScenarioSettings> {
  const f = Fields.of(body);
  for (const key of Object.keys(f.value)) if (!(SCENARIO_KEYS as string[]).includes(key)) f.fail(key, `unknown scenario; expected one of ${SCENARIO_KEYS.join(', ')}`);
  const next: Partial<ScenarioSettings> = {};
  for (const key of ['wrongOtp', 'rateUnavailable', 'bankReturn', 'payoutFailure'] as const) {
    const value = f.boolean(key);
    if (value !== undefined) next[key] = value;
  }
  const outcome = f.enum('verificationOutcome', ['APPROVED', 'REJECTED', 'RESOLVE_ERRORS', 'PENDING_MANUAL_REVIEW'] as const);
  if (outcome !== undefined) next.verificationOutcome = outcome;
  for (const key of ['quoteExpiresInSeconds', 'scaRounds', 'rateLimitSeconds'] as const) {
    if (f.value[key] === null) next[key] = null;
    else {
      const value = f.integer(key, { min: key === 'quoteExpiresInSeconds' ? 0 : 1, max: key === 'scaRounds' ? 5 : 86_400 });
      if (value !== undefined) next[key] = value;
    }
  }
  f.done();
  return next;
}

/** Sandbox-only endpoints: funding, realtime payments, the clock, scenarios, bank returns, webhooks, enclave and OIDC keys. */
export function sandboxRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sandbox/enclave-keys', (c) => c.json({ otpBundle: k.keys.otpBundle.publicKey, walletExport: k.keys.walletExport.publicKey, webhook: k.keys.webhook.publicKey }));
  app.get('/sandbox/oidc/jwks', (c) => c.json(sandboxJwks(k)));

  app.post('/sandbox/oidc/token', async (c) => {
    const f = Fields.of(await readJson(c));
    const sub = f.string('sub', { required: true, min: 1, max: 255 });
    const aud = f.string('aud', { min: 1, max: 255 });
    const email = f.string('email', { max: 254 });
    const nonce = f.string('nonce', { max: 128 });
    f.done();
    return c.json({ idToken: await issueSandboxOidcToken(k, { sub: sub!, ...(aud ? { aud } : {}), ...(email ? { email } : {}), ...(nonce ? { nonce } : {}) }) });
  });

  app.post('/sandbox/internal-accounts/:accountId/fund', async (c) => {
    const f = Fields.of(await readJson(c));
    const amount = f.integer('amount', { required: true, min: 1, max: 100_000_000_000 });
    f.done();
    const accountId = c.req.param('accountId');
    fundAccount(k, accountId, amount!);
    return c.json(internalAccountView(k, mustInternalAccount(k, accountId)));
  });

  app.post('/sandbox/internal-accounts/:accountId/status', async (c) => {
    const f = Fields.of(await readJson(c));
    const status = f.enum('status', ['ACTIVE', 'FROZEN', 'CLOSED'] as const, { required: true });
    f.done();
    return c.json(internalAccountView(k, setInternalAccountStatus(k, c.req.param('accountId'), status!)));
  });

  app.post('/sandbox/stablecoin-operations/:stablecoinOperationId/fund', (c) => c.json(operationView(fundOperation(k, c.req.param('stablecoinOperationId')))));

  app.post('/sandbox/uma/receive', async (c) => {
    const body = checkBody('post', '/sandbox/uma/receive', await readJson(c)) as UmaReceiveRequest;
    return c.json(transactionView(receiveUmaPayment(k, body)));
  });

  app.post('/sandbox/send', async (c) => {
    const f = Fields.of(await readJson(c));
    const quoteId = f.string('quoteId', { required: true });
    const currencyCode = f.enum('currencyCode', CURRENCY_CODES, { required: true });
    const currencyAmount = f.amount('currencyAmount');
    f.done();
    return c.json(transactionView(receiveRealtimePayment(k, quoteId!, currencyCode!, currencyAmount)));
  });

  app.get('/sandbox/clock', (c) => c.json({ now: iso(k.now()) }));

  app.post('/sandbox/clock/advance', async (c) => {
    const f = Fields.of(await readJson(c));
    const seconds = f.integer('seconds', { required: true, min: 0, max: 366 * 24 * 3600 });
    f.done();
    advanceClock(k, seconds! * 1000);
    return c.json({ now: iso(k.now()) });
  });

  app.get('/sandbox/scenarios', (c) => c.json(k.scenarios.current));
  app.patch('/sandbox/scenarios', async (c) => c.json(k.scenarios.set(readScenarios(await readJson(c)))));
  app.post('/sandbox/scenarios/reset', (c) => c.json(k.scenarios.reset()));

  app.post('/sandbox/transactions/:transactionId/bank-return', (c) => {
    const tx = mustTransaction(k, c.req.param('transactionId'));
    return c.json(transactionView(bankReturn(k, tx.id)));
  });

  app.get('/sandbox/ledger', (c) => {
    const problems = audit(k);
    return c.json({ balanced: problems.length === 0, problems, currencies: k.ledger.summary() });
  });

  app.get('/sandbox/webhooks', (c) => {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(c.req.query('limit'), errors);
    failOn(errors);
    return c.json(
      listPage(
        () => k.webhooks.page(limit, c.req.query('cursor')),
        (w) => ({ id: w.id, type: w.type, timestamp: iso(w.timestamp), state: w.state, attempts: w.attempts, ...(w.lastStatus === undefined ? {} : { lastStatus: w.lastStatus }), ...(w.nextAttemptAt === undefined || w.state !== 'PENDING' ? {} : { nextAttemptAt: iso(w.nextAttemptAt) }) }),
      ),
    );
  });

  app.post('/sandbox/webhooks/test', async (c) => {
    const url = k.platform.webhookEndpoint;
    if (!url) throw new ServiceError(400, 'WEBHOOK_ENDPOINT_NOT_SET', 'Set webhookEndpoint with PATCH /config first.');
    const record = k.webhooks.emit('TEST', { message: 'This is a test webhook from the Wallet Kit sandbox.' })!;
    // The attempt emit() scheduled for the commit runs now; wait for it so the answer can report what the endpoint said.
    await k.webhooks.flush();
    const status = k.webhooks.get(record.id)?.lastStatus;
    if (status === undefined || status < 200 || status >= 300) {
      throw new ServiceError(400, 'WEBHOOK_DELIVERY_ERROR', `The endpoint answered ${status ?? 'nothing'}.`, { details: { url, response_status: status ?? 0 } });
    }
    return c.json({ url, response_status: status });
  });

  return app;
}
