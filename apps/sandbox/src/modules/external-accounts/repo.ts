import type { Kernel } from '../../kernel/kernel.js';
import { defineTable } from '../../store/table.js';

export interface ExternalAccountRecord {
  id: string;
  customerId?: string;
  currency: string;
  status: 'ACTIVE';
  rails: string[];
  accountInfo: Record<string, unknown>;
  createdAt: number;
}

export const externalAccountsTable = defineTable<ExternalAccountRecord>({
  name: 'external_accounts',
  fields: ['customerId', 'currency', 'createdAt'],
  indexes: [['customerId', 'createdAt'], ['createdAt']],
  required: ['id', 'currency', 'status', 'rails', 'accountInfo', 'createdAt'],
});

export const externalAccounts = (k: Kernel) => k.store.table(externalAccountsTable);
