import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { challenge, pending, quote } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { internalAccount } from '../../test/wallet-fakes.js';
import { usdBankInstructions } from '../../test/fixtures.js';
import type { Quote, QuoteRequest } from '../client/types.js';
import type { ReceiveApi } from './api.js';
import { Receive } from './Receive.js';

function fakeApi(answer = quote('Quote:1', { sendingCurrency: { code: 'USD', decimals: 2 } as never, paymentInstructions: [usdBankInstructions] as never })) {
  return {
    listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 0)]),
    createQuote: vi.fn<(request: QuoteRequest) => Promise<Quote>>(async () => answer),
    getQuote: vi.fn(),
    authorizeQuote: vi.fn(),
    resendScaCode: vi.fn(),
  } satisfies ReceiveApi;
}

describe('Receive', () => {
  it('shows the UMA address with a copy button, and a bank transfer in through a realtime-funding quote', async () => {
    const api = fakeApi();
    const { container } = renderWithKit(<Receive api={api} customerId="Customer:1" umaAddress="$alice@sandbox.example.com" currencies={['USD', 'MXN']} />, { locale: 'en-US' });
    const address = await screen.findByText('$alice@sandbox.example.com', {}, { timeout: 10_000 });
    // It may break before its "@" and its dots, not inside a word ("…example.c" / "om" at 390 px).
    expect(address.innerHTML).toBe('$alice<wbr>@sandbox<wbr>.example<wbr>.com');
    expect(screen.getByRole('button', { name: 'Copy Your UMA address' })).toBeDefined();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Currency you pay in' }), { target: { value: 'MXN' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount in MXN' }), { target: { value: '500' } });
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByRole('heading', { name: 'How to pay' }, { timeout: 10_000 });
    expect(api.createQuote).toHaveBeenCalledWith({
      source: { sourceType: 'REALTIME_FUNDING', currency: 'MXN', customerId: 'Customer:1' },
      destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 50_000,
    });
    expect(screen.getByText(/You receive .* in your wallet\./)).toBeDefined();
  });

  it('hands the app the quote once its instructions are on screen, and not while they are withheld', async () => {
    const shown = quote('Quote:1', { sendingCurrency: { code: 'USD', decimals: 2 } as never, paymentInstructions: [usdBankInstructions] as never });
    const onInstructions = vi.fn();
    renderWithKit(<Receive api={fakeApi(shown)} customerId="Customer:1" onInstructions={onInstructions} />, { locale: 'en-US' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByRole('heading', { name: 'How to pay' });
    expect(onInstructions).toHaveBeenCalledTimes(1);
    expect(onInstructions).toHaveBeenCalledWith(shown);

    const withheld = vi.fn();
    renderWithKit(<Receive api={fakeApi(pending('Quote:2', challenge('ScaChallenge:1', { expiresAt: new Date(Date.now() + 300_000).toISOString() })))} customerId="Customer:1" onInstructions={withheld} />);
    fireEvent.change((await screen.findAllByRole('textbox', { name: 'Amount in USD' })).at(-1)!, { target: { value: '50' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Get the payment details' }).at(-1)!);
    await screen.findByRole('heading', { name: 'Approve the request' });
    expect(withheld).not.toHaveBeenCalled();
  });

  it('asks for the approval first where the details are withheld (SCA), in the words of money coming in', async () => {
    const api = fakeApi(pending('Quote:1', challenge('ScaChallenge:1', { expiresAt: new Date(Date.now() + 300_000).toISOString() })));
    renderWithKit(<Receive api={api} customerId="Customer:1" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByRole('heading', { name: 'Approve the request' });
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    // Money in, to the person's own account: not "to USD account", which read as a payee of that name, nor
    // "You are approving $50.00", the words of a payment out, said to someone receiving (issue 20).
    expect(screen.queryByText(/You are approving/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Approve the payment' })).toBeNull();
    expect(screen.getByText(/^You are asking to receive \S+ in your wallet\.$/)).toBeDefined();
  });

  it('refuses an amount it cannot read, before any quote', async () => {
    const api = fakeApi();
    renderWithKit(<Receive api={api} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByText('Enter an amount in USD, such as 50.00.');
    expect(api.createQuote).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount in USD' }).getAttribute('aria-invalid')).toBe('true'));
  });
});
