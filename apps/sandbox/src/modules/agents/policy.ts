import { CURRENCY_CODES } from '../../platform/currencies.js';
import type { Fields } from '../../platform/validate.js';
import type { AgentPolicy } from './repo.js';

const PERMISSIONS = ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES', 'MANAGE_EXTERNAL_ACCOUNTS'] as const;

/** Reads an AgentPolicy (whole, or as a partial update onto `base`). */
export function readPolicy(f: Fields, base?: AgentPolicy): AgentPolicy | undefined {
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
    permissions: (permissions as AgentPolicy['permissions'] | undefined) ?? prior.permissions,
    defaultExecutionMode: defaultExecutionMode ?? prior.defaultExecutionMode,
    spendingLimits: { ...prior.spendingLimits, ...(spending ? clean(spending) : {}) } as AgentPolicy['spendingLimits'],
    ...(restrictions || prior.accountRestrictions ? { accountRestrictions: allowed !== undefined ? { allowedAccountIds: allowed as string[] } : (prior.accountRestrictions ?? {}) } : {}),
    ...(threshold || prior.approvalThresholds ? { approvalThresholds: { ...prior.approvalThresholds, ...(threshold ? clean(threshold) : {}) } } : {}),
  };
}

