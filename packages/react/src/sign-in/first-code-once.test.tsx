import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { credential, session } from '../../test/fakes.js';
import { renderWithKit } from '../../test/render.js';
import type { AuthMethod, SignInApi } from '../client/types.js';
import { SignIn } from './SignIn.js';

// Issue 20: a new EU customer chose "Use e-mail codes" and got two e-mails. Adding an e-mail credential
// sends its first code (the answer carries the bundle that code is sealed to); <SignIn> then asked the
// service for another. The client sends a code only when it has no bundle in hand, so the fake counts
// the same way: a call without a bundle-carrying credential is one more e-mail.

const added = { ...credential('EMAIL_OTP', 'nadia@example.com'), otpEncryptionTargetBundle: 'bundle-of-the-first-code' } as AuthMethod;

function countingApi() {
  const sent: string[] = [];
  const api = {
    startOtpSignIn: vi.fn(async ({ credentialId, credential: inHand }: { credentialId: string; credential?: AuthMethod }) => {
      if (!inHand?.otpEncryptionTargetBundle) sent.push(credentialId);
      return { credentialId, type: 'EMAIL_OTP' as const, sentTo: 'nadia@example.com', submitCode: vi.fn(async () => session()), resend: vi.fn(async () => undefined) };
    }),
    preparePasskeySignIn: vi.fn(),
    beginOAuthSignIn: vi.fn(),
    resumeOAuthSignIn: vi.fn(),
    listCredentials: vi.fn(async () => [added]),
  } as unknown as SignInApi;
  return { api, sent };
}

describe('a wallet’s first e-mail code', () => {
  it('is the one its credential’s creation sent: signing in sends no second e-mail', async () => {
    const { api, sent } = countingApi();
    const onSignedIn = vi.fn();
    renderWithKit(<SignIn api={api} credentials={[added]} methods={['email']} onSignedIn={onSignedIn} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email a code to nadia@example.com' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), { target: { value: '000000' } });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([]);
  });

  it('is sent afresh when the person goes back and asks again (the first bundle is used once)', async () => {
    const { api, sent } = countingApi();
    renderWithKit(<SignIn api={api} credentials={[added]} methods={['email']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email a code to nadia@example.com' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use another way' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Email a code to nadia@example.com' }));
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(sent).toEqual([added.id]);
  });
});
