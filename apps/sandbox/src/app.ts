import { Hono } from 'hono';
import type { Kernel } from './kernel/kernel.js';
import { LedgerError } from './ledger/ledger.js';
import { agentOperationRoutes } from './modules/agent-operations/index.js';
import { agentRoutes } from './modules/agents/index.js';
import { apiTokenRoutes } from './modules/api-tokens/index.js';
import { beneficialOwnerRoutes } from './modules/beneficial-owners/index.js';
import { cardRoutes, cardSimulatorRoutes } from './modules/cards/index.js';
import { configRoutes } from './modules/config/index.js';
import { contactVerificationRoutes } from './modules/contact-verification/index.js';
import { cryptoWithdrawalRoutes } from './modules/crypto-withdrawals/index.js';
import { customerRoutes } from './modules/customers/index.js';
import { documentRoutes } from './modules/documents/index.js';
import { discoveryRoutes } from './modules/discoveries/index.js';
import { exchangeRateRoutes } from './modules/exchange-rates/index.js';
import { externalAccountRoutes } from './modules/external-accounts/index.js';
import { internalAccountRoutes } from './modules/internal-accounts/index.js';
import { invitationRoutes } from './modules/invitations/index.js';
import { quoteRoutes } from './modules/quotes/index.js';
import { receiverRoutes } from './modules/receivers/index.js';
import { sandboxRoutes } from './modules/sandbox/index.js';
import { scaRoutes } from './modules/sca/index.js';
import { stablecoinRoutes } from './modules/stablecoins/index.js';
import { transactionRoutes } from './modules/transactions/index.js';
import { transferRoutes } from './modules/transfers/index.js';
import { umaProviderRoutes } from './modules/uma-providers/index.js';
import { vaspRoutes } from './modules/vasps/index.js';
import { verificationRoutes, verificationSandboxRoutes } from './modules/verifications/index.js';
import { walletAuthRoutes } from './modules/wallet-auth/index.js';
import { authenticate } from './platform/auth.js';
import { invalidInput, ServiceError } from './platform/errors.js';
import type { SandboxEnv } from './platform/http.js';
import { Idempotency } from './platform/idempotency.js';

/** The API version is the first path segment (spec: Versioning). */
export const BASE_PATH = '/2025-10-13';

/** The Hono app: one error envelope, authentication on every route, then each area's routes. */
export function createApp(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>().basePath(BASE_PATH);
  const idempotency = new Idempotency(k);

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      const headers = error.status === 401 ? { ...error.headers, 'WWW-Authenticate': 'Basic realm="sandbox"' } : error.headers;
      return c.json(error.toBody(), error.status as 400, headers);
    }
    // Amounts are capped one by one; a balance can still grow past what a JavaScript number holds exactly.
    if (error instanceof LedgerError && error.code === 'LEDGER_BALANCE_TOO_LARGE') {
      return c.json(invalidInput([{ field: 'amount', message: `expected an amount that keeps the account's balance at or under ${Number.MAX_SAFE_INTEGER} in the smallest unit` }], 'This would take a balance past the largest amount the sandbox holds.').toBody(), 400);
    }
    k.log(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return c.json({ code: 'INTERNAL_ERROR', reason: 'The sandbox failed to handle this request.' }, 500);
  });
  app.notFound((c) => c.json({ code: 'NOT_FOUND', reason: `No endpoint ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));
  app.use('*', authenticate(k, BASE_PATH));

  // Literal paths before parameters: /customers/internal-accounts must not reach /customers/:customerId.
  // Onboarding and identity (issue 13): verifications, their sandbox controls and hosted page, owners, documents, API tokens.
  for (const routes of [verificationSandboxRoutes(k), verificationRoutes(k, idempotency), beneficialOwnerRoutes(k), documentRoutes(k), apiTokenRoutes(k)]) app.route('/', routes);
  for (const routes of [sandboxRoutes(k), configRoutes(k), internalAccountRoutes(k), externalAccountRoutes(k), customerRoutes(k), contactVerificationRoutes(k), exchangeRateRoutes(k), walletAuthRoutes(k), quoteRoutes(k, idempotency), receiverRoutes(k), transferRoutes(k, idempotency), cryptoWithdrawalRoutes(k), discoveryRoutes(), umaProviderRoutes(), vaspRoutes(), invitationRoutes(k), stablecoinRoutes(k, idempotency), transactionRoutes(k), cardRoutes(k), cardSimulatorRoutes(k), scaRoutes(k), agentOperationRoutes(k, idempotency), agentRoutes(k)]) {
    app.route('/', routes);
  }
  return app;
}
