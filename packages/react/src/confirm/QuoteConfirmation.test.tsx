import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_NOW, challenge, deferred, feed, pending, quote, serviceError, transaction } from '../../test/fakes.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { Quote, QuoteApi, QuoteRequest, Transaction } from '../client/types.js';
import { QuoteConfirmation } from './QuoteConfirmation.js';
import { loadScaView } from '../sca/ScaChallenge.js';

// The SCA step's view loads on demand: loaded once here, so a test waits only for React.
await loadScaView();

const request: QuoteRequest = {
  source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
  destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:bank' },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 10_000,
} as QuoteRequest;

function fakeApi(options: { quotes?: Quote[]; execute?: Array<Quote | Error>; authorize?: Quote[] } = {}) {
  const quotes = [...(options.quotes ?? [quote('Quote:1')])];
  const executes = [...(options.execute ?? [quote('Quote:1', { status: 'PROCESSING' })])];
  const authorizes = [...(options.authorize ?? [])];
  const transactions = feed<Transaction>();
  const api = {
    createQuote: vi.fn(async () => quotes.shift() ?? quote('Quote:last')),
    getQuote: vi.fn(async (id: string) => quote(id)),
    executeQuote: vi.fn(async (executed: Quote, options?: { scaFactor?: string; idempotencyKey?: string }) => {
      void [executed, options];
      const next = executes.shift()!;
      if (next instanceof Error) throw next;
      return next;
    }),
    authorizeQuote: vi.fn(async () => authorizes.shift()!),
    resendScaCode: vi.fn(async () => undefined),
    watchTransaction: vi.fn((_id: string, watch?: { signal?: AbortSignal }) => transactions.iterate(watch)),
  };
  return { api: api as unknown as QuoteApi & typeof api, transactions };
}

const now = () => BASE_NOW + 10_000;
const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Confirm/ });
const state = (container: HTMLElement) => container.querySelector('.wk-confirm')!.getAttribute('data-state');

