import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Dutch. Dutch with "u".
 */
export const nl: InvitationMessages = {
  'invitations.title': 'U bent uitgenodigd',
  'invitations.from': '{inviter} heeft u uitgenodigd om betalingen te ontvangen.',
  'invitations.fromName': '{name} ({inviter}) heeft u uitgenodigd om betalingen te ontvangen.',
  'invitations.amount': 'Zodra u accepteert, wil deze persoon u {amount} sturen.',
  'invitations.as': 'U ontvangt betalingen op {uma}.',
  'invitations.expires': 'U kunt de uitnodiging accepteren tot {date}.',
  'invitations.claim': 'Uitnodiging accepteren',
  'invitations.claimed': 'Uitnodiging geaccepteerd',
  'invitations.claimed.text': 'Betalingen aan {uma} komen nu bij u aan.',
  'invitations.status.CLAIMED': 'Deze uitnodiging is al geaccepteerd.',
  'invitations.status.CANCELLED': 'Deze uitnodiging is ingetrokken door de afzender.',
  'invitations.status.EXPIRED': 'Deze uitnodiging is verlopen. Vraag om een nieuwe.',
  'invitations.notFound': 'Er is geen uitnodiging met deze code. Controleer de link die u hebt ontvangen.',
};
