import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { cardPayment, history, internalAccount, outgoing, paul } from '../../test/wallet-fakes.js';
import type { CardActivityApi, CardTransaction } from '../cards/api.js';
import { CardActivity } from '../cards/CardActivity.js';
import { STATUS } from '../transaction/status-words.js';
import type { Transaction } from './api.js';
import { Activity } from './Activity.js';
import { TransactionReceipt } from './TransactionReceipt.js';

// Issue 20, finding 12: the receipt said "Processing" while a list said "Pending" for the same payment.
// One word per service status, whichever widget shows the payment: its Activity row, its receipt, and for
// a card payment the card's own activity too.

const CARD_STATUSES = ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION', 'DECLINED'] as const;
const TRANSFER_STATUSES = [...Object.keys(STATUS).filter((status) => !(CARD_STATUSES as readonly string[]).includes(status)), 'SOMETHING_NEW'];

async function activityWord(transaction: Transaction): Promise<string> {
  const api = {
    listTransactions: history([transaction]).listTransactions,
    listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 1_000)]),
    listExternalAccounts: vi.fn(async () => [paul]),
    getTransaction: vi.fn(),
    watchTransaction: vi.fn(() => (async function* () {})()),
  };
  renderWithKit(<Activity api={api} customerId="Customer:1" refreshIntervalMs={0} />, { locale: 'en-US' });
  await waitFor(() => expect(document.querySelector('.wk-history-side .wk-status')).not.toBeNull());
  const word = document.querySelector('.wk-history-side .wk-status')!.textContent!;
  cleanup();
  return word;
}

function receiptWord(transaction: Transaction): string {
  renderWithKit(<TransactionReceipt transaction={transaction} follow={false} />, { locale: 'en-US' });
  const word = document.querySelector('.wk-receipt .wk-status')!.textContent!;
  cleanup();
  return word;
}

async function cardActivityWord(status: string): Promise<string> {
  const row = {
    type: 'CARD',
    id: 'CardTransaction:1',
    cardId: 'Card:1',
    customerId: 'Customer:1',
    platformCustomerId: 'user-1',
    status,
    direction: 'DEBIT',
    description: 'BLUE BOTTLE COFFEE SF',
    merchant: { descriptor: 'BLUE BOTTLE COFFEE SF' },
    authorizedAmount: { amount: 5000, currency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 } },
    accountId: 'InternalAccount:wallet',
    authorizedAt: '2026-05-08T14:00:00Z',
    createdAt: '2026-05-08T14:00:00Z',
    updatedAt: '2026-05-08T14:00:00Z',
  } as unknown as CardTransaction;
  const listCardTransactions = (() => (async function* () {
    yield row;
  })()) as unknown as CardActivityApi['listCardTransactions'];
  renderWithKit(<CardActivity customerId="Customer:1" api={{ listCardTransactions }} />, { locale: 'en-US' });
  const item = await screen.findByRole('listitem');
  const word = item.querySelector('.wk-activity-status')?.textContent ?? '';
  cleanup();
  return word;
}

describe('one status word for a payment wherever it is shown', () => {
  it.each(TRANSFER_STATUSES)('a transfer %s reads the same in its Activity row and its receipt', async (status) => {
    const transaction = outgoing('Transaction:1', status);
    const word = await activityWord(transaction);
    expect(word).not.toBe('');
    expect(receiptWord(transaction)).toBe(word);
  });

  it.each(CARD_STATUSES)('a card payment %s reads the same in Activity, its receipt and the card’s activity', async (status) => {
    const transaction = cardPayment('Transaction:card', 'BLUE BOTTLE COFFEE SF', 5_000, 0, { status });
    const word = await activityWord(transaction);
    expect(receiptWord(transaction)).toBe(word);
    expect(await cardActivityWord(status)).toBe(word);
  });
});
