import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serviceError } from '../../test/fakes.js';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import type { ScaEnrollmentApi } from '../client/types.js';
import { ScaEnrollment } from './ScaEnrollment.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function fakeApi() {
  return {
    start: vi.fn(async () => ({ type: 'TOTP' as const, secret: 'ab'.repeat(20), secretBase32Encoded: SECRET, totpUri: `otpauth://totp/Wallet:elodie?secret=${SECRET}` })),
    confirm: vi.fn(async (body: Parameters<ScaEnrollmentApi['confirm']>[0]) => {
      if (!('code' in body) || body.code !== '123456') throw serviceError(400, 'INVALID_INPUT');
      return { type: 'TOTP' as const, recoveryCodes: ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'] };
    }),
  } satisfies ScaEnrollmentApi;
}

describe('ScaEnrollment', () => {
  it('enrolls an authenticator app: QR code and secret, a code, then recovery codes shown once', async () => {
    const api = fakeApi();
    const onEnrolled = vi.fn();
    const { container } = await renderLoaded(<ScaEnrollment api={api} onEnrolled={onEnrolled} />);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Use an authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(screen.getByText(SECRET)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy Setup key' })).toBeDefined();
    await expectNoAxeViolations(container);

    const field = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    fireEvent.change(field, { target: { value: '000000' } });
    await screen.findByText('That code is not right. Check it and try again.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), { target: { value: '123456' } });
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.textContent).toContain('AAAA-BBBB-CCCC');
    expect(screen.getByRole('link', { name: 'Download the codes' }).getAttribute('download')).toBe('recovery-codes.txt');
    expect(onEnrolled).toHaveBeenCalledWith('TOTP');
    expect(api.confirm).toHaveBeenLastCalledWith({ type: 'TOTP', secret: 'ab'.repeat(20), code: '123456' });
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await screen.findByRole('heading', { name: 'Payment approval is set up' });
    expect(container.textContent).not.toContain('AAAA-BBBB-CCCC');
  });

  it('starts a passkey enrollment and waits for the click to run the ceremony', async () => {
    const api = {
      start: vi.fn(async () => ({ type: 'PASSKEY' as const, options: { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Test' }, user: { id: 'dQ', name: 'e', displayName: 'E' }, pubKeyCredParams: [] }, allowedOrigins: [location.origin], relyingPartyId: 'localhost' })),
      confirm: vi.fn(),
    };
    await renderLoaded(<ScaEnrollment api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await screen.findByRole('button', { name: 'Add a passkey' });
    await waitFor(() => expect(api.start).toHaveBeenCalledWith('PASSKEY'));
    expect(api.confirm).not.toHaveBeenCalled();
  });
});
