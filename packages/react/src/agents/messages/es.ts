import type { AgentMessages } from './en.js';

/**
 * The agents area in Spanish. Spanish with "usted".
 */
export const es: AgentMessages = {
  'agents.title': 'Solicitudes de sus agentes',
  'agents.empty': 'No hay nada pendiente de su aprobación.',
  'agents.agent': 'Su agente',
  'agents.pay': '{agent} quiere enviar {amount} a {destination}.',
  'agents.send': '{agent} quiere enviar {amount}.',
  'agents.to': 'Para: {destination}',
  'agents.payee': '{name} (cuenta terminada en {last4})',
  'agents.receives': 'El destinatario recibe {amount}.',
  'agents.fees': 'Comisiones incluidas: {amount}.',
  'agents.transferOut': '{agent} quiere transferir {amount} desde su cuenta.',
  'agents.transferIn': '{agent} quiere añadir {amount} a su cuenta desde su banco.',
  'agents.asked': 'Solicitado el {date}.',
  'agents.approveBy': 'Apruébela antes del {date} o el precio caducará.',
  'agents.approve': 'Aprobar',
  'agents.approve.label': 'Aprobar {amount} solicitado por {agent}',
  'agents.reject': 'Rechazar',
  'agents.reject.label': 'Rechazar {amount} solicitado por {agent}',
  'agents.reject.title': '¿Rechazar {amount} solicitado por {agent}?',
  'agents.reject.reason': 'Motivo (opcional)',
  'agents.reject.hint': 'Su agente verá este motivo.',
  'agents.reject.confirm': 'Rechazar la solicitud',
  'agents.keep': 'Volver',
  'agents.notice.approved': 'Aprobado: el pago está en curso.',
  'agents.notice.rejected': 'Rechazado: no se enviará nada.',
  'agents.notice.failed': 'Aprobado, pero no se pudo hacer el pago: su precio caducó o el saldo no alcanza. Pida a su agente que lo intente de nuevo.',
  'agents.notice.gone': 'Esta solicitud ya se resolvió o se retiró.',
};
