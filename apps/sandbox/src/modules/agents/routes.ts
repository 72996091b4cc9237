import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { dateParam, failOn, listPage, pageLimit } from '../../platform/paging.js';
import { approveAction, rejectAction } from './actions.js';
import { agentActions, agents, mustAgent } from './repo.js';
import { readAgentCreate, readAgentUpdate, readPolicyUpdate, readRejection } from './requests.js';
import { createAgent, deleteAgent, issueDeviceCode, mustAgentAction, mustDeviceCode, redeemDeviceCode, updateAgent, updatePolicy } from './service.js';
import { agentActionView, agentView, deviceCodeView, redeemedView } from './views.js';

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
    const { agent, deviceCode } = createAgent(k, readAgentCreate(await readJson(c)));
    return c.json({ agent: agentView(agent), deviceCode: deviceCodeView(deviceCode) }, 201);
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
    const record = mustDeviceCode(k, c.req.param('code'));
    return c.json({ code: record.id, redeemed: record.redeemed });
  });

  app.post('/agents/device-codes/:code/redeem', (c) => {
    const { agent, accessToken } = redeemDeviceCode(k, c.req.param('code'));
    return c.json(redeemedView(agent, accessToken));
  });

  app.get('/agents/:agentId', (c) => c.json(agentView(mustAgent(k, c.req.param('agentId')))));

  app.patch('/agents/:agentId', async (c) => {
    const update = readAgentUpdate(await readJson(c));
    return c.json(agentView(updateAgent(k, c.req.param('agentId'), update)));
  });

  app.delete('/agents/:agentId', (c) => {
    deleteAgent(k, c.req.param('agentId'));
    return c.body(null, 204);
  });

  // An unknown agent is a 404 before anything is said of the fields.
  app.patch('/agents/:agentId/policy', async (c) => {
    const body = await readJson(c);
    const agentId = mustAgent(k, c.req.param('agentId')).id;
    return c.json(agentView(updatePolicy(k, agentId, readPolicyUpdate(body))));
  });

  app.post('/agents/:agentId/device-codes', (c) => c.json(deviceCodeView(issueDeviceCode(k, c.req.param('agentId'))), 201));

  app.post('/agents/:agentId/actions/:actionId/approve', (c) => {
    const action = mustAgentAction(k, c.req.param('agentId'), c.req.param('actionId'));
    return c.json(agentActionView(k, approveAction(k, action.id)));
  });

  app.post('/agents/:agentId/actions/:actionId/reject', async (c) => {
    const action = mustAgentAction(k, c.req.param('agentId'), c.req.param('actionId'));
    return c.json(agentActionView(k, rejectAction(k, action.id, readRejection(await readJson(c)))));
  });

  return app;
}
