import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

export type InternalAccountType = 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';
export const INTERNAL_ACCOUNT_TYPES: readonly InternalAccountType[] = ['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'];

/** An internal account. Its balance is not here: the ledger holds it (`k.ledger`, book `account:<id>`). */
export interface InternalAccountRecord {
  id: string;
  /** Absent for the platform's own accounts. */
  customerId?: string;
  type: InternalAccountType;
  currency: string;
  /** InternalAccountStatus: a new customer's accounts are PENDING until their KYC/KYB is approved. */
  status: 'PENDING' | 'ACTIVE' | 'CLOSED' | 'FROZEN' | 'FAILED';
  reference: string;
  privateEnabled?: boolean;
  /** EMBEDDED_WALLET only: the wallet's BIP-39 mnemonic, revealed only sealed, by export. */
  mnemonic?: string;
  organizationId?: string;
  createdAt: number;
  updatedAt: number;
}

export const internalAccountsTable = defineTable<InternalAccountRecord>({
  name: 'internal_accounts',
  fields: ['customerId', 'type', 'currency', 'createdAt'],
  indexes: [['customerId', 'createdAt'], ['customerId', 'type', 'createdAt'], ['createdAt']],
  required: ['id', 'type', 'currency', 'status', 'reference', 'createdAt', 'updatedAt'],
});

export const internalAccounts = (k: Kernel) => k.store.table(internalAccountsTable);

export function mustInternalAccount(k: Kernel, id: string): InternalAccountRecord {
  const account = internalAccounts(k).get(id);
  if (!account) throw notFound('Internal account', id);
  return account;
}

/** An embedded wallet by id, or the 404 every wallet endpoint answers for anything else. */
export function mustWallet(k: Kernel, id: string): InternalAccountRecord {
  const account = internalAccounts(k).get(id);
  if (!account || account.type !== 'EMBEDDED_WALLET') throw notFound('Embedded wallet internal account', id);
  return account;
}

/**
 * Opens an internal account for a customer (or the platform): the service provisions these itself;
 * there is no endpoint to create one. An embedded wallet gets its own BIP-39 mnemonic.
 */
export function openInternalAccount(k: Kernel, account: { customerId?: string; type: InternalAccountType; currency: string; status?: InternalAccountRecord['status'] }): InternalAccountRecord {
  const now = k.now();
  const record: InternalAccountRecord = {
    id: k.id('InternalAccount'),
    ...(account.customerId === undefined ? {} : { customerId: account.customerId }),
    type: account.type,
    currency: account.currency,
    status: account.status ?? 'ACTIVE',
    reference: k.code(10),
    ...(account.type === 'EMBEDDED_WALLET' ? { mnemonic: entropyToMnemonic(k.secrets.bytes(16), wordlist), organizationId: k.id('Organization').slice(13), privateEnabled: false } : {}),
    createdAt: now,
    updatedAt: now,
  };
  return internalAccounts(k).insert(record);
}
