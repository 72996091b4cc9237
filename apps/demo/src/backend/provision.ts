import { randomUUID } from 'node:crypto';


/** How the back end reaches the service with the platform credentials (never exposed to a browser). */
export type PlatformCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;

export interface DemoCustomer {
  id: string;
  email: string;
  fullName?: string;
  region: string;
  umaAddress: string;
}

export interface Provisioned {
  customer: DemoCustomer;
  walletId: string;
  created: boolean;
}

const REGIONS = ['US', 'EU'] as const;
export type Region = (typeof REGIONS)[number];
export const isRegion = (value: unknown): value is Region => typeof value === 'string' && (REGIONS as readonly string[]).includes(value);

/** People a new customer can pay, so the send screen has bank accounts in several currencies from the start. */
const PAYEES: Record<Region, { currency: string; info: Record<string, unknown> }[]> = {
  US: [
    {
      currency: 'USD',
      info: { accountType: 'USD_ACCOUNT', accountNumber: '000123456789', routingNumber: '021000021', bankName: 'Demo Community Bank', bankAccountType: 'CHECKING', paymentRails: ['ACH', 'RTP', 'FEDNOW', 'WIRE'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jordan Lee' } },
    },
    {
      currency: 'EUR',
      info: { accountType: 'EUR_ACCOUNT', iban: 'FR7630006000011234567890189', swiftCode: 'AGRIFRPPXXX', paymentRails: ['SEPA_INSTANT', 'SEPA'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Camille Dubois', countryOfResidence: 'FR' } },
    },
    {
      currency: 'MXN',
      info: { accountType: 'MXN_ACCOUNT', clabeNumber: '032180000118359719', paymentRails: ['SPEI'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'María López' } },
    },
  ],
  EU: [
    {
      currency: 'EUR',
      info: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', swiftCode: 'COBADEFFXXX', paymentRails: ['SEPA_INSTANT', 'SEPA'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Jonas Weber', countryOfResidence: 'DE' } },
    },
    {
      currency: 'USD',
      info: { accountType: 'USD_ACCOUNT', accountNumber: '000987654321', routingNumber: '026009593', bankName: 'Demo Bank of New York', bankAccountType: 'CHECKING', paymentRails: ['WIRE', 'ACH'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Sam Carter' } },
    },
  ],
};

function view(record: Record<string, unknown>): DemoCustomer {
  return {
    id: String(record.id),
    email: String(record.email ?? ''),
    ...(typeof record.fullName === 'string' ? { fullName: record.fullName } : {}),
    region: String(record.region ?? 'US'),
    umaAddress: String(record.umaAddress ?? ''),
  };
}

/**
 * The integrator's user table, reduced to what the demo needs: finds the service customer for an
 * e-mail address, or creates one with an embedded wallet (and a few payees) on first sign-up.
 */
export function createProvisioner(call: PlatformCall) {
  async function findByEmail(email: string): Promise<DemoCustomer | undefined> {
    let cursor: string | undefined;
    do {
      const page = await call('GET', `/customers?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      for (const customer of (page.body.data ?? []) as Record<string, unknown>[]) {
        if (typeof customer.email === 'string' && customer.email.toLowerCase() === email) return view(customer);
      }
      cursor = page.body.hasMore === true ? String(page.body.nextCursor) : undefined;
    } while (cursor);
    return undefined;
  }

  async function walletOf(customerId: string): Promise<string | undefined> {
    const page = await call('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&type=EMBEDDED_WALLET`);
    const first = ((page.body.data ?? []) as Record<string, unknown>[])[0];
    return typeof first?.id === 'string' ? first.id : undefined;
  }

  /** Gives a new customer a few people to pay, through the service's own endpoint. */
  async function addPayees(customerId: string, region: Region): Promise<void> {
    for (const payee of PAYEES[region]) {
      const answer = await call('POST', '/customers/external-accounts', { customerId, currency: payee.currency, accountInfo: payee.info });
      if (answer.status !== 201) throw new Error(`adding a payee failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }

  return {
    findByEmail,
    walletOf,
    /** Signs a person in to the demo: their customer and wallet, created on first visit. */
    async findOrCreate(email: string, region: Region, fullName?: string): Promise<Provisioned> {
      const normalized = email.trim().toLowerCase();
      let customer = await findByEmail(normalized);
      let created = false;
      if (!customer) {
        const config = await call('GET', '/config');
        const handle = normalized.split('@')[0]!.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 40) || 'wallet';
        const answer = await call('POST', '/customers', {
          customerType: 'INDIVIDUAL',
          platformCustomerId: `demo-${randomUUID()}`,
          region,
          email: normalized,
          ...(typeof config.body.umaDomain === 'string' ? { umaAddress: `$${handle}@${config.body.umaDomain}` } : {}),
          ...(fullName ? { fullName } : {}),
        });
        if (answer.status !== 201) throw new Error(`creating the customer failed: ${answer.status} ${JSON.stringify(answer.body)}`);
        customer = view(answer.body);
        await addPayees(customer.id, region);
        created = true;
      }
      // The service opens a customer's embedded wallet with the customer.
      const walletId = await walletOf(customer.id);
      if (!walletId) throw new Error(`customer ${customer.id} has no embedded wallet`);
      return { customer, walletId, created };
    },
  };
}
