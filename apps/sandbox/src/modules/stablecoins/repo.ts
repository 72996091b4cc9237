import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

/** A linked provider account (reference OpenAPI: StablecoinProviderAccount); the API secret is never kept. */
export interface ProviderAccountRecord {
  id: string;
  provider: 'BRALE';
  providerAccountId: string;
  status: 'ACTIVE' | 'INVALID' | 'REVOKED';
  apiClientId: string;
  lastVerifiedAt: number;
  createdAt: number;
  updatedAt: number;
}

export type IssuanceStatus = 'PENDING_REVIEW' | 'PROVISIONING' | 'PROVISIONED' | 'REJECTED' | 'FAILED';
export type GridOperationsStatus = 'NOT_ENABLED' | 'PENDING_APPROVAL' | 'ENABLING' | 'ENABLED' | 'DISABLED';

/** A registered stablecoin (reference OpenAPI: Stablecoin). */
export interface StablecoinRecord {
  id: string;
  providerTokenIdentifier: string;
  networkTokenIdentifier: string;
  network: 'SPARK';
  stablecoinProviderAccountId: string;
  issuanceStatus: IssuanceStatus;
  gridOperationsStatus: GridOperationsStatus;
  decimals: number;
  baseCurrency: string;
  createdAt: number;
  updatedAt: number;
}

export type OperationStatus = 'CREATED' | 'PENDING_FUNDING' | 'PENDING_PROVIDER' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

/** A mint or burn (reference OpenAPI: StablecoinOperation). */
export interface OperationRecord {
  id: string;
  stablecoinId: string;
  operationType: 'MINT' | 'BURN';
  status: OperationStatus;
  amount: string;
  stablecoinProviderAccountId: string;
  source: Schema<'StablecoinOperationSource'>;
  destination: Schema<'StablecoinOperationDestination'>;
  fundingInstructions?: Schema<'StablecoinFundingInstructions'>;
  estimatedDelivery?: Schema<'StablecoinEstimatedDelivery'>;
  expiresAt?: number;
  failureReason?: string;
  description?: string;
  createdAt: number;
  updatedAt: number;
}

export const providerAccountsTable = defineTable<ProviderAccountRecord>({
  name: 'stablecoin_provider_accounts',
  fields: ['provider', 'status', 'providerAccountId', 'createdAt'],
  indexes: [['createdAt'], ['provider', 'createdAt'], ['status', 'createdAt'], ['provider', 'status', 'createdAt'], ['providerAccountId']],
  required: ['id', 'provider', 'providerAccountId', 'status', 'apiClientId', 'createdAt', 'updatedAt'],
});

export const stablecoinsTable = defineTable<StablecoinRecord>({
  name: 'stablecoins',
  fields: ['issuanceStatus', 'gridOperationsStatus', 'providerTokenIdentifier', 'createdAt'],
  indexes: [['createdAt'], ['issuanceStatus', 'createdAt'], ['gridOperationsStatus', 'createdAt'], ['providerTokenIdentifier']],
  required: ['id', 'providerTokenIdentifier', 'networkTokenIdentifier', 'network', 'stablecoinProviderAccountId', 'issuanceStatus', 'gridOperationsStatus', 'createdAt', 'updatedAt'],
});

export const operationsTable = defineTable<OperationRecord>({
  name: 'stablecoin_operations',
  fields: ['stablecoinId', 'operationType', 'createdAt'],
  indexes: [['stablecoinId', 'createdAt'], ['stablecoinId', 'operationType', 'createdAt']],
  required: ['id', 'stablecoinId', 'operationType', 'status', 'amount', 'stablecoinProviderAccountId', 'source', 'destination', 'createdAt', 'updatedAt'],
});

export const providerAccounts = (k: Kernel) => k.store.table(providerAccountsTable);
export const stablecoins = (k: Kernel) => k.store.table(stablecoinsTable);
export const operations = (k: Kernel) => k.store.table(operationsTable);

export function mustProviderAccount(k: Kernel, id: string): ProviderAccountRecord {
  const account = providerAccounts(k).get(id);
  if (!account) throw notFound('Stablecoin provider account link', id, 'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
  return account;
}

export function mustStablecoin(k: Kernel, id: string): StablecoinRecord {
  const stablecoin = stablecoins(k).get(id);
  if (!stablecoin) throw notFound('Stablecoin', id);
  return stablecoin;
}

export function mustOperation(k: Kernel, id: string): OperationRecord {
  const operation = operations(k).get(id);
  if (!operation) throw notFound('Stablecoin operation', id);
  return operation;
}
