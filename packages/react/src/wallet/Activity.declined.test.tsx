import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { cardPayment, history, internalAccount, outgoing, paul } from '../../test/wallet-fakes.js';
import { Activity } from './Activity.js';

// Tried on a phone: a hotel the card declined for want of money read "−€300.00 Declined" in Activity, as if
// €300 had left the account. A declined payment moved nothing: its amount is shown without a sign.
// Walked again at 320 px: a transfer that failed (or was rejected, or lapsed) read "−€12.00 Failed" the same way.

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

describe('Activity, a transfer that never left', () => {
  it('shows a failed, rejected or lapsed transfer’s amount without a minus sign; a bank return keeps its sign', async () => {
    const rows = [outgoing('Transaction:failed', 'FAILED'), outgoing('Transaction:rejected', 'REJECTED'), outgoing('Transaction:expired', 'EXPIRED'), outgoing('Transaction:returned', 'FAILED', { failureReason: 'PAYOUT_RETURNED' })];
    const api = {
      listTransactions: history(rows).listTransactions,
      listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 6_750)]),
      listExternalAccounts: vi.fn(async () => [paul]),
      getTransaction: vi.fn(),
      watchTransaction: vi.fn(() => (async function* () {})()),
    };
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
    await waitFor(() => expect(rowsOf()).toHaveLength(4));
    const [failed, rejected, expired, returned] = rowsOf().map((row) => row.textContent!);
    expect(failed).toMatch(/Paul Martin.*[^−]\$30\.00Failed$/);
    expect(rejected).toMatch(/[^−]\$30\.00Failed$/);
    expect(expired).not.toMatch(/−\$30\.00/);
    expect(returned).toMatch(/−\$30\.00Returned$/);
  });
});
