import { act, screen, waitFor } from '@testing-library/react';
import type { SessionState } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { session as authSession } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { history, internalAccount } from '../../test/wallet-fakes.js';
import type { ClientLike } from '../provider/context.js';
import { Activity } from '../wallet/Activity.js';
import { Balance } from '../wallet/Balance.js';
import { SessionGuard } from './SessionGuard.js';

// Finding 9 of issue 20: after "Sign out everywhere else" the other device still showed balances and
// history. A money widget gives way to a notice once the wallet's session on this device has ended.

/** A client whose only real part is its session: a state the test moves, with its listeners. */
function clientWithSession(initial: SessionState) {
  let state = initial;
  const listeners = new Set<(next: SessionState) => void>();
  const events = new Set<(event: never) => void>();
  const session = {
    getState: () => state,
    subscribe: (listener: (next: SessionState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (listener: (event: never) => void) => {
      events.add(listener);
      return () => events.delete(listener);
    },
    check: vi.fn(),
    verify: vi.fn(async () => undefined),
  };
  const client = { environment: 'production', session } as unknown as ClientLike;
  const end = (reason: 'revoked' | 'expired') => {
    const ended = state.record!.session;
    state = { status: reason === 'expired' ? 'expired' : 'signed-out', record: undefined, ended: reason };
    act(() => {
      listeners.forEach((listener) => listener(state));
      events.forEach((listener) => listener({ type: reason === 'expired' ? 'session-expired' : 'session-revoked', session: ended } as never));
    });
  };
  return { client, end };
}

const active = (): SessionState => ({ status: 'active', record: { session: authSession(), keyId: 'key' } });
const accounts = { listInternalAccounts: async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 250_000)] };
const transactions = {
  listTransactions: history([]).listTransactions,
  listInternalAccounts: accounts.listInternalAccounts,
  listExternalAccounts: async () => [],
  getTransaction: vi.fn(),
  watchTransaction: vi.fn(() => (async function* () {})()),
};

describe('money widgets once the wallet session here has ended', () => {
  it('drops the balance and shows a notice with no figure when the session is revoked from another device', async () => {
    const { client, end } = clientWithSession(active());
    const { container } = renderWithKit(<Balance api={accounts} customerId="Customer:1" refreshIntervalMs={0} />, { client, locale: 'en-US' });
    await screen.findByText('$2,500.00');

    end('revoked');
    await screen.findByText('You were signed out on this device from another one. Sign in again to continue.');
    expect(container.textContent).not.toMatch(/\$|2,500/);
    await expectNoAxeViolations(container);
  });

  it('shows no figure on a page opened after the session was revoked (a reload)', () => {
    const { client } = clientWithSession({ status: 'signed-out', record: undefined, ended: 'revoked' });
    const listInternalAccounts = vi.fn(accounts.listInternalAccounts);
    renderWithKit(<Balance api={{ listInternalAccounts }} customerId="Customer:1" refreshIntervalMs={0} />, { client });
    expect(screen.getByRole('status').textContent).toBe('You were signed out on this device from another one. Sign in again to continue.');
    expect(listInternalAccounts).not.toHaveBeenCalled();
  });

  it('drops the history too when the session expires', async () => {
    const { client, end } = clientWithSession(active());
    renderWithKit(<Activity api={transactions} customerId="Customer:1" refreshIntervalMs={0} />, { client });
    await waitFor(() => expect(document.querySelector('[data-state="signed-out"]')).toBeNull());
    end('expired');
    await waitFor(() => expect(document.querySelector('[data-state="signed-out"]')).not.toBeNull());
  });

  it('leaves a page that never signed in to the wallet as it was (the app shows balances on its own login)', async () => {
    const { client } = clientWithSession({ status: 'signed-out', record: undefined });
    renderWithKit(<Balance api={accounts} customerId="Customer:1" refreshIntervalMs={0} />, { client, locale: 'en-US' });
    await screen.findByText('$2,500.00');
  });

  it('brings up the guard’s sign-in step, saying the session was ended from another device', async () => {
    const { client, end } = clientWithSession(active());
    renderWithKit(
      <SessionGuard showSignOut={false} fallback={<button type="button">Sign in</button>}>
        <Balance api={accounts} customerId="Customer:1" refreshIntervalMs={0} />
      </SessionGuard>,
      { client, locale: 'en-US' },
    );
    await screen.findByText('$2,500.00');
    end('revoked');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getAllByText('You were signed out on this device from another one. Sign in again to continue.').length).toBeGreaterThan(0);
    expect(screen.queryByText('$2,500.00')).toBeNull();
  });
});
