import { Hono } from 'hono';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { checkBody } from '../../platform/schema.js';
import { internalAccountView, mustInternalAccount, setInternalAccountStatus } from '../internal-accounts/index.js';
import { receiveRealtimePayment } from '../quotes/index.js';
import { fundOperation, operationView } from '../stablecoins/index.js';
import { bankReturn, mustTransaction, transactionView } from '../transactions/index.js';
import { issueSandboxOidcToken, sandboxJwks } from '../wallet-auth/index.js';
import { advanceClock, audit, fundAccount, sendTestWebhook } from './controls.js';
import { readScenarios, readSend } from './requests.js';
import { receiveUmaPayment, type UmaReceiveRequest } from './uma.js';

/** Sandbox-only endpoints: funding, realtime payments, the clock, scenarios, bank returns, webhooks, enclave and OIDC keys. */
export function sandboxRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sandbox/enclave-keys', (c) => c.json({ otpBundle: k.keys.otpBundle.publicKey, walletExport: k.keys.walletExport.publicKey, webhook: k.keys.webhook.publicKey }));
  app.get('/sandbox/oidc/jwks', (c) => c.json(sandboxJwks(k)));

  app.post('/sandbox/oidc/token', async (c) => {
    const { sub, aud, email, nonce } = checkBody('post', '/sandbox/oidc/token', await readJson(c));
    return c.json({ idToken: await issueSandboxOidcToken(k, { sub, ...(aud ? { aud } : {}), ...(email ? { email } : {}), ...(nonce ? { nonce } : {}) }) });
  });

  app.post('/sandbox/internal-accounts/:accountId/fund', async (c) => {
    const { amount } = checkBody('post', '/sandbox/internal-accounts/{accountId}/fund', await readJson(c));
    const accountId = c.req.param('accountId');
    fundAccount(k, accountId, amount);
    return c.json(internalAccountView(k, mustInternalAccount(k, accountId)));
  });

  app.post('/sandbox/internal-accounts/:accountId/status', async (c) => {
    const { status } = checkBody('post', '/sandbox/internal-accounts/{accountId}/status', await readJson(c));
    return c.json(internalAccountView(k, setInternalAccountStatus(k, c.req.param('accountId'), status)));
  });

  app.post('/sandbox/stablecoin-operations/:stablecoinOperationId/fund', (c) => c.json(operationView(fundOperation(k, c.req.param('stablecoinOperationId')))));

  app.post('/sandbox/uma/receive', async (c) => {
    const body = checkBody('post', '/sandbox/uma/receive', await readJson(c)) as UmaReceiveRequest;
    return c.json(transactionView(receiveUmaPayment(k, body)));
  });

  app.post('/sandbox/send', async (c) => {
    const { quoteId, currencyCode, currencyAmount } = readSend(await readJson(c));
    return c.json(transactionView(receiveRealtimePayment(k, quoteId, currencyCode, currencyAmount)));
  });

  app.get('/sandbox/clock', (c) => c.json({ now: iso(k.now()) }));

  app.post('/sandbox/clock/advance', async (c) => {
    const { seconds } = checkBody('post', '/sandbox/clock/advance', await readJson(c));
    advanceClock(k, seconds * 1000);
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

  app.post('/sandbox/webhooks/test', async (c) => c.json(await sendTestWebhook(k)));

  return app;
}
