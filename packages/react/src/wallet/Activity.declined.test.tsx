import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { cardPayment, history, internalAccount } from '../../test/wallet-fakes.js';
import { Activity } from './Activity.js';

// Tried on a phone: a hotel the card declined for want of money read "−€300.00 Declined" in Activity, as if
// €300 had left the account. A declined payment moved nothing: its amount is shown without a sign.

const rowsOf = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('button');

describe('Activity, a card payment the card declined', () => {
  it('shows the amount asked for without a minus sign, beside "Declined"', async () => {
    const declined = cardPayment('CardTransaction:hotel', 'HARBOR HOTEL', 30_000, 0, { status: 'DECLINED', cardDeclinedReason: 'INSUFFICIENT_FUNDS' });
    const api = {
      listTransactions: history([declined]).listTransactions,
      listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 6_750)]),
      listExternalAccounts: vi.fn(async () => []),
      getTransaction: vi.fn(),
      watchTransaction: vi.fn(() => (async function* () {})()),
    };
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    const row = rowsOf()[0]!.textContent!;
    expect(row).toMatch(/HARBOR HOTEL.*\$300\.00Declined$/);
    expect(row).not.toMatch(/[−-]\$300\.00/);
  });
});
