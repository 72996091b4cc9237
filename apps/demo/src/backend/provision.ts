import { createHash } from 'node:crypto';
import type { Provisioner } from '@wallet-kit/server';

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

function view(record: Record<string, unknown>): DemoCustomer & { platformCustomerId: string } {
  return {
    id: String(record.id),
    platformCustomerId: String(record.platformCustomerId),
    email: String(record.email ?? ''),
    ...(typeof record.fullName === 'string' ? { fullName: record.fullName } : {}),
    region: String(record.region ?? 'US'),
    umaAddress: String(record.umaAddress ?? ''),
  };
}

/** The sandbox's seeded people, who are the demo's users from the start, by their e-mail address. */
const SEEDED_USERS: Readonly<Record<string, string>> = {
  'alice@example.com': 'user-us-alice',
  'treasury@acme.example': 'biz-us-acme',
  'elodie@example.com': 'user-eu-elodie',
  'finance@nordlicht.example': 'biz-eu-nordlicht',
};

/**
 * A person's user id, which the service keeps as their customer's `platformCustomerId`: a new address's is
 * derived from it, so two sign-ups of one address at once make one customer.
 */
const userIdOf = (email: string) => SEEDED_USERS[email] ?? `demo-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

/**
 * The integrator's user table, reduced to what the demo needs: a person is an e-mail address. The link to
 * the service (find or create the customer, its embedded wallet) is @wallet-kit/server's `createProvisioner`.
 * A new customer starts with no payees, as at a real bank: they add whom they pay while sending. The
 * sandbox's seeded people (Alice, Élodie) keep the payees its seed gives them.
 */
export function createDemoProvisioner(call: PlatformCall, service: Provisioner) {
  /** A person's customer at the service, found by their user id (an indexed lookup, not a walk through every customer). */
  async function findByEmail(email: string): Promise<(DemoCustomer & { platformCustomerId: string }) | undefined> {
    const page = await call('GET', `/customers?platformCustomerId=${encodeURIComponent(userIdOf(email))}&limit=1`);
    const [customer] = (page.body.data ?? []) as Record<string, unknown>[];
    return customer ? view(customer) : undefined;
  }

  async function umaAddressFor(email: string): Promise<string | undefined> {
    const config = await call('GET', '/config');
    const handle = email.split('@')[0]!.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 40) || 'wallet';
    return typeof config.body.umaDomain === 'string' ? `$${handle}@${config.body.umaDomain}` : undefined;
  }

  return {
    findByEmail,
    walletOf: async (customerId: string) => (await service.walletOf(customerId))?.id,
    /** Signs a person in to the demo: their customer and wallet, created on first visit. */
    async findOrCreate(email: string, region: Region, fullName?: string, phoneNumber?: string): Promise<Provisioned> {
      const normalized = email.trim().toLowerCase();
      const known = await findByEmail(normalized);
      const platformCustomerId = known?.platformCustomerId ?? userIdOf(normalized);
      const uma = known ? undefined : await umaAddressFor(normalized);
      const linked = await service.link({
        platformCustomerId,
        customer: { region, email: normalized, ...(fullName ? { fullName } : {}), ...(phoneNumber ? { phoneNumber } : {}), ...(uma ? { umaAddress: uma } : {}) },
      });
      const { id, fullName: name, region: at, umaAddress } = linked.customer;
      const customer: DemoCustomer = { id, email: linked.customer.email ?? normalized, ...(name ? { fullName: name } : {}), region: at, umaAddress: umaAddress ?? '' };
      return { customer, walletId: linked.wallet.id, created: linked.created };
    },
  };
}
