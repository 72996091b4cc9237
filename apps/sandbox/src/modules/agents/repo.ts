import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

export interface AgentPolicy {
  permissions: Schema<'AgentPolicy'>['permissions'];
  defaultExecutionMode: 'AUTO' | 'APPROVAL_REQUIRED';
  spendingLimits: { currency: string; perTransactionLimit: number; dailyLimit?: number | null; dailyTransactionLimit?: number; monthlyLimit?: number | null };
  accountRestrictions?: { allowedAccountIds?: string[] | null };
  approvalThresholds?: { currency?: string; amount?: number | null };
}

export interface AgentRecord {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: AgentPolicy;
  usage: { day: string; dailyTransactionCount: number; dailySpend: number; month: string; monthlySpend: number };
  createdAt: number;
  updatedAt: number;
}

export interface AgentActionRecord {
  id: string;
  agentId: string;
  customerId: string;
  status: 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';
  type: 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';
  /**
   * The quote executed. A TRANSFER_IN has none: it carries its transaction's id here, since the
   * table's CHECK (written before transfer actions) requires the field.
   */
  quoteId: string;
  transactionId: string;
  /** TRANSFER_OUT and TRANSFER_IN: what moves where (reference OpenAPI: AgentTransferDetails). */
  transferDetails?: { amount: number; currency: string; sourceAccountId: string; destinationAccountId: string };
  rejectionReason?: string;
  createdAt: number;
  updatedAt: number;
}

/** A device code, by the code itself (its id). */
export interface DeviceCodeRecord {
  id: string;
  agentId: string;
  expiresAt: number;
  redeemed: boolean;
}

/** An agent access token, by the hex SHA-256 of the token (its id): the token itself is never kept. */
export interface AgentTokenRecord {
  id: string;
  agentId: string;
}

export const agentsTable = defineTable<AgentRecord>({
  name: 'agents',
  fields: ['customerId', 'createdAt'],
  indexes: [['createdAt'], ['customerId', 'createdAt']],
  required: ['id', 'name', 'customerId', 'isPaused', 'isConnected', 'policy', 'usage', 'createdAt', 'updatedAt'],
});

export const agentActionsTable = defineTable<AgentActionRecord>({
  name: 'agent_actions',
  fields: ['agentId', 'customerId', 'status', 'transactionId', 'createdAt'],
  indexes: [['agentId', 'createdAt'], ['agentId', 'status', 'createdAt'], ['status', 'createdAt'], ['transactionId', 'createdAt'], ['customerId', 'status', 'createdAt']],
  required: ['id', 'agentId', 'customerId', 'status', 'type', 'quoteId', 'transactionId', 'createdAt', 'updatedAt'],
});

export const deviceCodesTable = defineTable<DeviceCodeRecord>({ name: 'agent_device_codes', fields: ['agentId'], indexes: [['agentId']], required: ['id', 'agentId', 'expiresAt', 'redeemed'] });

export const agentTokensTable = defineTable<AgentTokenRecord>({ name: 'agent_tokens', fields: ['agentId'], indexes: [['agentId']], required: ['id', 'agentId'] });

export const agents = (k: Kernel) => k.store.table(agentsTable);
export const agentActions = (k: Kernel) => k.store.table(agentActionsTable);
export const deviceCodes = (k: Kernel) => k.store.table(deviceCodesTable);
export const agentTokens = (k: Kernel) => k.store.table(agentTokensTable);

export const hashToken = (token: string): string => bytesToHex(sha256(new TextEncoder().encode(token)));

export function mustAgent(k: Kernel, id: string): AgentRecord {
  const agent = agents(k).get(id);
  if (!agent) throw notFound('Agent', id);
  return agent;
}

/** The agent an AgentAuth bearer token belongs to, or undefined. */
export function agentForToken(k: Kernel, token: string): AgentRecord | undefined {
  const record = agentTokens(k).get(hashToken(token));
  return record === undefined ? undefined : agents(k).get(record.agentId);
}
