import { screen } from '@testing-library/react';
import { ClientError } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import type { SignInApi } from '../client/types.js';
import { SignIn } from './SignIn.js';

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
});
