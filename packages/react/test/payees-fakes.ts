import type { ExternalAccount } from '@wallet-kit/client';
import { vi } from 'vitest';
import type { PayeesApi } from '../src/payees/payees-store.js';
import { serviceError } from './fakes.js';

// Payees shaped like the service's, and the payees area's calls over them, for component logic in jsdom.

export const iban = (id: string, name: string, status = 'ACTIVE'): ExternalAccount =>
  ({ id, status, currency: 'EUR', customerId: 'Customer:me', accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', paymentRails: ['SEPA_INSTANT', 'SEPA'], beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: name } } }) as unknown as ExternalAccount;
export const wallet = (id: string, status: string): ExternalAccount => ({ id, status, currency: 'USDC', customerId: 'Customer:me', accountInfo: { accountType: 'SOLANA_WALLET', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } }) as unknown as ExternalAccount;

/** The payees area's calls over a list in memory; trust asks for codes until 123456. */
export function fakePayeesApi(initial: ExternalAccount[]) {
  let payees = [...initial];
  const api = {
    listPayees: vi.fn(async () => payees),
    addPayee: vi.fn(async (request: { accountInfo: Record<string, unknown> }) => {
      const added = { ...iban(`ExternalAccount:${payees.length + 1}`, 'New'), accountInfo: request.accountInfo } as unknown as ExternalAccount;
      payees = [...payees, added];
      return added;
    }),
    removePayee: vi.fn(async (id: string) => {
      payees = payees.filter((payee) => payee.id !== id);
    }),
    startOwnershipVerification: vi.fn(async (_id: string, method: string) => (method === 'LIVENESS' ? { method, verificationLink: 'https://verify.example/x', expiresAt: '2030-01-01T00:00:00Z' } : { method, messageToSign: 'I verify that I control this wallet. Nonce: 42', expiresAt: '2030-01-01T00:00:00Z' })),
    verifyOwnership: vi.fn(async (id: string) => {
      payees = payees.map((payee) => (payee.id === id ? ({ ...payee, status: 'ACTIVE' } as ExternalAccount) : payee));
      return payees.find((payee) => payee.id === id)!;
    }),
    trustPayee: vi.fn(async (_id: string, prover: (challenge: unknown, step: { attempt: number; error?: unknown }) => Promise<{ code: string } | null>) => {
      const challenge = { id: 'ScaChallenge:1', factor: 'SMS_OTP', availableFactors: ['SMS_OTP'], expiresAt: '2030-01-01T00:00:00Z' };
      let step: { attempt: number; error?: unknown } = { attempt: 1 };
      for (;;) {
        const proof = await prover(challenge, step);
        if (!proof) throw Object.assign(new Error('abandoned'), { code: 'SCA_ABANDONED' });
        if (proof.code === '123456') return { trusted: true };
        step = { attempt: step.attempt + 1, error: serviceError(400, 'INVALID_INPUT') };
      }
    }),
    untrustPayee: vi.fn(async () => ({ trusted: false })),
  };
  return api as typeof api & PayeesApi;
}

