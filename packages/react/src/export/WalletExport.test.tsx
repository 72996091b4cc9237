import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credential, serviceError, session } from '../../test/fakes.js';
import { expectNoAxeViolations, renderLoaded, renderWithKit } from '../../test/render.js';
import type { SignInApi } from '../client/types.js';
import { WalletExport } from './WalletExport.js';

const MNEMONIC = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
const email = credential('EMAIL_OTP', 'elodie@example.com');

/** The sign-in calls of the re-authentication: an e-mail code, 000000 right. */
function signInApi() {
  const submitCode = vi.fn(async (code: string) => {
    if (code !== '000000') throw serviceError(401, 'UNAUTHORIZED');
    return session('Session:fresh');
  });
  const startOtpSignIn = vi.fn(async () => ({ credentialId: email.id, type: 'EMAIL_OTP' as const, sentTo: email.nickname, submitCode, resend: vi.fn() }));
  return { api: { startOtpSignIn, preparePasskeySignIn: vi.fn(), beginOAuthSignIn: vi.fn(), resumeOAuthSignIn: vi.fn() } as unknown as SignInApi, submitCode };
}

function clipboard(initial = '') {
  let content = initial;
  const writeText = vi.fn(async (text: string) => {
    content = text;
  });
  const readText = vi.fn(async () => content);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText, readText }, configurable: true });
  return { writeText, readText, content: () => content };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('WalletExport', () => {
  // First in the file: once its chunk has loaded, the view renders at once.
  it('shows a loading card while its view loads', () => {
    const { container } = renderWithKit(<WalletExport api={{ exportWallet: async () => MNEMONIC }} accountId="InternalAccount:wallet" />);
    expect(container.querySelector('.wk-export')!.getAttribute('data-state')).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('warns first, asks for a fresh sign-in, then shows the numbered words, and fetches nothing before', async () => {
    const exportWallet = vi.fn(async () => MNEMONIC);
    const { api, submitCode } = signInApi();
    const { container } = await renderLoaded(<WalletExport api={{ exportWallet }} accountId="InternalAccount:wallet" signIn={{ api, credentials: [email] }} />);
    expect(screen.getByText(/Anyone with this phrase can take everything in your wallet/)).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    expect(screen.getByText(/Sign in again to show your phrase/)).toBeDefined();
    expect(exportWallet).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Email a code to elodie@example.com' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), { target: { value: '000000' } });

    const words = await screen.findByRole('list', { name: 'Recovery phrase' });
    expect(submitCode).toHaveBeenCalledTimes(1);
    expect(exportWallet).toHaveBeenCalledWith('InternalAccount:wallet');
    expect([...words.querySelectorAll('li')].map((item) => item.textContent)).toEqual(MNEMONIC.split(' ').map((word, index) => `${index + 1} ${word}`));
    expect(screen.getByText(/Copy it only to paste it straight into a password manager/)).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Hide the phrase' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('The phrase is hidden.')).toBeDefined();
    expect(container.textContent).not.toContain('abandon');
    // Showing it again asks for a sign-in again.
    fireEvent.click(screen.getByRole('button', { name: 'Show the phrase' }));
    expect(screen.getByText(/Sign in again to show your phrase/)).toBeDefined();
    expect(exportWallet).toHaveBeenCalledTimes(1);
  });

  it('numbers the words in the locale’s digits', async () => {
    const { container } = await renderLoaded(<WalletExport api={{ exportWallet: async () => MNEMONIC }} accountId="InternalAccount:wallet" reauthenticate={false} />, { locale: 'ar-EG' });
    fireEvent.click(container.querySelector('[data-variant="primary"]')!);
    const words = await screen.findAllByRole('listitem');
    expect(words[11]!.textContent).toBe('١٢ accident');
  });

  it('says where a copied phrase is, and clears it from the clipboard after 60 seconds', async () => {
    const board = clipboard();
    await renderLoaded(<WalletExport api={{ exportWallet: async () => MNEMONIC }} accountId="InternalAccount:wallet" reauthenticate={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    const copy = await screen.findByRole('button', { name: 'Copy Recovery phrase' });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(copy));
    expect(board.content()).toBe(MNEMONIC);
    expect(screen.getByText(/The phrase is on your clipboard.*it is cleared in 60 seconds/)).toBeDefined();
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(board.content()).toBe(MNEMONIC);
    await act(async () => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    await screen.findByText('The phrase was cleared from your clipboard.');
    expect(board.content()).toBe('');
  });

  it('leaves the clipboard alone when something else was copied over the phrase, and clears it on hide', async () => {
    const board = clipboard();
    await renderLoaded(<WalletExport api={{ exportWallet: async () => MNEMONIC }} accountId="InternalAccount:wallet" reauthenticate={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Recovery phrase' }));
    await screen.findByText(/The phrase is on your clipboard/);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the phrase' }));
    await screen.findByText('The phrase was cleared from your clipboard.');
    expect(board.writeText).toHaveBeenLastCalledWith('');

    fireEvent.click(screen.getByRole('button', { name: 'Show the phrase' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Recovery phrase' }));
    await screen.findByText(/The phrase is on your clipboard/);
    await board.writeText('a shopping list');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the phrase' }));
    await waitFor(() => expect(board.readText).toHaveBeenCalledTimes(2));
    expect(board.content()).toBe('a shopping list');
  });

  it('tells the person to copy something else when the browser will not let the page clear the clipboard', async () => {
    const writeText = vi.fn(async (text: string) => {
      if (text === '') throw new DOMException('not allowed', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderLoaded(<WalletExport api={{ exportWallet: async () => MNEMONIC }} accountId="InternalAccount:wallet" reauthenticate={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Recovery phrase' }));
    await screen.findByText(/The phrase is on your clipboard/);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the phrase' }));
    await screen.findByText('The clipboard could not be cleared here. Copy something else over the phrase.');
  });

  it('says a failed export failed, and keeps the warning', async () => {
    const exportWallet = vi.fn(async () => {
      throw Object.assign(new Error('gone'), { code: 'SESSION_EXPIRED' });
    });
    await renderLoaded(<WalletExport api={{ exportWallet }} accountId="InternalAccount:wallet" reauthenticate={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    await screen.findByText('Your session has ended. Sign in again.');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'I understand, show my phrase' }).disabled).toBe(false));
  });

});
