import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { history, internalAccount, lucas, outgoing, paul } from '../../test/wallet-fakes.js';
import type { ExternalAccount, Transaction } from './api.js';
import { Activity } from './Activity.js';

const rowsOf = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('button');

// Issue 20, items 3 and 4 together: a payee added inside Send, then paid at once. The history had read
// the payees when it opened, before that one existed, and named the new payment "Money out".
describe('Activity after a payment to a payee added since it opened', () => {
  it('names the new payment by its new payee', async () => {
    const rows: Transaction[] = [outgoing('Transaction:1', 'COMPLETED')];
    const payees: ExternalAccount[] = [paul];
    const api = {
      listTransactions: history(rows).listTransactions,
      listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 1_000)]),
      listExternalAccounts: vi.fn(async () => [...payees]),
      getTransaction: vi.fn(),
      watchTransaction: vi.fn(() => (async function* () {})()),
    };
    const { rerender } = renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} refreshKey="a" />, { locale: 'en-US' });
    await waitFor(() => expect(rowsOf()).toHaveLength(1));

    payees.push(lucas);
    rows.unshift(outgoing('Transaction:2', 'COMPLETED', { destination: { destinationType: 'ACCOUNT', accountId: lucas.id } }));
    rerender(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} refreshKey="b" />);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    await waitFor(() => expect(rowsOf()[0]!.textContent).toMatch(/^↑To Lucas Rivera\u00a0· ••••\u00a00189/));
  });
});
