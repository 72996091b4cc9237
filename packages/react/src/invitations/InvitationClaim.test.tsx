import type { UmaInvitation } from '@wallet-kit/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serviceError } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { InvitationsApi } from './claim-store.js';
import { InvitationClaim } from './InvitationClaim.js';

const invitation = (status: UmaInvitation['status'] = 'PENDING'): UmaInvitation =>
  ({ code: 'ABCD1234', createdAt: '2026-01-01T00:00:00Z', url: 'https://x/i/ABCD1234', inviterUma: '$alice@sandbox.wallet-kit.dev', status, firstName: 'Alice', amountToSend: { amount: 12_550, currency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 } } }) as UmaInvitation;

const fakeApi = (get: () => Promise<UmaInvitation>, claim?: () => Promise<UmaInvitation>) => ({ getInvitation: vi.fn(get), claimInvitation: vi.fn(claim ?? (async () => invitation('CLAIMED'))) }) as InvitationsApi & { claimInvitation: ReturnType<typeof vi.fn> };

describe('InvitationClaim', () => {
  it('shows who invites and what they plan to send, and accepts once for the user\'s address', async () => {
    const onClaimed = vi.fn();
    const api = fakeApi(async () => invitation());
    const { container } = renderWithKit(<InvitationClaim api={api} code="ABCD1234" umaAddress="$elodie@sandbox.wallet-kit.dev" onClaimed={onClaimed} />);
    await screen.findByText('Alice ($alice@sandbox.wallet-kit.dev) invited you to receive payments.');
    expect(screen.getByText('Once you accept, they plan to send you $125.50.')).toBeDefined();
    await expectNoAxeViolations(container);
    const accept = screen.getByRole('button', { name: 'Accept the invitation' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    await screen.findByRole('heading', { name: 'Invitation accepted' });
    expect(api.claimInvitation).toHaveBeenCalledTimes(1);
    expect(api.claimInvitation).toHaveBeenCalledWith('ABCD1234', '$elodie@sandbox.wallet-kit.dev', expect.anything());
    expect(onClaimed).toHaveBeenCalledWith(expect.objectContaining({ status: 'CLAIMED' }));
  });

  it.each([
    ['CANCELLED', 'This invitation was cancelled by the person who sent it.'],
    ['EXPIRED', 'This invitation has expired. Ask for a new one.'],
  ] as const)('says a %s invitation cannot be accepted', async (status, text) => {
    renderWithKit(<InvitationClaim api={fakeApi(async () => invitation(status))} code="ABCD1234" umaAddress="$me@x.com" />);
    await screen.findByText(text);
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('explains an unknown code, and an invitation accepted meanwhile', async () => {
    renderWithKit(<InvitationClaim api={fakeApi(async () => Promise.reject(serviceError(404, 'INVITATION_NOT_FOUND')))} code="NOPE" umaAddress="$me@x.com" />);
    await screen.findByText('There is no invitation with this code. Check the link you received.');
    const api = fakeApi(async () => invitation(), async () => Promise.reject(serviceError(400, 'INVITATION_ALREADY_CLAIMED')));
    renderWithKit(<InvitationClaim api={api} code="ABCD1234" umaAddress="$me@x.com" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(screen.getByText('This invitation has already been accepted.')).toBeDefined());
  });
});
