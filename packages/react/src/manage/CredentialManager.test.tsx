import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { credential, session } from '../../test/fakes.js';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import type { AuthMethod, CredentialsApi } from '../client/types.js';
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
    await screen.findByText('E-mail code to elodie@example.com');
    expect(screen.getByText('Passkey “Laptop”')).toBeDefined();
    expect(screen.getByText(/This device/)).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Add text message codes' }));
    await screen.findByText('Text message code to +33 6 12 34 56 78');
    expect(api.addOtpCredential).toHaveBeenCalledWith({ accountId: 'InternalAccount:wallet', type: 'SMS_OTP' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Passkey “Laptop”' }));
    await waitFor(() => expect(screen.queryByText('Passkey “Laptop”')).toBeNull());
    expect(api.revokeCredential).toHaveBeenCalledWith('AuthMethod:passkey');

    const sessions = screen.getByRole('list', { name: 'Signed-in sessions' });
    fireEvent.click(within(sessions).getAllByRole('button')[1]!);
    await waitFor(() => expect(api.endSession).toHaveBeenCalledWith('Session:2'));
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps the last credential', async () => {
    const api = fakeApi([credential('EMAIL_OTP', 'elodie@example.com')]);
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />);
    await screen.findByText('Keep at least one sign-in method.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove E-mail code to elodie@example.com' }).disabled).toBe(true);
  });
});
