import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quote } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { internalAccount, lucas, paul } from '../../test/wallet-fakes.js';
import type { QuoteRequest } from '../client/types.js';
import type { SendMoneyApi, UmaLookup } from './api.js';
import { SendMoney } from './SendMoney.js';

const EUR = { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 };

function fakeApi(extra: Partial<SendMoneyApi> = {}) {
  const created: QuoteRequest[] = [];
  const api = {
    listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 250_000)]),
    listExternalAccounts: vi.fn(async () => [paul, lucas]),
    createQuote: vi.fn(async (request: QuoteRequest) => {
      created.push(request);
      return quote('Quote:1', { transactionId: 'Transaction:1', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    }),
    getQuote: vi.fn(),
    executeQuote: vi.fn(async () => quote('Quote:1', { status: 'PROCESSING', transactionId: 'Transaction:1' })),
    authorizeQuote: vi.fn(),
    resendScaCode: vi.fn(),
    watchTransaction: vi.fn(() => (async function* () {})()),
    getTransaction: vi.fn(),
    ...extra,
  } as unknown as SendMoneyApi;
  return { api, created };
}

const amountField = (currency = 'USD') => screen.findByRole<HTMLInputElement>('textbox', { name: `Amount in ${currency}` });

describe('SendMoney', () => {
  it('goes payee, amount, review: quotes what was asked for, with an instant rail where the payee has one', async () => {
    const { api, created } = fakeApi();
    const { container } = renderWithKit(<SendMoney api={api} customerId="Customer:1" />, { locale: 'en-US' });
    await screen.findByRole('heading', { name: 'Who are you paying?' }, { timeout: 10_000 });
    await expectNoAxeViolations(container);
    fireEvent.click(await screen.findByRole('button', { name: /^Lucas Rivera/ }));
    await screen.findByRole('heading', { name: 'How much?' });
    expect(screen.getByText('$2,500.00 available')).toBeDefined();
    fireEvent.change(await amountField(), { target: { value: '25,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm and send' });
    expect(created[0]).toEqual({
      source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:lucas', paymentRail: 'SEPA_INSTANT' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 2_550,
    });
  });

  it('checks the balance before any quote, and fills in everything with Max', async () => {
    const { api } = fakeApi();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }, { timeout: 10_000 }));
    const field = await amountField();
    fireEvent.change(field, { target: { value: '2600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('That is more than you have: $2,500.00 is available.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.createQuote).not.toHaveBeenCalled();
    const max = screen.getByRole('button', { name: 'Max' });
    // Its name is the word on it (axe: label-content-name-mismatch); the balance is its description.
    expect(document.getElementById(max.getAttribute('aria-describedby')!)!.textContent).toBe('$2,500.00 available');
    fireEvent.click(max);
    expect(field.value).toBe('2500.00');
    fireEvent.change(field, { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Enter an amount in USD, such as 25.00.');
  });

  it('lets the amount fix what the payee receives, in their currency', async () => {
    const { api, created } = fakeApi();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Lucas Rivera/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'What they receive' }));
    fireEvent.change(await amountField('EUR'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(created[0]).toMatchObject({ lockedCurrencySide: 'RECEIVING', lockedCurrencyAmount: 10_000 }));
  });

  it('looks an UMA address up before quoting, pays in a currency it takes, and refuses a malformed one without asking', async () => {
    const lookup: UmaLookup = { receiverUmaAddress: '$sam@uma.example.com', lookupId: 'Lookup:1', supportedCurrencies: [{ currency: EUR, estimatedExchangeRate: 0.92, min: 1, max: 100_000 }] };
    const lookupUmaAddress = vi.fn(async () => lookup);
    const { api, created } = fakeApi({ lookupUmaAddress });
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    const address = await screen.findByRole('textbox', { name: 'UMA address' });
    fireEvent.change(address, { target: { value: 'sam@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the address' }));
    await screen.findByText(/That is not an UMA address/);
    expect(lookupUmaAddress).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: '$sam@uma.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the address' }));
    fireEvent.change(await amountField(), { target: { value: '10' } });
    expect(lookupUmaAddress).toHaveBeenCalledWith('$sam@uma.example.com', { customerId: 'Customer:1' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(created[0]).toMatchObject({ destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$sam@uma.example.com', currency: 'EUR' }, lookupId: 'Lookup:1' }));
  });

  it('says when no one receives at an UMA address, and offers no UMA without a lookup', async () => {
    const lookupUmaAddress = vi.fn(async () => Promise.reject(Object.assign(new Error('404'), { status: 404, code: 'UMA_NOT_FOUND' })));
    const { api } = fakeApi({ lookupUmaAddress });
    const { unmount } = renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'UMA address' }), { target: { value: '$nobody@uma.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the address' }));
    await screen.findByText('No one receives payments at this UMA address. Check it with the recipient.');
    unmount();
    renderWithKit(<SendMoney api={fakeApi().api} customerId="Customer:1" />);
    await screen.findByRole('button', { name: /^Paul Martin/ });
    expect(screen.queryByRole('textbox', { name: 'UMA address' })).toBeNull();
  });

  it('offers Back until the money leaves, then shows the receipt with no way back', async () => {
    const { api } = fakeApi();
    const onSent = vi.fn();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" onSent={onSent} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }));
    fireEvent.change(await amountField(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm and send' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeDefined();
    fireEvent.click(confirm);
    await screen.findByRole('heading', { name: 'Receipt' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(onSent).toHaveBeenCalledWith('Transaction:1');
    fireEvent.click(screen.getByRole('button', { name: 'Send another payment' }));
    await screen.findByRole('heading', { name: 'Who are you paying?' });
  });

  it('moves focus to each new step’s heading', async () => {
    const { api } = fakeApi();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('How much?'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Who are you paying?'));
  });

  it('leaves focus where the person is on the page when it finishes loading', async () => {
    const { api } = fakeApi();
    renderWithKit(
      <>
        <input aria-label="Search" />
        <SendMoney api={api} customerId="Customer:1" />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await screen.findByRole('button', { name: /^Paul Martin/ });
    await new Promise((done) => requestAnimationFrame(done));
    expect(document.activeElement).toBe(search);
  });

  it('takes the app’s own payee picker in its slot', async () => {
    const { api } = fakeApi();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" renderPayeePicker={({ payees, onSelect }) => <button onClick={() => onSelect(payees[1]!)}>Pick {payees.length}</button>} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick 2' }));
    await screen.findByText('To Lucas Rivera · •••• 0189');
  });

  it('takes a picker that hands over the service’s external account', async () => {
    const { api } = fakeApi();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" renderPayeePicker={({ onSelectAccount }) => <button onClick={() => onSelectAccount(lucas)}>Pick Lucas</button>} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Lucas' }));
    await screen.findByText('To Lucas Rivera · •••• 0189');
    expect(await amountField()).toBeDefined();
  });

  it('says when there is no account to send from', async () => {
    const { api } = fakeApi({ listInternalAccounts: vi.fn(async () => []) } as never);
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    await screen.findByText('You have no account to send from.');
  });

  it('checks the amount against the balance of now: read again when a payee is chosen and when the app changes refreshKey', async () => {
    let balance = 0;
    const listInternalAccounts = vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', balance)]);
    const { api } = fakeApi({ listInternalAccounts } as Partial<SendMoneyApi>);
    const { rerender } = renderWithKit(<SendMoney api={api} customerId="Customer:1" refreshKey={0} />, { locale: 'en-US' });
    await screen.findByRole('button', { name: /^Paul Martin/ });
    balance = 10_000; // test funds arrived after the widget opened
    fireEvent.click(screen.getByRole('button', { name: /^Paul Martin/ }));
    await screen.findByText('$100.00 available');
    balance = 20_000;
    rerender(<SendMoney api={api} customerId="Customer:1" refreshKey={1} />);
    await screen.findByText('$200.00 available');
    fireEvent.change(await amountField(), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm and send' });
  });
});
