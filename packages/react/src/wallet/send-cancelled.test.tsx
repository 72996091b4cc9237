import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { challenge, pending, quote } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { internalAccount, lucas, paul } from '../../test/wallet-fakes.js';
import { loadScaView } from '../sca/ScaChallenge.js';
import type { SendMoneyApi } from './api.js';
import { SendMoney } from './SendMoney.js';

// Issue 20, item 8: a payment whose approval was cancelled ("Payment cancelled", nothing sent) has a Back
// that leads somewhere sensible: the amount step, with the payee and the amount kept, focus on its heading
// (already so when this test was written; it keeps it so).

await loadScaView();

function fakeApi() {
  const expiresAt = () => new Date(Date.now() + 600_000).toISOString();
  const waiting = () => pending('Quote:1', challenge('ScaChallenge:1', { expiresAt: expiresAt() }), { expiresAt: expiresAt() });
  return {
    listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 250_000)]),
    listExternalAccounts: vi.fn(async () => [paul, lucas]),
    createQuote: vi.fn(async () => quote('Quote:1', { expiresAt: expiresAt() })),
    getQuote: vi.fn(async () => waiting()),
    executeQuote: vi.fn(async () => waiting()),
    authorizeQuote: vi.fn(),
    resendScaCode: vi.fn(),
    watchTransaction: vi.fn(() => (async function* () {})()),
    getTransaction: vi.fn(),
  } as unknown as SendMoneyApi;
}

describe('SendMoney after the approval was cancelled', () => {
  it('goes Back to the amount with the payee and the amount kept, focus on its heading', { timeout: 60_000 }, async () => {
    const api = fakeApi();
    const { container } = renderWithKit(<SendMoney api={api} customerId="Customer:1" />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: /^Paul Martin/ }, { timeout: 10_000 }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: '12.34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { name: 'Payment cancelled' });
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'How much?' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount in USD' }).value).toBe('12.34');
    expect(container.textContent).toContain('Paul Martin');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('How much?'));
    expect(api.createQuote).toHaveBeenCalledTimes(1);
  });
});
