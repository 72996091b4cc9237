import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Polish. Polish in the second-person imperative, with impersonal forms where a past tense would show a gender.
 */
export const pl: InvitationMessages = {
  'invitations.title': 'Masz zaproszenie',
  'invitations.from': 'Zaproszenie do odbierania płatności od: {inviter}.',
  'invitations.fromName': 'Zaproszenie do odbierania płatności od: {name} ({inviter}).',
  'invitations.amount': 'Po akceptacji zapraszający planuje wysłać Ci {amount}.',
  'invitations.as': 'Płatności będziesz odbierać pod adresem {uma}.',
  'invitations.expires': 'Możesz je przyjąć do: {date}.',
  'invitations.claim': 'Przyjmij zaproszenie',
  'invitations.claimed': 'Zaproszenie przyjęte',
  'invitations.claimed.text': 'Płatności na adres {uma} trafiają teraz do Ciebie.',
  'invitations.status.CLAIMED': 'To zaproszenie zostało już przyjęte.',
  'invitations.status.CANCELLED': 'To zaproszenie zostało anulowane przez nadawcę.',
  'invitations.status.EXPIRED': 'To zaproszenie wygasło. Poproś o nowe.',
  'invitations.notFound': 'Nie ma zaproszenia z tym kodem. Sprawdź otrzymany link.',
};
