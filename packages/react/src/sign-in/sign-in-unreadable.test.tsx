import { fireEvent, screen } from '@testing-library/react';
import { ClientError } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import type { SignInApi } from '../client/types.js';
import { SignIn } from './SignIn.js';
import { createSignIn } from './sign-in-store.js';

// Issue 24: with baseUrl at the app's own pages, listing the wallet's ways to sign in got a web page, and the widget
// said "No way to sign in is set up for this wallet", sending the integrator to the wallet's credentials.
describe('SignIn when the wallet’s ways to sign in cannot be read', () => {
  it('says what went wrong, not that the wallet has no way to sign in', async () => {
    const unreadable = new ClientError('INVALID_RESPONSE', 'baseUrl /wallet answered 200 with <!doctype html>, not the JSON of createServiceHandler');
    const api = { listCredentials: vi.fn(() => Promise.reject(unreadable)) } as unknown as SignInApi;
    renderWithKit(<SignIn api={api} accountId="InternalAccount:wallet" />);
    await screen.findByText('The service sent something this app cannot read. Try again; if it keeps happening, contact support.');
    expect(screen.queryByText('No way to sign in is set up for this wallet.')).toBeNull();
  });

  it('offers to try again, and reads the ways to sign in again when asked: no dead end', async () => {
    const unreadable = new ClientError('NETWORK_ERROR', 'fetch failed');
    const listCredentials = vi.fn().mockRejectedValueOnce(unreadable).mockResolvedValueOnce([{ id: 'cred-1', type: 'EMAIL_OTP', nickname: 'ada@example.com' }]);
    const api = { listCredentials, preparePasskeySignIn: vi.fn() } as unknown as SignInApi;
    renderWithKit(<SignIn api={api} accountId="InternalAccount:wallet" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /ada@example\.com/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(listCredentials).toHaveBeenCalledTimes(2);
  });

  it('reads them again on retry() alone: back() only goes back, even with no list to go back to', async () => {
    const listCredentials = vi.fn(() => Promise.reject(new ClientError('NETWORK_ERROR', 'fetch failed')));
    const signIn = createSignIn({ api: { listCredentials } as unknown as SignInApi, accountId: 'InternalAccount:wallet' });
    signIn.attach();
    await vi.waitFor(() => expect(signIn.store.getState().error).toBeDefined());
    signIn.back();
    expect(signIn.store.getState()).toMatchObject({ step: 'choose', error: undefined });
    expect(listCredentials).toHaveBeenCalledTimes(1);
    signIn.retry();
    expect(signIn.store.getState().step).toBe('loading');
    await vi.waitFor(() => expect(signIn.store.getState().error).toBeDefined());
    expect(listCredentials).toHaveBeenCalledTimes(2);
    signIn.dispose();
  });
});
