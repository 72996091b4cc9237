import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { isCurrency, railsOf } from '../../platform/currencies.js';
import { ServiceError, conflict, invalidInput, type FieldError } from '../../platform/errors.js';
import { customers, needsSca } from '../customers/index.js';
import { fingerprintOf } from './fingerprint.js';
import { identifierProblems } from './identifiers.js';
import { WALLET_TYPES, externalAccounts, type ExternalAccountRecord, type ExternalAccountStatus } from './repo.js';

/** The body of POST /customers/external-accounts (and the platform's and an agent's), checked against the document's schema. */
export interface ExternalAccountRequest {
  customerId?: string;
  currency: string;
  platformAccountId?: string;
  ownershipType?: 'FIRST_PARTY' | 'THIRD_PARTY';
  defaultUmaDepositAccount?: boolean;
  accountInfo: Record<string, unknown>;
}

/**
 * Rules the document states in prose: a self-custody wallet of a customer under counterparty rules
 * (the EU Travel Rule: the SCA regions here) must say whose it is, and a THIRD_PARTY one must name
 * its beneficiary (reference OpenAPI: OwnershipType, WalletBeneficiaryFields).
 */
function travelRuleProblems(request: ExternalAccountRequest, underTravelRule: boolean): FieldError[] {
  const info = request.accountInfo;
  if (!underTravelRule || !WALLET_TYPES.includes(String(info.accountType)) || info.vaspName !== undefined) return [];
  if (request.ownershipType === undefined) return [{ field: 'ownershipType', message: 'is required for a self-custody wallet of a customer under the EU Travel Rule: FIRST_PARTY or THIRD_PARTY' }];
  if (request.ownershipType === 'THIRD_PARTY' && info.beneficiary === undefined) return [{ field: 'accountInfo.beneficiary', message: 'is required for a THIRD_PARTY wallet under the EU Travel Rule' }];
  return [];
}

/** A FIRST_PARTY self-custody wallet under the Travel Rule must prove ownership before unrestricted use. */
function initialStatus(request: ExternalAccountRequest, underTravelRule: boolean): ExternalAccountStatus {
  const info = request.accountInfo;
  const selfCustody = WALLET_TYPES.includes(String(info.accountType)) && info.vaspName === undefined;
  return underTravelRule && selfCustody && request.ownershipType === 'FIRST_PARTY' ? 'PENDING_OWNERSHIP_VERIFICATION' : 'ACTIVE';
}

/**
 * Adds an external account (reference OpenAPI: createCustomerExternalAccount), in one transaction:
 * the currency and the identifiers' check digits (IBAN, ABA routing number, CLABE, CPF/CNPJ and
 * PIX keys, wallet addresses) are checked, a second copy of an account already held is a 409, and
 * `defaultUmaDepositAccount` moves from any other account of the customer to this one.
 */
export function createExternalAccount(k: Kernel, request: ExternalAccountRequest): ExternalAccountRecord {
  const customer = request.customerId === undefined ? undefined : customers(k).get(request.customerId);
  // The create operations document no 404: an unknown customer is a field error.
  if (request.customerId !== undefined && !customer) throw invalidInput([{ field: 'customerId', message: `no customer ${request.customerId}` }]);
  const problems: FieldError[] = [];
  if (!isCurrency(request.currency)) problems.push({ field: 'currency', message: `expected a currency the sandbox quotes, got ${JSON.stringify(request.currency)}` });
  const underTravelRule = needsSca(customer);
  problems.push(...travelRuleProblems(request, underTravelRule));
  if (problems.length > 0) throw invalidInput(problems);
  const checksums = identifierProblems(request.accountInfo);
  if (checksums.length > 0) throw new ServiceError(400, 'INVALID_BANK_ACCOUNT', 'The account identifiers do not check out.', { details: { errors: checksums } });
  const fingerprint = fingerprintOf(request.accountInfo);
  return k.store.transaction(() => {
    if (externalAccounts(k).first({ customerId: request.customerId ?? null, fingerprint }, {})) throw conflict('This external account already exists.');
    // The account info was checked against the contract's schema: its paymentRails are the document's rails.
    const requested = Array.isArray(request.accountInfo.paymentRails) ? (request.accountInfo.paymentRails as Schema<'PaymentRail'>[]) : [];
    const rails = requested.length > 0 ? requested : [...railsOf(request.currency)];
    if (request.defaultUmaDepositAccount === true && request.customerId !== undefined) clearDefaultDeposit(k, request.customerId);
    const now = k.now();
    return externalAccounts(k).insert({
      id: k.id('ExternalAccount'),
      ...(request.customerId === undefined ? {} : { customerId: request.customerId }),
      currency: request.currency,
      status: initialStatus(request, underTravelRule),
      rails,
      accountInfo: { ...request.accountInfo, ...(rails.length > 0 ? { paymentRails: rails } : {}) },
      ...(request.ownershipType === undefined ? {} : { ownershipType: request.ownershipType }),
      ...(request.platformAccountId === undefined ? {} : { platformAccountId: request.platformAccountId }),
      ...(request.defaultUmaDepositAccount === undefined ? {} : { defaultUmaDepositAccount: request.defaultUmaDepositAccount }),
      fingerprint,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** At most one default UMA deposit account per customer (reference OpenAPI: ExternalAccount.defaultUmaDepositAccount). */
function clearDefaultDeposit(k: Kernel, customerId: string): void {
  for (const account of externalAccounts(k).find({ customerId }, { orderBy: 'createdAt', limit: 1000 })) {
    if (account.defaultUmaDepositAccount) externalAccounts(k).update({ ...account, defaultUmaDepositAccount: false, updatedAt: k.now() });
  }
}
