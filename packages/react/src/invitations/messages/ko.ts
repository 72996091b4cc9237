import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Korean. Korean in the polite formal style; no particle follows a placeholder.
 */
export const ko: InvitationMessages = {
  'invitations.title': '초대가 도착했습니다',
  'invitations.from': '결제를 받도록 초대한 분: {inviter}',
  'invitations.fromName': '결제를 받도록 초대한 분: {name}({inviter})',
  'invitations.amount': '수락하면 보낼 예정인 금액: {amount}',
  'invitations.as': '결제를 받을 주소: {uma}',
  'invitations.expires': '수락 기한: {date}',
  'invitations.claim': '초대 수락',
  'invitations.claimed': '초대를 수락했습니다',
  'invitations.claimed.text': '이제 이 주소로 보낸 결제가 전달됩니다: {uma}',
  'invitations.status.CLAIMED': '이미 수락된 초대입니다.',
  'invitations.status.CANCELLED': '보낸 분이 이 초대를 취소했습니다.',
  'invitations.status.EXPIRED': '만료된 초대입니다. 새 초대를 요청하세요.',
  'invitations.notFound': '이 코드의 초대가 없습니다. 받은 링크를 확인하세요.',
};
