import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, conflict, notFound } from '../../platform/errors.js';
import { mustProviderAccount, providerAccounts, stablecoins, type ProviderAccountRecord, type StablecoinRecord } from './repo.js';

/** The sandbox's provider refuses secrets shorter than this, as it would credentials it cannot verify. */
const MIN_SECRET_LENGTH = 8;
/** The provider's review on the sandbox clock: provisioning starts after 5 s, the token is live and enabled after 10 s. */
const PROVISIONING_AFTER_MS = 5_000;
const PROVISIONED_AFTER_MS = 10_000;
const ISSUANCE_JOB = 'STABLECOIN_ISSUANCE';

export interface ProviderLinkRequest {
  provider: 'BRALE';
  apiClientId: string;
  apiClientSecret: string;
  providerAccountId?: string;
}

/**
 * Links a provider account (reference OpenAPI: linkStablecoinProviderAccount): the credentials are
 * checked with the provider and only the client id kept; one link per provider account (409).
 */
export function linkProviderAccount(k: Kernel, request: ProviderLinkRequest): ProviderAccountRecord {
  if (request.apiClientSecret.length < MIN_SECRET_LENGTH) {
    throw new ServiceError(400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID', 'The provider refused these credentials.', { details: { errors: [{ field: 'apiClientSecret', message: `the provider could not verify it (the sandbox's provider takes ${MIN_SECRET_LENGTH} characters or more)` }] } });
  }
  // Credentials that expose one account: the sandbox's provider derives it from the client id.
  const providerAccountId = request.providerAccountId ?? bytesToHex(sha256(new TextEncoder().encode(request.apiClientId))).slice(0, 27);
  return k.store.transaction(() => {
    if (providerAccounts(k).first({ providerAccountId }, { orderBy: 'providerAccountId' })) throw conflict(`The provider account ${providerAccountId} is already linked.`);
    const now = k.now();
    return providerAccounts(k).insert({ id: k.id('StablecoinProviderAccount'), provider: request.provider, providerAccountId, status: 'ACTIVE', apiClientId: request.apiClientId, lastVerifiedAt: now, createdAt: now, updatedAt: now });
  });
}

/** The link a registration uses: the one named, or the only active one (reference OpenAPI: StablecoinRegisterRequest). */
function linkFor(k: Kernel, id: string | undefined): ProviderAccountRecord {
  if (id !== undefined) {
    const link = mustProviderAccount(k, id);
    if (link.status === 'REVOKED') throw new ServiceError(400, 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED', 'This provider account link has been revoked.');
    if (link.status !== 'ACTIVE') throw new ServiceError(400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID', 'This provider account link is not usable.');
    return link;
  }
  const active = providerAccounts(k).find({ status: 'ACTIVE' }, { orderBy: 'createdAt', limit: 2 });
  if (active.length === 0) throw notFound('Active stablecoin provider account link', 'any', 'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
  if (active.length > 1) throw new ServiceError(400, 'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED', 'Several active provider account links exist; pass stablecoinProviderAccountId to pick one.');
  return active[0]!;
}

export interface RegisterRequest {
  providerTokenIdentifier: string;
  networkTokenIdentifier: string;
  network: 'SPARK';
  stablecoinProviderAccountId?: string;
}

/**
 * Registers a provider-created stablecoin (reference OpenAPI: registerStablecoin): PENDING_REVIEW,
 * then PROVISIONING and PROVISIONED with Grid operations ENABLED, on the sandbox clock.
 */
export function registerStablecoin(k: Kernel, request: RegisterRequest): StablecoinRecord {
  return k.store.transaction(() => {
    const link = linkFor(k, request.stablecoinProviderAccountId);
    const existing = stablecoins(k).find({ providerTokenIdentifier: request.providerTokenIdentifier }, { orderBy: 'providerTokenIdentifier', limit: 100 });
    if (existing.some((s) => s.stablecoinProviderAccountId === link.id)) throw conflict(`${request.providerTokenIdentifier} is already registered for this provider account.`);
    const now = k.now();
    const record = stablecoins(k).insert({
      id: k.id('Stablecoin'),
      providerTokenIdentifier: request.providerTokenIdentifier,
      networkTokenIdentifier: request.networkTokenIdentifier,
      network: request.network,
      stablecoinProviderAccountId: link.id,
      issuanceStatus: 'PENDING_REVIEW',
      gridOperationsStatus: 'NOT_ENABLED',
      decimals: 6,
      baseCurrency: 'USD',
      createdAt: now,
      updatedAt: now,
    });
    k.schedule(ISSUANCE_JOB, record.id, now + PROVISIONING_AFTER_MS);
    k.schedule(ISSUANCE_JOB, record.id, now + PROVISIONED_AFTER_MS);
    return record;
  });
}

export function registerIssuanceJobs(k: Kernel): void {
  k.onJob(ISSUANCE_JOB, (id) => {
    const s = stablecoins(k).get(id);
    if (s?.issuanceStatus === 'PENDING_REVIEW') stablecoins(k).update({ ...s, issuanceStatus: 'PROVISIONING', gridOperationsStatus: 'ENABLING', updatedAt: k.now() });
    else if (s?.issuanceStatus === 'PROVISIONING') stablecoins(k).update({ ...s, issuanceStatus: 'PROVISIONED', gridOperationsStatus: 'ENABLED', updatedAt: k.now() });
  });
}
