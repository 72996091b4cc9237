import { Hono } from 'hono';
import { bytesToBase64url } from '@wallet-kit/key-store/encoding';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import { Fields } from '../../platform/validate.js';
import { mustCustomer } from '../customers/index.js';
import { approveAction, rejectAction } from './actions.js';
import { readPolicy } from './policy.js';
import { agentActions, agentTokens, agents, deviceCodes, hashToken, mustAgent, type AgentRecord } from './repo.js';
import { agentActionView, agentView } from './views.js';

const DEVICE_CODE_TTL_MS = 15 * 60_000;

function newDeviceCode(k: Kernel, agent: AgentRecord) {
  const record = deviceCodes(k).insert({ id: `${k.code(4)}-${k.code(4)}`, agentId: agent.id, expiresAt: k.now() + DEVICE_CODE_TTL_MS, redeemed: false });
  return { code: record.id, agentId: agent.id, expiresAt: iso(record.expiresAt), redeemed: false };
}

/** Agent management, with the platform's credentials (reference OpenAPI: Agent Management; experimental in the service). */
export function agentRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const paging = (query: Record<string, string>) => {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    failOn(errors);
    return { limit, cursor: query.cursor };
  };

  app.post('/agents', async (c) => {
    const f = Fields.of(await readJson(c));
    const name = f.string('name', { required: true, min: 1, max: 200 });
    const customerId = f.string('customerId', { required: true });
    const policyFields = f.object('policy', { required: true });
    const policy = policyFields ? readPolicy(policyFields) : undefined;
    f.done();
    mustCustomer(k, customerId!);
    const created = k.store.transaction(() => {
      const now = k.now();
      const day = iso(now).slice(0, 10);
      const usage = { day, dailyTransactionCount: 0, dailySpend: 0, month: day.slice(0, 7), monthlySpend: 0 };
      const agent = agents(k).insert({ id: k.id('Agent'), name: name!, customerId: customerId!, isPaused: false, isConnected: false, policy: policy!, usage, createdAt: now, updatedAt: now });
      return { agent: agentView(agent), deviceCode: newDeviceCode(k, agent) };
    });
    return c.json(created, 201);
  });

  app.get('/agents', (c) => c.json(listPage(() => agents(k).page({}, { orderBy: 'createdAt', direction: 'asc', ...paging(c.req.query()) }), agentView)));

  // Filtered by agent, customer and an inclusive date window (reference OpenAPI: listAgentApprovals).
  app.get('/agents/approvals', (c) => {
    const query = c.req.query();
    const errors = [] as { field: string; message: string }[];
    const start = dateParam('startDate', query.startDate, errors);
    const end = dateParam('endDate', query.endDate, errors);
    failOn(errors);
    const createdAt = start === undefined && end === undefined ? undefined : { ...(start === undefined ? {} : { gte: start }), ...(end === undefined ? {} : { lte: end }) };
    const where = { status: 'PENDING_APPROVAL' as const, agentId: query.agentId, customerId: query.customerId, createdAt };
    return c.json(listPage(() => agentActions(k).page(where, { orderBy: 'createdAt', direction: 'asc', ...paging(query) }), (a) => agentActionView(k, a)));
  });

  app.get('/agents/device-codes/:code/status', (c) => {
    const record = deviceCodes(k).get(c.req.param('code'));
    if (!record) throw notFound('Device code', c.req.param('code'));
    return c.json({ code: record.id, redeemed: record.redeemed });
  });

  app.post('/agents/device-codes/:code/redeem', (c) => {
    const accessToken = `agt_${bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)))}`;
    const agent = k.store.transaction(() => {
      const record = deviceCodes(k).get(c.req.param('code'));
      if (!record) throw notFound('Device code', c.req.param('code'));
      if (record.redeemed || record.expiresAt <= k.now()) throw invalidInput([{ field: 'code', message: 'the device code was already redeemed or has expired' }]);
      deviceCodes(k).update({ ...record, redeemed: true });
      agentTokens(k).insert({ id: hashToken(accessToken), agentId: record.agentId });
      return agents(k).update({ ...mustAgent(k, record.agentId), isConnected: true, updatedAt: k.now() });
    });
    return c.json({ agentId: agent.id, agentName: agent.name, accessToken, policy: agent.policy });
  });

  app.get('/agents/:agentId', (c) => c.json(agentView(mustAgent(k, c.req.param('agentId')))));

  app.patch('/agents/:agentId', async (c) => {
    const f = Fields.of(await readJson(c));
    const name = f.string('name', { min: 1, max: 200 });
    const isPaused = f.boolean('isPaused');
    f.done();
    const agent = k.store.transaction(() => {
      const current = mustAgent(k, c.req.param('agentId'));
      return agents(k).update({ ...current, ...(name === undefined ? {} : { name }), ...(isPaused === undefined ? {} : { isPaused }), updatedAt: k.now() });
    });
    return c.json(agentView(agent));
  });

  app.delete('/agents/:agentId', (c) => {
    k.store.transaction(() => {
      const agent = mustAgent(k, c.req.param('agentId'));
      agents(k).delete(agent.id);
      for (const token of agentTokens(k).find({ agentId: agent.id }, { limit: 1000 })) agentTokens(k).delete(token.id);
    });
    return c.body(null, 204);
  });

  app.patch('/agents/:agentId/policy', async (c) => {
    const f = Fields.of(await readJson(c));
    const agent = k.store.transaction(() => {
      const current = mustAgent(k, c.req.param('agentId'));
      const policy = readPolicy(f, current.policy);
      f.done();
      return agents(k).update({ ...current, policy: policy!, updatedAt: k.now() });
    });
    return c.json(agentView(agent));
  });

  app.post('/agents/:agentId/device-codes', (c) => c.json(k.store.transaction(() => newDeviceCode(k, mustAgent(k, c.req.param('agentId')))), 201));

  const findAction = (agentId: string, actionId: string) => {
    const action = agentActions(k).get(actionId);
    if (!action || action.agentId !== mustAgent(k, agentId).id) throw notFound('Agent action', actionId);
    return action;
  };

  app.post('/agents/:agentId/actions/:actionId/approve', (c) => {
    const action = findAction(c.req.param('agentId'), c.req.param('actionId'));
    return c.json(agentActionView(k, approveAction(k, action.id)));
  });

  app.post('/agents/:agentId/actions/:actionId/reject', async (c) => {
    const action = findAction(c.req.param('agentId'), c.req.param('actionId'));
    const f = Fields.of((await readJson(c)) ?? {});
    const reason = f.string('reason', { max: 500 });
    f.done();
    return c.json(agentActionView(k, rejectAction(k, action.id, reason)));
  });

  return app;
}
