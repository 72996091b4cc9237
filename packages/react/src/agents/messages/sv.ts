import type { AgentMessages } from './en.js';

/**
 * The agents area in Swedish. Swedish with "du".
 */
export const sv: AgentMessages = {
  'agents.title': 'Förfrågningar från dina agenter',
  'agents.empty': 'Inget väntar på ditt godkännande.',
  'agents.agent': 'Din agent',
  'agents.pay': '{agent} vill skicka {amount} till {destination}.',
  'agents.send': '{agent} vill skicka {amount}.',
  'agents.to': 'Till: {destination}',
  'agents.payee': '{name} (konto som slutar på {last4})',
  'agents.receives': 'Mottagaren får {amount}.',
  'agents.fees': 'Avgifter som ingår: {amount}.',
  'agents.transferOut': '{agent} vill föra över {amount} från ditt konto.',
  'agents.transferIn': '{agent} vill sätta in {amount} på ditt konto från din bank.',
  'agents.asked': 'Begärd {date}.',
  'agents.approveBy': 'Godkänn senast {date}, annars upphör priset att gälla.',
  'agents.approve': 'Godkänn',
  'agents.approve.label': 'Godkänn {amount} som {agent} begärt',
  'agents.reject': 'Avvisa',
  'agents.reject.label': 'Avvisa {amount} som {agent} begärt',
  'agents.reject.title': 'Avvisa {amount} som {agent} begärt?',
  'agents.reject.reason': 'Anledning (valfritt)',
  'agents.reject.hint': 'Din agent ser den här anledningen.',
  'agents.reject.confirm': 'Avvisa förfrågan',
  'agents.keep': 'Tillbaka',
  'agents.notice.approved': 'Godkänd: betalningen är på väg.',
  'agents.notice.rejected': 'Avvisad: inget skickas.',
  'agents.notice.failed': 'Godkänd, men betalningen kunde inte genomföras: priset har gått ut eller saldot räcker inte. Be din agent att försöka igen.',
  'agents.notice.gone': 'Den här förfrågan har redan avgjorts eller dragits tillbaka.',
};
