import type { Schema } from '@wallet-kit/contract';
import { CURRENCY_CODES } from '../../platform/currencies.js';
import type { Fields } from '../../platform/validate.js';
import type { AgentPolicy } from './repo.js';

/** A policy as `PATCH /agents/{id}/policy` takes it; a whole AgentPolicy (`POST /agents`) is one too. */
export type PolicyUpdate = Schema<'AgentPolicyUpdateRequest'>;

/**
 * The policy rules the document does not state, read from the policy's fields: currencies the sandbox
 * prices, and limits and thresholds that are safe integers, never negative.
 */
export function checkPolicyRules(policy: Fields): void {
  const limits = policy.object('spendingLimits');
  if (limits) {
    limits.enum('currency', CURRENCY_CODES);
    for (const name of ['perTransactionLimit', 'dailyLimit', 'dailyTransactionLimit', 'monthlyLimit']) limits.integer(name, { min: 0 });
  }
  const thresholds = policy.object('approvalThresholds');
  thresholds?.enum('currency', CURRENCY_CODES);
  thresholds?.integer('amount', { min: 0 });
}

/** The fields of `o` that are set; a null (the document's "no limit") leaves the current value, as it always has here. */
const present = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

/** A policy update applied onto `base` (a whole policy when there is none): only the fields given change. */
export function mergePolicy(update: PolicyUpdate, base?: AgentPolicy): AgentPolicy {
  const prior = base ?? ({ permissions: [], defaultExecutionMode: 'AUTO', spendingLimits: { currency: 'USD', perTransactionLimit: 0 } } satisfies AgentPolicy);
  const restrictions = update.accountRestrictions ?? undefined;
  const thresholds = update.approvalThresholds ?? undefined;
  const allowed = restrictions?.allowedAccountIds ?? undefined;
  const limits = update.spendingLimits ?? {};
  return {
    permissions: update.permissions ?? prior.permissions,
    defaultExecutionMode: update.defaultExecutionMode ?? prior.defaultExecutionMode,
    spendingLimits: { ...prior.spendingLimits, ...present({ currency: limits.currency, perTransactionLimit: limits.perTransactionLimit, dailyLimit: limits.dailyLimit, dailyTransactionLimit: limits.dailyTransactionLimit, monthlyLimit: limits.monthlyLimit }) },
    ...(restrictions || prior.accountRestrictions ? { accountRestrictions: allowed !== undefined ? { allowedAccountIds: allowed } : (prior.accountRestrictions ?? {}) } : {}),
    ...(thresholds || prior.approvalThresholds ? { approvalThresholds: { ...prior.approvalThresholds, ...present({ currency: thresholds?.currency, amount: thresholds?.amount }) } } : {}),
  };
}
