import type { Kernel } from './kernel/kernel.js';
import { webhooksTable } from './kernel/webhooks.js';
import { agentActionsTable, agentTokensTable, agentsTable, deviceCodesTable } from './modules/agents/index.js';
import { customersTable } from './modules/customers/index.js';
import { externalAccountsTable } from './modules/external-accounts/index.js';
import { internalAccountsTable } from './modules/internal-accounts/index.js';
import { quotesTable } from './modules/quotes/index.js';
import { scaFactorsTable } from './modules/sca/index.js';
import { saveTransaction, type TransactionRecord } from './modules/transactions/index.js';
import { credentialsTable, sessionsTable } from './modules/wallet-auth/index.js';
import { StoreError } from './store/driver.js';
import type { Store } from './store/store.js';
import type { TableSpec } from './store/table.js';

type Records = Record<string, Record<string, unknown>>;

/** The whole-state JSON file sandboxes kept before the database (version 1): only what is carried over. */
interface LegacyState {
  version: 1;
  idCounter: number;
  clockOffsetMs: number;
  platform: Record<string, unknown>;
  keys: Record<string, JsonWebKey>;
  customers: Records;
  internalAccounts: Records;
  externalAccounts: Records;
  credentials: Records;
  sessions: Records;
  quotes: Records;
  transactions: Records;
  agents: Records;
  deviceCodes: Records;
  agentTokens: Record<string, string>;
  agentActions: Records;
  scaFactors: Records;
  webhooks: Records;
  jobs: { at: number; kind: string; id: string }[];
  ledger: { at: number; currency: string; from: string; to: string; amount: number; memo: string; transactionId?: string }[];
  scenarios: Record<string, unknown>;
}

const SECTIONS = ['customers', 'internalAccounts', 'externalAccounts', 'credentials', 'sessions', 'quotes', 'transactions', 'agents', 'deviceCodes', 'agentTokens', 'agentActions', 'scaFactors', 'webhooks'] as const;

/** Checks that `value` is a version 1 state; anything else stops the start with what is wrong. */
export function readLegacyState(value: unknown): LegacyState {
  const s = value as Partial<LegacyState> | null;
  const problems: string[] = [];
  if (typeof s !== 'object' || s === null) throw new StoreError('STORE_CHECK_FAILED', 'the legacy state is not a JSON object');
  if (s.version !== 1) problems.push(`version is ${JSON.stringify(s.version)}, expected 1`);
  if (typeof s.platform !== 'object' || typeof s.keys !== 'object') problems.push('platform or keys is missing');
  if (!Array.isArray(s.ledger) || !Array.isArray(s.jobs)) problems.push('ledger or jobs is not a list');
  if (!Number.isSafeInteger(s.idCounter)) problems.push('idCounter is not an integer');
  for (const section of SECTIONS) if (typeof s[section] !== 'object' || s[section] === null) problems.push(`${section} is missing`);
  if (problems.length > 0) throw new StoreError('STORE_CHECK_FAILED', `the legacy state cannot be carried over: ${problems.join('; ')}`);
  return s as LegacyState;
}

/** What must be in place before the kernel starts: keys, platform, counters, scenarios. */
export function writeLegacyMeta(store: Store, state: LegacyState): void {
  store.setMeta('keys', JSON.stringify(state.keys));
  store.setMeta('platform', JSON.stringify(state.platform));
  store.setMeta('idCounter', String(state.idCounter));
  store.setMeta('clockOffsetMs', String(state.clockOffsetMs ?? 0));
  store.setMeta('scenarios', JSON.stringify(state.scenarios ?? {}));
}

function copy(k: Kernel, spec: TableSpec<never>, records: Iterable<Record<string, unknown>>): void {
  const table = k.store.table(spec as TableSpec<{ id: string }>);
  for (const record of records) table.insert(record as { id: string });
}

/**
 * Carries the records of a version 1 state into the store (in the caller's transaction): balances
 * come from replaying its journal into the books, so the checks that follow compare the two.
 */
export function importJsonRecords(k: Kernel, state: LegacyState): void {
  const without = (record: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
  copy(k, customersTable as never, Object.values(state.customers));
  copy(k, internalAccountsTable as never, Object.values(state.internalAccounts).map((a) => without(a, 'balance')));
  copy(k, externalAccountsTable as never, Object.values(state.externalAccounts));
  copy(k, credentialsTable as never, Object.values(state.credentials));
  copy(k, sessionsTable as never, Object.values(state.sessions));
  copy(k, quotesTable as never, Object.values(state.quotes));
  copy(k, agentsTable as never, Object.values(state.agents));
  copy(k, agentActionsTable as never, Object.values(state.agentActions));
  copy(k, deviceCodesTable as never, Object.values(state.deviceCodes).map((d) => ({ ...without(d, 'code'), id: d.code })));
  copy(k, agentTokensTable as never, Object.entries(state.agentTokens).map(([id, agentId]) => ({ id, agentId })));
  copy(k, scaFactorsTable as never, Object.entries(state.scaFactors).map(([id, record]) => ({ ...record, id })));
  copy(k, webhooksTable as never, Object.values(state.webhooks));
  for (const tx of Object.values(state.transactions)) saveTransaction(k, tx as unknown as TransactionRecord, { isNew: true, touch: false });
  for (const entry of state.ledger) k.ledger.post(entry.currency, entry.from, entry.to, entry.amount, entry.memo, entry.transactionId);
  for (const job of state.jobs) k.schedule(job.kind, job.id, job.at);
}
