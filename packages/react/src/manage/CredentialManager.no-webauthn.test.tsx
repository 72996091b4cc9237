import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credential, session } from '../../test/fakes.js';
import { renderLoaded } from '../../test/render.js';
import type { CredentialsApi } from '../client/types.js';
import { CredentialManager } from './CredentialManager.js';

// Seen in WebKitGTK (no WebAuthn): "Add a passkey" was offered, and could only fail.

const PASSKEY = { nickname: 'This browser', rp: { name: 'Northwind Wallet' }, user: { id: 'Customer:1', name: 'elodie@example.com', displayName: 'Élodie' } };

function fakeApi() {
  return {
    listCredentials: vi.fn(async () => [credential('EMAIL_OTP', 'elodie@example.com')]),
    listSessions: vi.fn(async () => [session('Session:1')]),
    current: vi.fn(async () => ({ session: session('Session:1') })),
    preparePasskeyCredential: vi.fn(async () => ({})),
  } as unknown as CredentialsApi & { preparePasskeyCredential: ReturnType<typeof vi.fn> };
}

describe('CredentialManager where the browser has no WebAuthn', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'PublicKeyCredential', original);
  });

  it('offers no passkey to add and prepares none, so no error can follow', async () => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    const api = fakeApi();
    await renderLoaded(<CredentialManager api={api} accountId="InternalAccount:wallet" passkey={PASSKEY} />, { locale: 'en-US' });
    await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(api.preparePasskeyCredential).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers it where the browser has WebAuthn', async () => {
    await renderLoaded(<CredentialManager api={fakeApi()} accountId="InternalAccount:wallet" passkey={PASSKEY} />, { locale: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });
});
