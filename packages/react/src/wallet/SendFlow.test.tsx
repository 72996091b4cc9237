import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quote } from '../../test/fakes.js';
import { fakePayeesApi } from '../../test/payees-fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { internalAccount, paul } from '../../test/wallet-fakes.js';
import type { QuoteRequest } from '../client/types.js';
import type { ExternalAccount, InternalAccount, SendMoneyApi } from './api.js';
import { SendMoney } from './SendMoney.js';

// Sending as a person does on a phone (issue 20): a new payee without leaving Send, the account that can
// pay, a success screen, no step count beside SCA's rounds, and the browser's Back inside the flow.

function fakeApi(options: { accounts?: InternalAccount[]; payees?: ExternalAccount[]; withPayees?: boolean } = {}) {
  const created: QuoteRequest[] = [];
  const payees = fakePayeesApi(options.payees ?? []);
  const api = {
    listInternalAccounts: vi.fn(async () => options.accounts ?? [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 250_000)]),
    listExternalAccounts: vi.fn(async () => payees.listPayees()),
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
    ...(options.withPayees === false ? {} : { payees }),
  } as unknown as SendMoneyApi;
  return { api, created, payees };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SendMoney, a focused flow', () => {
  it('adds a new payee inside Send with the payees area’s form (check digits as typed), then asks the amount with them chosen', async () => {
    const { api, created, payees } = fakeApi();
    const { container } = renderWithKit(<SendMoney api={api} customerId="Customer:1" />, { locale: 'en-US' });
    // A new customer has no one to pay yet: adding someone is the step's primary action.
    // The view loads on demand: the first render of a file waits for its chunk.
    await screen.findByText('You have no payees yet.', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'New payee' }));
    await screen.findByRole('heading', { name: 'New payee' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Where they receive money'), { target: { value: 'IBAN' } });
    fill('Account holder’s full name', 'Jonas Weber');
    fill('Account number (IBAN)', 'DE89 3704 0044 0532 0130 01');
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    await screen.findByText('This IBAN is not valid. Check each character.');
    expect(payees.addPayee).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    fill('Account number (IBAN)', 'DE89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    await screen.findByRole('heading', { name: 'How much?' });
    expect(screen.getByText('To Jonas Weber · •••• 3000')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount in USD' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(created[0]?.destination).toMatchObject({ destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' }));
  });

  it('offers to trust the new payee under SCA where trustPayees is set, then goes on to the amount', async () => {
    const { api, payees } = fakeApi();
    renderWithKit(<SendMoney api={api} customerId="Customer:1" trustPayees />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'New payee' }));
    fireEvent.change(await screen.findByLabelText('Where they receive money'), { target: { value: 'IBAN' } });
    fill('Account holder’s full name', 'Jonas Weber');
    fill('Account number (IBAN)', 'DE89370400440532013000');
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    await screen.findByRole('heading', { name: 'Trust Jonas Weber?' });
    fireEvent.click(screen.getByRole('button', { name: 'Trust Jonas Weber' }));
    fill('Security code', '123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'How much?' });
    expect(payees.trustPayee).toHaveBeenCalledWith('ExternalAccount:1', expect.any(Function), expect.anything());
  });

  it('gives up a new payee with Cancel, back on the list, and offers none without the payees calls', async () => {
    const { api } = fakeApi({ payees: [paul] });
    const { unmount } = renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New payee' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: /^Paul Martin/ });
    unmount();
    renderWithKit(<SendMoney api={fakeApi({ payees: [paul], withPayees: false }).api} customerId="Customer:1" />);
    await screen.findByRole('button', { name: /^Paul Martin/ });
    expect(screen.queryByRole('button', { name: 'New payee' })).toBeNull();
  });

  it('sends from the account that can pay by default, and suggests the other account when the amount is more than the one chosen holds', async () => {
    const accounts = [internalAccount('InternalAccount:fiat', 'INTERNAL_FIAT', 'USD', 1_000_000), internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 2_500)];
    const { api, created } = fakeApi({ accounts, payees: [paul] });
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }));
    await screen.findByText('$10,000.00 available');
    fireEvent.change(screen.getByRole('combobox', { name: 'From' }), { target: { value: 'InternalAccount:wallet' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount in USD' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('That is more than you have: $25.00 is available. Your USD account has $10,000.00.');
    fireEvent.click(screen.getByRole('button', { name: 'Send from your USD account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(created[0]).toMatchObject({ source: { accountId: 'InternalAccount:fiat' }, lockedCurrencyAmount: 10_000 }));
  });

  it('counts no steps of its own beside SCA’s rounds, and ends on a success screen with the amount and the payee', async () => {
    const { api } = fakeApi({ payees: [paul] });
    renderWithKit(<SendMoney api={api} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(screen.queryByText(/Step \d of \d/)).toBeNull();
    await screen.findByRole('heading', { name: 'Payment sent' });
    expect(screen.getByText(/to Paul Martin · •••• 5544$/).textContent).toMatch(/^€.+ to Paul Martin\u00a0· ••••\u00a05544$/);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Payment sent'));
  });

  it('goes back a step with the browser’s Back when history is on, the amount kept, and leaves the history alone when it is off', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { api } = fakeApi({ payees: [paul] });
    const { unmount } = renderWithKit(<SendMoney api={api} customerId="Customer:1" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }));
    await screen.findByRole('heading', { name: 'How much?' });
    expect(push).not.toHaveBeenCalled();
    unmount();

    renderWithKit(<SendMoney api={fakeApi({ payees: [paul] }).api} customerId="Customer:1" history />);
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm and send' });
    expect(push).toHaveBeenCalledTimes(2);
    window.history.back();
    await screen.findByRole('heading', { name: 'How much?' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount in USD' }).value).toBe('12.50');
    push.mockRestore();
  });
});
