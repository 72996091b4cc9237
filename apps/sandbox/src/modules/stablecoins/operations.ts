import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput, notFound } from '../../platform/errors.js';
import { externalAccounts, type ExternalAccountRecord } from '../external-accounts/index.js';
import { mustStablecoin, operations, type OperationRecord, type StablecoinRecord } from './repo.js';

/** Wire-funded mints and wallet-funded burns wait this long for their funds (reference OpenAPI: StablecoinOperation.expiresAt). */
const FUNDING_WINDOW_MS = 7 * 24 * 3600_000;
const OPERATION_JOB = 'STABLECOIN_OPERATION';
/** Steps of an operation on the sandbox clock once funded: with the provider 5 s, processing 60 s. */
const PROVIDER_MS = 5_000;
const PROCESSING_MS = 60_000;

const RAILS: Record<string, Schema<'PaymentRail'>> = { WIRE: 'WIRE', ACH_CREDIT: 'ACH', SAME_DAY_ACH_CREDIT: 'ACH', RTP_CREDIT: 'RTP' };
const TIMING: Record<string, string> = { WIRE: 'same business day', ACH_CREDIT: '1-3 business days', SAME_DAY_ACH_CREDIT: 'same business day', RTP_CREDIT: 'seconds' };

function live(k: Kernel, id: string): StablecoinRecord {
  const stablecoin = mustStablecoin(k, id);
  if (stablecoin.issuanceStatus !== 'PROVISIONED') throw conflict(`The stablecoin is ${stablecoin.issuanceStatus}; mints and burns start once it is PROVISIONED.`);
  return stablecoin;
}

/** The amount, which must be a whole number of fiat cents at the token's decimals (reference OpenAPI: StablecoinMintRequest.amount). */
function cents(stablecoin: StablecoinRecord, amount: string): number {
  const unitsPerCent = 10n ** BigInt(stablecoin.decimals - 2);
  const value = BigInt(amount);
  if (value === 0n || value % unitsPerCent !== 0n) throw invalidInput([{ field: 'amount', message: `expected a positive multiple of ${unitsPerCent} (a whole cent at ${stablecoin.decimals} decimals), got ${amount}` }]);
  const result = value / unitsPerCent;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidInput([{ field: 'amount', message: 'is larger than the service carries' }]);
  return Number(result);
}

function account(k: Kernel, id: string, field: string, check: (a: ExternalAccountRecord) => string | undefined): ExternalAccountRecord {
  if (id.startsWith('InternalAccount:')) throw invalidInput([{ field, message: 'Grid-managed stablecoin accounts are reserved for follow-up support: name an ExternalAccount' }]);
  const found = externalAccounts(k).get(id);
  if (!found) throw notFound('External account', id);
  const problem = check(found);
  if (problem) throw invalidInput([{ field, message: problem }]);
  return found;
}

const sparkWallet = (a: ExternalAccountRecord) => (a.accountInfo.accountType === 'SPARK_WALLET' && a.status === 'ACTIVE' ? undefined : 'expected an ACTIVE SPARK_WALLET external account');
const usdBank = (rail: Schema<'PaymentRail'>) => (a: ExternalAccountRecord) => (a.accountInfo.accountType === 'USD_ACCOUNT' && a.status === 'ACTIVE' && a.rails.includes(rail) ? undefined : `expected an ACTIVE US bank account reachable by ${rail}`);

function insert(k: Kernel, stablecoin: StablecoinRecord, fields: Omit<OperationRecord, 'id' | 'stablecoinId' | 'stablecoinProviderAccountId' | 'createdAt' | 'updatedAt'>): OperationRecord {
  const now = k.now();
  const operation = operations(k).insert({ id: k.id('StablecoinOperation'), stablecoinId: stablecoin.id, stablecoinProviderAccountId: stablecoin.stablecoinProviderAccountId, createdAt: now, updatedAt: now, ...fields });
  if (operation.status === 'PENDING_FUNDING') k.schedule(OPERATION_JOB, operation.id, operation.expiresAt!);
  else k.schedule(OPERATION_JOB, operation.id, now + PROVIDER_MS);
  return operation;
}

/** A mint as the contract's schema takes it. */
export type MintRequest = Schema<'StablecoinMintRequest'>;

/**
 * A mint (reference OpenAPI: createStablecoinMint): wire-funded mints return funding instructions
 * and wait for the wire (POST /sandbox/stablecoin-operations/{id}/fund) until they expire; ACH
 * debits go to the provider at once. Grid-funded and provider-balance mints are reserved.
 */
