import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import type { EnrolledScaFactor, ScaEnrollmentApi } from '../client/types.js';
import { ScaEnrollment } from './ScaEnrollment.js';

// Issue 20: the Security tab said "Set up payment approval" to a customer who approves every payment by
// SMS already, and offered an authenticator app to one who had one. The widget now reads the customer's
// factors: it offers only what adds something, and says what they have.

const api = (factors: EnrolledScaFactor[]): ScaEnrollmentApi => ({ start: vi.fn(), confirm: vi.fn(), factors: vi.fn(async () => factors) });

afterEach(() => vi.unstubAllGlobals());

describe('payment approval setup', () => {
  it('tells an SMS customer they approve by text message and offers another way', async () => {
    const { container } = await renderLoaded(<ScaEnrollment api={api([{ factor: 'SMS_OTP' }])} />);
    await screen.findByRole('heading', { name: 'Another way to approve payments' });
    expect(screen.getByText('You approve payments with a code sent by text message. You can also use:')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Use an authenticator app' })).toBeDefined();
    expect(screen.queryByText('Set up payment approval')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers no second authenticator app: with a passkey possible here, only the passkey', async () => {
    await renderLoaded(<ScaEnrollment api={api([{ factor: 'SMS_OTP' }, { factor: 'TOTP' }])} />);
    await screen.findByRole('button', { name: 'Use a passkey' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use an authenticator app' })).toBeNull());
  });

  it('shows nothing where nothing would add anything (an app enrolled, no passkey possible in this browser)', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const factors = api([{ factor: 'SMS_OTP' }, { factor: 'TOTP' }]);
    const { container } = await renderLoaded(<ScaEnrollment api={factors} />);
    await waitFor(() => expect(factors.factors).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('.wk-enroll')).toBeNull());
  });
});
