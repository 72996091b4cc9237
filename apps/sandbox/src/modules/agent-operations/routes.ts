import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { forbidden, invalidInput, notFound } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { checkBody } from '../../platform/schema.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { agentActions, agentActionView, agentExecute, agentTransferIn, agentView, mustAgent, type AgentRecord } from '../agents/index.js';
import { createExternalAccount, deleteExternalAccount, externalAccountView, listExternalAccounts, mustExternalAccount, type ExternalAccountRequest } from '../external-accounts/index.js';
import { createQuote, parseQuoteRequest, quotes, quoteView } from '../quotes/index.js';
import { listTransactions, transactions, transactionView } from '../transactions/index.js';
import type { TransferRequest } from '../transfers/index.js';
import { agentTransferOut, listAgentInternalAccounts } from './transfers.js';

const ACTION_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;

/** Agent operations: every call acts for the AgentAuth token's agent and its one customer (reference OpenAPI: Agent Operations). */
export function agentOperationRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const requirePermission = (agent: AgentRecord, permission: AgentRecord['policy']['permissions'][number]) => {
    if (agent.isPaused) throw forbidden('This agent is paused.');
    if (!agent.policy.permissions.includes(permission)) throw forbidden(`The agent's policy lacks the ${permission} permission.`);
  };
  const agentQuote = (agentId: string, quoteId: string) => {
    const quote = quotes(k).get(quoteId);
    if (!quote || quote.agentId !== agentId) throw notFound('Quote', quoteId, 'QUOTE_NOT_FOUND');
    return quote;
  };

  app.get('/agents/me', (c) => c.json(agentView(mustAgent(k, c.get('agentId')))));

  app.post('/agents/me/quotes', async (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const request = parseQuoteRequest(await readJson(c));
    requirePermission(agent, 'CREATE_QUOTES');
    if (request.immediatelyExecute) throw invalidInput([{ field: 'immediatelyExecute', message: 'agents create quotes, then execute them under their policy' }]);
    const { quote } = createQuote(k, request, { agentId: agent.id, customerId: agent.customerId, allowedAccountIds: agent.policy.accountRestrictions?.allowedAccountIds ?? null });
    return c.json(quoteView(k, quote), 201);
  });

  app.get('/agents/me/quotes/:quoteId', (c) => c.json(quoteView(k, agentQuote(c.get('agentId'), c.req.param('quoteId')))));

  app.post('/agents/me/quotes/:quoteId/execute', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    const quote = agentQuote(agent.id, c.req.param('quoteId'));
    requirePermission(agent, 'EXECUTE_QUOTES');
    return c.json(agentActionView(k, agentExecute(k, agent.id, quote.id)));
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

  app.get('/agents/me/actions/:actionId', (c) => {
    const action = agentActions(k).get(c.req.param('actionId'));
    if (!action || action.agentId !== c.get('agentId')) throw notFound('Agent action', c.req.param('actionId'));
    return c.json(agentActionView(k, action));
  });

  app.get('/agents/me/transactions', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    requirePermission(agent, 'VIEW_TRANSACTIONS');
    return c.json(listTransactions(k, c.req.query(), { customerId: agent.customerId }));
  });

  app.get('/agents/me/transactions/:transactionId', (c) => {
    const agent = mustAgent(k, c.get('agentId'));
    requirePermission(agent, 'VIEW_TRANSACTIONS');
    const tx = transactions(k).get(c.req.param('transactionId'));
    if (!tx || tx.customerId !== agent.customerId) throw notFound('Transaction', c.req.param('transactionId'), 'TRANSACTION_NOT_FOUND');
    return c.json(transactionView(tx));
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
    requirePermission(agent, 'MANAGE_EXTERNAL_ACCOUNTS');
    // The customer is the agent's, inferred when omitted; another customer's id is a field error.
    if (body.customerId !== undefined && body.customerId !== agent.customerId) throw invalidInput([{ field: 'customerId', message: "expected the agent's own customer, or nothing" }]);
    return c.json(externalAccountView(createExternalAccount(k, { ...body, customerId: agent.customerId })), 201);
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
