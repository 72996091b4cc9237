import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { currency } from '../../platform/currencies.js';
import { ServiceError, invalidInput } from '../../platform/errors.js';
import { customers } from '../customers/index.js';
import { umaParts } from '../receivers/index.js';
import { invitations, mustInvitation, statusOf, type InvitationRecord } from './repo.js';

/** An invitation as the service shows it (reference OpenAPI: UmaInvitation). */
export function invitationView(k: Kernel, i: InvitationRecord): Schema<'UmaInvitation'> {
  return {
    code: i.id,
    createdAt: iso(i.createdAt),
    ...(i.claimedAt === undefined ? {} : { claimedAt: iso(i.claimedAt) }),
    url: `https://${k.platform.umaDomain}/i/${i.id}`,
    ...(i.expiresAt === undefined ? {} : { expiresAt: iso(i.expiresAt) }),
    inviterUma: i.inviterUma,
    ...(i.inviteeUma === undefined ? {} : { inviteeUma: i.inviteeUma }),
    status: statusOf(k, i),
    ...(i.firstName === undefined ? {} : { firstName: i.firstName }),
    ...(i.amountToSend === undefined ? {} : { amountToSend: { amount: i.amountToSend.amount, currency: currency(i.amountToSend.currency) } }),
  };
}

const checkUma = (address: string, field: string) => {
  if (!umaParts(address)) throw new ServiceError(400, 'INVALID_UMA_ADDRESS', `${JSON.stringify(address)} is not an UMA address like $name@domain.com.`, { details: { errors: [{ field, message: 'expected $name@domain.com' }] } });
};

export interface InvitationRequest {
  inviterUma: string;
  firstName?: string;
  amountToSend?: number;
  expiresAt?: string;
}

/** Creates an invitation from one of the platform's customers (reference OpenAPI: createInvitation). */
export function createInvitation(k: Kernel, request: InvitationRequest): InvitationRecord {
  checkUma(request.inviterUma, 'inviterUma');
  const inviter = customers(k).first({ umaAddress: request.inviterUma }, { orderBy: 'umaAddress' });
  if (!inviter) throw invalidInput([{ field: 'inviterUma', message: `no customer of this platform has the UMA address ${request.inviterUma}` }]);
  const expiresAt = request.expiresAt === undefined ? undefined : Date.parse(request.expiresAt);
  if (expiresAt !== undefined && expiresAt <= k.now()) throw invalidInput([{ field: 'expiresAt', message: 'expected a time in the future' }]);
  if (request.amountToSend !== undefined && !(Number.isSafeInteger(request.amountToSend) && request.amountToSend > 0)) throw invalidInput([{ field: 'amountToSend', message: 'expected an integer above 0 in the smallest unit' }]);
  return k.store.transaction(() =>
    invitations(k).insert({
      id: k.secrets.code(8),
      inviterUma: request.inviterUma,
      customerId: inviter.id,
      status: 'PENDING',
      createdAt: k.now(),
      ...(expiresAt === undefined ? {} : { expiresAt }),
      ...(request.firstName === undefined ? {} : { firstName: request.firstName }),
      ...(request.amountToSend === undefined ? {} : { amountToSend: { amount: request.amountToSend, currency: inviter.currencies[0] ?? 'USD' } }),
    }),
  );
}

/** Why an invitation cannot be claimed or cancelled now, as the document's codes say it. */
function refuseUnlessPending(k: Kernel, invitation: InvitationRecord): void {
  const status = statusOf(k, invitation);
  if (status === 'CLAIMED') throw new ServiceError(400, 'INVITATION_ALREADY_CLAIMED', 'This invitation has already been claimed.');
  if (status === 'CANCELLED') throw new ServiceError(400, 'INVITATION_CANCELLED', 'This invitation has been cancelled.');
  if (status === 'EXPIRED') throw invalidInput([{ field: 'invitationCode', message: 'the invitation expired' }], 'This invitation has expired.');
}

/**
 * Claims an invitation for an invitee, in one transaction (of N claims at once, one wins):
 * CLAIMED, and INVITATION.CLAIMED tells the platform (reference OpenAPI: claimInvitation).
 */
export function claimInvitation(k: Kernel, code: string, inviteeUma: string): InvitationRecord {
  checkUma(inviteeUma, 'inviteeUma');
  return k.store.transaction(() => {
    const invitation = mustInvitation(k, code);
    refuseUnlessPending(k, invitation);
    if (inviteeUma.toLowerCase() === invitation.inviterUma.toLowerCase()) throw invalidInput([{ field: 'inviteeUma', message: 'the inviter cannot claim their own invitation' }]);
    const claimed = invitations(k).update({ ...invitation, status: 'CLAIMED', inviteeUma, claimedAt: k.now() });
    k.emit('INVITATION.CLAIMED', invitationView(k, claimed));
    return claimed;
  });
}

/** Cancels a pending invitation (reference OpenAPI: cancelInvitation). */
export function cancelInvitation(k: Kernel, code: string): InvitationRecord {
  return k.store.transaction(() => {
    const invitation = mustInvitation(k, code);
    refuseUnlessPending(k, invitation);
    return invitations(k).update({ ...invitation, status: 'CANCELLED' });
  });
}
