import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import type { ScaChallengeRecord } from '../sca/index.js';

/** ExternalAccountStatus of the reference OpenAPI. */
export type ExternalAccountStatus = 'PENDING' | 'ACTIVE' | 'PENDING_OWNERSHIP_VERIFICATION' | 'UNVERIFIED' | 'UNDER_REVIEW' | 'INACTIVE';

/** A ownership challenge in flight (reference OpenAPI: OwnershipChallenge); one at a time, a new one replaces it. */
export interface OwnershipChallengeRecord {
  method: 'WALLET_SIGNATURE' | 'LIVENESS';
  expiresAt: number;
  messageToSign?: string;
  /** LIVENESS: the hosted session's token; the sandbox's liveness check passes on its clock. */
  token?: string;
}

/** A trust or untrust of a beneficiary waiting for its SCA proof. */
export interface TrustChangeRecord {
  trusted: boolean;
  challenge: ScaChallengeRecord;
}

export interface ExternalAccountRecord {
  id: string;
  /** Absent for the platform's own accounts. */
  customerId?: string;
  currency: string;
  status: ExternalAccountStatus;
  rails: Schema<'PaymentRail'>[];
  accountInfo: Record<string, unknown>;
  createdAt: number;
  ownershipType?: 'FIRST_PARTY' | 'THIRD_PARTY';
  platformAccountId?: string;
  defaultUmaDepositAccount?: boolean;
  /** What identifies the account at its bank or on its chain, for the 409 on a second copy. */
  fingerprint?: string;
  ownership?: OwnershipChallengeRecord;
  /** A trusted beneficiary: sends to it skip the per-transaction SCA ceremony (reference OpenAPI: startBeneficiaryTrust). */
  trusted?: boolean;
  trustChange?: TrustChangeRecord;
  updatedAt?: number;
}

export const externalAccountsTable = defineTable<ExternalAccountRecord>({
  name: 'external_accounts',
  fields: ['customerId', 'currency', 'createdAt', 'fingerprint'],
  indexes: [['customerId', 'createdAt'], ['createdAt'], ['customerId', 'fingerprint']],
  required: ['id', 'currency', 'status', 'rails', 'accountInfo', 'createdAt'],
});

export const externalAccounts = (k: Kernel) => k.store.table(externalAccountsTable);

/** Crypto wallet account types (reference OpenAPI: ExternalAccountType); the rest are bank accounts. */
export const WALLET_TYPES: readonly string[] = ['BASE_WALLET', 'ETHEREUM_WALLET', 'LIGHTNING', 'PLASMA_WALLET', 'POLYGON_WALLET', 'SOLANA_WALLET', 'SPARK_WALLET', 'TRON_WALLET'];

export const isWallet = (account: ExternalAccountRecord): boolean => WALLET_TYPES.includes(String(account.accountInfo.accountType));

/**
 * An external account of a customer (`owner: 'customer'`, of `customerId` when given: an agent's
 * customer) or of the platform (`'platform'`), or the 404 the document gives for any other id
 * ("External account not found").
 */
export function mustExternalAccount(k: Kernel, id: string, owner: 'customer' | 'platform' | 'any' = 'any', customerId?: string): ExternalAccountRecord {
  const account = externalAccounts(k).get(id);
  const belongs = account !== undefined && (owner === 'any' || (owner === 'customer') === (account.customerId !== undefined)) && (customerId === undefined || account?.customerId === customerId);
  if (!account || !belongs) throw notFound('External account', id);
  return account;
}
