import type { AgentMessages } from './en.js';

/**
 * The agents area in Arabic. Arabic, right to left, in the formal register of Arabic banking apps.
 */
export const ar: AgentMessages = {
  'agents.title': 'طلبات وكلائك',
  'agents.empty': 'لا يوجد ما ينتظر موافقتك.',
  'agents.agent': 'وكيلك',
  'agents.pay': 'يريد {agent} إرسال {amount} إلى {destination}.',
  'agents.send': 'يريد {agent} إرسال {amount}.',
  'agents.to': 'إلى: {destination}',
  'agents.payee': '{name} (حساب ينتهي بـ {last4})',
  'agents.receives': 'يستلم المستفيد {amount}.',
  'agents.fees': 'الرسوم المشمولة: {amount}.',
  'agents.transferOut': 'يريد {agent} تحويل {amount} من حسابك.',
  'agents.transferIn': 'يريد {agent} إضافة {amount} إلى حسابك من مصرفك.',
  'agents.asked': 'تاريخ الطلب: {date}.',
  'agents.approveBy': 'وافق قبل {date}، وإلا انتهت صلاحية السعر.',
  'agents.approve': 'موافقة',
  'agents.approve.label': 'الموافقة على {amount} بطلب من {agent}',
  'agents.reject': 'رفض',
  'agents.reject.label': 'رفض {amount} بطلب من {agent}',
  'agents.reject.title': 'هل تريد رفض {amount} بطلب من {agent}؟',
  'agents.reject.reason': 'السبب (اختياري)',
  'agents.reject.hint': 'سيرى وكيلك هذا السبب.',
  'agents.reject.confirm': 'رفض الطلب',
  'agents.keep': 'رجوع',
  'agents.notice.approved': 'تمت الموافقة: الدفعة قيد التنفيذ.',
  'agents.notice.rejected': 'تم الرفض: لن يُرسَل أي مبلغ.',
  'agents.notice.failed': 'تمت الموافقة، لكن تعذّر تنفيذ الدفعة: انتهت صلاحية السعر أو الرصيد غير كافٍ. اطلب من وكيلك المحاولة مجددًا.',
  'agents.notice.gone': 'سبق البتّ في هذا الطلب أو سُحب.',
};
