import type { AgentMessages } from './en.js';

/**
 * The agents area in Simplified Chinese. Simplified Chinese, addressing the user as "您".
 */
export const zhHans: AgentMessages = {
  'agents.title': '您的代理发来的请求',
  'agents.empty': '没有等待您批准的请求。',
  'agents.agent': '您的代理',
  'agents.pay': '{agent} 想向 {destination} 发送 {amount}。',
  'agents.send': '{agent} 想发送 {amount}。',
  'agents.to': '收款方：{destination}',
  'agents.payee': '{name}（尾号 {last4} 的账户）',
  'agents.receives': '收款人将收到 {amount}。',
  'agents.fees': '已含费用：{amount}。',
  'agents.transferOut': '{agent} 想从您的账户转出 {amount}。',
  'agents.transferIn': '{agent} 想从您的银行向您的账户转入 {amount}。',
  'agents.asked': '请求时间：{date}。',
  'agents.approveBy': '请在 {date} 前批准，否则价格将失效。',
  'agents.approve': '批准',
  'agents.approve.label': '批准 {agent} 请求的 {amount}',
  'agents.reject': '拒绝',
  'agents.reject.label': '拒绝 {agent} 请求的 {amount}',
  'agents.reject.title': '要拒绝 {agent} 请求的 {amount} 吗？',
  'agents.reject.reason': '原因（可选）',
  'agents.reject.hint': '您的代理会看到此原因。',
  'agents.reject.confirm': '拒绝请求',
  'agents.keep': '返回',
  'agents.notice.approved': '已批准：付款正在进行。',
  'agents.notice.rejected': '已拒绝：不会发送任何款项。',
  'agents.notice.failed': '已批准，但付款未能完成：价格已失效或余额不足。请让您的代理重试。',
  'agents.notice.gone': '此请求已被处理或已撤回。',
};
