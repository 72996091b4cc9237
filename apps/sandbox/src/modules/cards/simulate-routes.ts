import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { isCurrency } from '../../platform/currencies.js';
import { invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import type { CardTransactionRecord } from './card-transactions.js';
import { authorize, type AuthorizationKind, type AuthorizationRequest } from './decisioning.js';
import { adviseAuthorization, clear } from './reconcile.js';
import { mustCard } from './repo.js';
import { returnPurchase, reverseReturn } from './returns.js';
import { tokenizationMessage } from './tokenization.js';

type SimulatePath = '/sandbox/cards/{id}/simulate/authorization';

/** The simulators that take an amount, a currency and a merchant, by the kind of network message each sends. */
const AUTHORIZATIONS: Readonly<Record<string, AuthorizationKind>> = {
  authorization: 'AUTHORIZATION',
  credit_authorization: 'CREDIT_AUTHORIZATION',
  financial_authorization: 'FINANCIAL_AUTHORIZATION',
  financial_credit_authorization: 'FINANCIAL_CREDIT_AUTHORIZATION',
  credit_authorization_advice: 'CREDIT_AUTHORIZATION_ADVICE',
};

function parseAuthorization(name: string, body: unknown): AuthorizationRequest {
  const request = checkBody('post', `/sandbox/cards/{id}/simulate/${name}` as SimulatePath, body);
  const code = request.currency.code;
  if (code === undefined || !isCurrency(code)) throw invalidInput([{ field: 'currency.code', message: `expected a currency code, got ${JSON.stringify(code)}` }]);
  return { amount: request.amount, currency: code, merchant: request.merchant };
}

/** The simulators' answer: accepted, with the issuer token that names the resulting card operation. */
const accepted = (c: Context<SandboxEnv>, tx: CardTransactionRecord) => c.json({ issuerTransactionToken: tx.issuerTransactionToken }, 202);

/**
 * The card simulators (reference OpenAPI: `/sandbox/cards/{id}/simulate/...`): each network
 * message is decided and booked before the 202 leaves, so what it did is visible at once in
 * `GET /transactions` and its events are on their way.
 */
export function cardSimulatorRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  for (const [name, kind] of Object.entries(AUTHORIZATIONS)) {
    app.post(`/sandbox/cards/:id/simulate/${name}`, async (c) => {
      const card = mustCard(k, c.req.param('id'));
      return accepted(c, authorize(k, card.id, kind, parseAuthorization(name, await readJson(c))));
    });
  }

  app.post('/sandbox/cards/:id/simulate/balance_inquiry', async (c) => {
    const card = mustCard(k, c.req.param('id'));
    const request = checkBody('post', '/sandbox/cards/{id}/simulate/balance_inquiry', await readJson(c));
    return accepted(c, authorize(k, card.id, 'BALANCE_INQUIRY', { amount: 0, currency: card.currency, merchant: request.merchant }));
  });

  app.post('/sandbox/cards/:id/simulate/clearing', async (c) => {
    const card = mustCard(k, c.req.param('id'));
    const request = checkBody('post', '/sandbox/cards/{id}/simulate/clearing', await readJson(c));
    return accepted(c, clear(k, card.id, request.cardTransactionId, request.amount));
  });

  app.post('/sandbox/cards/:id/simulate/authorization_advice', async (c) => {
    const card = mustCard(k, c.req.param('id'));
    const request = checkBody('post', '/sandbox/cards/{id}/simulate/authorization_advice', await readJson(c));
    return accepted(c, adviseAuthorization(k, card.id, request.cardTransactionId, request.amount));
  });

  app.post('/sandbox/cards/:id/simulate/return', async (c) => {
    const card = mustCard(k, c.req.param('id'));
    const request = checkBody('post', '/sandbox/cards/{id}/simulate/return', await readJson(c));
    return accepted(c, returnPurchase(k, card.id, request.cardTransactionId, request.amount).refund);
  });

  app.post('/sandbox/cards/:id/simulate/return_reversal', async (c) => {
    const card = mustCard(k, c.req.param('id'));
    const request = checkBody('post', '/sandbox/cards/{id}/simulate/return_reversal', await readJson(c));
    return accepted(c, reverseReturn(k, card.id, request.cardTransactionId).reversal);
  });

  app.post('/sandbox/cards/:id/simulate/tokenization', async (c) => {
    const card = mustCard(k, c.req.param('id'));
    const { channel } = checkBody('post', '/sandbox/cards/{id}/simulate/tokenization', await readJson(c));
    return c.json(tokenizationMessage(k, card.id, channel));
  });

  return app;
}
