import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { internalAccount } from '../../test/wallet-fakes.js';
import { Balance } from './Balance.js';

describe('Balance', () => {
  it('shows each account in its currency, with what is pending and the total only where money is on its way', async () => {
    const listInternalAccounts = vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 250_000, 12_550), internalAccount('InternalAccount:fiat', 'INTERNAL_FIAT', 'EUR', 5_000)]);
    const { container } = renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(within(wallet).getByText('$2,500.00')).toBeDefined();
    expect(within(wallet).getByText('Pending').nextElementSibling!.textContent).toBe('$125.50');
    expect(within(wallet).getByText('Total').nextElementSibling!.textContent).toBe('$2,625.50');
    const euros = screen.getByRole('region', { name: 'EUR account' });
    expect(within(euros).getByText('€50.00')).toBeDefined();
    expect(within(euros).queryByText('Pending')).toBeNull();
    expect(listInternalAccounts).toHaveBeenCalledWith({ customerId: 'Customer:1' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await expectNoAxeViolations(container);
  });

  it('reads the balances again when the page comes back into view', async () => {
    let amount = 1_000;
    const listInternalAccounts = vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', amount)]);
    renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" />, { locale: 'en-US' });
    await screen.findByText('$10.00');
    amount = 3_500;
    await act(async () => window.dispatchEvent(new Event('focus')));
    await screen.findByText('$35.00');
  });

  it('shows one account when asked, and says when there is none', async () => {
    const listInternalAccounts = vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 1_000), internalAccount('InternalAccount:fiat', 'INTERNAL_FIAT', 'EUR', 5_000)]);
    const { unmount } = renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" accountId="InternalAccount:fiat" refreshIntervalMs={0} />);
    await screen.findByRole('region', { name: 'EUR account' });
    expect(screen.queryByRole('region', { name: 'Wallet' })).toBeNull();
    unmount();
    renderWithKit(<Balance api={{ listInternalAccounts: async () => [] }} customerId="Customer:1" refreshIntervalMs={0} />);
    await screen.findByText('You have no accounts yet.');
  });

  it('says why the balances could not be read, and tries again on request', async () => {
    const listInternalAccounts = vi.fn().mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' })).mockResolvedValue([internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 1_000)]);
    const onError = vi.fn();
    const { container } = renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} onError={onError} />);
    await screen.findByText('We could not reach the service. Check your connection and try again.');
    expect(container.querySelector('.wk-balance')!.getAttribute('data-state')).toBe('error');
    expect(onError).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Wallet' });
  });

  it('reads the balances again at once when the app changes refreshKey, and not on other renders', async () => {
    let amount = 1_000;
    const listInternalAccounts = vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', amount)]);
    const { rerender } = renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} refreshKey={0} />, { locale: 'en-US' });
    await screen.findByText('$10.00');
    rerender(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} refreshKey={0} className="again" />);
    expect(listInternalAccounts).toHaveBeenCalledTimes(1);
    amount = 11_000;
    rerender(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} refreshKey={1} />);
    await screen.findByText('$110.00');
    expect(listInternalAccounts).toHaveBeenCalledTimes(2);
  });
});
