import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakePayeesApi } from '../../test/payees-fakes.js';
import { renderWithKit } from '../../test/render.js';
import { internalAccount } from '../../test/wallet-fakes.js';
import type { SendMoneyApi } from './api.js';
import { SendMoney } from './SendMoney.js';

// Tried as a new EU customer on a phone: "New payee" inside Send opened on a US bank account's routing
// number. The form starts on the account most payees in the sending currency have.

function apiWith(currency: 'USD' | 'EUR'): SendMoneyApi {
  const payees = fakePayeesApi([]);
  return {
    listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', currency, 250_000)]),
    listExternalAccounts: vi.fn(async () => payees.listPayees()),
    payees,
  } as unknown as SendMoneyApi;
}

describe('a new payee inside Send', () => {
  it('starts on an IBAN for a customer who pays in euros, and on a US bank account for one who pays in dollars', async () => {
    const { unmount } = renderWithKit(<SendMoney api={apiWith('EUR')} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'New payee' }, { timeout: 10_000 }));
    expect((await screen.findByLabelText<HTMLSelectElement>('Where they receive money', {}, { timeout: 10_000 })).value).toBe('IBAN');
    expect(screen.getByLabelText('Account number (IBAN)')).toBeDefined();
    unmount();

    renderWithKit(<SendMoney api={apiWith('USD')} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'New payee' }, { timeout: 10_000 }));
    expect((await screen.findByLabelText<HTMLSelectElement>('Where they receive money', {}, { timeout: 10_000 })).value).toBe('US_BANK');
  });
});
