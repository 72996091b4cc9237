import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Italian. Italian with "tu".
 */
export const it: InvitationMessages = {
  'invitations.title': 'Hai un invito',
  'invitations.from': '{inviter} ti ha invitato a ricevere pagamenti.',
  'invitations.fromName': '{name} ({inviter}) ti ha invitato a ricevere pagamenti.',
  'invitations.amount': 'Quando accetti, ha intenzione di inviarti {amount}.',
  'invitations.as': 'Riceverai i pagamenti all’indirizzo {uma}.',
  'invitations.expires': 'Puoi accettarlo fino al {date}.',
  'invitations.claim': 'Accetta l’invito',
  'invitations.claimed': 'Invito accettato',
  'invitations.claimed.text': 'I pagamenti a {uma} ora arrivano a te.',
  'invitations.status.CLAIMED': 'Questo invito è già stato accettato.',
  'invitations.status.CANCELLED': 'Questo invito è stato annullato da chi l’ha inviato.',
  'invitations.status.EXPIRED': 'Questo invito è scaduto. Chiedine uno nuovo.',
  'invitations.notFound': 'Non esiste un invito con questo codice. Controlla il link che hai ricevuto.',
};
