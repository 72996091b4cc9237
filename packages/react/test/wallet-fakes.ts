import type { ExternalAccount, InternalAccount, Transaction } from '../src/client/types.js';

// Accounts, payees and transactions shaped like the sandbox's, for the wallet area's component logic
// in jsdom; the same widgets run against the sandbox itself in the stories and the Chromium flows.

const USD = { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 };
const EUR = { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 };
export const CURRENCIES = { USD, EUR } as const;
const stamp = '2026-01-01T10:00:00.000Z';

export function internalAccount(id: string, type: 'EMBEDDED_WALLET' | 'INTERNAL_FIAT', currency: keyof typeof CURRENCIES, amount: number, pending = 0): InternalAccount {
  const money = (value: number) => ({ amount: value, currency: CURRENCIES[currency] });
  return { id, customerId: 'Customer:1', type, status: 'ACTIVE', balance: money(amount), totalBalance: money(amount + pending), fundingPaymentInstructions: [], createdAt: stamp, updatedAt: stamp } as unknown as InternalAccount;
}

export function payee(id: string, name: string, currency: string, info: Record<string, unknown>): ExternalAccount {
  return { id, customerId: 'Customer:1', currency, status: 'ACTIVE', accountInfo: { ...info, beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: name } }, createdAt: stamp } as unknown as ExternalAccount;
}

export const paul = payee('ExternalAccount:paul', 'Paul Martin', 'USD', { accountType: 'USD_ACCOUNT', accountNumber: '998877665544', paymentRails: ['WIRE', 'ACH'] });
export const lucas = payee('ExternalAccount:lucas', 'Lucas Rivera', 'EUR', { accountType: 'EUR_ACCOUNT', iban: 'FR7630006000011234567890189', paymentRails: ['SEPA_INSTANT', 'SEPA'] });

export function outgoing(id: string, status: string, overrides: Record<string, unknown> = {}): Transaction {
  return {
    id,
    type: 'OUTGOING',
    status,
    direction: 'DEBIT',
    customerId: 'Customer:1',
    source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
    destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:paul' },
    sentAmount: { amount: 3_000, currency: USD },
    receivedAmount: { amount: 2_650, currency: EUR },
    fees: 120,
    exchangeRate: 1.08,
    paymentRail: 'WIRE',
    createdAt: stamp,
    updatedAt: stamp,
    settlementTimelineSeconds: 120,
    expectedSettlementAt: null,
    reconciliationInstructions: { reference: 'REF123456789' },
    ...overrides,
  } as unknown as Transaction;
}

export function incoming(id: string, amount: number, overrides: Record<string, unknown> = {}): Transaction {
  return {
    id,
    type: 'INCOMING',
    status: 'COMPLETED',
    direction: 'CREDIT',
    customerId: 'Customer:1',
    source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', accountHolderName: 'Sandbox Funding' },
    destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
    sentAmount: { amount, currency: USD },
    receivedAmount: { amount, currency: USD },
    fees: 0,
    createdAt: stamp,
    updatedAt: stamp,
    settledAt: stamp,
    ...overrides,
  } as unknown as Transaction;
}

/** A card payment as the history lists it: held at `authorized`, charged `settled` (0 while it is only held). */
export function cardPayment(id: string, merchant: string, authorized: number, settled: number, overrides: Record<string, unknown> = {}): Transaction {
  return {
    id,
    type: 'CARD',
    status: settled > 0 ? 'SETTLED' : 'AUTHORIZED',
    direction: 'DEBIT',
    customerId: 'Customer:1',
    accountId: 'InternalAccount:wallet',
    cardId: 'Card:1',
    merchant: { descriptor: merchant, mcc: '7011', country: 'US' },
    authorizedAmount: { amount: authorized, currency: USD },
    ...(settled > 0 ? { settledAmount: { amount: settled, currency: USD } } : {}),
    authorizedAt: stamp,
    createdAt: stamp,
    ...overrides,
  } as unknown as Transaction;
}

/** `listTransactions` over a fixed list, honouring the type and status filters and counting the items read. */
export function history(rows: Transaction[]) {
  let read = 0;
  const calls: Array<Record<string, unknown>> = [];
  const listTransactions = (query: { type?: string; status?: string }) => {
    calls.push(query as Record<string, unknown>);
    const matching = rows.filter((row) => (!query.type || row.type === query.type) && (!query.status || row.status === query.status));
    return (async function* () {
      for (const row of matching) {
        read += 1;
        yield row;
      }
    })();
  };
  return { listTransactions: listTransactions as never, calls, read: () => read };
}
