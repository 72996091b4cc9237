import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { credential, session } from '../../test/fakes.js';
import { renderLoaded } from '../../test/render.js';
import type { AuthSession, CredentialsApi } from '../client/types.js';
import { CredentialManager } from './CredentialManager.js';

// Tried on a phone: one session read "Signed in … 9:31 PM" beside "Session ending at 09:46 PM". One way
// of writing a time throughout the list.

const at = (hours: number, minutes: number) => new Date(2026, 0, 1, hours, minutes).toISOString();

describe('the sessions list’s times', () => {
  it('writes the end of a session as it writes its start: 9:46 PM, not 09:46 PM', async () => {
    const one: AuthSession = { ...session('Session:1'), createdAt: at(21, 31), updatedAt: at(21, 31), expiresAt: at(21, 46) };
    const api = {
      listCredentials: vi.fn(async () => [credential('EMAIL_OTP', 'elodie@example.com')]),
      listSessions: vi.fn(async () => [one, { ...one, id: 'Session:2' }]),
      current: vi.fn(async () => ({ session: one })),
    } as unknown as CredentialsApi;
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" />, { locale: 'en-US' });
    const sessions = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const text = (await within(sessions).findAllByRole('listitem'))[0]!.textContent!;
    expect(text).toContain('Signed in Jan 1, 2026, 9:31 PM');
    expect(text).toContain('Session ending at 9:46 PM');
    expect(within(sessions).getAllByRole('button', { name: 'End the session ending at 9:46 PM' }).length).toBeGreaterThan(0);
  });
});
