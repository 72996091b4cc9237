import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { history, incoming, internalAccount, outgoing, paul } from '../../test/wallet-fakes.js';
import type { Transaction } from './api.js';
import { Activity } from './Activity.js';

function fakeApi(rows: Transaction[]) {
  const list = history(rows);
  return {
    list,
    api: {
      listTransactions: list.listTransactions,
      listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 1_000)]),
      listExternalAccounts: vi.fn(async () => [paul]),
      getTransaction: vi.fn(),
      watchTransaction: vi.fn(() => (async function* () {})()),
    },
  };
}

const rowsOf = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('button');

describe('Activity', () => {
  it('names each payment by its payee, signs its amount, says its status, and calls a bank return a return', async () => {
    const { api } = fakeApi([outgoing('Transaction:1', 'PROCESSING'), outgoing('Transaction:2', 'FAILED', { failureReason: 'PAYOUT_RETURNED' }), incoming('Transaction:3', 10_000)]);
    const { container } = renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    const [first, second, third] = rowsOf().map((row) => row.textContent);
    expect(first).toMatch(/^↑To Paul Martin\u00a0· ••••\u00a05544.*−\$30\.00Processing$/);
    expect(second).toMatch(/Returned$/);
    expect(second).not.toMatch(/Failed/);
    expect(third).toMatch(/^↓From Sandbox Funding.*\+\$100\.00Completed$/);
    await expectNoAxeViolations(container);
  });

  it('leaves out the outgoing half of money paid in from a bank, which its incoming half stands for', async () => {
    const leg = outgoing('Transaction:leg', 'COMPLETED', { source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' }, destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:wallet' } });
    const { api } = fakeApi([incoming('Transaction:in', 5_000), leg]);
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
  });

  it('filters by direction and status through the service’s own query', async () => {
    const { api, list } = fakeApi([outgoing('Transaction:1', 'COMPLETED'), incoming('Transaction:2', 100)]);
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Money in' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Money in' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'FAILED' } });
    await screen.findByText('Nothing matches these filters.');
    expect(list.calls.at(-1)).toMatchObject({ customerId: 'Customer:1', type: 'INCOMING', status: 'FAILED', sortOrder: 'desc' });
  });

  it('reads a page at a time, the next one on "Show more"', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => outgoing(`Transaction:${index}`, 'COMPLETED'));
    const { api, list } = fakeApi(rows);
    renderWithKit(<Activity api={api} customerId="Customer:1" pageSize={2} refreshIntervalMs={0} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    // One row read ahead, to know whether there is more: nothing else.
    expect(list.read()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens a receipt in place with focus on it, and gives focus back to the row on Escape', async () => {
    const { api } = fakeApi([outgoing('Transaction:1', 'COMPLETED', { settledAt: '2026-01-01T10:02:00.000Z' })]);
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    const row = rowsOf()[0]!;
    fireEvent.click(row);
    const heading = await screen.findByRole('heading', { name: 'Receipt' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.keyDown(heading, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Receipt' })).toBeNull());
    expect(document.activeElement).toBe(row);
  });

  it('puts new payments on top when it refreshes, updates the others in place, and announces the new ones', async () => {
    const rows = [outgoing('Transaction:1', 'PROCESSING')];
    const { api } = fakeApi(rows);
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={60_000} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    rows.splice(0, 1, incoming('Transaction:2', 500), outgoing('Transaction:1', 'COMPLETED'));
    await act(async () => window.dispatchEvent(new Event('focus')));
    await screen.findByText('1 new transaction');
    expect(rowsOf().map((row) => row.textContent)).toEqual([expect.stringMatching(/Completed$/), expect.stringMatching(/Completed$/)]);
    expect(rowsOf()[0]!.textContent).toMatch(/^↓/);
  });

  it('shows the app’s own actions on an open receipt, given the row as it is now, before Close', async () => {
    const { api } = fakeApi([outgoing('Transaction:1', 'COMPLETED')]);
    const actions = vi.fn((transaction: Transaction) => (
      <button type="button" className="wk-button">
        {`Report ${transaction.id}`}
      </button>
    ));
    renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} receiptActions={actions} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(actions).not.toHaveBeenCalled();
    fireEvent.click(rowsOf()[0]!);
    const report = await screen.findByRole('button', { name: 'Report Transaction:1' });
    expect(report.nextElementSibling?.textContent).toBe('Close');
  });

  it('reads the first page again at once when the app changes refreshKey', async () => {
    const rows = [outgoing('Transaction:1', 'PROCESSING')];
    const { api } = fakeApi(rows);
    const { rerender } = renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} refreshKey="a" />);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    rows.unshift(incoming('Transaction:2', 500));
    rerender(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} refreshKey="b" />);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
  });
});
