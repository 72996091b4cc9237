import { Hono } from 'hono';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64url, bytesToHex } from '@wallet-kit/key-store/encoding';
import { iso } from '../clock.js';
import { forbidden, invalidInput, notFound, type FieldError } from '../errors.js';
import { must, readJson, type SandboxEnv } from '../http.js';
import type { AgentPolicy, AgentRecord } from '../model/types.js';
import { agentView, transactionView } from '../model/views.js';
import { agentExecute, approveAction, rejectAction, renderAction } from '../payments/agents.js';
import { CURRENCY_CODES } from '../payments/currencies.js';
import { createQuote, parseQuoteRequest } from '../payments/quotes.js';
import type { Runtime } from '../runtime.js';
import { Fields, pageLimit } from '../validate.js';
import { page } from './accounts.js';
import { renderQuote } from './quotes.js';
import { listTransactions } from './transactions.js';

const PERMISSIONS = ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES', 'MANAGE_EXTERNAL_ACCOUNTS'] as const;
const ACTION_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;
const DEVICE_CODE_TTL_MS = 15 * 60_000;

export const hashToken = (token: string): string => bytesToHex(sha256(new TextEncoder().encode(token)));

/** Reads an AgentPolicy (whole, or as a partial update onto `base`). */
function readPolicy(f: Fields, base?: AgentPolicy): AgentPolicy | undefined {
  const required = base === undefined;
  const permissions = f.array('permissions', { required });
  if (permissions && !permissions.every((p) => typeof p === 'string' && (PERMISSIONS as readonly string[]).includes(p))) {
    f.fail('permissions', `expected items from ${PERMISSIONS.join(', ')}`);
  }
  const defaultExecutionMode = f.enum('defaultExecutionMode', ['AUTO', 'APPROVAL_REQUIRED'] as const, { required });
  const limits = f.object('spendingLimits', { required });
  const spending = limits
    ? {
        currency: limits.enum('currency', CURRENCY_CODES, { required }),
        perTransactionLimit: limits.integer('perTransactionLimit', { required, min: 0 }),
        dailyLimit: limits.integer('dailyLimit', { min: 0 }),
        dailyTransactionLimit: limits.integer('dailyTransactionLimit', { min: 0 }),
        monthlyLimit: limits.integer('monthlyLimit', { min: 0 }),
      }
    : undefined;
  const restrictions = f.object('accountRestrictions');
  const allowed = restrictions?.array('allowedAccountIds');
  const thresholds = f.object('approvalThresholds');
  const threshold = thresholds ? { currency: thresholds.enum('currency', CURRENCY_CODES), amount: thresholds.integer('amount', { min: 0 }) } : undefined;
  if (f.errors.length) return undefined;
  const prior = base ?? ({ permissions: [], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 0 } } satisfies AgentPolicy);
  const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return {
    permissions: (permissions as string[] | undefined) ?? prior.permissions,
    defaultExecutionMode: defaultExecutionMode ?? prior.defaultExecutionMode,
    spendingLimits: { ...prior.spendingLimits, ...(spending ? clean(spending) : {}) } as AgentPolicy['spendingLimits'],
    ...(restrictions || prior.accountRestrictions ? { accountRestrictions: allowed !== undefined ? { allowedAccountIds: allowed as string[] } : (prior.accountRestrictions ?? {}) } : {}),
    ...(threshold || prior.approvalThresholds ? { approvalThresholds: { ...prior.approvalThresholds, ...(threshold ? clean(threshold) : {}) } } : {}),
  };
}

