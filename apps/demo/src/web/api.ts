import type { Transaction } from '@wallet-kit/client';
import type { ScaEnrollmentApi, ScaEnrollmentStart } from '@wallet-kit/react';
import type { Schema } from '@wallet-kit/contract';

/** What the demo's back end says about the person signed in to the demo itself (its own cookie). */
export interface Me {
  signedIn: boolean;
  customer?: { id: string; email: string; fullName?: string; region: string; umaAddress: string };
  walletId?: string;
  created?: boolean;
}

export interface Amount {
  amount: number;
  currency: { code: string; name?: string; symbol?: string; decimals: number };
}

export interface WalletAccount {
  id: string;
  balance: Amount;
}

export interface Payee {
  id: string;
  currency: string;
  name: string;
  detail: string;
  rails: string[];
}

/** The sandbox's scenario switches, as the contract describes them. */
export type Scenarios = Schema<'SandboxScenarios'>;

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

const service = (path: string) => `/api/service${path}`;
const q = encodeURIComponent;

function describePayee(info: Record<string, unknown>): { name: string; detail: string } {
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

export const demoApi = {
  me: () => call<Me>('GET', '/api/me'),
  signIn: (email: string, region: 'US' | 'EU', fullName?: string) => call<Me>('POST', '/api/sign-in', { email, region, ...(fullName ? { fullName } : {}) }),
  signOut: () => call<Me>('POST', '/api/sign-out'),

  async wallet(customerId: string): Promise<WalletAccount | undefined> {
    const page = await call<{ data: WalletAccount[] }>('GET', service(`/customers/internal-accounts?customerId=${q(customerId)}&type=EMBEDDED_WALLET`));
    return page.data[0];
  },
  async payees(customerId: string): Promise<Payee[]> {
    const page = await call<{ data: { id: string; currency: string; accountInfo: Record<string, unknown> }[] }>('GET', service(`/customers/external-accounts?customerId=${q(customerId)}`));
    return page.data
      .filter((account) => account.accountInfo.accountType !== 'SOLANA_WALLET')
      .map((account) => ({
        id: account.id,
        currency: account.currency,
        rails: (account.accountInfo.paymentRails as string[] | undefined) ?? [],
        ...describePayee(account.accountInfo),
      }));
  },
  async transactions(customerId: string): Promise<Transaction[]> {
    const page = await call<{ data: Transaction[] }>('GET', service(`/transactions?customerId=${q(customerId)}&sortOrder=desc&limit=50`));
    return page.data;
  },

  fund: (accountId: string, amount: number) => call<WalletAccount>('POST', service(`/sandbox/internal-accounts/${q(accountId)}/fund`), { amount }),
  payRealtimeQuote: (quoteId: string, currencyCode: string, currencyAmount: number) =>
    call<Transaction>('POST', service('/sandbox/send'), { quoteId, currencyCode, currencyAmount }),
  bankReturn: (transactionId: string) => call<Transaction>('POST', service(`/sandbox/transactions/${q(transactionId)}/bank-return`)),
  scenarios: () => call<Scenarios>('GET', service('/sandbox/scenarios')),
  setScenarios: (next: Partial<Scenarios>) => call<Scenarios>('PATCH', service('/sandbox/scenarios'), next),
  resetScenarios: () => call<Scenarios>('POST', service('/sandbox/scenarios/reset')),
};

/** SCA enrollment for <ScaEnrollment>: the client has no calls for it, so the demo makes them through the same back end. */
export function scaEnrollmentApi(customerId: string): ScaEnrollmentApi {
  return {
    start: (type) => call<ScaEnrollmentStart>('POST', service(`/sca/factors?customerId=${q(customerId)}`), { type }),
    confirm: (body) => call<{ recoveryCodes?: string[] }>('POST', service(`/sca/factors/confirm?customerId=${q(customerId)}`), body),
  };
}
