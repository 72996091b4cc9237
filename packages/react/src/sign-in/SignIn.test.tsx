import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_NOW, credential, deferred, serviceError, session } from '../../test/fakes.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { AuthSession, SignInApi } from '../client/types.js';
import { SignIn } from './SignIn.js';

const email = credential('EMAIL_OTP', 'elodie@example.com');
const sms = credential('SMS_OTP', '+33 6 12 34 56 78');
const passkey = credential('PASSKEY', 'Laptop');
const oauth = credential('OAUTH', 'Google');

function fakeApi(overrides: Partial<SignInApi> = {}) {
  const submitCode = vi.fn(async (code: string): Promise<AuthSession> => {
    if (code !== '000000') throw serviceError(401, 'UNAUTHORIZED');
    return session();
  });
  const resend = vi.fn(async () => undefined);
  const run = vi.fn(async () => session('Session:passkey'));
  const api = {
    startOtpSignIn: vi.fn(async ({ credentialId }: { credentialId: string }) => ({
      credentialId,
      type: credentialId === sms.id ? ('SMS_OTP' as const) : ('EMAIL_OTP' as const),
      sentTo: credentialId === sms.id ? sms.nickname : email.nickname,
      submitCode,
      resend,
    })),
    preparePasskeySignIn: vi.fn(async () => ({ run, expiresAt: undefined, isExpired: () => false, cancel: vi.fn(async () => undefined) })),
    beginOAuthSignIn: vi.fn(async () => ({ nonce: 'nonce-1', clientPublicKey: '02ab', complete: vi.fn(), cancel: vi.fn() })),
    resumeOAuthSignIn: vi.fn(),
    listCredentials: vi.fn(async () => [email, sms, passkey, oauth]),
    ...overrides,
  } as unknown as SignInApi;
  return { api, submitCode, resend, run };
}

const root = (container: HTMLElement) => container.querySelector('.wk-sign-in')!;

