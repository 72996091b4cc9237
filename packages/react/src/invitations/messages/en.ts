/** The invitations area's English messages: the default, shipped with the area's code. */
export const en = {
  'invitations.title': 'You are invited',
  'invitations.from': '{inviter} invited you to receive payments.',
  'invitations.fromName': '{name} ({inviter}) invited you to receive payments.',
  'invitations.amount': 'Once you accept, they plan to send you {amount}.',
  'invitations.as': 'You will receive payments at {uma}.',
  'invitations.expires': 'You can accept it until {date}.',
  'invitations.claim': 'Accept the invitation',
  'invitations.claimed': 'Invitation accepted',
  'invitations.claimed.text': 'Payments to {uma} now reach you.',
  'invitations.status.CLAIMED': 'This invitation has already been accepted.',
  'invitations.status.CANCELLED': 'This invitation was cancelled by the person who sent it.',
  'invitations.status.EXPIRED': 'This invitation has expired. Ask for a new one.',
  'invitations.notFound': 'There is no invitation with this code. Check the link you received.',
} as const;

/** The ids of the invitations area's messages. */
export type InvitationMessageId = keyof typeof en;
/** A translation of the invitations area: every id. */
export type InvitationMessages = Readonly<Record<InvitationMessageId, string>>;
