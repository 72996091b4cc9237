import type { AgentMessages } from './en.js';

/**
 * The agents area in Korean. Korean in the polite formal style; no particle follows a placeholder.
 */
export const ko: AgentMessages = {
  'agents.title': '에이전트 요청',
  'agents.empty': '승인을 기다리는 요청이 없습니다.',
  'agents.agent': '내 에이전트',
  'agents.pay': '요청한 에이전트: {agent} · 보낼 금액: {amount} · 받는 곳: {destination}',
  'agents.send': '요청한 에이전트: {agent} · 보낼 금액: {amount}',
  'agents.to': '받는 곳: {destination}',
  'agents.payee': '{name}(계좌 끝자리: {last4})',
  'agents.receives': '수취인이 받는 금액: {amount}',
  'agents.fees': '포함된 수수료: {amount}',
  'agents.transferOut': '요청한 에이전트: {agent} · 내 계좌에서 이체할 금액: {amount}',
  'agents.transferIn': '요청한 에이전트: {agent} · 은행에서 내 계좌로 입금할 금액: {amount}',
  'agents.asked': '요청 일시: {date}',
  'agents.approveBy': '승인 기한: {date} · 기한이 지나면 가격이 만료됩니다.',
  'agents.approve': '승인',
  'agents.approve.label': '승인하기 · 금액: {amount} · 요청: {agent}',
  'agents.reject': '거절',
  'agents.reject.label': '거절하기 · 금액: {amount} · 요청: {agent}',
  'agents.reject.title': '이 요청을 거절하시겠습니까? 금액: {amount} · 요청: {agent}',
  'agents.reject.reason': '사유(선택 사항)',
  'agents.reject.hint': '에이전트가 이 사유를 볼 수 있습니다.',
  'agents.reject.confirm': '요청 거절',
  'agents.keep': '돌아가기',
  'agents.notice.approved': '승인했습니다. 결제가 진행 중입니다.',
  'agents.notice.rejected': '거절했습니다. 아무것도 보내지 않습니다.',
  'agents.notice.failed': '승인했지만 결제하지 못했습니다. 가격이 만료되었거나 잔액이 부족합니다. 에이전트에게 다시 시도해 달라고 요청하세요.',
  'agents.notice.gone': '이미 처리되었거나 철회된 요청입니다.',
};
