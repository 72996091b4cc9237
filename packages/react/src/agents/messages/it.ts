import type { AgentMessages } from './en.js';

/**
 * The agents area in Italian. Italian with "tu".
 */
export const it: AgentMessages = {
  'agents.title': 'Richieste dei tuoi agenti',
  'agents.empty': 'Niente è in attesa della tua approvazione.',
  'agents.agent': 'Il tuo agente',
  'agents.pay': '{agent} vuole inviare {amount} a {destination}.',
  'agents.send': '{agent} vuole inviare {amount}.',
  'agents.to': 'Destinatario: {destination}',
  'agents.payee': '{name} (conto che termina con {last4})',
  'agents.receives': 'Il destinatario riceve {amount}.',
  'agents.fees': 'Commissioni incluse: {amount}.',
  'agents.transferOut': '{agent} vuole trasferire {amount} dal tuo conto.',
  'agents.transferIn': '{agent} vuole aggiungere {amount} al tuo conto dalla tua banca.',
  'agents.asked': 'Richiesta del {date}.',
  'agents.approveBy': 'Approva entro il {date}, altrimenti il prezzo scade.',
  'agents.approve': 'Approva',
  'agents.approve.label': 'Approva {amount} richiesto da {agent}',
  'agents.reject': 'Rifiuta',
  'agents.reject.label': 'Rifiuta {amount} richiesto da {agent}',
  'agents.reject.title': 'Rifiutare {amount} richiesto da {agent}?',
  'agents.reject.reason': 'Motivo (facoltativo)',
  'agents.reject.hint': 'Il tuo agente vedrà questo motivo.',
  'agents.reject.confirm': 'Rifiuta la richiesta',
  'agents.keep': 'Indietro',
  'agents.notice.approved': 'Approvata: il pagamento è in corso.',
  'agents.notice.rejected': 'Rifiutata: non verrà inviato nulla.',
  'agents.notice.failed': 'Approvata, ma il pagamento non è riuscito: il prezzo è scaduto o il saldo non basta. Chiedi al tuo agente di riprovare.',
  'agents.notice.gone': 'Questa richiesta è già stata decisa o è stata ritirata.',
};
