import type { AgentMessages } from './en.js';

/**
 * The agents area in French. French with "vous".
 */
export const fr: AgentMessages = {
  'agents.title': 'Demandes de vos agents',
  'agents.empty': 'Rien n’attend votre accord.',
  'agents.agent': 'Votre agent',
  'agents.pay': '{agent} souhaite envoyer {amount} à {destination}.',
  'agents.send': '{agent} souhaite envoyer {amount}.',
  'agents.to': 'À : {destination}',
  'agents.payee': '{name} (compte se terminant par {last4})',
  'agents.receives': 'Le bénéficiaire reçoit {amount}.',
  'agents.fees': 'Frais inclus : {amount}.',
  'agents.transferOut': '{agent} souhaite virer {amount} depuis votre compte.',
  'agents.transferIn': '{agent} souhaite ajouter {amount} à votre compte depuis votre banque.',
  'agents.asked': 'Demandé le {date}.',
  'agents.approveBy': 'Approuvez avant le {date}, sinon le prix expire.',
  'agents.approve': 'Approuver',
  'agents.approve.label': 'Approuver {amount} demandé par {agent}',
  'agents.reject': 'Refuser',
  'agents.reject.label': 'Refuser {amount} demandé par {agent}',
  'agents.reject.title': 'Refuser {amount} demandé par {agent} ?',
  'agents.reject.reason': 'Motif (facultatif)',
  'agents.reject.hint': 'Votre agent verra ce motif.',
  'agents.reject.confirm': 'Refuser la demande',
  'agents.keep': 'Retour',
  'agents.notice.approved': 'Approuvé : le paiement est en cours.',
  'agents.notice.rejected': 'Refusé : rien ne sera envoyé.',
  'agents.notice.failed': 'Approuvé, mais le paiement n’a pas pu être effectué : son prix a expiré ou le solde est insuffisant. Demandez à votre agent de réessayer.',
  'agents.notice.gone': 'Cette demande a déjà été traitée ou a été retirée.',
};
