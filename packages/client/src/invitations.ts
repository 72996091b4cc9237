import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';
import type { UmaInvitation } from './types.js';
import { segment } from './validate.js';

const code = (value: unknown) => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new ClientError('INVALID_ARGUMENT', `invitationCode: expected the code from the invitation link, got ${JSON.stringify(value)}`);
  return segment(value);
};

/** An invitation by its code: who invites, whether it is still open (`PENDING`). @example await client.invitations.getInvitation(code); */
export async function getInvitation(ctx: ClientContext, invitationCode: string, options: { signal?: AbortSignal } = {}): Promise<UmaInvitation> {
  const { body } = await ctx.send<UmaInvitation>({ method: 'GET', path: `/invitations/${code(invitationCode)}`, ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/**
 * Claims an invitation for the signed-in user's UMA address (the backend refuses any other). A claimed
 * or cancelled one is a 400 ServiceError (`INVITATION_ALREADY_CLAIMED`, `INVITATION_CANCELLED`).
 *
 * @example const claimed = await client.invitations.claimInvitation(code, customer.umaAddress);
 */
export async function claimInvitation(ctx: ClientContext, invitationCode: string, inviteeUma: string, options: { signal?: AbortSignal } = {}): Promise<UmaInvitation> {
  if (typeof inviteeUma !== 'string' || !inviteeUma.startsWith('$')) throw new ClientError('INVALID_ARGUMENT', `inviteeUma: expected the user's UMA address, $name@domain, got ${JSON.stringify(inviteeUma)}`);
  const { body } = await ctx.send<UmaInvitation>({ method: 'POST', path: `/invitations/${code(invitationCode)}/claim`, bodyText: JSON.stringify({ inviteeUma }), ...(options.signal ? { signal: options.signal } : {}) });
  return body;
}

/** What `client.invitations` offers. */
export const invitationCalls = { getInvitation, claimInvitation };
