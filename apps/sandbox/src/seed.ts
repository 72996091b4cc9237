import type { Schema } from '@wallet-kit/contract';
import { iso } from './kernel/clock.js';
import type { Kernel } from './kernel/kernel.js';
import { accountBook, worldBook } from './ledger/ledger.js';
import { seedCard } from './modules/cards/index.js';
import { customers, END_USER_TERMS, needsSca, SCA_REGIONS, type CustomerRecord } from './modules/customers/index.js';
import { externalAccounts, fingerprintOf } from './modules/external-accounts/index.js';
import { openInternalAccount, type InternalAccountType } from './modules/internal-accounts/index.js';
import { credentials, type AuthMethodType } from './modules/wallet-auth/index.js';

interface SeedCustomer {
  key: string;
  customer: Omit<CustomerRecord, 'id' | 'createdAt' | 'updatedAt' | 'umaAddress'>;
  accounts: { type: InternalAccountType; currency: string; balance: number }[];
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

const EXTERNAL: { owner: string; currency: string; rails: Schema<'PaymentRail'>[]; info: Record<string, unknown> }[] = [
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
 * What makes a seeded customer fully onboarded: verified, terms accepted (from a documentation
 * address, RFC 5737), and contacts verified where the provider asks for it.
 */
function onboarded(customer: SeedCustomer['customer'], now: number): Pick<CustomerRecord, 'verification' | 'endUserTermsConsent' | 'contactVerification' | 'isDeleted'> {
  return {
    verification: 'APPROVED',
    endUserTermsConsent: { acceptedAt: iso(now), ipAddress: '203.0.113.10', termsVersion: END_USER_TERMS.version, acceptanceMethod: 'CLICK_TO_ACCEPT' },
    ...(SCA_REGIONS.includes(customer.region) ? { contactVerification: { email: 'VERIFIED', phone: 'VERIFIED' } } : {}),
    isDeleted: false,
  };
}

/**
 * Fills a new store with the starting world, in one transaction: customers with and without SCA,
 * their internal accounts (funded through the ledger, so the books balance from the first entry),
 * external accounts in five currencies, an EMAIL_OTP credential on every embedded wallet, and an
 * active card on Alice's and Élodie's fiat accounts.
 */
export function seedWorld(k: Kernel): void {
  k.store.transaction(() => {
    const now = k.now();
    const keyToId = new Map<string, string>();
    const fiatAccount = new Map<string, string>();
    for (const seed of CUSTOMERS) {
      const handle = seed.customer.platformCustomerId.split('-').pop() ?? 'user';
      const customer = customers(k).insert({ id: k.id('Customer'), ...seed.customer, ...onboarded(seed.customer, now), umaAddress: `$${handle}@${k.platform.umaDomain}`, createdAt: now, updatedAt: now });
      keyToId.set(seed.key, customer.id);
      for (const account of seed.accounts) {
        const accountId = openInternalAccount(k, { customerId: customer.id, type: account.type, currency: account.currency }).id;
        k.ledger.post(account.currency, worldBook(account.currency), accountBook(accountId), account.balance, 'seed balance');
        if (account.type === 'INTERNAL_FIAT') fiatAccount.set(seed.key, accountId);
        if (account.type !== 'EMBEDDED_WALLET') continue;
        const add = (type: AuthMethodType, nickname: string) => credentials(k).insert({ id: k.id('AuthMethod'), accountId, type, nickname, createdAt: now, updatedAt: now });
        if (seed.customer.email) add('EMAIL_OTP', seed.customer.email);
        if (seed.customer.phoneNumber && !needsSca(customer)) add('SMS_OTP', seed.customer.phoneNumber);
      }
    }
    for (const [currency, balance] of [['USD', 10_000_000], ['EUR', 5_000_000]] as const) {
      const accountId = openInternalAccount(k, { type: 'INTERNAL_FIAT', currency }).id;
      k.ledger.post(currency, worldBook(currency), accountBook(accountId), balance, 'seed balance');
    }
    for (const ext of EXTERNAL) {
      externalAccounts(k).insert({ id: k.id('ExternalAccount'), customerId: keyToId.get(ext.owner)!, currency: ext.currency, status: 'ACTIVE', rails: ext.rails, accountInfo: ext.info, fingerprint: fingerprintOf(ext.info), createdAt: now });
    }
    // Cards last, so that every id handed out before them stays what it was.
    for (const [key, platformCardId] of [['us-individual', 'card-alice-1'], ['eu-individual', 'card-elodie-1']] as const) {
      seedCard(k, keyToId.get(key)!, fiatAccount.get(key)!, platformCardId);
    }
    // The platform's USDC treasury: a crypto internal account (withdrawal fee estimates, stablecoin flows).
    const usdc = openInternalAccount(k, { type: 'INTERNAL_CRYPTO', currency: 'USDC' }).id;
    k.ledger.post('USDC', worldBook('USDC'), accountBook(usdc), 50_000_000_000, 'seed balance');
  });
}
