import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

/** An UMA invitation, by its code (reference OpenAPI: UmaInvitation). */
export interface InvitationRecord {
  id: string;
  inviterUma: string;
  customerId: string;
  status: 'PENDING' | 'CLAIMED' | 'CANCELLED';
  createdAt: number;
  expiresAt?: number;
  firstName?: string;
  amountToSend?: { amount: number; currency: string };
  inviteeUma?: string;
  claimedAt?: number;
}

export const invitationsTable = defineTable<InvitationRecord>({
  name: 'invitations',
  fields: ['customerId', 'createdAt'],
  indexes: [['customerId', 'createdAt']],
  required: ['id', 'inviterUma', 'customerId', 'status', 'createdAt'],
});

export const invitations = (k: Kernel) => k.store.table(invitationsTable);

export function mustInvitation(k: Kernel, code: string): InvitationRecord {
  const invitation = invitations(k).get(code);
  if (!invitation) throw notFound('Invitation', code, 'INVITATION_NOT_FOUND');
  return invitation;
}

/** EXPIRED once its expiry passed unclaimed; otherwise as kept. */
export const statusOf = (k: Kernel, i: InvitationRecord): 'PENDING' | 'CLAIMED' | 'CANCELLED' | 'EXPIRED' =>
  i.status === 'PENDING' && i.expiresAt !== undefined && i.expiresAt <= k.now() ? 'EXPIRED' : i.status;
