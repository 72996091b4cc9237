import type { AgentMessages } from './en.js';

/**
 * The agents area in Brazilian Portuguese. Brazilian Portuguese with "você".
 */
export const ptBR: AgentMessages = {
  'agents.title': 'Pedidos dos seus agentes',
  'agents.empty': 'Nada está aguardando sua aprovação.',
  'agents.agent': 'Seu agente',
  'agents.pay': '{agent} quer enviar {amount} para {destination}.',
  'agents.send': '{agent} quer enviar {amount}.',
  'agents.to': 'Para: {destination}',
  'agents.payee': '{name} (conta com final {last4})',
  'agents.receives': 'O destinatário recebe {amount}.',
  'agents.fees': 'Tarifas incluídas: {amount}.',
  'agents.transferOut': '{agent} quer transferir {amount} da sua conta.',
  'agents.transferIn': '{agent} quer adicionar {amount} à sua conta a partir do seu banco.',
  'agents.asked': 'Pedido em {date}.',
  'agents.approveBy': 'Aprove até {date}, ou o preço expira.',
  'agents.approve': 'Aprovar',
  'agents.approve.label': 'Aprovar {amount} pedido por {agent}',
  'agents.reject': 'Recusar',
  'agents.reject.label': 'Recusar {amount} pedido por {agent}',
  'agents.reject.title': 'Recusar {amount} pedido por {agent}?',
  'agents.reject.reason': 'Motivo (opcional)',
  'agents.reject.hint': 'Seu agente verá este motivo.',
  'agents.reject.confirm': 'Recusar o pedido',
  'agents.keep': 'Voltar',
  'agents.notice.approved': 'Aprovado: o pagamento está em andamento.',
  'agents.notice.rejected': 'Recusado: nada será enviado.',
  'agents.notice.failed': 'Aprovado, mas não foi possível fazer o pagamento: o preço expirou ou o saldo é insuficiente. Peça ao seu agente para tentar de novo.',
  'agents.notice.gone': 'Este pedido já foi decidido ou foi retirado.',
};
