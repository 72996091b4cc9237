import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { challenge, pending, quote } from '../../test/fakes.js';
import { usdBankInstructions } from '../../test/fixtures.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { internalAccount } from '../../test/wallet-fakes.js';
import type { InternalAccount, Quote, QuoteRequest } from '../client/types.js';
import type { ReceiveApi } from './api.js';
import { Receive } from './Receive.js';

// Receiving as Wise and Revolut do (issue 20): the account's own details first, in its currency, with no
// approval asked where nothing is created; plain words where there are none; SCA that can be left.

const EUR = { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 };
const ibanDetails = { accountOrWalletInfo: { accountType: 'EUR_ACCOUNT', reference: 'REF-EU-1', iban: 'DE89370400440532013000', swiftCode: 'COBADEFFXXX', paymentRails: ['SEPA_INSTANT'] } };

function euroAccounts(): InternalAccount[] {
  const fiat = internalAccount('InternalAccount:eur', 'INTERNAL_FIAT', 'EUR', 500_000);
  return [{ ...fiat, balance: { amount: 500_000, currency: EUR }, fundingPaymentInstructions: [ibanDetails] } as unknown as InternalAccount, internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'EUR', 100_000)];
}

function fakeApi(accounts: InternalAccount[], answers: Quote[] = []) {
  const created: QuoteRequest[] = [];
  const api = {
    listInternalAccounts: vi.fn(async () => accounts),
    createQuote: vi.fn(async (request: QuoteRequest) => {
      created.push(request);
      return answers.shift() ?? quote('Quote:1', { paymentInstructions: [usdBankInstructions] as never });
    }),
    getQuote: vi.fn(),
    authorizeQuote: vi.fn(),
    resendScaCode: vi.fn(),
  } satisfies ReceiveApi;
  return { api, created };
}

describe('Receive, own details first', () => {
  it('shows the account’s own IBAN first, asks for no approval and creates nothing, and pays in in the account’s currency', async () => {
    const { api } = fakeApi(euroAccounts());
    const { container } = renderWithKit(<Receive api={api} customerId="Customer:1" umaAddress="$elodie@sandbox.example.com" currencies={['USD', 'EUR', 'MXN']} />, { locale: 'en-US' });
    await screen.findByText('DE89 3704 0044 0532 0130 00', {}, { timeout: 10_000 });
    expect(screen.getByText('Give these details to anyone who pays you by bank transfer. The money arrives in your EUR account.')).toBeDefined();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.indexOf('Your account details')).toBeLessThan(headings.indexOf('Your UMA address'));
    // The account's details are titled by the account: "How to pay" is left to a pay-in's instructions.
    expect(headings).toContain('EUR account');
    expect(headings).not.toContain('How to pay');
    expect(api.createQuote).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Approve the request' })).toBeNull();
    // An EU customer's transfer in is in euros unless they pick another currency.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency you pay in' }).value).toBe('EUR');
    expect(screen.getByRole('textbox', { name: 'Amount in EUR' })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('says plainly when the account has no details of its own, and still offers a transfer for a set amount', async () => {
    const { api } = fakeApi([internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 0)]);
    renderWithKit(<Receive api={api} customerId="Customer:1" />, { locale: 'en-US' });
    await screen.findByText('Your Wallet has no bank details of its own. To be paid by bank transfer, get payment details for a set amount below.', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Get the payment details' })).toBeDefined();
  });

  it('lets the approval of a transfer in be cancelled (the form again) or answered another way (a new quote with that factor)', async () => {
    const expiresAt = () => new Date(Date.now() + 300_000).toISOString();
    const sms = pending('Quote:1', challenge('ScaChallenge:1', { expiresAt: expiresAt(), availableFactors: ['SMS_OTP', 'PASSKEY'] } as never));
    const again = pending('Quote:2', challenge('ScaChallenge:2', { expiresAt: expiresAt(), availableFactors: ['SMS_OTP', 'PASSKEY'] } as never));
    const { api, created } = fakeApi(euroAccounts(), [sms, again, pending('Quote:3', challenge('ScaChallenge:3', { expiresAt: expiresAt() }))]);
    renderWithKit(<Receive api={api} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in EUR' }, { timeout: 10_000 }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByRole('heading', { name: 'Approve the request' }, { timeout: 10_000 });
    expect(document.body.textContent).not.toMatch(/InternalAccount:/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Get the payment details' });
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByRole('heading', { name: 'Approve the request' });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(created).toHaveLength(3));
    expect(created[2]).toMatchObject({ source: { sourceType: 'REALTIME_FUNDING', currency: 'EUR' }, scaFactor: 'PASSKEY', lockedCurrencyAmount: 5_000 });
  });

  it('shows a USD account’s own account and routing numbers first, asks for no approval and creates nothing', async () => {
    const usdDetails = { accountOrWalletInfo: { accountType: 'USD_ACCOUNT', reference: 'REF-US-1', accountNumber: '000123456789', routingNumber: '021000021', bankName: 'Lead Bank', paymentRails: ['ACH', 'WIRE'] } };
    const fiat = { ...internalAccount('InternalAccount:usd', 'INTERNAL_FIAT', 'USD', 250_000), fundingPaymentInstructions: [usdDetails] } as unknown as InternalAccount;
    const { api } = fakeApi([fiat, internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 100_000)]);
    const { container } = renderWithKit(<Receive api={api} customerId="Customer:1" umaAddress="$alice@sandbox.example.com" currencies={['USD', 'EUR']} />, { locale: 'en-US' });
    const routing = await screen.findByText('021000021', {}, { timeout: 10_000 });
    const number = screen.getByText('000123456789');
    expect(screen.getByText('Give these details to anyone who pays you by bank transfer. The money arrives in your USD account.')).toBeDefined();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    // First: the account's own details, under its own title, before the UMA address and the form for a set amount.
    expect(headings.indexOf('Your account details')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Your account details')).toBeLessThan(headings.indexOf('Your UMA address'));
    expect(headings.indexOf('Your account details')).toBeLessThan(headings.indexOf('By bank transfer'));
    expect(headings).toContain('USD account');
    expect(headings).not.toContain('How to pay');
    const form = screen.getByRole('button', { name: 'Get the payment details' });
    for (const value of [number, routing]) expect(value.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Account number')).toBeDefined();
    expect(screen.getByText('Routing number')).toBeDefined();
    expect(api.createQuote).not.toHaveBeenCalled();
    expect(api.authorizeQuote).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Approve the request' })).toBeNull();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency you pay in' }).value).toBe('USD');
    expect(document.body.textContent).not.toMatch(/InternalAccount:|USD_ACCOUNT/);
    await expectNoAxeViolations(container);
  });
});
