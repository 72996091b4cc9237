import type { AgentMessages } from './en.js';

/**
 * The agents area in Japanese. Japanese in the polite style Japanese banks use.
 */
export const ja: AgentMessages = {
  'agents.title': 'エージェントからのリクエスト',
  'agents.empty': '承認待ちのリクエストはありません。',
  'agents.agent': 'エージェント',
  'agents.pay': '{agent} が {destination} に {amount} を送金しようとしています。',
  'agents.send': '{agent} が {amount} を送金しようとしています。',
  'agents.to': '送金先: {destination}',
  'agents.payee': '{name}（末尾 {last4} の口座）',
  'agents.receives': '受取人の受取額は {amount} です。',
  'agents.fees': '含まれる手数料：{amount}',
  'agents.transferOut': '{agent} がお客様の口座から {amount} を振り替えようとしています。',
  'agents.transferIn': '{agent} がお客様の銀行から口座に {amount} を入金しようとしています。',
  'agents.asked': 'リクエスト日時：{date}',
  'agents.approveBy': '{date} までに承認してください。過ぎると価格が無効になります。',
  'agents.approve': '承認',
  'agents.approve.label': '{agent} がリクエストした {amount} を承認',
  'agents.reject': '却下',
  'agents.reject.label': '{agent} がリクエストした {amount} を却下',
  'agents.reject.title': '{agent} がリクエストした {amount} を却下しますか？',
  'agents.reject.reason': '理由（任意）',
  'agents.reject.hint': 'この理由はエージェントに表示されます。',
  'agents.reject.confirm': 'リクエストを却下',
  'agents.keep': '戻る',
  'agents.notice.approved': '承認しました。支払いを処理しています。',
  'agents.notice.rejected': '却下しました。送金は行われません。',
  'agents.notice.failed': '承認しましたが、支払いを完了できませんでした。価格の有効期限が切れたか、残高が不足しています。エージェントに再試行を依頼してください。',
  'agents.notice.gone': 'このリクエストはすでに処理済みか、取り下げられています。',
};
