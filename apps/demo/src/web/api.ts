import type { Card, ExternalAccount, InternalAccount, SandboxScenarios, Transaction, WalletKitClient } from '@wallet-kit/client';

/** What the demo's back end says about the person signed in to the demo itself (its own cookie). */
export interface Me {
  signedIn: boolean;
  customer?: { id: string; email: string; fullName?: string; region: string; umaAddress: string };
  walletId?: string;
  created?: boolean;
}

/** An amount as the service sends it, with its currency. */
export type Amount = InternalAccount['balance'];

/** The wallet account, as the client lists it. */
export type WalletAccount = InternalAccount;

export interface Payee {
  id: string;
  currency: string;
  name: string;
  detail: string;
  rails: string[];
}

/** The sandbox's scenario switches, as the contract describes them. */
export type Scenarios = SandboxScenarios;

/** A refusal from the demo's back end, with its `{ code, reason }` (the kit's own calls throw the client's typed errors). */
export class DemoBackendError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string,
  ) {
    super(`${status} ${code}: ${reason}`);
    this.name = 'DemoBackendError';
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    throw new DemoBackendError(response.status, String(parsed.code ?? `HTTP_${response.status}`), String(parsed.reason ?? response.statusText));
  }
  return parsed as T;
}

function describePayee(info: Readonly<Record<string, unknown>>): { name: string; detail: string } {
  const beneficiary = info.beneficiary as { fullName?: string; legalName?: string } | undefined;
  const name = beneficiary?.fullName ?? beneficiary?.legalName ?? String(info.vaspName ?? 'Wallet');
  const last4 = (value: unknown) => `•••• ${String(value).slice(-4)}`;
  const detail =
    typeof info.iban === 'string'
      ? `IBAN ${last4(info.iban)}`
      : typeof info.clabeNumber === 'string'
        ? `CLABE ${last4(info.clabeNumber)}`
        : typeof info.pixKey === 'string'
          ? `PIX ${info.pixKey}`
          : typeof info.accountNumber === 'string'
            ? `${String(info.bankName ?? 'Account')} ${last4(info.accountNumber)}`
            : typeof info.address === 'string'
              ? `Address ${String(info.address).slice(0, 6)}…`
              : String(info.accountType);
  return { name, detail };
}

/** The demo back end's own routes: its sign-in, not the service's. */
export const demoApi = {
  me: () => call<Me>('GET', '/api/me'),
  signIn: (email: string, region: 'US' | 'EU', options: { fullName?: string; phoneNumber?: string } = {}) =>
    call<Me>('POST', '/api/sign-in', { email, region, ...(options.fullName ? { fullName: options.fullName } : {}), ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}) }),
  signOut: () => call<Me>('POST', '/api/sign-out'),
  /** The signed-in person's card on their wallet, issued by the demo's back end on first ask. */
  card: () => call<Card>('POST', '/api/card'),
};

function toPayee(account: ExternalAccount): Payee | undefined {
  const info: Readonly<Record<string, unknown>> = account.accountInfo;
  if (info.accountType === 'SOLANA_WALLET') return undefined;
  const rails = Array.isArray(info.paymentRails) ? info.paymentRails.filter((rail): rail is string => typeof rail === 'string') : [];
  return { id: account.id, currency: account.currency, rails, ...describePayee(info) };
}

/** What the dashboard reads of the service, through the kit's client (the backend scopes each call to the signed-in customer). */
export const walletData = {
  async wallet(client: WalletKitClient, customerId: string): Promise<WalletAccount | undefined> {
    const [wallet] = await client.accounts.listInternalAccounts({ customerId, type: 'EMBEDDED_WALLET' });
    return wallet;
  },
  async payees(client: WalletKitClient, customerId: string): Promise<Payee[]> {
    const accounts = await client.accounts.listExternalAccounts({ customerId });
    return accounts.flatMap((account) => toPayee(account) ?? []);
  },
  /** The 50 most recent transactions. */
  async transactions(client: WalletKitClient, customerId: string): Promise<Transaction[]> {
    const recent: Transaction[] = [];
    for await (const transaction of client.transactions.listTransactions({ customerId, sortOrder: 'desc', limit: 50 })) {
      recent.push(transaction);
      if (recent.length === 50) break;
    }
    return recent;
  },
};
