import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feed, transaction } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { Transaction, TransactionApi } from '../client/types.js';
import { TransactionStatus } from './TransactionStatus.js';

describe('TransactionStatus', () => {
  it('follows the transaction live and says so when a completed payment comes back', async () => {
    const transactions = feed<Transaction>();
    const watchTransaction = vi.fn((_id: string, options?: { signal?: AbortSignal }) => transactions.iterate(options));
    const { container } = renderWithKit(<TransactionStatus api={{ watchTransaction } as unknown as TransactionApi} id="Transaction:1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    transactions.push(transaction('PROCESSING'));
    await screen.findByText('Processing');
    expect(screen.getByText('€100.00')).toBeDefined();
    await expectNoAxeViolations(container);
    transactions.push(transaction('COMPLETED'));
    await screen.findByText('Completed');
    transactions.push(transaction('FAILED'));
    await screen.findByText('Failed');
    expect(screen.getByText(/This payment was completed, then returned by the receiving bank/)).toBeDefined();
    expect(container.querySelector('.wk-transaction')!.getAttribute('data-state')).toBe('failed');
    expect(watchTransaction).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
