import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { session as authSession } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { SessionApi } from '../client/types.js';
import { WalletKitProvider } from '../provider/WalletKitProvider.js';
import { SessionGuard } from './SessionGuard.js';

type Listener = Parameters<SessionApi['on']>[0];

function fakeSession(expiresInMs = 15 * 60_000) {
  const listeners = new Set<Listener>();
  let status: 'active' | 'signed-out' | 'expired' = 'active';
  const current = { ...authSession(), expiresAt: new Date(Date.now() + expiresInMs).toISOString() };
  const emit = (event: Parameters<Listener>[0]) => act(() => listeners.forEach((listener) => listener(event)));
  const api = {
    getState: () => ({ status, record: status === 'active' ? { session: current, keyId: 'key' } : undefined }),
    subscribe: () => () => undefined,
    on: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check: vi.fn(),
    current: vi.fn(),
    refresh: vi.fn(async () => {
      emit({ type: 'session-refreshed', session: authSession('Session:2'), previousId: current.id });
      return authSession('Session:2');
    }),
    signOut: vi.fn(async () => {
      status = 'signed-out';
      emit({ type: 'signed-out', session: current });
    }),
  };
  return {
    api: api as unknown as SessionApi & typeof api,
    warn: () => emit({ type: 'session-expiring', session: { ...current, expiresAt: new Date(Date.now() + 60_000).toISOString() }, expiresInMs: 60_000 }),
    expire: () => {
      status = 'expired';
      emit({ type: 'session-expired', session: current });
    },
  };
}

describe('SessionGuard', () => {
  it('hydrates the fallback a server rendered (it holds no session), then shows the signed-in content', async () => {
    const onServer = fakeSession();
    onServer.expire();
    const page = (session: SessionApi) => (
      <WalletKitProvider>
        <SessionGuard session={session} fallback={<p>Sign in</p>}>
          <p>Wallet</p>
        </SessionGuard>
      </WalletKitProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(onServer.api));
    document.body.append(container);
    expect(container.textContent).toContain('Sign in');
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(fakeSession().api), { onRecoverableError: (error) => mismatches.push(error) }));
    try {
      await waitFor(() => expect(container.textContent).toContain('Wallet'));
      expect(mismatches).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('warns in a dialog before the session ends, and extends it', async () => {
    const fake = fakeSession();
    const { container } = renderWithKit(
      <SessionGuard session={fake.api} fallback={<p>Sign in</p>}>
        <p>Wallet</p>
      </SessionGuard>,
    );
    expect(screen.getByText('Wallet')).toBeDefined();
    fake.warn();
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(screen.getByRole('timer')).toBeDefined();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(fake.api.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Wallet')).toBeDefined();
  });

  it('signs out cleanly from the warning, and shows the fallback', async () => {
    const fake = fakeSession();
    const onSignedOut = vi.fn();
    renderWithKit(
      <SessionGuard session={fake.api} fallback={<p>Sign in</p>} onSignedOut={onSignedOut}>
        <p>Wallet</p>
      </SessionGuard>,
    );
    fake.warn();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('button:nth-child(2)')!);
    await screen.findByText('Sign in');
    expect(screen.getByText('You are signed out.')).toBeDefined();
    expect(screen.queryByText('Wallet')).toBeNull();
    expect(fake.api.signOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('says the session ended when it expires', async () => {
    const fake = fakeSession();
    const onExpired = vi.fn();
    renderWithKit(
      <SessionGuard session={fake.api} fallback={<p>Sign in</p>} onExpired={onExpired}>
        <p>Wallet</p>
      </SessionGuard>,
    );
    fake.expire();
    await screen.findByText('Your session has ended. Sign in again to continue.');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('warns on mount when the session is already in its last minute (the client’s warning came before)', async () => {
    const fake = fakeSession(40_000);
    renderWithKit(
      <SessionGuard session={fake.api} fallback={<p>Sign in</p>}>
        <p>Wallet</p>
      </SessionGuard>,
    );
    await screen.findByRole('dialog', { name: 'Your session is about to end' });
  });
});
