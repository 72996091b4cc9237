import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Turkish. Turkish with "siz"; no suffix attached to a placeholder.
 */
export const tr: InvitationMessages = {
  'invitations.title': 'Davet edildiniz',
  'invitations.from': 'Ödeme almaya davet eden kişi: {inviter}.',
  'invitations.fromName': 'Ödeme almaya davet eden kişi: {name} ({inviter}).',
  'invitations.amount': 'Kabul ettiğinizde size gönderilmesi planlanan tutar: {amount}.',
  'invitations.as': 'Ödemeleri şu adreste alacaksınız: {uma}.',
  'invitations.expires': 'Son kabul tarihi: {date}.',
  'invitations.claim': 'Daveti kabul et',
  'invitations.claimed': 'Davet kabul edildi',
  'invitations.claimed.text': 'Şu adrese yapılan ödemeler artık size ulaşıyor: {uma}.',
  'invitations.status.CLAIMED': 'Bu davet zaten kabul edildi.',
  'invitations.status.CANCELLED': 'Bu davet, gönderen kişi tarafından iptal edildi.',
  'invitations.status.EXPIRED': 'Bu davetin süresi doldu. Yeni bir davet isteyin.',
  'invitations.notFound': 'Bu koda sahip bir davet yok. Aldığınız bağlantıyı kontrol edin.',
};