/** Agent management (platform credentials) and agent operations (AgentAuth), experimental in the service. */
export function agentRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const findAgent = (id: string) => must(rt.state.agents, id, 'Agent');
  const me = (agentId: string): AgentRecord => {
    const agent = rt.state.agents[agentId];
    if (!agent) throw notFound('Agent', agentId);
    return agent;
  };
  const requirePermission = (agent: AgentRecord, permission: string) => {
    if (agent.isPaused) throw forbidden('This agent is paused.');
    if (!agent.policy.permissions.includes(permission)) throw forbidden(`The agent's policy lacks the ${permission} permission.`);
  };

  function newDeviceCode(agent: AgentRecord) {
    const code = `${rt.code(4)}-${rt.code(4)}`;
    const record = { code, agentId: agent.id, expiresAt: rt.now() + DEVICE_CODE_TTL_MS, redeemed: false };
    rt.state.deviceCodes[code] = record;
    return { code, agentId: agent.id, expiresAt: iso(record.expiresAt), redeemed: false };
  }

  app.post('/agents', async (c) => {
    const f = Fields.of(await readJson(c));
    const name = f.string('name', { required: true, min: 1, max: 200 });
    const customerId = f.string('customerId', { required: true });
    const policyFields = f.object('policy', { required: true });
    const policy = policyFields ? readPolicy(policyFields) : undefined;
    f.done();
    must(rt.state.customers, customerId!, 'Customer', 'USER_NOT_FOUND');
    const now = rt.now();
    const day = iso(now).slice(0, 10);
    const agent: AgentRecord = {
      id: rt.id('Agent'),
      name: name!,
      customerId: customerId!,
      isPaused: false,
      isConnected: false,
      policy: policy!,
      usage: { day, dailyTransactionCount: 0, dailySpend: 0, month: day.slice(0, 7), monthlySpend: 0 },
      createdAt: now,
      updatedAt: now,
    };
    rt.state.agents[agent.id] = agent;
    return c.json({ agent: agentView(agent), deviceCode: newDeviceCode(agent) }, 201);
  });

  app.get('/agents', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const result = page(Object.values(rt.state.agents), limit, c.req.query('cursor'), errors);
    if (errors.length) throw invalidInput(errors);
    return c.json({ ...result, data: result.data.map(agentView) });
  });

  app.get('/agents/approvals', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const pending = Object.values(rt.state.agentActions).filter((a) => a.status === 'PENDING_APPROVAL');
    const result = page(pending, limit, c.req.query('cursor'), errors);
    if (errors.length) throw invalidInput(errors);
    return c.json({ ...result, data: result.data.map((a) => renderAction(rt, a)) });
  });

  // Agent operations: every call acts for the token's agent and its one customer.
  app.get('/agents/me', (c) => c.json(agentView(me(c.get('agentId')))));

  app.post('/agents/me/quotes', async (c) => {
    const agent = me(c.get('agentId'));
    const request = parseQuoteRequest(await readJson(c));
    requirePermission(agent, 'CREATE_QUOTES');
    if (request.immediatelyExecute) throw invalidInput([{ field: 'immediatelyExecute', message: 'agents create quotes, then execute them under their policy' }]);
    const { quote } = createQuote(rt, request, { agentId: agent.id, customerId: agent.customerId, allowedAccountIds: agent.policy.accountRestrictions?.allowedAccountIds ?? null });
    return c.json(renderQuote(rt, quote), 201);
  });

  const agentQuote = (agentId: string, quoteId: string) => {
    const quote = rt.state.quotes[quoteId];
    if (!quote || quote.agentId !== agentId) throw notFound('Quote', quoteId, 'QUOTE_NOT_FOUND');
    return quote;
  };

  app.get('/agents/me/quotes/:quoteId', (c) => c.json(renderQuote(rt, agentQuote(c.get('agentId'), c.req.param('quoteId')))));

  app.post('/agents/me/quotes/:quoteId/execute', (c) => {
    const agent = me(c.get('agentId'));
    const quote = agentQuote(agent.id, c.req.param('quoteId'));
    requirePermission(agent, 'EXECUTE_QUOTES');
    return c.json(renderAction(rt, agentExecute(rt, agent, quote)));
  });

  app.get('/agents/me/actions', (c) => {
    const agentId = c.get('agentId');
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const status = c.req.query('status');
    if (status !== undefined && !(ACTION_STATUSES as readonly string[]).includes(status)) errors.push({ field: 'status', message: `expected one of ${ACTION_STATUSES.join(', ')}` });
    const list = Object.values(rt.state.agentActions)
      .filter((a) => a.agentId === agentId && (status === undefined || a.status === status))
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
    const result = page(list, limit, c.req.query('cursor'), errors);
    if (errors.length) throw invalidInput(errors);
    return c.json({ ...result, data: result.data.map((a) => renderAction(rt, a)) });
  });

  app.get('/agents/me/actions/:actionId', (c) => {
    const action = rt.state.agentActions[c.req.param('actionId')];
    if (!action || action.agentId !== c.get('agentId')) throw notFound('Agent action', c.req.param('actionId'));
    return c.json(renderAction(rt, action));
  });

  app.get('/agents/me/transactions', (c) => {
    const agent = me(c.get('agentId'));
    requirePermission(agent, 'VIEW_TRANSACTIONS');
    return c.json(listTransactions(rt, c.req.query(), (tx) => tx.customerId === agent.customerId));
  });

  app.get('/agents/me/transactions/:transactionId', (c) => {
    const agent = me(c.get('agentId'));
    requirePermission(agent, 'VIEW_TRANSACTIONS');
    const tx = rt.state.transactions[c.req.param('transactionId')];
    if (!tx || tx.customerId !== agent.customerId) throw notFound('Transaction', c.req.param('transactionId'), 'TRANSACTION_NOT_FOUND');
    return c.json(transactionView(tx));
  });

  app.get('/agents/device-codes/:code/status', (c) => {
    const record = must(rt.state.deviceCodes, c.req.param('code'), 'Device code');
    return c.json({ code: record.code, redeemed: record.redeemed });
  });

  app.post('/agents/device-codes/:code/redeem', (c) => {
    const record = must(rt.state.deviceCodes, c.req.param('code'), 'Device code');
    if (record.redeemed || record.expiresAt <= rt.now()) throw invalidInput([{ field: 'code', message: 'the device code was already redeemed or has expired' }]);
    const agent = findAgent(record.agentId);
    record.redeemed = true;
    const accessToken = `agt_${bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)))}`;
    rt.state.agentTokens[hashToken(accessToken)] = agent.id;
    agent.isConnected = true;
    agent.updatedAt = rt.now();
    return c.json({ agentId: agent.id, agentName: agent.name, accessToken, policy: agent.policy });
  });

  app.get('/agents/:agentId', (c) => c.json(agentView(findAgent(c.req.param('agentId')))));

  app.patch('/agents/:agentId', async (c) => {
    const agent = findAgent(c.req.param('agentId'));
    const f = Fields.of(await readJson(c));
    const name = f.string('name', { min: 1, max: 200 });
    const isPaused = f.boolean('isPaused');
    f.done();
    if (name !== undefined) agent.name = name;
    if (isPaused !== undefined) agent.isPaused = isPaused;
    agent.updatedAt = rt.now();
    return c.json(agentView(agent));
  });

  app.delete('/agents/:agentId', (c) => {
    const agent = findAgent(c.req.param('agentId'));
    Reflect.deleteProperty(rt.state.agents, agent.id);
    for (const [hash, agentId] of Object.entries(rt.state.agentTokens)) if (agentId === agent.id) Reflect.deleteProperty(rt.state.agentTokens, hash);
    return c.body(null, 204);
  });

  app.patch('/agents/:agentId/policy', async (c) => {
    const agent = findAgent(c.req.param('agentId'));
    const f = Fields.of(await readJson(c));
    const policy = readPolicy(f, agent.policy);
    f.done();
    agent.policy = policy!;
    agent.updatedAt = rt.now();
    return c.json(agentView(agent));
  });

  app.post('/agents/:agentId/device-codes', (c) => {
    const agent = findAgent(c.req.param('agentId'));
    return c.json(newDeviceCode(agent), 201);
  });

  const findAction = (agentId: string, actionId: string) => {
    const action = rt.state.agentActions[actionId];
    if (!action || action.agentId !== agentId) throw notFound('Agent action', actionId);
    return action;
  };

  app.post('/agents/:agentId/actions/:actionId/approve', (c) => {
    const action = findAction(findAgent(c.req.param('agentId')).id, c.req.param('actionId'));
    return c.json(renderAction(rt, approveAction(rt, action)));
  });

  app.post('/agents/:agentId/actions/:actionId/reject', async (c) => {
    const action = findAction(findAgent(c.req.param('agentId')).id, c.req.param('actionId'));
    const f = Fields.of((await readJson(c)) ?? {});
    const reason = f.string('reason', { max: 500 });
    f.done();
    return c.json(renderAction(rt, rejectAction(rt, action, reason)));
  });

  return app;
}
