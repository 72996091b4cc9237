import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { IdSource } from '../ids.js';
import { accountBook, worldBook, type Ledger } from './ledger.js';
import type { CredentialRecord, CustomerRecord, ExternalAccountRecord, InternalAccountRecord, SandboxState } from './types.js';

/** Regions whose payment provider mandates SCA and contact verification (spec: Strong Customer Authentication). */
export const SCA_REGIONS: readonly string[] = ['EU'];

export const needsSca = (customer: CustomerRecord | undefined): boolean => customer !== undefined && SCA_REGIONS.includes(customer.region);

/** A BIP-39 mnemonic for a new embedded wallet: 128 bits of entropy from the sandbox's id source. */
export const newMnemonic = (ids: IdSource): string => entropyToMnemonic(ids.bytes(16), wordlist);

/**
 * Opens an internal account for a customer (or the platform): the service provisions these itself;
 * there is no endpoint to create one. An embedded wallet gets its own BIP-39 mnemonic.
 */
export function openInternalAccount(
  state: SandboxState,
  ids: IdSource,
  account: { customerId?: string; type: InternalAccountRecord['type']; currency: string; now: number },
): InternalAccountRecord {
  const id = ids.id('InternalAccount');
  const record: InternalAccountRecord = {
    id,
    ...(account.customerId === undefined ? {} : { customerId: account.customerId }),
    type: account.type,
    currency: account.currency,
    balance: 0,
    status: 'ACTIVE',
    reference: ids.code(10),
    ...(account.type === 'EMBEDDED_WALLET' ? { mnemonic: newMnemonic(ids), organizationId: ids.id('Organization').slice(13), privateEnabled: false } : {}),
    createdAt: account.now,
    updatedAt: account.now,
  };
  state.internalAccounts[id] = record;
  return record;
}

/** The currency a region's accounts are opened in. */
export const regionCurrency = (region: string): string => (SCA_REGIONS.includes(region) ? 'EUR' : 'USD');

interface SeedCustomer {
  key: string;
  customer: Omit<CustomerRecord, 'id' | 'createdAt' | 'updatedAt' | 'umaAddress'>;
  accounts: { type: InternalAccountRecord['type']; currency: string; balance: number }[];
}

const CUSTOMERS: SeedCustomer[] = [
  {
    key: 'us-individual',
    customer: { platformCustomerId: 'user-us-alice', customerType: 'INDIVIDUAL', region: 'US', fullName: 'Alice Rivera', email: 'alice@example.com', phoneNumber: '+14155550123', currencies: ['USD'] },
    accounts: [
      { type: 'INTERNAL_FIAT', currency: 'USD', balance: 1_000_000 },
      { type: 'EMBEDDED_WALLET', currency: 'USD', balance: 250_000 },
    ],
  },
  {
    key: 'us-business',
    customer: { platformCustomerId: 'biz-us-acme', customerType: 'BUSINESS', region: 'US', businessName: 'Acme Robotics LLC', email: 'treasury@acme.example', currencies: ['USD'] },
    accounts: [{ type: 'INTERNAL_FIAT', currency: 'USD', balance: 5_000_000 }],
  },
  {
    key: 'eu-individual',
    customer: { platformCustomerId: 'user-eu-elodie', customerType: 'INDIVIDUAL', region: 'EU', fullName: 'Élodie Martin', email: 'elodie@example.com', phoneNumber: '+33612345678', currencies: ['EUR'] },
    accounts: [
      { type: 'INTERNAL_FIAT', currency: 'EUR', balance: 500_000 },
      { type: 'EMBEDDED_WALLET', currency: 'EUR', balance: 100_000 },
    ],
  },
  {
    key: 'eu-business',
    customer: { platformCustomerId: 'biz-eu-nordlicht', customerType: 'BUSINESS', region: 'EU', businessName: 'Nordlicht GmbH', email: 'finance@nordlicht.example', phoneNumber: '+4915112345678', currencies: ['EUR'] },
    accounts: [{ type: 'INTERNAL_FIAT', currency: 'EUR', balance: 2_000_000 }],
  },
];

