import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_NOW, challenge, pending, quote, serviceError } from '../../test/fakes.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { Quote, ScaApi } from '../client/types.js';
import { ScaChallenge } from './ScaChallenge.js';

const now = () => BASE_NOW + 1_000;
const first = pending('Quote:1', challenge('ScaChallenge:1', { purpose: 'CURRENCY_CONVERSION' }));
const second = pending('Quote:1', challenge('ScaChallenge:2', { purpose: 'PAYOUT' }));
const done = quote('Quote:1', { status: 'PROCESSING' });
const assertionOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'required' } as never;

function fakeApi(answers: Array<Quote | Error>, latest: Quote = first) {
  return {
    authorizeQuote: vi.fn(async () => {
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    }),
    getQuote: vi.fn(async () => latest),
    resendScaCode: vi.fn(async () => undefined),
  } satisfies ScaApi;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Verification code' });
const state = (container: HTMLElement) => container.querySelector('.wk-sca')!.getAttribute('data-state');

describe('ScaChallenge', () => {
  it('answers one challenge after another, showing the step it is on, and reports the authorized quote once', async () => {
    const api = fakeApi([second, done]);
    const onAuthorized = vi.fn();
    const { container } = renderWithKit(<ScaChallenge api={api} quote={first} onAuthorized={onAuthorized} now={now} />);
    expect(screen.getByRole('heading', { name: 'Approve this payment' })).toBeDefined();
    expect(screen.getByText('Step 1 of 2')).toBeDefined();
    expect(screen.getByText('Approve the currency exchange')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toBe('4:59');
    await expectNoAxeViolations(container);

    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByText('Step 2 of 2');
    expect(screen.getByText('Approve the payment to the recipient')).toBeDefined();
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: '123456' } });
    await waitFor(() => expect(onAuthorized).toHaveBeenCalledTimes(1));
    expect(onAuthorized).toHaveBeenCalledWith(done);
    expect(api.authorizeQuote.mock.calls).toEqual([
      ['Quote:1', { code: '123456' }],
      ['Quote:1', { code: '123456' }],
    ]);
    expect(state(container)).toBe('authorized');
    await expectNoAxeViolations(container);
  });

  it('says what is approved, the amount and who is paid, and counts the steps from the purposes', async () => {
    renderWithKit(<ScaChallenge api={fakeApi([second])} quote={first} payee="Paul Martin" now={now} />, { locale: 'en-US' });
    expect(screen.getByText('You are approving €100.00 to Paul Martin.')).toBeDefined();
    // A currency exchange is followed by the payout: two steps, the count never guessed beyond that.
    expect(screen.getByText('Step 1 of 2')).toBeDefined();
    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByText('Step 2 of 2');
  });

  it('shows no step count for the only challenge (no purpose), and names the quote’s destination without a payee', () => {
    const only = pending('Quote:1', challenge('ScaChallenge:1'));
    renderWithKit(<ScaChallenge api={fakeApi([])} quote={only} now={now} />, { locale: 'en-US' });
    expect(screen.queryByText(/^Step /)).toBeNull();
    expect(screen.getByText('You are approving €100.00 to Account ExternalAccount:bank.')).toBeDefined();
  });

  it('does not ask for a text message code when the customer has no phone number, and says what to do', async () => {
    const api = fakeApi([]);
    const { container } = renderWithKit(<ScaChallenge api={api} quote={first} factors={[{ factor: 'TOTP' } as never]} now={now} />);
    expect(screen.getByText(/no phone number is on file/)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    expect(screen.queryByText('Enter the code we sent you by text message.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says a wrong code is wrong and asks again for the same challenge', async () => {
    const api = fakeApi([serviceError(400, 'INVALID_INPUT'), done]);
    const { container } = renderWithKit(<ScaChallenge api={api} quote={first} now={now} />);
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByText('That code is not right. Check it and try again.');
    expect(api.getQuote).toHaveBeenCalledWith('Quote:1');
    expect(screen.getByText('Step 1 of 2')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('says the account is locked on a 423 and stops asking', async () => {
    const api = fakeApi([serviceError(423, 'ACCOUNT_LOCKED')]);
    const { container } = renderWithKit(<ScaChallenge api={api} quote={first} now={now} />);
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByText('Too many attempts. Your account is locked for now; contact support to unlock it.');
    expect(state(container)).toBe('locked');
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says how long to wait on a 429, and holds the field until then', async () => {
    const api = fakeApi([serviceError(429, 'RATE_LIMITED', { retryAfterMs: 25_000 })]);
    const { container } = renderWithKit(<ScaChallenge api={api} quote={first} now={now} />);
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByText('Too many attempts. Try again in 25 seconds.');
    expect(field().disabled).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('resends the SMS code only after the cooldown', async () => {
    let clock = BASE_NOW;
    const api = fakeApi([]);
    renderWithKit(<ScaChallenge api={api} quote={first} now={() => clock} resendCooldownSeconds={30} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send a new code (30 s)' }).disabled).toBe(true);
    clock += 31_000;
    window.dispatchEvent(new Event('focus'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.resendScaCode).toHaveBeenCalledWith('Quote:1'));
  });

  it('reports an expired challenge', async () => {
    const api = fakeApi([]);
    const onExpired = vi.fn();
    const { container } = renderWithKit(<ScaChallenge api={api} quote={first} onExpired={onExpired} now={() => BASE_NOW + 301_000} />);
    await screen.findByText('This approval request has expired. Start again.');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(state(container)).toBe('expired');
  });

  it('offers the other factors when the api can switch, and switches', async () => {
    const both = pending('Quote:1', challenge('ScaChallenge:1', { availableFactors: ['SMS_OTP', 'PASSKEY'] }));
    const switched = pending('Quote:1', challenge('ScaChallenge:1b', { factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY'], passkeyAssertionOptions: assertionOptions }));
    const switchFactor = vi.fn(async () => switched);
    renderWithKit(<ScaChallenge api={{ ...fakeApi([]), switchFactor }} quote={both} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await screen.findByRole('button', { name: 'Use my passkey' });
    expect(switchFactor).toHaveBeenCalledWith(both, 'PASSKEY');
  });

  it('shows an error, not a dead button, when a passkey challenge comes without assertion options', async () => {
    const broken = pending('Quote:1', challenge('ScaChallenge:1', { factor: 'PASSKEY', availableFactors: ['PASSKEY'] }));
    const { container } = renderWithKit(<ScaChallenge api={fakeApi([])} quote={broken} now={now} />);
    await waitFor(() => expect(container.querySelector('.wk-error')!.textContent).not.toBe(''));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Use my passkey' }).disabled).toBe(true);
  });

  it('hides the switch when the api cannot change a pending challenge’s factor', () => {
    const both = pending('Quote:1', challenge('ScaChallenge:1', { availableFactors: ['SMS_OTP', 'PASSKEY'] }));
    renderWithKit(<ScaChallenge api={fakeApi([])} quote={both} now={now} />);
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
  });

  it('takes every string from the catalog (pseudo-locale)', () => {
    const { container } = renderWithKit(<ScaChallenge api={fakeApi([])} quote={second} now={now} />, { locale: 'en-XA' });
    // "bank" is the fixture's account id (ExternalAccount:bank), not catalog text.
    expectNoRawEnglish(container, ['bank']);
  });
});
