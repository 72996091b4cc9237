import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceError } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { Card as CardRecord, CardTransaction } from './api.js';
import type { CardActivityApi, CardApi, CardControlsApi } from './index.js';
import { Card, CardActivity, CardControls } from './index.js';

const NOW = Date.parse('2026-05-08T14:30:00Z');
const URL = 'https://processor.example/embed/0123456789abcdef';

function card(overrides: Partial<CardRecord> = {}): CardRecord {
  return {
    id: 'Card:1',
    cardholderId: 'Customer:1',
    state: 'ACTIVE',
    stateReason: null,
    brand: 'VISA',
    form: 'VIRTUAL',
    last4: '4242',
    expMonth: 5,
    expYear: 2030,
    fundingSources: ['InternalAccount:1'],
    maxSpendPerTransaction: null,
    currency: 'USD',
    createdAt: '2026-05-08T14:00:00Z',
    updatedAt: '2026-05-08T14:00:00Z',
    ...overrides,
  } as CardRecord;
}

const usd = { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 };
function row(id: string, overrides: Partial<CardTransaction> = {}): CardTransaction {
  return {
    type: 'CARD',
    id,
    cardId: 'Card:1',
    customerId: 'Customer:1',
    platformCustomerId: 'user-1',
    status: 'SETTLED',
    direction: 'DEBIT',
    description: 'BLUE BOTTLE COFFEE SF',
    merchant: { descriptor: 'BLUE BOTTLE COFFEE SF' },
    authorizedAmount: { amount: 5000, currency: usd },
    settledAmount: { amount: 5000, currency: usd },
    accountId: 'InternalAccount:1',
    authorizedAt: '2026-05-08T14:00:00Z',
    createdAt: '2026-05-08T14:00:00Z',
    updatedAt: '2026-05-08T14:00:00Z',
    ...overrides,
  } as CardTransaction;
}

afterEach(() => vi.useRealTimers());

