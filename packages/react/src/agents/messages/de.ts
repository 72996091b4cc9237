import type { AgentMessages } from './en.js';

/**
 * The agents area in German. German with "Sie", as German banks write.
 */
export const de: AgentMessages = {
  'agents.title': 'Anfragen Ihrer Agenten',
  'agents.empty': 'Nichts wartet auf Ihre Freigabe.',
  'agents.agent': 'Ihr Agent',
  'agents.pay': '{agent} möchte {amount} an {destination} senden.',
  'agents.send': '{agent} möchte {amount} senden.',
  'agents.to': 'An: {destination}',
  'agents.payee': '{name} (Konto endet auf {last4})',
  'agents.receives': 'Der Empfänger erhält {amount}.',
  'agents.fees': 'Enthaltene Gebühren: {amount}.',
  'agents.transferOut': '{agent} möchte {amount} von Ihrem Konto überweisen.',
  'agents.transferIn': '{agent} möchte {amount} von Ihrer Bank auf Ihr Konto holen.',
  'agents.asked': 'Angefragt am {date}.',
  'agents.approveBy': 'Geben Sie bis {date} frei, sonst verfällt der Preis.',
  'agents.approve': 'Freigeben',
  'agents.approve.label': '{amount}, angefragt von {agent}, freigeben',
  'agents.reject': 'Ablehnen',
  'agents.reject.label': '{amount}, angefragt von {agent}, ablehnen',
  'agents.reject.title': '{amount}, angefragt von {agent}, ablehnen?',
  'agents.reject.reason': 'Grund (optional)',
  'agents.reject.hint': 'Ihr Agent sieht diesen Grund.',
  'agents.reject.confirm': 'Anfrage ablehnen',
  'agents.keep': 'Zurück',
  'agents.notice.approved': 'Freigegeben: Die Zahlung ist unterwegs.',
  'agents.notice.rejected': 'Abgelehnt: Es wird nichts gesendet.',
  'agents.notice.failed': 'Freigegeben, aber die Zahlung war nicht möglich: Der Preis ist abgelaufen oder das Guthaben reicht nicht. Bitten Sie Ihren Agenten, es erneut zu versuchen.',
  'agents.notice.gone': 'Über diese Anfrage wurde bereits entschieden, oder sie wurde zurückgezogen.',
};