describe('SignIn', () => {
  it('lists the wallet’s ways to sign in, then signs in with an e-mail code, once', async () => {
    const { api, submitCode } = fakeApi();
    const onSignedIn = vi.fn();
    const { container } = renderWithKit(<SignIn api={api} accountId="InternalAccount:wallet" onSignedIn={onSignedIn} />);
    expect(root(container).getAttribute('data-state')).toBe('loading');
    const byEmail = await screen.findByRole('button', { name: 'Email a code to elodie@example.com' });
    expect(screen.getByRole('button', { name: 'Text a code to +33 6 12 34 56 78' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(byEmail);
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(screen.getByText('We sent a code to elodie@example.com.')).toBeDefined();
    expect(root(container).getAttribute('data-state')).toBe('code');
    await expectNoAxeViolations(container);

    fireEvent.change(field, { target: { value: '000000' } });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(submitCode).toHaveBeenCalledTimes(1);
    expect(api.startOtpSignIn).toHaveBeenCalledTimes(1);
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ id: 'Session:1' });
    expect(root(container).getAttribute('data-state')).toBe('signed-in');
    expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeDefined();
  });

  it('says a wrong code is wrong, empties the field and takes the next one', async () => {
    const { api, submitCode } = fakeApi();
    const onSignedIn = vi.fn();
    const { container } = renderWithKit(<SignIn api={api} credentials={[email]} onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email a code to elodie@example.com' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Verification code' });
    fireEvent.change(field, { target: { value: '111111' } });
    await screen.findByText('That code is not right. Check it and try again.');
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
    fireEvent.change(field, { target: { value: '000000' } });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(submitCode.mock.calls.map(([code]) => code)).toEqual(['111111', '000000']);
  });

  it('tells an expired code from a wrong one', async () => {
    let now = BASE_NOW;
    const { api } = fakeApi();
    renderWithKit(<SignIn api={api} credentials={[email]} codeLifetimeMs={60_000} now={() => now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email a code to elodie@example.com' }));
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    now += 61_000;
    fireEvent.change(field, { target: { value: '123456' } });
    await screen.findByText('This code has expired. Ask for a new one.');
  });

  it('offers a new code only after the cooldown, and sends it', async () => {
    let now = BASE_NOW;
    const { api, resend } = fakeApi();
    renderWithKit(<SignIn api={api} credentials={[sms]} resendCooldownSeconds={30} now={() => now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Text a code to +33 6 12 34 56 78' }));
    const waiting = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send a new code (30 s)' });
    expect(waiting.disabled).toBe(true);
    now += 31_000;
    act(() => window.dispatchEvent(new Event('focus')));
    const ready = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send a new code' });
    expect(ready.disabled).toBe(false);
    ready.focus();
    fireEvent.click(ready);
    await waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
    expect(screen.getByText('We sent a code by text message to +33 6 12 34 56 78.')).toBeDefined();
    // The button is counting down again (disabled): focus goes to the code field, and the new code is announced.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Verification code' })));
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'A new code is on its way.')).toBe(true);
  });

  it('gives focus back to the code field after a wrong code', async () => {
    const { api } = fakeApi();
    renderWithKit(<SignIn api={api} credentials={[email]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email a code to elodie@example.com' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Verification code' });
    field.focus();
    fireEvent.change(field, { target: { value: '111111' } });
    await screen.findByText('That code is not right. Check it and try again.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Verification code' })));
  });

  it('prepares the passkey before the click and runs it first thing in the click handler', async () => {
    const { api, run } = fakeApi();
    const onSignedIn = vi.fn();
    renderWithKit(<SignIn api={api} credentials={[passkey, email]} onSignedIn={onSignedIn} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in with a passkey' });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(api.preparePasskeySignIn).toHaveBeenCalledTimes(1);
    expect(api.preparePasskeySignIn).toHaveBeenCalledWith({ credentialId: passkey.id });
    fireEvent.click(button);
    // Synchronously, inside the click: the browser still sees the user's gesture.
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'Session:passkey' })));
  });

  it('says a cancelled passkey was cancelled, and prepares another', async () => {
    const run = vi.fn(async () => {
      throw Object.assign(new Error('cancelled'), { code: 'PASSKEY_CANCELLED' });
    });
    const { api } = fakeApi({ preparePasskeySignIn: vi.fn(async () => ({ run, expiresAt: undefined, isExpired: () => false, cancel: async () => undefined })) });
    const { container } = renderWithKit(<SignIn api={api} credentials={[passkey]} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in with a passkey' });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByText('The passkey request was cancelled or timed out. Try again.');
    await waitFor(() => expect(api.preparePasskeySignIn).toHaveBeenCalledTimes(2));
    await expectNoAxeViolations(container);
  });

  it('hands off to the identity provider with the nonce bound to the new key', async () => {
    const { api } = fakeApi();
    const onOAuthStart = vi.fn();
    renderWithKit(<SignIn api={api} credentials={[oauth]} onOAuthStart={onOAuthStart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onOAuthStart).toHaveBeenCalledWith('nonce-1', oauth));
    expect(screen.getByText('Taking you to your sign-in provider…')).toBeDefined();
  });

  it('finishes an OAuth sign-in on the way back from the provider', async () => {
    const complete = vi.fn(async () => session('Session:oauth'));
    const { api } = fakeApi({ resumeOAuthSignIn: vi.fn(async () => ({ nonce: 'n', clientPublicKey: 'k', complete, cancel: vi.fn() })) as never });
    const onSignedIn = vi.fn();
    renderWithKit(<SignIn api={api} credentials={[oauth]} oauthResult={{ credentialId: oauth.id, idToken: 'id.token.sig' }} onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(complete).toHaveBeenCalledWith(oauth.id, 'id.token.sig');
  });

  it('sends one code however fast the button is pressed, and announces a rate limit with its wait', async () => {
    const started = deferred<never>();
    const { api } = fakeApi({ startOtpSignIn: vi.fn(() => started.promise) });
    renderWithKit(<SignIn api={api} credentials={[email]} />);
    const button = screen.getByRole('button', { name: 'Email a code to elodie@example.com' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(api.startOtpSignIn).toHaveBeenCalledTimes(1);
    started.reject(serviceError(429, 'RATE_LIMITED', { retryAfterMs: 12_000 }));
    await screen.findByText('Too many attempts. Try again in 12 seconds.');
  });

  it('opens as a modal dialog and puts focus back where it was when it goes', async () => {
    const { api } = fakeApi();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = renderWithKit(<SignIn api={api} credentials={[email]} presentation="modal" />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to your wallet' });
    expect(dialog.hasAttribute('open')).toBe(true);
    // No close button without onClose: nothing to close to.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    unmount();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  it('makes one way primary (the passkey, else the first) and shows each OAuth provider’s mark', async () => {
    const { api } = fakeApi();
    const primaries = (container: HTMLElement) => [...container.querySelectorAll('[data-variant="primary"]')].map((button) => button.textContent);
    const first = renderWithKit(<SignIn api={api} credentials={[oauth, email, passkey]} />);
    expect(primaries(first.container)).toEqual(['Sign in with a passkey']);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(button.querySelector('svg.wk-mark path')).not.toBeNull());
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    first.unmount();
    const second = renderWithKit(<SignIn api={api} credentials={[email, sms, credential('OAUTH', 'Nordbank ID', 'AuthMethod:oidc')]} />);
    expect(primaries(second.container)).toEqual(['Email a code to elodie@example.com']);
    // A provider without a mark of its own gets its initial.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Nordbank ID' }).querySelector('[data-mark="initial"]')?.textContent).toBe('N'));
  });

  it('has a visible close button in a modal that can be closed', async () => {
    const { api } = fakeApi();
    const onClose = vi.fn();
    renderWithKit(<SignIn api={api} credentials={[email]} presentation="modal" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to your wallet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the heading of each new step', async () => {
    const { api } = fakeApi();
    renderWithKit(<SignIn api={api} credentials={[email]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email a code to elodie@example.com' }));
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    // The code step's field takes focus itself (autoFocus), which is where a person types.
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole('button', { name: 'Use another way' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign in to your wallet' })));
  });

  it('takes every string from the catalog (pseudo-locale)', async () => {
    const { api } = fakeApi();
    const { container } = renderWithKit(<SignIn api={api} credentials={[email, sms, passkey]} />, { locale: 'en-XA' });
    fireEvent.click(container.querySelector('button')!);
    await waitFor(() => expect(container.querySelector('.wk-otp')).not.toBeNull());
    expectNoRawEnglish(container, ['elodie', 'example', 'com']);
  });

  it('says the app is set up for the wrong environment, in the catalog’s words, and passes the error to onError', async () => {
    const mismatch = Object.assign(new Error("the OTP bundle was signed by the sandbox enclave, but this client is set up for production"), { code: 'ENVIRONMENT_MISMATCH' });
    const { api } = fakeApi();
    (api.startOtpSignIn as ReturnType<typeof vi.fn>).mockResolvedValueOnce({ credentialId: email.id, type: 'EMAIL_OTP', sentTo: email.nickname, submitCode: vi.fn().mockRejectedValue(mismatch), resend: vi.fn() });
    const onError = vi.fn();
    renderWithKit(<SignIn api={api} credentials={[email]} onError={onError} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email a code to elodie@example.com' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), { target: { value: '000000' } });
    await screen.findByText('This app is connected to the wrong environment of the payment service, so this step cannot finish. Contact the app’s support.');
    expect(screen.queryByText('Something went wrong. Try again.')).toBeNull();
    expect(onError).toHaveBeenCalledWith(mismatch);
  });
});
