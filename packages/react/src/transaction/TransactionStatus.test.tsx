import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feed, transaction } from '../../test/fakes.js';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import type { Transaction, TransactionApi } from '../client/types.js';
import { TransactionStatus } from './TransactionStatus.js';

describe('TransactionStatus', () => {
  it('follows the transaction live and says so when a completed payment comes back', async () => {
    const transactions = feed<Transaction>();
    const watchTransaction = vi.fn((_id: string, options?: { signal?: AbortSignal }) => transactions.iterate(options));
    const { container } = await renderLoaded(<TransactionStatus api={{ watchTransaction } as unknown as TransactionApi} id="Transaction:1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    transactions.push(transaction('PROCESSING'));
    await screen.findByText('Processing');
    expect(screen.getByText('€100.00')).toBeDefined();
    await expectNoAxeViolations(container);
    transactions.push(transaction('COMPLETED'));
    await screen.findByText('Completed');
    transactions.push(transaction('FAILED'));
    await screen.findByText('Returned');
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.getByText(/This payment was completed, then returned by the receiving bank/)).toBeDefined();
    expect(container.querySelector('.wk-transaction')!.getAttribute('data-state')).toBe('returned');
    expect(watchTransaction).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('calls a payout the service marks as returned a return from the first sight of it', async () => {
    const transactions = feed<Transaction>();
    const watchTransaction = vi.fn((_id: string, options?: { signal?: AbortSignal }) => transactions.iterate(options));
    await renderLoaded(<TransactionStatus api={{ watchTransaction } as unknown as TransactionApi} id="Transaction:1" />);
    transactions.push({ ...transaction('FAILED'), failureReason: 'PAYOUT_RETURNED' } as Transaction);
    await screen.findByText('Returned');
  });

  it('calls any other failure a failure', async () => {
    const transactions = feed<Transaction>();
    const watchTransaction = vi.fn((_id: string, options?: { signal?: AbortSignal }) => transactions.iterate(options));
    await renderLoaded(<TransactionStatus api={{ watchTransaction } as unknown as TransactionApi} id="Transaction:1" />);
    transactions.push({ ...transaction('FAILED'), failureReason: 'ACCOUNT_INVALID' } as Transaction);
    await screen.findByText('Failed');
    expect(screen.queryByText(/returned by the receiving bank/)).toBeNull();
  });
});
