import type { ClientContext } from './context.js';
import { requireSandbox } from './environment.js';
import { ClientError } from './errors.js';
import type { InternalAccount, SandboxCardAuthorization, SandboxCardSimulation, SandboxScenarios, Transaction } from './types.js';
import { requireId, segment } from './validate.js';

// The sandbox's own controls (packages/contract/sandbox-extensions.yaml): a client made with
// environment: 'sandbox' only, through a backend that forwards SANDBOX_CONTROL_ROUTES (a production one never does).

/**
 * Adds money to an internal account (`POST /sandbox/internal-accounts/{id}/fund`), in the smallest unit.
 *
 * @example await client.sandbox.fundAccount(walletId, 10_000); // $100.00
 */
export async function fundAccount(ctx: ClientContext, accountId: string, amount: number): Promise<InternalAccount> {
  requireSandbox(ctx, 'fundAccount');
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new ClientError('INVALID_ARGUMENT', `amount: expected a positive integer in the currency's smallest unit, got ${JSON.stringify(amount)}`);
  }
  const path = `/sandbox/internal-accounts/${segment(requireId('accountId', accountId))}/fund`;
  return (await ctx.send<InternalAccount>({ method: 'POST', path, bodyText: JSON.stringify({ amount }) })).body;
}

/**
 * Pays a realtime-funded quote as the sender's bank would (`POST /sandbox/send`).
 *
 * @example await client.sandbox.payRealtimeQuote({ quoteId: quote.id, currencyCode: 'USD', currencyAmount: quote.totalSendingAmount });
 */
export async function payRealtimeQuote(ctx: ClientContext, input: { quoteId: string; currencyCode: string; currencyAmount?: number }): Promise<Transaction> {
  requireSandbox(ctx, 'payRealtimeQuote');
  requireId('input.quoteId', input?.quoteId);
  return (await ctx.send<Transaction>({ method: 'POST', path: '/sandbox/send', bodyText: JSON.stringify(input) })).body;
}

/**
 * Makes a completed payout come back from the bank (`POST /sandbox/transactions/{id}/bank-return`): COMPLETED becomes FAILED.
 *
 * @example await client.sandbox.bankReturn(transaction.id);
 */
export async function bankReturn(ctx: ClientContext, transactionId: string): Promise<Transaction> {
  requireSandbox(ctx, 'bankReturn');
  const path = `/sandbox/transactions/${segment(requireId('transactionId', transactionId))}/bank-return`;
  return (await ctx.send<Transaction>({ method: 'POST', path })).body;
}

/** The sandbox's scenario switches (`GET /sandbox/scenarios`). @example const { wrongOtp } = await client.sandbox.getScenarios(); */
export async function getScenarios(ctx: ClientContext): Promise<SandboxScenarios> {
  requireSandbox(ctx, 'getScenarios');
  return (await ctx.send<SandboxScenarios>({ method: 'GET', path: '/sandbox/scenarios' })).body;
}

/** Turns scenarios on or off (`PATCH /sandbox/scenarios`); answers all of them. @example await client.sandbox.setScenarios({ rateUnavailable: true }); */
export async function setScenarios(ctx: ClientContext, patch: Partial<SandboxScenarios>): Promise<SandboxScenarios> {
  requireSandbox(ctx, 'setScenarios');
  if (!patch || typeof patch !== 'object') throw new ClientError('INVALID_ARGUMENT', 'patch: expected an object of scenario switches, such as { wrongOtp: true }');
  return (await ctx.send<SandboxScenarios>({ method: 'PATCH', path: '/sandbox/scenarios', bodyText: JSON.stringify(patch) })).body;
}

/** Every scenario back off (`POST /sandbox/scenarios/reset`). @example await client.sandbox.resetScenarios(); */
export async function resetScenarios(ctx: ClientContext): Promise<SandboxScenarios> {
  requireSandbox(ctx, 'resetScenarios');
  return (await ctx.send<SandboxScenarios>({ method: 'POST', path: '/sandbox/scenarios/reset' })).body;
}

async function simulateCard(ctx: ClientContext, name: string, cardId: string, body: object): Promise<SandboxCardSimulation> {
  const path = `/sandbox/cards/${segment(requireId('cardId', cardId))}/simulate/${name}`;
  return (await ctx.send<SandboxCardSimulation>({ method: 'POST', path, bodyText: JSON.stringify(body) })).body;
}

function checkAmount(name: string, amount: unknown, min: number): void {
  if (!Number.isSafeInteger(amount) || (amount as number) < min) {
    throw new ClientError('INVALID_ARGUMENT', `${name}: expected an integer of at least ${min} in the currency's smallest unit, got ${JSON.stringify(amount)}`);
  }
}

/**
 * A merchant authorizes a purchase on the card (`POST /sandbox/cards/{id}/simulate/authorization`).
 * The descriptor's last three characters steer the sandbox: `002` insufficient funds, `003` paused,
 * `005` a delayed pull, `006` a failed confirmation. The card transaction is then in `listCardTransactions`.
 *
 * @example await client.sandbox.simulateCardAuthorization(card.id, { amount: 1250, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE SF' } });
 */
export async function simulateCardAuthorization(ctx: ClientContext, cardId: string, request: SandboxCardAuthorization): Promise<SandboxCardSimulation> {
  requireSandbox(ctx, 'simulateCardAuthorization');
  checkAmount('request.amount', request?.amount, 1);
  return simulateCard(ctx, 'authorization', cardId, request);
}

/** The merchant clears `amount` of an authorization (0 lets it expire). @example await client.sandbox.simulateCardClearing(card.id, row.id, 600); */
export async function simulateCardClearing(ctx: ClientContext, cardId: string, cardTransactionId: string, amount: number): Promise<SandboxCardSimulation> {
  requireSandbox(ctx, 'simulateCardClearing');
  checkAmount('amount', amount, 0);
  return simulateCard(ctx, 'clearing', cardId, { cardTransactionId: requireId('cardTransactionId', cardTransactionId), amount });
}

/** The merchant refunds `amount` of a settled purchase: a CREDIT row of its own. @example await client.sandbox.simulateCardReturn(card.id, row.id, 600); */
export async function simulateCardReturn(ctx: ClientContext, cardId: string, cardTransactionId: string, amount: number): Promise<SandboxCardSimulation> {
  requireSandbox(ctx, 'simulateCardReturn');
  checkAmount('amount', amount, 1);
  return simulateCard(ctx, 'return', cardId, { cardTransactionId: requireId('cardTransactionId', cardTransactionId), amount });
}

/** What `client.sandbox` offers: the sandbox's controls, for demos and tests against a sandbox. */
export const sandboxCalls = { fundAccount, payRealtimeQuote, bankReturn, getScenarios, setScenarios, resetScenarios, simulateCardAuthorization, simulateCardClearing, simulateCardReturn };
