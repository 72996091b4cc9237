import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Hebrew. Hebrew, right to left, with impersonal infinitives for instructions.
 */
export const he: InvitationMessages = {
  'invitations.title': 'קיבלת הזמנה',
  'invitations.from': 'ההזמנה לקבלת תשלומים נשלחה מ-{inviter}.',
  'invitations.fromName': 'ההזמנה לקבלת תשלומים נשלחה מ-{name} ({inviter}).',
  'invitations.amount': 'לאחר האישור, מתוכננת העברה של {amount} אליך.',
  'invitations.as': 'התשלומים יתקבלו בכתובת {uma}.',
  'invitations.expires': 'אפשר לאשר עד {date}.',
  'invitations.claim': 'אישור ההזמנה',
  'invitations.claimed': 'ההזמנה אושרה',
  'invitations.claimed.text': 'תשלומים לכתובת {uma} מגיעים עכשיו אליך.',
  'invitations.status.CLAIMED': 'ההזמנה הזו כבר אושרה.',
  'invitations.status.CANCELLED': 'ההזמנה הזו בוטלה על ידי השולח.',
  'invitations.status.EXPIRED': 'תוקף ההזמנה הזו פג. יש לבקש הזמנה חדשה.',
  'invitations.notFound': 'אין הזמנה עם הקוד הזה. יש לבדוק את הקישור שהתקבל.',
};
