import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { checkBody } from '../../platform/schema.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { agentActions, agentActionView, agentTransferIn, agentView, mustAgent } from '../agents/index.js';
import { deleteExternalAccount, externalAccountView, listExternalAccounts, mustExternalAccount, type ExternalAccountRequest } from '../external-accounts/index.js';
import { parseQuoteRequest, quoteView } from '../quotes/index.js';
import { listTransactions, transactionView } from '../transactions/index.js';
import type { TransferRequest } from '../transfers/index.js';
import { addAgentExternalAccount, agentAction, agentQuote, agentTransaction, createAgentQuote, executeAgentQuote, requirePermission } from './service.js';
import { agentTransferOut, listAgentInternalAccounts } from './transfers.js';

const ACTION_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;

/** Agent operations: every call acts for the AgentAuth token's agent and its one customer (reference OpenAPI: Agent Operations). */
export function agentOperationRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/agents/me', (c) => c.json(agentView(mustAgent(k, c.get('agentId')))));

  app.post('/agents/me/quotes', async (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const body = await readJson(c);
    const request = parseQuoteRequest(body);
    return idempotency.run(c.req.header('Idempotency-Key'), `POST /agents/me/quotes ${agent.id}`, body, () => Promise.resolve({ status: 201, body: quoteView(k, createAgentQuote(k, agent, request)) }));
  });

  app.get('/agents/me/quotes/:quoteId', (c) => c.json(quoteView(k, agentQuote(k, c.get('agentId'), c.req.param('quoteId')))));

  app.post('/agents/me/quotes/:quoteId/execute', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const quoteId = c.req.param('quoteId');
    return idempotency.run(c.req.header('Idempotency-Key'), `POST /agents/me/quotes/${quoteId}/execute ${agent.id}`, null, () => Promise.resolve({ status: 200, body: agentActionView(k, executeAgentQuote(k, agent, quoteId)) }));
  });

  app.get('/agents/me/actions', (c) => {
    const agentId = c.get('agentId');
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(c.req.query('limit'), errors);
    const status = c.req.query('status');
    if (status !== undefined && !(ACTION_STATUSES as readonly string[]).includes(status)) errors.push({ field: 'status', message: `expected one of ${ACTION_STATUSES.join(', ')}` });
    failOn(errors);
    const where = { agentId, status: status as (typeof ACTION_STATUSES)[number] | undefined };
    return c.json(listPage(() => agentActions(k).page(where, { orderBy: 'createdAt', direction: 'desc', limit, cursor: c.req.query('cursor') }), (a) => agentActionView(k, a)));
  });

  app.get('/agents/me/actions/:actionId', (c) => c.json(agentActionView(k, agentAction(k, c.get('agentId'), c.req.param('actionId')))));

  app.get('/agents/me/transactions', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    requirePermission(agent, 'VIEW_TRANSACTIONS');
    return c.json(listTransactions(k, c.req.query(), { customerId: agent.customerId }));
  });

  app.get('/agents/me/transactions/:transactionId', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    return c.json(transactionView(agentTransaction(k, agent, c.req.param('transactionId'))));
  });

  app.post('/agents/me/transfer-out', async (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const body = checkBody('post', '/agents/me/transfer-out', await readJson(c)) as TransferRequest;
    requirePermission(agent, 'CREATE_TRANSFERS');
    return idempotency.run(c.req.header('Idempotency-Key'), `POST /agents/me/transfer-out ${agent.id}`, body, () => Promise.resolve({ status: 201, body: agentActionView(k, agentTransferOut(k, agent, body)) }));
  });

  app.post('/agents/me/transfer-in', async (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const body = checkBody('post', '/agents/me/transfer-in', await readJson(c)) as TransferRequest;
    requirePermission(agent, 'CREATE_TRANSFERS');
    return idempotency.run(c.req.header('Idempotency-Key'), `POST /agents/me/transfer-in ${agent.id}`, body, () => Promise.resolve({ status: 201, body: agentActionView(k, agentTransferIn(k, agent.id, body)) }));
  });

  app.get('/agents/me/internal-accounts', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    return c.json(listAgentInternalAccounts(k, agent, c.req.query()));
  });

  app.get('/agents/me/external-accounts', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    requirePermission(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
    return c.json(listExternalAccounts(k, c.req.query(), 'customer', agent.customerId));
  });

  app.post('/agents/me/external-accounts', async (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const body = checkBody('post', '/agents/me/external-accounts', await readJson(c)) as ExternalAccountRequest;
    return c.json(externalAccountView(addAgentExternalAccount(k, agent, body)), 201);
  });

  app.get('/agents/me/external-accounts/:externalAccountId', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    requirePermission(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
    return c.json(externalAccountView(mustExternalAccount(k, c.req.param('externalAccountId'), 'customer', agent.customerId)));
  });

  app.delete('/agents/me/external-accounts/:externalAccountId', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    requirePermission(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
    deleteExternalAccount(k, c.req.param('externalAccountId'), 'customer', agent.customerId);
    return c.body(null, 204);
  });

  return app;
}
