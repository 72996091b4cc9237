import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_NOW, challenge, pending, quote, serviceError } from '../../test/fakes.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { expectNoAxeViolations, renderLoaded, renderWithKit } from '../../test/render.js';
import type { Quote, ScaApi } from '../client/types.js';
import { loadScaView, ScaChallenge } from './ScaChallenge.js';

// The view loads on demand: loaded once here, so each test waits only for React, not for the first transform.
await loadScaView();

const now = () => BASE_NOW + 1_000;
const first = pending('Quote:1', challenge('ScaChallenge:1', { purpose: 'CURRENCY_CONVERSION' }));
const second = pending('Quote:1', challenge('ScaChallenge:2', { purpose: 'PAYOUT' }));
const done = quote('Quote:1', { status: 'PROCESSING' });
const assertionOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'required' } as never;
const phone = [{ factor: 'SMS_OTP', name: '••• ••• ••78' }] as never;

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

/** A clock a test moves; `wake()` makes the countdowns read it at once (as a page coming back to the front does). */
function movingClock(start = BASE_NOW + 1_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
      window.dispatchEvent(new Event('focus'));
    },
  };
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Verification code' });
const state = (container: HTMLElement) => container.querySelector('.wk-sca')!.getAttribute('data-state');

describe('ScaChallenge: rounds a person understands', () => {
  it('draws the countdown’s bar from when each challenge arrived, draining as its time runs out', async () => {
    const clock = movingClock(BASE_NOW);
    const bar = () => (document.querySelector<HTMLElement>('.wk-sca .wk-countdown-bar')?.style.transform ?? 'no bar');
    await renderLoaded(<ScaChallenge api={fakeApi([second, done])} quote={first} onAuthorized={vi.fn()} now={clock.now} />);
    expect(bar()).toBe('scaleX(1)');
    clock.advance(150_000);
    await waitFor(() => expect(bar()).toBe('scaleX(0.5)'));
    // The next challenge's bar starts full again, from its own arrival.
    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByRole('heading', { name: 'One more code' });
    expect(bar()).toBe('scaleX(1)');
  });

  it('answers one challenge after another as one step: "Approve the payment", then "One more code", never a count or a purpose', async () => {
    const api = fakeApi([second, done]);
    const onAuthorized = vi.fn();
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} onAuthorized={onAuthorized} now={now} />);
    expect(screen.getByRole('heading', { name: 'Approve the payment' })).toBeDefined();
    expect(screen.getByRole('timer').textContent).toBe('4:59');
    expect(container.textContent).not.toMatch(/Step \d|of 2|currency exchange/);
    await expectNoAxeViolations(container);

    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByRole('heading', { name: 'One more code' });
    expect(container.textContent).not.toMatch(/Step \d|of 2|to the recipient/);
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

  it('says where the code went: the masked number of the text-message factor, in both rounds', async () => {
    await renderLoaded(<ScaChallenge api={fakeApi([second])} quote={first} factors={phone} payee="Paul Martin" now={now} />, { locale: 'en-US' });
    expect(screen.getByText('You are approving €100.00 to Paul Martin.')).toBeDefined();
    expect(screen.getByText('Enter the code we sent by text message to ••• ••• ••78.')).toBeDefined();
    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByText('For your security, this payment needs one more code. We sent it by text message to ••• ••• ••78.');
  });

  it('says a text message was sent without a number where the service gives none, and without a payee names the amount alone, never an account id', async () => {
    const only = pending('Quote:1', challenge('ScaChallenge:1'));
    await renderLoaded(<ScaChallenge api={fakeApi([])} quote={only} now={now} />, { locale: 'en-US' });
    expect(screen.getByText('Enter the code we sent you by text message.')).toBeDefined();
    expect(screen.getByText('You are approving €100.00.')).toBeDefined();
  });

  it('does not ask for a text message code when the customer has no phone number, and says what to do', async () => {
    const api = fakeApi([]);
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} factors={[{ factor: 'TOTP' } as never]} now={now} onCancel={() => undefined} />);
    expect(screen.getByText(/no phone number is on file/)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('takes every string from the catalog (pseudo-locale)', async () => {
    const { container } = await renderLoaded(<ScaChallenge api={fakeApi([])} quote={second} factors={phone} now={now} />, { locale: 'en-XA' });
    // "bank" is the fixture's account id (ExternalAccount:bank), not catalog text.
    expectNoRawEnglish(container, ['bank']);
  });
});

describe('ScaChallenge: no lockout', () => {
  it('after a wrong code, says so and warns, before it happens, that more wrong codes will pause approvals', async () => {
    const api = fakeApi([serviceError(400, 'INVALID_INPUT'), done]);
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} now={now} />);
    expect(screen.queryByText(/pause payment approvals/)).toBeNull();
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByText('That code is not right. Check it and try again.');
    expect(screen.getByText('More wrong codes will pause payment approvals for a while.')).toBeDefined();
    expect(api.getQuote).toHaveBeenCalledWith('Quote:1');
    await expectNoAxeViolations(container);
  });

  it('on a 423 says until when approvals are paused, counts down, and asks again once the time is up', async () => {
    const clock = movingClock();
    const until = new Date(clock.now() + 120_000).toISOString();
    const api = fakeApi([serviceError(423, 'ACCOUNT_LOCKED', { details: { suspended: false, lockedUntil: until, failedAttempts: 5 } }), done]);
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} now={clock.now} onCancel={() => undefined} />, { locale: 'en-US' });
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByRole('heading', { name: 'Approvals are paused' });
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(Date.parse(until));
    expect(screen.getByText(`Too many wrong tries. For your security, you can approve payments again at ${time}. Nothing was sent.`)).toBeDefined();
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/contact support/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
    await expectNoAxeViolations(container);

    clock.advance(120_000);
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(state(container)).toBe('answer');
  });

  it('on a 423 past the challenge’s life, ends as expired so the payment is quoted again', async () => {
    const clock = movingClock();
    const onExpired = vi.fn();
    const api = fakeApi([serviceError(423, 'ACCOUNT_LOCKED', { details: { suspended: false, lockedUntil: new Date(clock.now() + 15 * 60_000).toISOString(), failedAttempts: 5 } })]);
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} now={clock.now} onExpired={onExpired} />);
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByRole('heading', { name: 'Approvals are paused' });
    clock.advance(15 * 60_000);
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    expect(state(container)).toBe('expired');
  });

  it('on a suspended login (423, no end) says who can lift it and links to the integrator’s support, from the provider or the widget', async () => {
    const suspended = () => serviceError(423, 'ACCOUNT_LOCKED', { details: { suspended: true, lockedUntil: null, failedAttempts: 9 } });
    const { unmount, container } = await renderLoaded(<ScaChallenge api={fakeApi([suspended()])} quote={first} now={now} />, { supportUrl: 'https://help.example.com/wallet' });
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByText(/payment approvals stay paused until support lifts the pause/);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('https://help.example.com/wallet');
    await expectNoAxeViolations(container);
    unmount();

    await renderLoaded(<ScaChallenge api={fakeApi([suspended()])} quote={first} now={now} supportUrl="mailto:help@example.com" />, { supportUrl: 'https://help.example.com/wallet' });
    fireEvent.change(field(), { target: { value: '000000' } });
    expect((await screen.findByRole('link', { name: 'Contact support' })).getAttribute('href')).toBe('mailto:help@example.com');
  });

  it('without a support link, still says who can lift a suspension', async () => {
    await renderLoaded(<ScaChallenge api={fakeApi([serviceError(423, 'ACCOUNT_LOCKED', { details: { suspended: true } })])} quote={first} now={now} />);
    fireEvent.change(field(), { target: { value: '000000' } });
    await screen.findByText('Contact this app’s support team to lift it.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses a support link that is not a page, a mail or a phone number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithKit(<ScaChallenge api={fakeApi([])} quote={first} now={now} />, { supportUrl: 'javascript:alert(1)' })).toThrow(expect.objectContaining({ code: 'INVALID_PROP' }));
    vi.mocked(console.error).mockRestore();
  });

  it('on a 429 shows the wait live, keeps the code, and sends it again when the wait is over', async () => {
    const clock = movingClock();
    const api = fakeApi([serviceError(429, 'RATE_LIMITED', { retryAfterMs: 25_000 }), done]);
    const onAuthorized = vi.fn();
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} now={clock.now} onAuthorized={onAuthorized} />);
    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByText('Too many tries in a row. We will send your answer again when the wait is over.');
    expect(screen.getByText('Trying again in')).toBeDefined();
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['4:59', '0:25']);
    expect(field().disabled).toBe(true);
    expect(field().value).toBe('123456');
    await expectNoAxeViolations(container);

    clock.advance(25_000);
    await waitFor(() => expect(onAuthorized).toHaveBeenCalledWith(done));
    expect(api.authorizeQuote.mock.calls).toEqual([
      ['Quote:1', { code: '123456' }],
      ['Quote:1', { code: '123456' }],
    ]);
  });

  it('when no answer comes (the client’s deadline), offers to send the same code again', async () => {
    const api = fakeApi([Object.assign(new Error('no answer within 30 s'), { code: 'NETWORK_ERROR' }), done]);
    const onAuthorized = vi.fn();
    await renderLoaded(<ScaChallenge api={api} quote={first} now={now} onAuthorized={onAuthorized} />);
    fireEvent.change(field(), { target: { value: '123456' } });
    await screen.findByText('We could not reach the service. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onAuthorized).toHaveBeenCalledWith(done));
    expect(api.authorizeQuote).toHaveBeenCalledTimes(2);
  });
});

