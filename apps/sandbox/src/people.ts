import type { Sandbox, WorldDirectory } from './sandbox.js';

/** One seeded customer's well-known ids: their wallet, fiat accounts, payees and wallet credentials. */
/** A seeded person's ids, by what they are: see {@link seededPeople}. */
export interface PersonHandles {
  /** `Customer:<uuid>`. */
  id: string;
  /** The embedded wallet. */
  wallet: string;
  /** INTERNAL_FIAT accounts by currency. */
  usd?: string;
  /** The EUR INTERNAL_FIAT account. */
  eur?: string;
  /** External accounts (payees) by currency. */
  bankUsd?: string;
  /** A EUR bank account (payee). */
  bankEur?: string;
  /** A MXN bank account (payee). */
  bankMxn?: string;
  /** A BRL bank account (payee). */
  bankBrl?: string;
  /** A Solana wallet (payee). */
  solana?: string;
  /** Their first card. */
  card?: string;
  /** The wallet's OTP credentials. */
  email?: string;
  /** The wallet's SMS code credential. */
  sms?: string;
}

function person(directory: WorldDirectory, platformCustomerId: string): PersonHandles {
  const customer = directory.customers.find((c) => c.platformCustomerId === platformCustomerId);
  if (!customer) throw new Error(`seededPeople: no customer ${platformCustomerId}; was the sandbox seeded?`);
  const fiat = (currency: string) => customer.internalAccounts.find((a) => a.type === 'INTERNAL_FIAT' && a.currency === currency)?.id;
  const wallet = customer.internalAccounts.find((a) => a.type === 'EMBEDDED_WALLET');
  const bank = (currency: string) => customer.externalAccounts.find((a) => a.currency === currency && a.accountType !== 'SOLANA_WALLET')?.id;
  const credential = (type: string) => wallet?.credentials.find((c) => c.type === type)?.id;
  const handles: PersonHandles = { id: customer.id, wallet: wallet?.id ?? '' };
  const optional = { usd: fiat('USD'), eur: fiat('EUR'), bankUsd: bank('USD'), bankEur: bank('EUR'), bankMxn: bank('MXN'), bankBrl: bank('BRL'), solana: customer.externalAccounts.find((a) => a.accountType === 'SOLANA_WALLET')?.id, card: customer.cards[0]?.id, email: credential('EMAIL_OTP'), sms: credential('SMS_OTP') };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (handles as unknown as Record<string, string>)[key] = value;
  return handles;
}

/** The seeded world by name, from {@link seededPeople}. */
export interface SeededPeople {
  /** Alice Rivera: US, wallet in USD, e-mail and SMS codes, payees in USD, EUR, MXN and more. */
  alice: PersonHandles;
  /** Élodie Martin: EU (SCA), wallet in EUR. */
  elodie: PersonHandles;
  /** Acme Robotics LLC: a US business. */
  acme: PersonHandles;
  /** Nordlicht GmbH: an EU business. */
  nordlicht: PersonHandles;
  /** The platform's own USD account. */
  platformUsd: string;
  /** The platform's own EUR account. */
  platformEur: string;
}

/**
 * Named handles on the seeded world, from the sandbox's public directory: Alice (US, wallet in
 * USD), Élodie (EU, SCA, wallet in EUR), Acme (US business), Nordlicht (EU business), and the
 * platform's own USD and EUR accounts. Tests, stories and the demo name people, not ids.
 *
 * @example const { alice } = seededPeople(sandbox); await client.auth.startOtpSignIn({ credentialId: alice.email! });
 */
export function seededPeople(sandbox: Pick<Sandbox, 'directory'>): SeededPeople {
  const directory = sandbox.directory();
  const platform = (currency: string) => directory.platformAccounts.find((a) => a.type === 'INTERNAL_FIAT' && a.currency === currency)!.id;
  return {
    alice: person(directory, 'user-us-alice'),
    elodie: person(directory, 'user-eu-elodie'),
    acme: person(directory, 'biz-us-acme'),
    nordlicht: person(directory, 'biz-eu-nordlicht'),
    platformUsd: platform('USD'),
    platformEur: platform('EUR'),
  };
}
