import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Spanish. Spanish with "usted".
 */
export const es: InvitationMessages = {
  'invitations.title': 'Tiene una invitación',
  'invitations.from': '{inviter} le invitó a recibir pagos.',
  'invitations.fromName': '{name} ({inviter}) le invitó a recibir pagos.',
  'invitations.amount': 'Cuando acepte, tiene previsto enviarle {amount}.',
  'invitations.as': 'Recibirá los pagos en {uma}.',
  'invitations.expires': 'Puede aceptarla hasta el {date}.',
  'invitations.claim': 'Aceptar la invitación',
  'invitations.claimed': 'Invitación aceptada',
  'invitations.claimed.text': 'Los pagos a {uma} ya le llegan.',
  'invitations.status.CLAIMED': 'Esta invitación ya se aceptó.',
  'invitations.status.CANCELLED': 'La persona que envió esta invitación la canceló.',
  'invitations.status.EXPIRED': 'Esta invitación caducó. Pida una nueva.',
  'invitations.notFound': 'No hay ninguna invitación con este código. Revise el enlace que recibió.',
};
