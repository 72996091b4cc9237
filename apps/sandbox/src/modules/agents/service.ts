import type { Schema } from '@wallet-kit/contract';
import { bytesToBase64url } from '@wallet-kit/key-store/encoding';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { mustCustomer } from '../customers/index.js';
import { convertUnits, mergePolicy, type PolicyUpdate } from './policy.js';
import { agentActions, agentTokens, agents, deviceCodes, hashToken, mustAgent, type AgentActionRecord, type AgentRecord, type DeviceCodeRecord } from './repo.js';

/** How long a device code may be redeemed. */
const DEVICE_CODE_TTL_MS = 15 * 60_000;

function newDeviceCode(k: Kernel, agent: AgentRecord): DeviceCodeRecord {
  return deviceCodes(k).insert({ id: `${k.secrets.code(4)}-${k.secrets.code(4)}`, agentId: agent.id, expiresAt: k.now() + DEVICE_CODE_TTL_MS, redeemed: false });
}

/** Creates an agent for an existing customer, with its first device code, in one transaction (reference OpenAPI: createAgent). */
export function createAgent(k: Kernel, request: Schema<'AgentCreateRequest'>): { agent: AgentRecord; deviceCode: DeviceCodeRecord } {
  mustCustomer(k, request.customerId);
  return k.store.transaction(() => {
    const now = k.now();
    const day = iso(now).slice(0, 10);
    const usage = { day, dailyTransactionCount: 0, dailySpend: 0, month: day.slice(0, 7), monthlySpend: 0 };
    const agent = agents(k).insert({ id: k.id('Agent'), name: request.name, customerId: request.customerId, isPaused: false, isConnected: false, policy: mergePolicy(request.policy), usage, createdAt: now, updatedAt: now });
    return { agent, deviceCode: newDeviceCode(k, agent) };
  });
}

/** A new device code for an agent (reference OpenAPI: createAgentDeviceCode). */
export function issueDeviceCode(k: Kernel, agentId: string): DeviceCodeRecord {
  return k.store.transaction(() => newDeviceCode(k, mustAgent(k, agentId)));
}

/** A device code by the code itself; 404 for one never issued. */
export function mustDeviceCode(k: Kernel, code: string): DeviceCodeRecord {
  const record = deviceCodes(k).get(code);
  if (!record) throw notFound('Device code', code);
  return record;
}

/**
 * Redeems a device code, once and before it expires, into the agent's bearer token: only the token's
 * hash is kept, and the agent is connected (reference OpenAPI: redeemAgentDeviceCode).
 */
export function redeemDeviceCode(k: Kernel, code: string): { agent: AgentRecord; accessToken: string } {
  const accessToken = `agt_${bytesToBase64url(k.secrets.bytes(32))}`;
  const agent = k.store.transaction(() => {
    const record = mustDeviceCode(k, code);
    if (record.redeemed || record.expiresAt <= k.now()) throw invalidInput([{ field: 'code', message: 'the device code was already redeemed or has expired' }]);
    deviceCodes(k).update({ ...record, redeemed: true });
    agentTokens(k).insert({ id: hashToken(accessToken), agentId: record.agentId });
    return agents(k).update({ ...mustAgent(k, record.agentId), isConnected: true, updatedAt: k.now() });
  });
  return { agent, accessToken };
}

/** Renames, pauses or resumes an agent. */
export function updateAgent(k: Kernel, agentId: string, update: Schema<'AgentUpdateRequest'>): AgentRecord {
  return k.store.transaction(() => {
    const current = mustAgent(k, agentId);
    return agents(k).update({ ...current, ...(update.name === undefined ? {} : { name: update.name }), ...(update.isPaused === undefined ? {} : { isPaused: update.isPaused }), updatedAt: k.now() });
  });
}

/** Applies a partial policy onto the agent's current one; a new limit currency recasts what was spent too. */
export function updatePolicy(k: Kernel, agentId: string, update: PolicyUpdate): AgentRecord {
  return k.store.transaction(() => {
    const current = mustAgent(k, agentId);
    const from = current.policy.spendingLimits.currency;
    const to = update.spendingLimits?.currency ?? from;
    const usage = { ...current.usage, dailySpend: convertUnits(current.usage.dailySpend, from, to), monthlySpend: convertUnits(current.usage.monthlySpend, from, to) };
    return agents(k).update({ ...current, policy: mergePolicy(update, current.policy), usage, updatedAt: k.now() });
  });
}

/** Deletes an agent and every access token it was given: they stop working at once. */
export function deleteAgent(k: Kernel, agentId: string): void {
  k.store.transaction(() => {
    const agent = mustAgent(k, agentId);
    agents(k).delete(agent.id);
    for (const token of agentTokens(k).find({ agentId: agent.id }, { limit: 1000 })) agentTokens(k).delete(token.id);
  });
}

/** One of an agent's actions; an action of another agent is not found. */
export function mustAgentAction(k: Kernel, agentId: string, actionId: string): AgentActionRecord {
  const action = agentActions(k).get(actionId);
  if (!action || action.agentId !== mustAgent(k, agentId).id) throw notFound('Agent action', actionId);
  return action;
}
