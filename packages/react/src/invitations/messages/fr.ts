import type { InvitationMessages } from './en.js';

/**
 * The invitations area in French. French with "vous".
 */
export const fr: InvitationMessages = {
  'invitations.title': 'Vous êtes invité',
  'invitations.from': '{inviter} vous invite à recevoir des paiements.',
  'invitations.fromName': '{name} ({inviter}) vous invite à recevoir des paiements.',
  'invitations.amount': 'Dès que vous acceptez, cette personne prévoit de vous envoyer {amount}.',
  'invitations.as': 'Vous recevrez les paiements à l’adresse {uma}.',
  'invitations.expires': 'Vous pouvez l’accepter jusqu’au {date}.',
  'invitations.claim': 'Accepter l’invitation',
  'invitations.claimed': 'Invitation acceptée',
  'invitations.claimed.text': 'Les paiements à {uma} vous parviennent désormais.',
  'invitations.status.CLAIMED': 'Cette invitation a déjà été acceptée.',
  'invitations.status.CANCELLED': 'Cette invitation a été annulée par la personne qui l’a envoyée.',
  'invitations.status.EXPIRED': 'Cette invitation a expiré. Demandez-en une nouvelle.',
  'invitations.notFound': 'Aucune invitation ne correspond à ce code. Vérifiez le lien reçu.',
};
