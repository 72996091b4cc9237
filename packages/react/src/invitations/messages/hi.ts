import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Hindi. Hindi with "आप" and the polite imperative.
 */
export const hi: InvitationMessages = {
  'invitations.title': 'आपको आमंत्रण मिला है',
  'invitations.from': '{inviter} ने आपको भुगतान पाने के लिए आमंत्रित किया है।',
  'invitations.fromName': '{name} ({inviter}) ने आपको भुगतान पाने के लिए आमंत्रित किया है।',
  'invitations.amount': 'आपके स्वीकार करते ही वे आपको {amount} भेजना चाहते हैं।',
  'invitations.as': 'आपको भुगतान {uma} पर मिलेंगे।',
  'invitations.expires': 'आप इसे {date} तक स्वीकार कर सकते हैं।',
  'invitations.claim': 'आमंत्रण स्वीकार करें',
  'invitations.claimed': 'आमंत्रण स्वीकार किया गया',
  'invitations.claimed.text': '{uma} पर भेजे गए भुगतान अब आप तक पहुँचते हैं।',
  'invitations.status.CLAIMED': 'यह आमंत्रण पहले ही स्वीकार किया जा चुका है।',
  'invitations.status.CANCELLED': 'भेजने वाले ने यह आमंत्रण रद्द कर दिया है।',
  'invitations.status.EXPIRED': 'यह आमंत्रण समाप्त हो चुका है। नया आमंत्रण माँगें।',
  'invitations.notFound': 'इस कोड का कोई आमंत्रण नहीं है। मिला हुआ लिंक जाँचें।',
};
