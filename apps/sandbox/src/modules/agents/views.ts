import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { platformCustomerIdOf } from '../customers/index.js';
import { quotes, quoteView } from '../quotes/index.js';
import { transactions, transactionView } from '../transactions/index.js';
import type { AgentActionRecord, AgentRecord, DeviceCodeRecord } from './repo.js';

/** An agent as the service shows it (reference OpenAPI: Agent). */
export function agentView(a: AgentRecord): Schema<'Agent'> {
  return {
    id: a.id,
    name: a.name,
    customerId: a.customerId,
    isPaused: a.isPaused,
    isConnected: a.isConnected,
    policy: a.policy,
    usage: { dailyTransactionCount: a.usage.dailyTransactionCount, dailySpend: a.usage.dailySpend, dailyResetDate: a.usage.day, monthlySpend: a.usage.monthlySpend, monthlyResetMonth: a.usage.month },
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}

/** A device code that connects an agent (reference OpenAPI: AgentDeviceCode). */
export function deviceCodeView(d: DeviceCodeRecord): Schema<'AgentDeviceCode'> {
  return { code: d.id, agentId: d.agentId, expiresAt: iso(d.expiresAt), redeemed: d.redeemed };
}

/** What redeeming a device code answers, the only time the token is shown (reference OpenAPI: AgentDeviceCodeRedeemResponse). */
export function redeemedView(agent: AgentRecord, accessToken: string): Schema<'AgentDeviceCodeRedeemResponse'> {
  return { agentId: agent.id, agentName: agent.name, accessToken, policy: agent.policy };
}

/** An agent's action with its quote and, once it ran, its transaction (reference OpenAPI: AgentAction). */
export function agentActionView(k: Kernel, a: AgentActionRecord): Schema<'AgentAction'> {
  // Transfer actions show their transferDetails, not the quote behind a transfer-out (reference OpenAPI: AgentAction.quote).
  const quote = a.type === 'EXECUTE_QUOTE' ? quotes(k).get(a.quoteId) : undefined;
  const tx = a.status === 'APPROVED' || a.status === 'FAILED' ? transactions(k).get(a.transactionId) : undefined;
  return {
    id: a.id,
    agentId: a.agentId,
    customerId: a.customerId,
    platformCustomerId: platformCustomerIdOf(k, a.customerId),
    status: a.status,
    type: a.type,
    ...(quote ? { quote: quoteView(k, quote) } : {}),
    ...(a.transferDetails === undefined ? {} : { transferDetails: a.transferDetails }),
    ...(tx ? { transaction: transactionView(tx) } : {}),
    ...(a.rejectionReason === undefined ? {} : { rejectionReason: a.rejectionReason }),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}
