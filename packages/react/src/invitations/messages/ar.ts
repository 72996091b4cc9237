import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Arabic. Arabic, right to left, in the formal register of Arabic banking apps.
 */
export const ar: InvitationMessages = {
  'invitations.title': 'لديك دعوة',
  'invitations.from': 'دعاك {inviter} لاستلام المدفوعات.',
  'invitations.fromName': 'دعاك {name} ({inviter}) لاستلام المدفوعات.',
  'invitations.amount': 'بمجرد قبولك، يعتزم إرسال {amount} إليك.',
  'invitations.as': 'ستستلم المدفوعات على {uma}.',
  'invitations.expires': 'يمكنك قبولها حتى {date}.',
  'invitations.claim': 'قبول الدعوة',
  'invitations.claimed': 'تم قبول الدعوة',
  'invitations.claimed.text': 'المدفوعات إلى {uma} تصل إليك الآن.',
  'invitations.status.CLAIMED': 'تم قبول هذه الدعوة من قبل.',
  'invitations.status.CANCELLED': 'ألغى مُرسِل هذه الدعوة دعوته.',
  'invitations.status.EXPIRED': 'انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة.',
  'invitations.notFound': 'لا توجد دعوة بهذا الرمز. تحقّق من الرابط الذي وصلك.',
};
