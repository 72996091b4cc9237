import type { AgentMessages } from './en.js';

/**
 * The agents area in Dutch. Dutch with "u".
 */
export const nl: AgentMessages = {
  'agents.title': 'Verzoeken van uw agents',
  'agents.empty': 'Er wacht niets op uw goedkeuring.',
  'agents.agent': 'Uw agent',
  'agents.pay': '{agent} wil {amount} naar {destination} sturen.',
  'agents.send': '{agent} wil {amount} sturen.',
  'agents.to': 'Naar: {destination}',
  'agents.payee': '{name} (rekening eindigend op {last4})',
  'agents.receives': 'De ontvanger krijgt {amount}.',
  'agents.fees': 'Inclusief kosten: {amount}.',
  'agents.transferOut': '{agent} wil {amount} van uw rekening overmaken.',
  'agents.transferIn': '{agent} wil {amount} van uw bank naar uw rekening halen.',
  'agents.asked': 'Gevraagd op {date}.',
  'agents.approveBy': 'Keur goed vóór {date}, anders vervalt de prijs.',
  'agents.approve': 'Goedkeuren',
  'agents.approve.label': '{amount} gevraagd door {agent} goedkeuren',
  'agents.reject': 'Afwijzen',
  'agents.reject.label': '{amount} gevraagd door {agent} afwijzen',
  'agents.reject.title': '{amount} gevraagd door {agent} afwijzen?',
  'agents.reject.reason': 'Reden (optioneel)',
  'agents.reject.hint': 'Uw agent ziet deze reden.',
  'agents.reject.confirm': 'Verzoek afwijzen',
  'agents.keep': 'Terug',
  'agents.notice.approved': 'Goedgekeurd: de betaling is onderweg.',
  'agents.notice.rejected': 'Afgewezen: er wordt niets verstuurd.',
  'agents.notice.failed': 'Goedgekeurd, maar de betaling is niet gelukt: de prijs is verlopen of het saldo is te laag. Vraag uw agent het opnieuw te proberen.',
  'agents.notice.gone': 'Over dit verzoek is al beslist, of het is ingetrokken.',
};
