import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { forbidden, invalidInput, notFound } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { agentActions, agentActionView, agentExecute, agentView, mustAgent, type AgentRecord } from '../agents/index.js';
import { createQuote, parseQuoteRequest, quotes, quoteView } from '../quotes/index.js';
import { listTransactions, transactions, transactionView } from '../transactions/index.js';

const ACTION_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;

/** Agent operations: every call acts for the AgentAuth token's agent and its one customer (reference OpenAPI: Agent Operations). */
export function agentOperationRoutes(k: Kernel): Hono<SandboxEnv> {
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

  return app;
}