export function createMint(k: Kernel, stablecoinId: string, request: MintRequest): OperationRecord {
  return k.store.transaction(() => {
    const stablecoin = live(k, stablecoinId);
    const fiat = cents(stablecoin, request.amount);
    const destination = account(k, request.destination.accountId, 'destination.accountId', sparkWallet);
    const type = request.fundingSource.type;
    if (type === 'GRID_INTERNAL_ACCOUNT' || type === 'PROVIDER_INTERNAL_BALANCE') throw invalidInput([{ field: 'fundingSource.type', message: `${type} funding is reserved for follow-up support: use WIRE, ACH_DEBIT or SAME_DAY_ACH_DEBIT` }]);
    const source: Schema<'StablecoinOperationSource'> = { type };
    if (type !== 'WIRE') source.externalAccountId = account(k, request.fundingSource.externalAccountId ?? '', 'fundingSource.externalAccountId', usdBank('ACH')).id;
    const wire = type === 'WIRE';
    return insert(k, stablecoin, {
      operationType: 'MINT',
      status: wire ? 'PENDING_FUNDING' : 'PENDING_PROVIDER',
      amount: request.amount,
      source,
      destination: { accountId: destination.id },
      ...(wire
        ? { fundingInstructions: { rail: 'WIRE', beneficiaryName: 'Sandbox Stablecoin Provider', bankName: 'First Example Bank', accountNumber: '900100200300', routingNumber: '021000021', reference: k.code(10), amount: String(fiat), currency: 'USD' }, expiresAt: k.now() + FUNDING_WINDOW_MS }
        : {}),
      ...(request.description === undefined ? {} : { description: request.description }),
    });
  });
}

/** A burn as the contract's schema takes it. */
export type BurnRequest = Schema<'StablecoinBurnRequest'>;

/**
 * A burn (reference OpenAPI: createStablecoinBurn): a wallet-funded burn names the provider's deposit
 * address and waits for the tokens; a provider-balance burn spends what the provider holds (the
 * sandbox's provider always holds enough). Either pays out fiat to a US bank account.
 */
export function createBurn(k: Kernel, stablecoinId: string, request: BurnRequest): OperationRecord {
  return k.store.transaction(() => {
    const stablecoin = live(k, stablecoinId);
    const fiat = cents(stablecoin, request.amount);
    const rail = RAILS[request.destination.rail]!;
    const destination = account(k, request.destination.externalAccountId, 'destination.externalAccountId', usdBank(rail));
    if (request.source.type === 'GRID_INTERNAL_ACCOUNT') throw invalidInput([{ field: 'source.type', message: 'GRID_INTERNAL_ACCOUNT burns are reserved for follow-up support: use EXTERNAL_ACCOUNT or PROVIDER_INTERNAL_BALANCE' }]);
    const fromWallet = request.source.type === 'EXTERNAL_ACCOUNT';
    return insert(k, stablecoin, {
      operationType: 'BURN',
      status: fromWallet ? 'PENDING_FUNDING' : 'PENDING_PROVIDER',
      amount: request.amount,
      source: fromWallet ? { type: 'EXTERNAL_ACCOUNT' } : { type: 'PROVIDER_INTERNAL_BALANCE', sourceTokenIdentifier: stablecoin.providerTokenIdentifier, cryptoNetwork: 'SPARK' },
      destination: { accountId: destination.id, rail: request.destination.rail },
      estimatedDelivery: { rail: request.destination.rail, amount: String(fiat), currency: 'USD', timing: TIMING[request.destination.rail] },
      ...(fromWallet ? { fundingInstructions: { rail: 'SPARK', network: 'SPARK', address: `spark1sandbox${k.code(24).toLowerCase()}`, valueType: stablecoin.providerTokenIdentifier }, expiresAt: k.now() + FUNDING_WINDOW_MS } : {}),
      ...(request.description === undefined ? {} : { description: request.description }),
    });
  });
}

/** The provider reports the funds of a PENDING_FUNDING operation received (a sandbox control). */
export function fundOperation(k: Kernel, id: string): OperationRecord {
  return k.store.transaction(() => {
    const operation = operations(k).get(id);
    if (!operation) throw notFound('Stablecoin operation', id);
    if (operation.status !== 'PENDING_FUNDING' || (operation.expiresAt !== undefined && operation.expiresAt <= k.now())) throw conflict(`The operation is ${operation.status}; only one waiting for its funds can receive them.`, 'INVALID_STATE_TRANSITION');
    const funded = operations(k).update({ ...operation, status: 'PENDING_PROVIDER', updatedAt: k.now() });
    k.schedule(OPERATION_JOB, funded.id, k.now() + PROVIDER_MS);
    return funded;
  });
}

/** Each step on the clock: an unfunded operation expires; a funded one goes PROCESSING, then COMPLETED. */
export function registerOperationJobs(k: Kernel): void {
  k.onJob(OPERATION_JOB, (id) => {
    const operation = operations(k).get(id);
    if (!operation) return;
    const now = k.now();
    if (operation.status === 'PENDING_FUNDING' && operation.expiresAt !== undefined && operation.expiresAt <= now) {
      operations(k).update({ ...operation, status: 'EXPIRED', updatedAt: now });
    } else if (operation.status === 'PENDING_PROVIDER' && operation.updatedAt + PROVIDER_MS <= now) {
      operations(k).update({ ...operation, status: 'PROCESSING', updatedAt: now });
      k.schedule(OPERATION_JOB, id, now + PROCESSING_MS);
    } else if (operation.status === 'PROCESSING' && operation.updatedAt + PROCESSING_MS <= now) {
      operations(k).update({ ...operation, status: 'COMPLETED', updatedAt: now });
    }
  });
}
