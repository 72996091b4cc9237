/**
 * @wallet-kit/react/invitations: `<InvitationClaim>`, an UMA invitation opened from its link and
 * accepted for the user's own UMA address. Its messages load with it, in every language the widgets ship.
 *
 * @packageDocumentation
 */
export { InvitationClaim, useInvitationClaim, type InvitationClaimProps } from './InvitationClaim.js';
export { createInvitationClaim, invitationsApi, type InvitationClaimController, type InvitationClaimOptions, type InvitationClaimState, type InvitationClaimStep, type InvitationsApi } from './claim-store.js';
export { invitationsArea } from './area.js';
export type { InvitationMessageId, InvitationMessages } from './messages/en.js';