describe('Card', () => {
  const api = (overrides: Partial<CardApi> = {}): CardApi => ({
    getCard: vi.fn(async () => card()),
    revealCard: vi.fn(async () => ({ panEmbedUrl: URL, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() })),
    ...overrides,
  });

  it('shows the face, reveals the details in the processor’s frame, and hides them again after the timeout', async () => {
    const calls = api();
    const { container } = renderWithKit(<Card cardId="Card:1" api={calls} revealMs={30_000} now={() => NOW} />);
    expect(await screen.findByRole('img', { name: 'Visa card ending in 4242' })).toBeDefined();
    expect(screen.getByText('Expires 05/30')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Active');
    await expectNoAxeViolations(container);

    // Timers move on with the real clock too, so Testing Library's polling still runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
    const frame = await screen.findByTitle('Card number, expiry date and security code');
    expect(frame.getAttribute('src')).toBe(URL);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByText(/anyone who has it can pay with your card/)).toBeDefined();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('shown');
    expect(calls.revealCard).toHaveBeenCalledTimes(1);

    await act(async () => void vi.advanceTimersByTime(30_000));
    expect(screen.queryByTitle('Card number, expiry date and security code')).toBeNull();
    expect(screen.getByText('The card details are hidden again.')).toBeDefined();
    expect(container.innerHTML).not.toContain(URL);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('never shows details past the URL’s own expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const calls = api({ revealCard: vi.fn(async () => ({ panEmbedUrl: URL, expiresAt: new Date(NOW + 10_000).toISOString() })) });
    renderWithKit(<Card cardId="Card:1" card={card()} api={calls} revealMs={60_000} now={() => NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
    await screen.findByTitle('Card number, expiry date and security code');
    await act(async () => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByTitle('Card number, expiry date and security code')).toBeNull();
  });

  it('hides on request, and the URL leaves the page', async () => {
    const { container } = renderWithKit(<Card cardId="Card:1" card={card()} api={api()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
    await screen.findByTitle('Card number, expiry date and security code');
    fireEvent.click(screen.getByRole('button', { name: 'Hide card details' }));
    expect(container.innerHTML).not.toContain(URL);
  });

  it('runs the step-up the service asks for', async () => {
    const stepUp = vi.fn(async () => undefined);
    const revealCard = vi.fn(async (_id: string, options?: { stepUp?: (cause: never) => Promise<void> }) => {
      await options?.stepUp?.(undefined as never);
      return { panEmbedUrl: URL, expiresAt: new Date(Date.now() + 60_000).toISOString() };
    });
    renderWithKit(<Card cardId="Card:1" card={card()} api={api({ revealCard: revealCard as never })} stepUp={stepUp} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
    await screen.findByTitle('Card number, expiry date and security code');
    expect(stepUp).toHaveBeenCalledTimes(1);
  });

  it('says a step-up is needed when the service asks for one and none was given', async () => {
    const onError = vi.fn();
    renderWithKit(<Card cardId="Card:1" card={card()} onError={onError} api={api({ revealCard: vi.fn(async () => Promise.reject(serviceError(409, 'SCA_SESSION_REQUIRED'))) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show card details' }));
    await screen.findByText('Confirm it’s you before the card details can be shown.');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('offers no reveal for a card being issued or closed, and says which', async () => {
    const { rerender } = renderWithKit(<Card cardId="Card:1" card={card({ state: 'PROCESSING' })} api={api()} />);
    expect(screen.getByRole('status').textContent).toBe('Being issued');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Card cardId="Card:1" card={card({ state: 'CLOSED' })} api={api()} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Closed'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CardControls', () => {
  const api = (overrides: Partial<CardControlsApi> = {}): CardControlsApi => ({
    getCard: vi.fn(async () => card()),
    freezeCard: vi.fn(async () => card({ state: 'FROZEN' })),
    unfreezeCard: vi.fn(async () => card()),
    closeCard: vi.fn(async () => card({ state: 'CLOSED', fundingSources: [] })),
    ...overrides,
  });

  it('freezes and unfreezes, telling the caller each time', async () => {
    const calls = api();
    const onChange = vi.fn();
    const { container } = renderWithKit(<CardControls cardId="Card:1" api={calls} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze card' }));
    await screen.findByText('The card is frozen.');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'FROZEN' }));
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Unfreeze card' }));
    await screen.findByText('The card works again.');
    expect(calls.unfreezeCard).toHaveBeenCalledWith('Card:1');
  });

  it('closes only after a confirmation, and a kept card stays as it was', async () => {
    const calls = api();
    const { container } = renderWithKit(<CardControls cardId="Card:1" card={card()} api={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close card' }));
    expect(screen.getByText('Close this card for good? It can never be used or reopened.')).toBeDefined();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Keep the card' }));
    expect(calls.closeCard).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close the card' }));
    await screen.findByText('This card is closed.');
    expect(calls.closeCard).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refusal in words and keeps the card as it was', async () => {
    renderWithKit(<CardControls cardId="Card:1" card={card()} api={api({ freezeCard: vi.fn(async () => Promise.reject(Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' }))) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Freeze card' }));
    await screen.findByText(/connection|network/i);
    expect(screen.getByRole('button', { name: 'Freeze card' })).toBeDefined();
  });
});

describe('CardActivity', () => {
  async function* listOf(rows: CardTransaction[]) {
    yield* rows;
  }

  it('shows purchases, a refund as its own row naming its purchase, and a decline with its reason', async () => {
    const rows = [
      row('CardTransaction:decline', { status: 'DECLINED', cardDeclinedReason: 'CARD_PAUSED', settledAmount: undefined, authorizedAmount: { amount: 200, currency: usd }, description: 'CORNER SHOP', merchant: { descriptor: 'CORNER SHOP' }, createdAt: '2026-05-10T09:00:00Z' }),
      row('CardTransaction:refund', { direction: 'CREDIT', originalTransactionId: 'CardTransaction:buy', settledAmount: { amount: 1000, currency: usd }, authorizedAmount: { amount: 1000, currency: usd }, createdAt: '2026-05-09T09:00:00Z' }),
      row('CardTransaction:buy', { refundedAmount: { amount: 1000, currency: usd } }),
      row('CardTransaction:pending', { status: 'PARTIALLY_SETTLED', settledAmount: { amount: 3000, currency: usd }, description: 'HOTEL', merchant: { descriptor: 'HOTEL' } }),
    ];
    const listCardTransactions = vi.fn(() => listOf(rows)) as unknown as CardActivityApi['listCardTransactions'];
    const { container } = renderWithKit(<CardActivity customerId="Customer:1" cardId="Card:1" api={{ listCardTransactions }} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['DECLINED', 'SETTLED', 'SETTLED', 'PARTIALLY_SETTLED']);
    expect(items[0]!.textContent).toContain('Declined: the card was frozen');
    expect(items[1]!.textContent).toContain('Refund from BLUE BOTTLE COFFEE SF');
    expect(items[1]!.textContent).toContain('For the purchase of May 8, 2026');
    expect(items[2]!.textContent).toContain('$10.00 refunded');
    expect(items[2]!.textContent).toContain('$50.00');
    expect(items[3]!.textContent).toContain('$30.00 of $50.00 charged so far');
    await expectNoAxeViolations(container);
    expect(listCardTransactions).toHaveBeenCalledWith(expect.objectContaining({ customerId: 'Customer:1', cardId: 'Card:1' }), expect.anything());
  });

  it('headlines what a partly charged payment charged, with what is still held in its status line', async () => {
    const hotel = row('CardTransaction:hotel', { status: 'PARTIALLY_SETTLED', authorizedAmount: { amount: 30_000, currency: usd }, settledAmount: { amount: 18_000, currency: usd }, description: 'HARBOR HOTEL', merchant: { descriptor: 'HARBOR HOTEL' } });
    renderWithKit(<CardActivity customerId="Customer:1" api={{ listCardTransactions: (() => listOf([hotel])) as unknown as CardActivityApi['listCardTransactions'] }} />, { locale: 'en-US' });
    const [item] = await screen.findAllByRole('listitem');
    expect(item!.querySelector('.wk-activity-amount')!.textContent).toBe('$180.00');
    expect(item!.textContent).toContain('$180.00 of $300.00 charged so far');
  });

  it('reads a page at a time', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => row(`CardTransaction:${i}`));
    renderWithKit(<CardActivity customerId="Customer:1" pageSize={2} api={{ listCardTransactions: (() => listOf(rows)) as unknown as CardActivityApi['listCardTransactions'] }} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    renderWithKit(<CardActivity customerId="Customer:1" api={{ listCardTransactions: (() => listOf([])) as unknown as CardActivityApi['listCardTransactions'] }} />);
    await screen.findByText('No card payments yet.');
  });
});
