import type { InvitationMessages } from './en.js';

/**
 * The invitations area in German. German with "Sie", as German banks write.
 */
export const de: InvitationMessages = {
  'invitations.title': 'Sie sind eingeladen',
  'invitations.from': '{inviter} hat Sie eingeladen, Zahlungen zu empfangen.',
  'invitations.fromName': '{name} ({inviter}) hat Sie eingeladen, Zahlungen zu empfangen.',
  'invitations.amount': 'Sobald Sie annehmen, möchte man Ihnen {amount} senden.',
  'invitations.as': 'Sie empfangen Zahlungen unter {uma}.',
  'invitations.expires': 'Sie können sie bis {date} annehmen.',
  'invitations.claim': 'Einladung annehmen',
  'invitations.claimed': 'Einladung angenommen',
  'invitations.claimed.text': 'Zahlungen an {uma} kommen jetzt bei Ihnen an.',
  'invitations.status.CLAIMED': 'Diese Einladung wurde bereits angenommen.',
  'invitations.status.CANCELLED': 'Diese Einladung wurde von der Person zurückgezogen, die sie gesendet hat.',
  'invitations.status.EXPIRED': 'Diese Einladung ist abgelaufen. Bitten Sie um eine neue.',
  'invitations.notFound': 'Es gibt keine Einladung mit diesem Code. Prüfen Sie den erhaltenen Link.',
};
