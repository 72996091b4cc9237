import type { AgentMessages } from './en.js';

/**
 * The agents area in Turkish. Turkish with "siz"; no suffix attached to a placeholder.
 */
export const tr: AgentMessages = {
  'agents.title': 'Temsilcilerinizden gelen istekler',
  'agents.empty': 'Onayınızı bekleyen bir şey yok.',
  'agents.agent': 'Temsilciniz',
  'agents.pay': 'Temsilci: {agent}. İstek: {amount} tutarını şu alıcıya göndermek: {destination}.',
  'agents.send': 'Temsilci: {agent}. İstek: {amount} göndermek.',
  'agents.to': 'Alıcı: {destination}',
  'agents.payee': '{name} (hesap sonu: {last4})',
  'agents.receives': 'Alıcıya geçecek tutar: {amount}.',
  'agents.fees': 'Dahil olan ücretler: {amount}.',
  'agents.transferOut': 'Temsilci: {agent}. İstek: hesabınızdan {amount} tutarında transfer.',
  'agents.transferIn': 'Temsilci: {agent}. İstek: bankanızdan hesabınıza {amount} tutarında aktarım.',
  'agents.asked': 'İstek tarihi: {date}.',
  'agents.approveBy': 'Son onay zamanı: {date}. Sonrasında fiyat geçerliliğini yitirir.',
  'agents.approve': 'Onayla',
  'agents.approve.label': 'Onayla: {amount}, isteyen: {agent}',
  'agents.reject': 'Reddet',
  'agents.reject.label': 'Reddet: {amount}, isteyen: {agent}',
  'agents.reject.title': 'Reddedilsin mi? {amount}, isteyen: {agent}',
  'agents.reject.reason': 'Neden (isteğe bağlı)',
  'agents.reject.hint': 'Temsilciniz bu nedeni görür.',
  'agents.reject.confirm': 'İsteği reddet',
  'agents.keep': 'Geri dön',
  'agents.notice.approved': 'Onaylandı: ödeme yolda.',
  'agents.notice.rejected': 'Reddedildi: hiçbir şey gönderilmeyecek.',
  'agents.notice.failed': 'Onaylandı ancak ödeme yapılamadı: fiyatın süresi doldu veya bakiye yetersiz. Temsilcinizden yeniden denemesini isteyin.',
  'agents.notice.gone': 'Bu istek için zaten karar verilmiş veya istek geri çekilmiş.',
};
