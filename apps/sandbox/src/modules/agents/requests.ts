import type { Schema } from '@wallet-kit/contract';
import { checkBody } from '../../platform/schema.js';
import { checkRequest } from '../../platform/validate.js';
import { checkPolicyRules, type PolicyUpdate } from './policy.js';

/** An agent's name: the document sets no bounds, the sandbox keeps it to something a list can show. */
const NAME = { min: 1, max: 200 };

/** `POST /agents`, checked against the contract's schema and the rules it does not state. */
export function readAgentCreate(body: unknown): Schema<'AgentCreateRequest'> {
  return checkRequest(body, (b) => checkBody('post', '/agents', b), (f) => {
    f.string('name', NAME);
    const policy = f.object('policy');
    if (policy) checkPolicyRules(policy);
  });
}

/** `PATCH /agents/{agentId}`: a new name, paused or resumed. */
export function readAgentUpdate(body: unknown): Schema<'AgentUpdateRequest'> {
  return checkRequest(body, (b) => checkBody('patch', '/agents/{agentId}', b), (f) => f.string('name', NAME));
}

/** `PATCH /agents/{agentId}/policy`: the fields of the policy that change. */
export function readPolicyUpdate(body: unknown): PolicyUpdate {
  return checkRequest(body, (b) => checkBody('patch', '/agents/{agentId}/policy', b), checkPolicyRules);
}

/** `POST /agents/{agentId}/actions/{actionId}/reject`: an optional reason, shown on the action. */
export function readRejection(body: unknown): string | undefined {
  return checkRequest(body ?? {}, (b) => checkBody('post', '/agents/{agentId}/actions/{actionId}/reject', b), (f) => f.string('reason', { max: 500 })).reason;
}
