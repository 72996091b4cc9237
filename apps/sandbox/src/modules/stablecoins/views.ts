import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { OperationRecord, ProviderAccountRecord, StablecoinRecord } from './repo.js';

/** The provider environment follows the platform's mode: the sandbox is always SANDBOX. */
const ENVIRONMENT = 'SANDBOX' as const;

/** A linked provider account as the service shows it (reference OpenAPI: StablecoinProviderAccount). */
export function providerAccountView(a: ProviderAccountRecord): Schema<'StablecoinProviderAccount'> {
  return { id: a.id, provider: a.provider, providerAccountId: a.providerAccountId, providerEnvironment: ENVIRONMENT, status: a.status, lastVerifiedAt: iso(a.lastVerifiedAt), createdAt: iso(a.createdAt), updatedAt: iso(a.updatedAt) };
}

/** A stablecoin as the service shows it (reference OpenAPI: Stablecoin). */
export function stablecoinView(s: StablecoinRecord): Schema<'Stablecoin'> {
  return {
    id: s.id,
    name: `${s.providerTokenIdentifier} Dollar`,
    symbol: s.providerTokenIdentifier,
    baseCurrency: s.baseCurrency,
    network: s.network,
    decimals: s.decimals,
    issuanceStatus: s.issuanceStatus,
    gridOperationsStatus: s.gridOperationsStatus,
    networkTokenIdentifier: s.networkTokenIdentifier,
    // A Grid currency code exists once the stablecoin is enabled for Grid operations.
    ...(s.gridOperationsStatus === 'ENABLED' ? { currency: s.providerTokenIdentifier } : {}),
    provider: 'BRALE',
    stablecoinProviderAccountId: s.stablecoinProviderAccountId,
    providerEnvironment: ENVIRONMENT,
    providerTokenIdentifier: s.providerTokenIdentifier,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
  };
}

/** A mint or burn as the service shows it (reference OpenAPI: StablecoinOperation). */
export function operationView(o: OperationRecord): Schema<'StablecoinOperation'> {
  return {
    id: o.id,
    stablecoinId: o.stablecoinId,
    operationType: o.operationType,
    status: o.status,
    amount: o.amount,
    provider: 'BRALE',
    providerEnvironment: ENVIRONMENT,
    stablecoinProviderAccountId: o.stablecoinProviderAccountId,
    source: o.source,
    ...(o.fundingInstructions === undefined ? {} : { fundingInstructions: o.fundingInstructions }),
    destination: o.destination,
    ...(o.estimatedDelivery === undefined ? {} : { estimatedDelivery: o.estimatedDelivery }),
    ...(o.expiresAt === undefined ? {} : { expiresAt: iso(o.expiresAt) }),
    providerStatus: o.status.toLowerCase(),
    ...(o.failureReason === undefined ? {} : { failureReason: o.failureReason }),
    ...(o.description === undefined ? {} : { description: o.description }),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}
