import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Swedish. Swedish with "du".
 */
export const sv: InvitationMessages = {
  'invitations.title': 'Du är inbjuden',
  'invitations.from': '{inviter} har bjudit in dig att ta emot betalningar.',
  'invitations.fromName': '{name} ({inviter}) har bjudit in dig att ta emot betalningar.',
  'invitations.amount': 'När du tackar ja tänker avsändaren skicka {amount} till dig.',
  'invitations.as': 'Du tar emot betalningar på {uma}.',
  'invitations.expires': 'Du kan tacka ja till och med {date}.',
  'invitations.claim': 'Tacka ja till inbjudan',
  'invitations.claimed': 'Inbjudan accepterad',
  'invitations.claimed.text': 'Betalningar till {uma} når dig nu.',
  'invitations.status.CLAIMED': 'Den här inbjudan har redan accepterats.',
  'invitations.status.CANCELLED': 'Den här inbjudan har dragits tillbaka av avsändaren.',
  'invitations.status.EXPIRED': 'Den här inbjudan har gått ut. Be om en ny.',
  'invitations.notFound': 'Det finns ingen inbjudan med den här koden. Kontrollera länken du fick.',
};
