import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quote } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { incoming, internalAccount } from '../../test/wallet-fakes.js';
import { usdBankInstructions } from '../../test/fixtures.js';
import type { Quote } from '../client/types.js';
import type { ReceiveApi } from './api.js';
import { Receive } from './Receive.js';

const USD = { code: 'USD', decimals: 2 } as never;
const shown = quote('Quote:1', { sendingCurrency: USD, receivingCurrency: USD, totalSendingAmount: 5_000, totalReceivingAmount: 5_000, paymentInstructions: [usdBankInstructions] as never });
const arrived = incoming('Transaction:Quote:1', 5_000, { source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', accountHolderName: 'Paul Martin' } });

/** A service whose quote answers `statuses` in turn (the last one again after), and the money in once it arrived. */
function fakeApi(statuses: Quote['status'][]) {
  let read = 0;
  return {
    listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 0)]),
    createQuote: vi.fn(async () => shown),
    getQuote: vi.fn(async () => ({ ...shown, status: statuses[Math.min(read++, statuses.length - 1)]! })),
    getTransaction: vi.fn(async () => arrived),
    authorizeQuote: vi.fn(),
    resendScaCode: vi.fn(),
  } satisfies ReceiveApi;
}

/** The person comes back to the page (from their bank's app): with no pushed updates, Receive reads the quote again. */
async function comeBack(api: ReturnType<typeof fakeApi>, reads: number) {
  act(() => void window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(api.getQuote).toHaveBeenCalledTimes(reads), { timeout: 10_000 });
}

async function showInstructions() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }, { timeout: 10_000 }), { target: { value: '50' } });
  const get = screen.getByRole('button', { name: 'Get the payment details' });
  get.focus();
  fireEvent.click(get);
  await screen.findByRole('heading', { name: 'How to pay' }, { timeout: 10_000 });
  screen.getByRole('button', { name: 'Start over' }).focus();
}

describe('Receive follows its transfer', () => {
  it('replaces the instructions with the money received, from whom, and its receipt, focus on it', async () => {
    const api = fakeApi(['PENDING', 'PROCESSING', 'COMPLETED']);
    const { container } = renderWithKit(<Receive api={api} customerId="Customer:1" />, { locale: 'en-US' });
    await showInstructions();
    expect(screen.getByText('Send exactly $50.00 using these details.')).toBeDefined();

    await comeBack(api, 1);
    await comeBack(api, 2);
    expect(screen.getByText('Send exactly $50.00 using these details.')).toBeDefined();
    await comeBack(api, 3);
    const done = await screen.findByRole('heading', { name: 'Money received' }, { timeout: 10_000 });
    expect(screen.queryByText('Send exactly $50.00 using these details.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(screen.getByText('$50.00 from Paul Martin')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(done), { timeout: 10_000 });
    expect(container.querySelector('.wk-receipt [role="status"]')?.textContent).toBe('Completed');
    await expectNoAxeViolations(container);

    // A way on: another transfer in, from the form.
    fireEvent.click(screen.getByRole('button', { name: 'Receive again' }));
    await screen.findByRole('button', { name: 'Get the payment details' }, { timeout: 10_000 });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(api.getQuote, 'no reads once received').toHaveBeenCalledTimes(3);
  });

  it('keeps the instructions while nothing arrives; once they expire, says so in their place, offers new ones, and stops following', async () => {
    const api = fakeApi(['PENDING', 'EXPIRED']);
    const { container } = renderWithKit(<Receive api={api} customerId="Customer:1" />, { locale: 'en-US' });
    await showInstructions();
    await comeBack(api, 1);
    expect(screen.getByText('Send exactly $50.00 using these details.')).toBeDefined();
    await comeBack(api, 2);
    // Money sent to lapsed details would not arrive as asked: they are gone, and why is said.
    // Which details: the one-time ones, by their amount (an account's own details, where it has them, still work).
    const lapsed = await screen.findByText('The one-time details for your $50.00 transfer have expired. Nothing arrived.', {}, { timeout: 10_000 });
    expect(lapsed.getAttribute('role')).toBe('status');
    // Its section's heading takes focus, described by the news, so a screen reader says both.
    expect(screen.getByRole('heading', { name: 'By bank transfer' }).getAttribute('aria-describedby')).toBe(lapsed.id);
    expect(screen.queryByText('Send exactly $50.00 using these details.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Money received' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start over' }).getAttribute('data-variant')).toBe('primary');
    await expectNoAxeViolations(container);
    act(() => void window.dispatchEvent(new Event('focus')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.getQuote, 'no reads after the quote ended').toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await screen.findByRole('button', { name: 'Get the payment details' }, { timeout: 10_000 });
  });
});
