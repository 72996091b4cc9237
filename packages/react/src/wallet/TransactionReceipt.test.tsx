import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { cardPayment, CURRENCIES, incoming, outgoing } from '../../test/wallet-fakes.js';
import { TransactionReceipt } from './TransactionReceipt.js';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent!.replace(/\s/g, ' ');
const status = () => document.querySelector('.wk-receipt .wk-status')!.textContent;
const events = () => within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem').map((item) => item.querySelector('span')!.textContent);

describe('TransactionReceipt', () => {
  it('shows what was sent, the fees, the rate from the amounts, what arrived, where, how and the reference', async () => {
    const { container } = renderWithKit(<TransactionReceipt transaction={outgoing('Transaction:1', 'PROCESSING')} follow={false} payeeLabel="Paul Martin" />, { locale: 'en-US' });
    expect(valueOf('You send')).toBe('$30.00');
    expect(valueOf('Fees included')).toBe('$1.20');
    // €26.50 for $28.80 converted.
    expect(valueOf('Exchange rate')).toBe('$1 = €0.9201');
    expect(valueOf('Recipient gets')).toBe('€26.50');
    expect(valueOf('To')).toBe('Paul Martin');
    expect(valueOf('Sent by')).toBe('Wire transfer');
    expect(screen.getByText('REF123456789')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeDefined();
    expect(screen.getByText('Usually arrives within 2 minutes')).toBeDefined();
    expect(events()).toEqual(['Payment started']);
    await expectNoAxeViolations(container);
  });

  it('says by when it should arrive where the rail gives a date', () => {
    renderWithKit(<TransactionReceipt transaction={outgoing('Transaction:1', 'PENDING', { expectedSettlementAt: '2026-01-02T15:30:00.000Z' })} follow={false} />, { locale: 'en-US' });
    expect(screen.getByText(/^Expected by Jan 2, 2026/)).toBeDefined();
  });

  it('tells a bank return from a failure, with the refund in the timeline, and no arrival estimate once settled', () => {
    const returned = outgoing('Transaction:1', 'FAILED', {
      failureReason: 'PAYOUT_RETURNED',
      settledAt: '2026-01-01T10:02:00.000Z',
      refund: { initiatedAt: '2026-01-01T10:03:00.000Z', settledAt: '2026-01-01T10:03:02.000Z', status: 'COMPLETED' },
    });
    const { rerender } = renderWithKit(<TransactionReceipt transaction={returned} follow={false} />);
    expect(status()).toBe('Returned');
    expect(events()).toEqual(['Payment started', 'Arrived', 'Returned by the receiving bank', 'Back in your account']);
    expect(screen.queryByText(/arrives within/)).toBeNull();
    rerender(<TransactionReceipt transaction={outgoing('Transaction:2', 'FAILED', { failureReason: 'ACCOUNT_INVALID' })} follow={false} />);
    expect(status()).toBe('Failed');
    expect(events()).toEqual(['Payment started', 'Did not go through']);
  });

  it('shows money in as received, from its payer', () => {
    renderWithKit(<TransactionReceipt transaction={incoming('Transaction:1', 10_000)} follow={false} />, { locale: 'en-US' });
    expect(valueOf('You receive')).toBe('$100.00');
    expect(valueOf('From')).toBe('Sandbox Funding');
    expect(screen.queryByText('You send', { selector: 'dt' })).toBeNull();
    expect(events()).toEqual(['Received']);
  });

  it('shows money paid in from a bank as money in, even as the pay-in’s own outgoing transaction: what arrives, never “You send” nor an account id', () => {
    const payIn = outgoing('Transaction:payin', 'COMPLETED', {
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:0000a1b2-c3d4-e5f6-0000-000000000001' },
      sentAmount: { amount: 5_000, currency: CURRENCIES.USD },
      receivedAmount: { amount: 5_000, currency: CURRENCIES.USD },
      fees: 0,
      settledAt: '2026-01-01T10:01:00.000Z',
    });
    const { container } = renderWithKit(<TransactionReceipt transaction={payIn} follow={false} />, { locale: 'en-US' });
    expect(valueOf('You receive')).toBe('$50.00');
    expect(screen.queryByText('You send', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('To', { selector: 'dt' })).toBeNull();
    expect(container.textContent).not.toMatch(/InternalAccount|Account InternalAccount/);
    expect(events()).toEqual(['Received']);
  });

  it('shows a card payment’s merchant and the amount charged, with what was held at first', () => {
    const hotel = cardPayment('CardTransaction:hotel', 'HARBOR HOTEL', 30_000, 18_000);
    renderWithKit(<TransactionReceipt transaction={hotel} follow={false} />, { locale: 'en-US' });
    expect(valueOf('Merchant')).toBe('HARBOR HOTEL');
    expect(valueOf('Amount charged')).toBe('$180.00');
    expect(valueOf('Held at first')).toBe('$300.00');
    expect(status()).toBe('Completed');
  });

  it('says the one status word its Activity row says: a payment pending at the service reads as processing', () => {
    renderWithKit(<TransactionReceipt transaction={outgoing('Transaction:1', 'PENDING')} follow={false} />, { locale: 'en-US' });
    expect(status()).toBe('Processing');
  });
});