describe('QuoteConfirmation', () => {
  it('quotes the request, shows the terms and a countdown, and executes once on Confirm', async () => {
    const { api, transactions } = fakeApi();
    const onCompleted = vi.fn();
    const { container } = renderWithKit(<QuoteConfirmation api={api} request={request} onCompleted={onCompleted} now={now} />);
    expect(state(container)).toBe('loading');
    await screen.findByRole('button', { name: 'Confirm and send' });
    expect(screen.getByText('€100.00')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toBe('4:50');
    // One title: the confirmation's own heading names the terms; the summary inside adds no second copy.
    expect(screen.getAllByRole('heading', { name: 'Review your transfer' })).toHaveLength(1);
    await expectNoAxeViolations(container);

    const button = confirmButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    // StrictMode mounts, unmounts and mounts again: still one quote, one execution.
    expect(api.createQuote).toHaveBeenCalledTimes(1);
    expect(api.executeQuote).toHaveBeenCalledTimes(1);
    expect(api.executeQuote.mock.calls[0]![0]).toMatchObject({ id: 'Quote:1' });
    expect(api.watchTransaction).toHaveBeenCalledWith('Transaction:Quote:1', expect.anything());
    transactions.push(transaction('COMPLETED'));
    await screen.findByRole('heading', { name: 'Transfer complete' });
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(state(container)).toBe('completed');
    await expectNoAxeViolations(container);
  });

  it('asks for SCA when execute answers PENDING_AUTHORIZATION, through as many challenges as come', async () => {
    const first = pending('Quote:1', challenge('ScaChallenge:1'));
    const second = pending('Quote:1', challenge('ScaChallenge:2'));
    const { api } = fakeApi({ execute: [first], authorize: [second, quote('Quote:1', { status: 'PROCESSING' })] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    fireEvent.click(confirmButton());
    const sca = await screen.findByRole('group', { name: 'Approve the payment' });
    expect(state(container)).toBe('authorizing');
    await expectNoAxeViolations(container);
    fireEvent.change(within(sca).getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } });
    await screen.findByRole('heading', { name: 'One more code' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } });
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    expect(api.authorizeQuote).toHaveBeenCalledTimes(2);
  });

  it('while approving, shows one title, the approval’s: the review’s stays for screen readers only (three stacked pushed the code to the fold at 320 px)', async () => {
    const { api } = fakeApi({ execute: [pending('Quote:1', challenge('ScaChallenge:1'))] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    fireEvent.click(confirmButton());
    await screen.findByRole('group', { name: 'Approve the payment' });
    const seen = [...container.querySelectorAll('[role="heading"]')].filter((heading) => !heading.closest('.wk-visually-hidden'));
    expect(seen.map((heading) => heading.textContent)).toEqual(['Approve the payment']);
    expect(screen.getByRole('heading', { name: 'Review your transfer' })).toBeDefined();
  });

  it('on QUOTE_RATE_UNAVAILABLE fetches new terms, shows what changed, and executes only the new quote once confirmed again', async () => {
    const fresh = quote('Quote:2', { exchangeRate: 0.93, totalReceivingAmount: 10_600, feesIncluded: 130 });
    const { api } = fakeApi({ quotes: [fresh], execute: [serviceError(409, 'QUOTE_RATE_UNAVAILABLE'), quote('Quote:2', { status: 'PROCESSING' })] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    fireEvent.click(confirmButton());
    await screen.findByRole('group', { name: 'The terms have changed' });
    expect(screen.getByText('The quoted rate is no longer available. Check the new terms before you continue.')).toBeDefined();
    expect(state(container)).toBe('changed');
    expect(api.executeQuote).toHaveBeenCalledTimes(1);
    expect(api.createQuote).toHaveBeenCalledWith({
      source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:wallet' },
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:bank' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    });
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new terms' }));
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    expect(api.executeQuote.mock.calls.map(([q]) => q.id)).toEqual(['Quote:1', 'Quote:2']);
  });

  it('re-quotes when the terms expire on screen, without executing anything', async () => {
    const fresh = quote('Quote:2', { exchangeRate: 0.95, totalReceivingAmount: 10_380, expiresAt: new Date(BASE_NOW + 900_000).toISOString() });
    const { api } = fakeApi({ quotes: [fresh] });
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={() => BASE_NOW + 300_500} />);
    await screen.findByText('The previous quote expired. Check the new terms before you continue.');
    expect(api.createQuote).toHaveBeenCalledTimes(1);
    expect(api.executeQuote).not.toHaveBeenCalled();
  });

  it('calls a re-quote with the same amounts and fees renewed, not changed, and keeps the usual Confirm', async () => {
    const same = quote('Quote:2', { expiresAt: new Date(BASE_NOW + 900_000).toISOString() });
    const { api } = fakeApi({ quotes: [same] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={() => BASE_NOW + 300_500} />);
    await screen.findByText('The previous quote expired. The new one has the same terms.');
    expect(screen.queryByText('The terms have changed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm the new terms' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm and send' })).toBeDefined();
    expect(container.querySelector('.wk-confirm')!.getAttribute('data-state')).toBe('renewed');
  });

  it('asks for a passkey on execute on a device that holds the one enrolled, and lets them choose a text message instead', async () => {
    localStorage.setItem('wallet-kit:sca-passkeys', JSON.stringify(['cred']));
    const { api } = fakeApi();
    const listFactors = vi.fn(async () => [{ factor: 'SMS_OTP' }, { factor: 'PASSKEY', credentialId: 'cred' }]);
    renderWithKit(<QuoteConfirmation api={{ ...api, listFactors } as QuoteApi} quote={quote('Quote:1')} customerId="Customer:1" now={now} />);
    const useSms = await screen.findByRole('button', { name: 'Use a text message code instead' });
    expect(listFactors).toHaveBeenCalledWith('Customer:1', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    fireEvent.click(useSms);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    expect(api.executeQuote).toHaveBeenCalledWith(expect.objectContaining({ id: 'Quote:1' }), expect.objectContaining({ scaFactor: 'PASSKEY' }));
    localStorage.clear();
  });

  it('on a device without the enrolled passkey asks for a text message code, the passkey (another device by QR code) one press away', async () => {
    localStorage.clear();
    const { api } = fakeApi();
    const listFactors = vi.fn(async () => [{ factor: 'SMS_OTP', name: '••• ••• ••78' }, { factor: 'PASSKEY', credentialId: 'cred' }]);
    renderWithKit(<QuoteConfirmation api={{ ...api, listFactors } as QuoteApi} quote={quote('Quote:1')} customerId="Customer:1" now={now} />);
    await screen.findByRole('button', { name: 'Use a passkey instead' });
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    expect(api.executeQuote.mock.calls[0]![1]).not.toHaveProperty('scaFactor');
  });

  it('asks for the passkey where there is no phone for a code, whatever the device', async () => {
    localStorage.clear();
    const { api } = fakeApi();
    const listFactors = vi.fn(async () => [{ factor: 'PASSKEY', credentialId: 'cred' }]);
    renderWithKit(<QuoteConfirmation api={{ ...api, listFactors } as QuoteApi} quote={quote('Quote:1')} customerId="Customer:1" now={now} />);
    await waitFor(() => expect(listFactors).toHaveBeenCalled());
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    expect(api.executeQuote.mock.calls[0]![1]).toMatchObject({ scaFactor: 'PASSKEY' });
  });

  it('offers the same payment with a text message code when the passkey step cannot finish: a new quote on the same terms, executed with SMS_OTP', async () => {
    const passkey = challenge('ScaChallenge:1', { factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY'], passkeyAssertionOptions: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } as never });
    const fresh = quote('Quote:2', { expiresAt: new Date(BASE_NOW + 900_000).toISOString() });
    const { api } = fakeApi({ quotes: [fresh], execute: [pending('Quote:1', passkey), pending('Quote:2', challenge('ScaChallenge:2'))] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} scaFactor="PASSKEY" now={now} />);
    fireEvent.click(confirmButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Use a text message code instead' }));
    // The same terms: approved the other way at once, the first quote left to lapse with nothing moved.
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(api.createQuote).toHaveBeenCalledWith(request);
    expect(api.executeQuote.mock.calls.map(([executed, opts]) => [executed.id, opts?.scaFactor])).toEqual([
      ['Quote:1', 'PASSKEY'],
      ['Quote:2', 'SMS_OTP'],
    ]);
    expect(api.authorizeQuote).not.toHaveBeenCalled();
    expect(state(container)).toBe('authorizing');
  });

  it('shows what changed before approving another way when the new quote’s terms differ', async () => {
    const passkey = challenge('ScaChallenge:1', { factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY'], passkeyAssertionOptions: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } as never });
    const fresh = quote('Quote:2', { totalReceivingAmount: 10_650, expiresAt: new Date(BASE_NOW + 900_000).toISOString() });
    const { api } = fakeApi({ quotes: [fresh], execute: [pending('Quote:1', passkey), pending('Quote:2', challenge('ScaChallenge:2'))] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} scaFactor="PASSKEY" now={now} />);
    fireEvent.click(confirmButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Use a text message code instead' }));
    await screen.findByText('Approving another way needs a new quote. Check the new terms before you continue.');
    expect(api.executeQuote).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new terms' }));
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(api.executeQuote.mock.calls[1]).toEqual([expect.objectContaining({ id: 'Quote:2' }), expect.objectContaining({ scaFactor: 'SMS_OTP' })]);
  });

  it('lets the person cancel during SCA: nothing is sent, the host hears it, and the payment can start again on fresh terms', async () => {
    const fresh = quote('Quote:2', { expiresAt: new Date(BASE_NOW + 900_000).toISOString() });
    const { api } = fakeApi({ quotes: [fresh], execute: [pending('Quote:1', challenge('ScaChallenge:1'))] });
    const onCancelled = vi.fn();
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} onCancelled={onCancelled} now={now} />);
    fireEvent.click(confirmButton());
    const sca = await screen.findByRole('group', { name: 'Approve the payment' });
    fireEvent.click(within(sca).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Payment cancelled' });
    expect(screen.getByText('Nothing was sent. You can start again with a new quote.')).toBeDefined();
    expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ id: 'Quote:1', status: 'PENDING_AUTHORIZATION' }));
    expect(api.authorizeQuote).not.toHaveBeenCalled();
    expect(state(container)).toBe('cancelled');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await screen.findByRole('button', { name: 'Confirm and send' });
    expect(api.createQuote).toHaveBeenCalledTimes(1);
  });

  it('offers Cancel on review when the host listens: the quote lapses unexecuted and the host hears it; without onCancelled, no Cancel', async () => {
    const { api } = fakeApi();
    const onCancelled = vi.fn();
    const { container, unmount } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} onCancelled={onCancelled} now={now} />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.getAttribute('data-variant')).toBeNull();
    fireEvent.click(cancel);
    await screen.findByRole('heading', { name: 'Payment cancelled' });
    expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ id: 'Quote:1' }));
    expect(api.executeQuote).not.toHaveBeenCalled();
    expect(state(container)).toBe('cancelled');
    unmount();
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    expect(confirmButton()).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('leaves the factor to the service when no passkey is enrolled, and outside the SCA regions (409) offers no choice', async () => {
    for (const listFactors of [vi.fn(async () => [{ factor: 'SMS_OTP' }]), vi.fn(async () => Promise.reject(serviceError(409, 'CONFLICT')))]) {
      const { api } = fakeApi();
      const onError = vi.fn();
      const { unmount } = renderWithKit(<QuoteConfirmation api={{ ...api, listFactors } as QuoteApi} quote={quote('Quote:1')} customerId="Customer:1" onError={onError} now={now} />);
      await waitFor(() => expect(listFactors).toHaveBeenCalled());
      expect(screen.queryByRole('button', { name: /instead$/ })).toBeNull();
      fireEvent.click(confirmButton());
      await screen.findByRole('heading', { name: 'Your transfer is on its way' });
      expect((api.executeQuote.mock.calls[0] as unknown[])[1]).not.toHaveProperty('scaFactor');
      expect(onError).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('disables Confirm in the last seconds before expiry', async () => {
    const { api } = fakeApi();
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} lockSeconds={5} now={() => BASE_NOW + 296_000} />);
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(api.executeQuote).not.toHaveBeenCalled();
  });

  it('follows a completed payment that the bank later returns, and calls it a return', async () => {
    const { api, transactions } = fakeApi();
    const onFailed = vi.fn();
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} onFailed={onFailed} now={now} />);
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    transactions.push(transaction('COMPLETED'));
    await screen.findByRole('heading', { name: 'Transfer complete' });
    transactions.push({ ...transaction('FAILED'), failureReason: 'PAYOUT_RETURNED' } as Transaction);
    await screen.findByRole('heading', { name: 'Payment returned' });
    expect(screen.getByText(/returned by the receiving bank/)).toBeDefined();
    expect(screen.queryByText('Transfer failed')).toBeNull();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('calls a payment that fails before completing a failure', async () => {
    const { api, transactions } = fakeApi();
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { name: 'Your transfer is on its way' });
    transactions.push({ ...transaction('FAILED'), failureReason: 'ACCOUNT_INVALID' } as Transaction);
    await screen.findByRole('heading', { name: 'Transfer failed' });
    expect(screen.getByText('The transfer did not go through. Any money taken is returned to you.')).toBeDefined();
  });

  it('keeps the terms and says why when execute is refused for lack of funds, and confirms again under a new Idempotency-Key', async () => {
    const { api } = fakeApi({ execute: [serviceError(400, 'INVALID_AMOUNT', { details: { available: 100, required: 2_500 } }), quote('Quote:1', { status: 'PROCESSING' })] });
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    fireEvent.click(confirmButton());
    await screen.findByText('Your balance is too low for this transfer.');
    expect(confirmButton().disabled).toBe(false);
    // The service replays a refusal to its key: the same key would get the refusal again after a top-up.
    fireEvent.click(confirmButton());
    await waitFor(() => expect(api.executeQuote).toHaveBeenCalledTimes(2));
    const keys = api.executeQuote.mock.calls.map((call) => (call as unknown as [Quote, { idempotencyKey: string }])[1].idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('confirms again under the same Idempotency-Key after a lost answer, so an execute that ran is replayed, not repeated', async () => {
    const lost = Object.assign(new Error('network'), { name: 'NetworkError', code: 'NETWORK_ERROR' });
    const { api } = fakeApi({ execute: [lost, quote('Quote:1', { status: 'PROCESSING' })] });
    renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(api.executeQuote).toHaveBeenCalledTimes(2));
    const keys = api.executeQuote.mock.calls.map((call) => (call as unknown as [Quote, { idempotencyKey: string }])[1].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers to try again when no quote could be made', async () => {
    const made = deferred<Quote>();
    const { api } = fakeApi();
    api.createQuote.mockRejectedValueOnce(serviceError(503, 'SERVICE_UNAVAILABLE')).mockImplementationOnce(() => made.promise);
    renderWithKit(<QuoteConfirmation api={api} request={request} now={now} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    made.resolve(quote('Quote:9'));
    await screen.findByRole('button', { name: 'Confirm and send' });
  });

  it('takes every string from the catalog (pseudo-locale), currency codes apart', async () => {
    const { api } = fakeApi({ quotes: [quote('Quote:2', { exchangeRate: 0.95 })], execute: [serviceError(409, 'QUOTE_RATE_UNAVAILABLE')] });
    const { container } = renderWithKit(<QuoteConfirmation api={api} quote={quote('Quote:1')} now={now} />, { locale: 'en-XA' });
    fireEvent.click(container.querySelector<HTMLButtonElement>('.wk-button[data-variant="primary"]')!);
    await waitFor(() => expect(container.querySelector('.wk-rate-change')).not.toBeNull());
    expectNoRawEnglish(container, ['EUR', 'USD', 'ExternalAccount', 'bank']);
  });
});
