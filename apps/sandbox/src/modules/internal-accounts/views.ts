import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { accountBook } from '../../ledger/ledger.js';
import { currency } from '../../platform/currencies.js';
import { fundingInfo } from './funding.js';
import type { InternalAccountRecord } from './repo.js';

/** An internal account as the service shows it, its balance read from the ledger (reference OpenAPI: InternalAccount). */
export function internalAccountView(k: Kernel, a: InternalAccountRecord): Schema<'InternalAccount'> {
  const balance = { amount: k.ledger.balance(accountBook(a.id), a.currency), currency: currency(a.currency) };
  return {
    id: a.id,
    ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
    type: a.type,
    status: a.status,
    balance,
    totalBalance: balance,
    // An account that cannot receive serves no funding coordinates (reference OpenAPI: INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED).
    fundingPaymentInstructions: a.type === 'EMBEDDED_WALLET' || a.status !== 'ACTIVE' ? [] : [{ accountOrWalletInfo: fundingInfo(a.currency, a.reference), isPlatformAccount: a.customerId === undefined }],
    ...(a.type === 'EMBEDDED_WALLET' ? { privateEnabled: a.privateEnabled === true } : {}),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}
