import type { Schema } from '@wallet-kit/contract';
import { CURRENCY_CODES, currencyEntry, midRate } from '../../platform/currencies.js';
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

/** The fields of `o` that are set. */
const present = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

/** `amount` of one currency's smallest unit in another's, at the sandbox's mid rate. */
export function convertUnits(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const major = amount / 10 ** currencyEntry(from).decimals / midRate(from, to);
  return Math.round(major * 10 ** currencyEntry(to).decimals);
}

type SpendingLimits = AgentPolicy['spendingLimits'];

/** The amount limits of `limits` in `currency` (the document: a new currency "recasts all existing limits"). */
export function recastLimits(limits: SpendingLimits, currency: string): SpendingLimits {
  const recast = (amount: number | null | undefined) => (typeof amount === 'number' ? convertUnits(amount, limits.currency, currency) : amount);
  return present({ ...limits, currency, perTransactionLimit: recast(limits.perTransactionLimit)!, dailyLimit: recast(limits.dailyLimit), monthlyLimit: recast(limits.monthlyLimit) }) as SpendingLimits;
}

/**
 * Spending limits updated: existing limits recast into a new currency first, then the limits given
 * replace theirs, and a daily or monthly limit given as null is removed (the document's "no limit").
 */
function mergeLimits(prior: SpendingLimits, update: PolicyUpdate['spendingLimits'] = {}): SpendingLimits {
  const base = update.currency === undefined ? prior : recastLimits(prior, update.currency);
  const merged: SpendingLimits = { ...base, ...present({ perTransactionLimit: update.perTransactionLimit, dailyLimit: update.dailyLimit, dailyTransactionLimit: update.dailyTransactionLimit, monthlyLimit: update.monthlyLimit }) };
  if (update.dailyLimit === null) delete merged.dailyLimit;
  if (update.monthlyLimit === null) delete merged.monthlyLimit;
  return merged;
}

/** A policy update applied onto `base` (a whole policy when there is none): only the fields given change. */
export function mergePolicy(update: PolicyUpdate, base?: AgentPolicy): AgentPolicy {
  const prior = base ?? ({ permissions: [], defaultExecutionMode: 'AUTO', spendingLimits: { currency: update.spendingLimits?.currency ?? 'USD', perTransactionLimit: 0 } } satisfies AgentPolicy);
  const restrictions = update.accountRestrictions ?? undefined;
  const thresholds = update.approvalThresholds ?? undefined;
  const allowed = restrictions?.allowedAccountIds ?? undefined;
  return {
    permissions: update.permissions ?? prior.permissions,
    defaultExecutionMode: update.defaultExecutionMode ?? prior.defaultExecutionMode,
    spendingLimits: mergeLimits(prior.spendingLimits, update.spendingLimits ?? undefined),
    ...(restrictions || prior.accountRestrictions ? { accountRestrictions: allowed !== undefined ? { allowedAccountIds: allowed } : (prior.accountRestrictions ?? {}) } : {}),
    ...(thresholds || prior.approvalThresholds ? { approvalThresholds: { ...prior.approvalThresholds, ...present({ currency: thresholds?.currency, amount: thresholds?.amount }) } } : {}),
  };
}
