import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { credential, session } from '../../test/fakes.js';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import type { AuthMethod, AuthSession, CredentialsApi } from '../client/types.js';
import { CredentialManager } from './CredentialManager.js';

function fakeApi(initial: AuthMethod[]) {
  let credentials = [...initial];
  let sessions = [session('Session:1'), session('Session:2')];
  const api = {
    listCredentials: vi.fn(async () => credentials),
    listSessions: vi.fn(async () => sessions),
    current: vi.fn(async () => ({ session: session('Session:1') })),
    revokeCredential: vi.fn(async (id: string) => {
      credentials = credentials.filter((c) => c.id !== id);
    }),
    addOtpCredential: vi.fn(async ({ type }: { type: 'EMAIL_OTP' | 'SMS_OTP' }) => {
      const added = credential(type, '+33 6 12 34 56 78');
      credentials = [...credentials, added];
      return added;
    }),
    addOAuthCredential: vi.fn(),
    preparePasskeyCredential: vi.fn(),
    endSession: vi.fn(async (id: string) => {
      sessions = sessions.filter((s) => s.id !== id);
    }),
  };
  return api as typeof api & CredentialsApi;
}

describe('CredentialManager', () => {
  it('lists credentials and sessions, adds an SMS code, removes a credential and ends a session', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com', 'AuthMethod:email'), credential('PASSKEY', 'Laptop', 'AuthMethod:passkey')]);
    const { container } = await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />);
    const methods = screen.getByRole('list', { name: 'Sign-in methods' });
    await within(methods).findByText('E-mail code to elodie@example.com');
    expect(within(methods).getByText('Passkey “Laptop”')).toBeDefined();
    expect(screen.getByText('This device')).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Add text message codes' }));
    await within(methods).findByText('Text message code to +33 6 12 34 56 78');
    expect(api.addOtpCredential).toHaveBeenCalledWith({ accountId: 'InternalAccount:wallet', type: 'SMS_OTP' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Passkey “Laptop”' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText('Passkey “Laptop”')).toBeNull());
    expect(api.revokeCredential).toHaveBeenCalledWith('AuthMethod:passkey');

    const sessions = screen.getByRole('list', { name: 'Signed-in sessions' });
    fireEvent.click(within(sessions).getAllByRole('button')[1]!);
    await waitFor(() => expect(api.endSession).toHaveBeenCalledWith('Session:2'));
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
  });

  it('names each session by its device where known, else its sign-in method, with when it began and was last active', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36');
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com')]);
    const describeSession = (item: AuthSession) => (item.id === 'Session:2' ? 'Firefox on a Pixel 8' : undefined);
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" describeSession={describeSession} />, { locale: 'en-US' });
    const sessions = await screen.findByRole('list', { name: 'Signed-in sessions' });
    await within(sessions).findByText('Chrome on macOS');
    const [mine, other] = within(sessions).getAllByRole('listitem');
    expect(mine!.textContent).toContain('This device');
    expect(mine!.textContent).toContain('E-mail code to elodie@example.com');
    expect(mine!.textContent).toMatch(/Signed in Jan 1, 2026, \d+:00 [AP]M · last active Jan 1, 2026/);
    expect(other!.textContent).toContain('Firefox on a Pixel 8');
    expect(other!.textContent).not.toContain('This device');
    vi.restoreAllMocks();
  });

  it('signs out everywhere else, leaving this device’s session', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com')]);
    api.listSessions.mockResolvedValueOnce([session('Session:1'), session('Session:2'), session('Session:3')]);
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(api.endSession.mock.calls).toEqual([['Session:2'], ['Session:3']]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull());
  });

  it('says this device is signed out after its own sign-in method is removed, instead of failing', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com', 'AuthMethod:email'), credential('PASSKEY', 'Laptop', 'AuthMethod:passkey')]);
    const signOut = vi.fn(async () => undefined);
    const onError = vi.fn();
    await renderLoaded(<CredentialManager api={{ ...api, signOut }} accountId="InternalAccount:wallet" onError={onError} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove E-mail code to elodie@example.com' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    await screen.findByText('You removed the sign-in method this device was using, so you are now signed out here.');
    expect(api.revokeCredential).toHaveBeenCalledWith('AuthMethod:email');
    expect(signOut).toHaveBeenCalledTimes(1);
    // No reload with the ended session, and so no "Something went wrong".
    expect(api.listCredentials).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something went wrong. Try again.')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the last credential', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com')]);
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />);
    await screen.findByText('Keep at least one sign-in method.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove E-mail code to elodie@example.com' }).disabled).toBe(true);
  });

  it('asks before removing a sign-in method, and keeps it when told to (issue 20, item 9)', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com', 'AuthMethod:email'), credential('SMS_OTP', '+33 6 12 34 56 78', 'AuthMethod:sms')]);
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Text message code to +33 6 12 34 56 78' }));
    expect(screen.getByRole('alert').textContent).toBe('Remove Text message code to +33 6 12 34 56 78? You will no longer be able to sign in with it.');
    expect(api.revokeCredential).not.toHaveBeenCalled();
    const keep = screen.getByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    expect(screen.getByText('Text message code to +33 6 12 34 56 78')).toBeDefined();
    expect(api.revokeCredential).not.toHaveBeenCalled();
  });

  it('names another session by the device the backend recorded, not by its sign-in method alone (issue 20, finding 9)', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'alice@example.com')]);
    api.listSessions.mockResolvedValueOnce([session('Session:1'), { ...session('Session:2'), device: { browser: 'Safari', os: 'iOS' } }, { ...session('Session:3'), device: { browser: 'Firefox', os: 'Windows' } }]);
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />);
    const sessions = await screen.findByRole('list', { name: 'Signed-in sessions' });
    await within(sessions).findByText('Safari on iOS');
    expect(within(sessions).getByText('Firefox on Windows')).toBeDefined();
  });
});
