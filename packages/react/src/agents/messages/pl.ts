import type { AgentMessages } from './en.js';

/**
 * The agents area in Polish. Polish in the second-person imperative, with impersonal forms where a past tense would show a gender.
 */
export const pl: AgentMessages = {
  'agents.title': 'Prośby Twoich agentów',
  'agents.empty': 'Nic nie czeka na Twoją zgodę.',
  'agents.agent': 'Twój agent',
  'agents.pay': 'Agent {agent} chce wysłać {amount} do odbiorcy: {destination}.',
  'agents.send': 'Agent {agent} chce wysłać {amount}.',
  'agents.to': 'Do: {destination}',
  'agents.payee': '{name} (konto o końcówce {last4})',
  'agents.receives': 'Odbiorca otrzyma {amount}.',
  'agents.fees': 'Opłaty w cenie: {amount}.',
  'agents.transferOut': 'Agent {agent} chce przelać {amount} z Twojego konta.',
  'agents.transferIn': 'Agent {agent} chce dodać {amount} do Twojego konta z Twojego banku.',
  'agents.asked': 'Data prośby: {date}.',
  'agents.approveBy': 'Zatwierdź do: {date}, inaczej cena wygaśnie.',
  'agents.approve': 'Zatwierdź',
  'agents.approve.label': 'Zatwierdź {amount} – prośba: {agent}',
  'agents.reject': 'Odrzuć',
  'agents.reject.label': 'Odrzuć {amount} – prośba: {agent}',
  'agents.reject.title': 'Odrzucić {amount} – prośba: {agent}?',
  'agents.reject.reason': 'Powód (opcjonalnie)',
  'agents.reject.hint': 'Twój agent zobaczy ten powód.',
  'agents.reject.confirm': 'Odrzuć prośbę',
  'agents.keep': 'Wróć',
  'agents.notice.approved': 'Zatwierdzono: płatność jest w toku.',
  'agents.notice.rejected': 'Odrzucono: nic nie zostanie wysłane.',
  'agents.notice.failed': 'Zatwierdzono, ale płatności nie udało się wykonać: cena wygasła albo saldo jest za niskie. Poproś agenta o ponowną próbę.',
  'agents.notice.gone': 'Ta prośba została już rozpatrzona lub wycofana.',
};
