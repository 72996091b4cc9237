import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { internalAccount } from '../../test/wallet-fakes.js';
import { Balance } from './Balance.js';

describe('Balance, with several accounts', () => {
  it('shows the total that can be spent in all of them, one sum per currency, above each account', async () => {
    const listInternalAccounts = vi.fn(async () => [
      internalAccount('InternalAccount:fiat', 'INTERNAL_FIAT', 'USD', 1_000_000),
      internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 250_000, 5_000),
    ]);
    const { container } = renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
    await screen.findByText('Total in all your accounts');
    expect([...container.querySelectorAll('.wk-balance-total .wk-balance-amount')].map((element) => element.textContent)).toEqual(['$12,500.00']);
  });

  it('shows no total over a single account', async () => {
    const listInternalAccounts = vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 1_000)]);
    renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
    await screen.findByText('$10.00');
    expect(screen.queryByText('Total in all your accounts')).toBeNull();
  });
});