describe('ScaChallenge: a way forward on every step', () => {
  it('can be cancelled: nothing is sent, and the host hears it', async () => {
    const api = fakeApi([]);
    const onCancel = vi.fn();
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} now={now} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Approval cancelled' });
    expect(screen.getByText('Nothing was sent.')).toBeDefined();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(api.authorizeQuote).not.toHaveBeenCalled();
    expect(state(container)).toBe('cancelled');
    await expectNoAxeViolations(container);
  });

  it('cannot be cancelled while a code is being checked: its answer decides', async () => {
    let answer!: (quote: Quote) => void;
    const api = { ...fakeApi([]), authorizeQuote: vi.fn(() => new Promise<Quote>((resolve) => (answer = resolve))) };
    await renderLoaded(<ScaChallenge api={api} quote={first} now={now} onCancel={() => undefined} />);
    fireEvent.change(field(), { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true));
    answer(done);
    await screen.findByRole('heading', { name: 'Payment approved' });
  });

  it('offers the challenge’s other factors to a host that can make the payment again with one', async () => {
    const both = pending('Quote:1', challenge('ScaChallenge:1', { factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY', 'TOTP'], passkeyAssertionOptions: assertionOptions }));
    const onChooseFactor = vi.fn();
    await renderLoaded(<ScaChallenge api={fakeApi([])} quote={both} now={now} onChooseFactor={onChooseFactor} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a text message code instead' }));
    expect(onChooseFactor).toHaveBeenCalledWith('SMS_OTP');
    // TOTP cannot approve one payment.
    expect(screen.queryByRole('button', { name: 'Use an authenticator app instead' })).toBeNull();
  });

  it('when the passkey cannot be used here, says so and offers the other factor and Cancel', async () => {
    const both = pending('Quote:1', challenge('ScaChallenge:1', { factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY'], passkeyAssertionOptions: assertionOptions }));
    const { container } = await renderLoaded(<ScaChallenge api={fakeApi([])} quote={both} now={now} onChooseFactor={() => undefined} onCancel={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Use my passkey' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    // jsdom has no WebAuthn: the ceremony fails as on a browser without passkeys.
    fireEvent.click(button);
    await waitFor(() => expect(container.querySelector('.wk-error')!.textContent).toBe('Passkeys cannot be used here. Choose another way.'));
    expect(screen.getByRole('button', { name: 'Use a text message code instead' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(state(container)).toBe('answer');
  });

  it('shows an error, not a dead button, when a passkey challenge comes without assertion options', async () => {
    const broken = pending('Quote:1', challenge('ScaChallenge:1', { factor: 'PASSKEY', availableFactors: ['PASSKEY'] }));
    const { container } = await renderLoaded(<ScaChallenge api={fakeApi([])} quote={broken} now={now} onCancel={() => undefined} />);
    await waitFor(() => expect(container.querySelector('.wk-error')!.textContent).not.toBe(''));
    expect(screen.getByRole('button', { name: 'Use my passkey' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('resends the SMS code only after the cooldown', async () => {
    const clock = movingClock(BASE_NOW);
    const api = fakeApi([]);
    await renderLoaded(<ScaChallenge api={api} quote={first} now={clock.now} resendCooldownSeconds={30} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send a new code (30 s)' }).disabled).toBe(true);
    clock.advance(31_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.resendScaCode).toHaveBeenCalledWith('Quote:1'));
  });

  it('reports an expired challenge', async () => {
    const api = fakeApi([]);
    const onExpired = vi.fn();
    const { container } = await renderLoaded(<ScaChallenge api={api} quote={first} onExpired={onExpired} now={() => BASE_NOW + 301_000} />);
    await screen.findByText('This approval request has expired. Start again.');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(state(container)).toBe('expired');
  });

  it('leaves an expired challenge by Cancel where the host listens for it (walked: the screen had no way on)', async () => {
    const onCancel = vi.fn();
    await renderLoaded(<ScaChallenge api={fakeApi([])} quote={first} onExpired={vi.fn()} onCancel={onCancel} now={() => BASE_NOW + 301_000} />);
    await screen.findByText('This approval request has expired. Start again.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('switches through the api’s own switchFactor where an integrator gives one', async () => {
    const both = pending('Quote:1', challenge('ScaChallenge:1', { availableFactors: ['SMS_OTP', 'PASSKEY'] }));
    const switched = pending('Quote:1', challenge('ScaChallenge:1b', { factor: 'PASSKEY', availableFactors: ['SMS_OTP', 'PASSKEY'], passkeyAssertionOptions: assertionOptions }));
    const switchFactor = vi.fn(async () => switched);
    await renderLoaded(<ScaChallenge api={{ ...fakeApi([]), switchFactor }} quote={both} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await screen.findByRole('button', { name: 'Use my passkey' });
    expect(switchFactor).toHaveBeenCalledWith(both, 'PASSKEY');
  });

  it('offers neither another factor nor Cancel where the host cannot take the person on (no dead button)', async () => {
    const both = pending('Quote:1', challenge('ScaChallenge:1', { availableFactors: ['SMS_OTP', 'PASSKEY'] }));
    await renderLoaded(<ScaChallenge api={fakeApi([])} quote={both} now={now} />);
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