const EXTERNAL: { owner: string; currency: string; rails: string[]; info: Record<string, unknown> }[] = [
  {
    owner: 'us-individual',
    currency: 'USD',
    rails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
    info: { accountType: 'USD_ACCOUNT', accountNumber: '123456789012', routingNumber: '011000015', bankName: 'First Example Bank', bankAccountType: 'CHECKING', paymentRails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Alice Rivera' } },
  },
  {
    owner: 'us-individual',
    currency: 'EUR',
    rails: ['SEPA_INSTANT', 'SEPA'],
    info: { accountType: 'EUR_ACCOUNT', iban: 'FR7630006000011234567890189', swiftCode: 'AGRIFRPPXXX', paymentRails: ['SEPA_INSTANT', 'SEPA'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Lucas Rivera', countryOfResidence: 'FR' } },
  },
  {
    owner: 'us-individual',
    currency: 'MXN',
    rails: ['SPEI'],
    info: { accountType: 'MXN_ACCOUNT', clabeNumber: '032180000118359719', paymentRails: ['SPEI'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'María Rivera' } },
  },
  {
    owner: 'us-individual',
    currency: 'BRL',
    rails: ['PIX'],
    info: { accountType: 'BRL_ACCOUNT', pixKey: 'joao@example.com.br', pixKeyType: 'EMAIL', taxId: '12345678909', paymentRails: ['PIX'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'João Silva' } },
  },
  {
    owner: 'us-individual',
    currency: 'USDC',
    rails: [],
    info: { accountType: 'SOLANA_WALLET', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', vaspName: 'Self-custody' },
  },
  {
    owner: 'eu-individual',
    currency: 'EUR',
    rails: ['SEPA_INSTANT', 'SEPA'],
    info: { accountType: 'EUR_ACCOUNT', iban: 'DE02120300000000202051', swiftCode: 'BYLADEM1001', paymentRails: ['SEPA_INSTANT', 'SEPA'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Élodie Martin', countryOfResidence: 'DE' } },
  },
  {
    owner: 'eu-individual',
    currency: 'USD',
    rails: ['WIRE', 'ACH'],
    info: { accountType: 'USD_ACCOUNT', accountNumber: '998877665544', routingNumber: '026009593', bankName: 'Example Bank of America', bankAccountType: 'CHECKING', paymentRails: ['WIRE', 'ACH'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Paul Martin' } },
  },
];

/**
 * Fills an empty state with the starting world: customers with and without SCA, their internal
 * accounts (funded through the ledger, so the books balance from the first entry), external
 * accounts in five currencies, and an EMAIL_OTP credential on every embedded wallet.
 */
export function seedWorld(state: SandboxState, ids: IdSource, ledger: Ledger, now: number): void {
  const umaDomain = state.platform.umaDomain;
  const keyToId = new Map<string, string>();
  for (const seed of CUSTOMERS) {
    const id = ids.id('Customer');
    keyToId.set(seed.key, id);
    const handle = seed.customer.platformCustomerId.split('-').pop() ?? 'user';
    state.customers[id] = { id, ...seed.customer, umaAddress: `$${handle}@${umaDomain}`, createdAt: now, updatedAt: now };
    for (const account of seed.accounts) {
      const accountId = openInternalAccount(state, ids, { customerId: id, type: account.type, currency: account.currency, now }).id;
      ledger.post(account.currency, worldBook(account.currency), accountBook(accountId), account.balance, 'seed balance');
      if (account.type === 'EMBEDDED_WALLET') {
        const add = (type: CredentialRecord['type'], nickname: string) => {
          const credentialId = ids.id('AuthMethod');
          state.credentials[credentialId] = { id: credentialId, accountId, type, nickname, createdAt: now, updatedAt: now };
        };
        if (seed.customer.email) add('EMAIL_OTP', seed.customer.email);
        if (seed.customer.phoneNumber && seed.customer.region === 'US') add('SMS_OTP', seed.customer.phoneNumber);
      }
    }
  }
  for (const [currency, balance] of [['USD', 10_000_000], ['EUR', 5_000_000]] as const) {
    const accountId = ids.id('InternalAccount');
    state.internalAccounts[accountId] = { id: accountId, type: 'INTERNAL_FIAT', currency, balance: 0, status: 'ACTIVE', reference: ids.code(10), createdAt: now, updatedAt: now };
    ledger.post(currency, worldBook(currency), accountBook(accountId), balance, 'seed balance');
  }
  for (const ext of EXTERNAL) {
    const id = ids.id('ExternalAccount');
    const record: ExternalAccountRecord = { id, customerId: keyToId.get(ext.owner)!, currency: ext.currency, status: 'ACTIVE', rails: ext.rails, accountInfo: ext.info, createdAt: now };
    state.externalAccounts[id] = record;
  }
  for (const customer of Object.values(state.customers)) if (needsSca(customer)) state.scaFactors[customer.id] = { pendingTotpSecrets: [], failures: 0 };
}
