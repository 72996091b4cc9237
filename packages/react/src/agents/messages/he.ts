import type { AgentMessages } from './en.js';

/**
 * The agents area in Hebrew. Hebrew, right to left, with impersonal infinitives for instructions.
 */
export const he: AgentMessages = {
  'agents.title': 'בקשות מהסוכנים שלך',
  'agents.empty': 'אין בקשות שממתינות לאישור.',
  'agents.agent': 'הסוכן שלך',
  'agents.pay': 'הבקשה של {agent}: לשלוח {amount} אל {destination}.',
  'agents.send': 'הבקשה של {agent}: לשלוח {amount}.',
  'agents.to': 'אל: {destination}',
  'agents.payee': '{name} (חשבון שמסתיים ב-{last4})',
  'agents.receives': 'המוטב יקבל {amount}.',
  'agents.fees': 'עמלות כלולות: {amount}.',
  'agents.transferOut': 'הבקשה של {agent}: להעביר {amount} מהחשבון שלך.',
  'agents.transferIn': 'הבקשה של {agent}: להוסיף {amount} לחשבון שלך מהבנק שלך.',
  'agents.asked': 'תאריך הבקשה: {date}.',
  'agents.approveBy': 'יש לאשר עד {date}, אחרת תוקף המחיר יפוג.',
  'agents.approve': 'אישור',
  'agents.approve.label': 'אישור {amount} לבקשת {agent}',
  'agents.reject': 'דחייה',
  'agents.reject.label': 'דחיית {amount} לבקשת {agent}',
  'agents.reject.title': 'לדחות את {amount} לבקשת {agent}?',
  'agents.reject.reason': 'סיבה (לא חובה)',
  'agents.reject.hint': 'הסוכן יראה את הסיבה הזו.',
  'agents.reject.confirm': 'דחיית הבקשה',
  'agents.keep': 'חזרה',
  'agents.notice.approved': 'אושר: התשלום בדרך.',
  'agents.notice.rejected': 'נדחה: שום דבר לא יישלח.',
  'agents.notice.failed': 'אושר, אך לא ניתן היה לבצע את התשלום: תוקף המחיר פג או שהיתרה אינה מספיקה. יש לבקש מהסוכן לנסות שוב.',
  'agents.notice.gone': 'כבר התקבלה החלטה לגבי הבקשה הזו, או שהיא בוטלה.',
};
