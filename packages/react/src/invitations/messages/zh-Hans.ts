import type { InvitationMessages } from './en.js';

/**
 * The invitations area in Simplified Chinese. Simplified Chinese, addressing the user as "您".
 */
export const zhHans: InvitationMessages = {
  'invitations.title': '您收到一份邀请',
  'invitations.from': '{inviter} 邀请您接收付款。',
  'invitations.fromName': '{name}（{inviter}）邀请您接收付款。',
  'invitations.amount': '您接受后，对方计划向您发送 {amount}。',
  'invitations.as': '您将通过 {uma} 接收付款。',
  'invitations.expires': '您可以在 {date} 前接受。',
  'invitations.claim': '接受邀请',
  'invitations.claimed': '已接受邀请',
  'invitations.claimed.text': '发送到 {uma} 的付款现在会到达您这里。',
  'invitations.status.CLAIMED': '此邀请已被接受。',
  'invitations.status.CANCELLED': '发送者已取消此邀请。',
  'invitations.status.EXPIRED': '此邀请已过期。请索取新的邀请。',
  'invitations.notFound': '没有使用此代码的邀请。请检查您收到的链接。',
};
