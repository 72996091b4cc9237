import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Brazilian Portuguese. Brazilian Portuguese with "você".
 */
export const ptBR: InvitationMessages = {
  'invitations.title': 'Você foi convidado',
  'invitations.from': '{inviter} convidou você para receber pagamentos.',
  'invitations.fromName': '{name} ({inviter}) convidou você para receber pagamentos.',
  'invitations.amount': 'Quando você aceitar, essa pessoa pretende enviar {amount} para você.',
  'invitations.as': 'Você vai receber pagamentos em {uma}.',
  'invitations.expires': 'Você pode aceitar até {date}.',
  'invitations.claim': 'Aceitar o convite',
  'invitations.claimed': 'Convite aceito',
  'invitations.claimed.text': 'Os pagamentos para {uma} agora chegam até você.',
  'invitations.status.CLAIMED': 'Este convite já foi aceito.',
  'invitations.status.CANCELLED': 'Este convite foi cancelado por quem o enviou.',
  'invitations.status.EXPIRED': 'Este convite expirou. Peça um novo.',
  'invitations.notFound': 'Não há convite com este código. Confira o link que você recebeu.',
};
